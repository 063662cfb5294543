package dev.tablewright.format.infra;

import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import java.util.List;

/**
 * Per kept entity of a table, an {@code aws_lambda_event_source_mapping} on the table's stream
 * ({@link StreamMapping}), and the variable that names the handler's function (the function is the
 * user's, deployed with the handler the code export writes).
 */
final class TerraformStreamMappings {
    private TerraformStreamMappings() {
    }

    static void write(Hcl hcl, UniqueNames names, String label, TableDesign table, List<String> warnings) {
        for (KeptEntity kept : table.keptEntities()) {
            StreamMapping.problem(table, kept).ifPresent(warnings::add);
            if (!StreamMapping.mapped(table)) {
                continue;
            }
            String base = label + "_" + kept.entity().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
            String variable = names.next(base + "_handler_function");
            hcl.blankLine().open("variable", variable).raw("type", "string")
                    .string("description", StreamMapping.functionDescription(table, kept)).close();
            hcl.blankLine().open("resource", "aws_lambda_event_source_mapping", names.next(base + "_stream_mapping"))
                    .raw("event_source_arn", "aws_dynamodb_table." + label + ".stream_arn")
                    .raw("function_name", "var." + variable)
                    .string("starting_position", StreamMapping.STARTING_POSITION)
                    .bool("bisect_batch_on_function_error", true)
                    .number("maximum_retry_attempts", StreamMapping.MAXIMUM_RETRY_ATTEMPTS)
                    .strings("function_response_types", List.of(StreamMapping.RESPONSE_TYPE))
                    .open("filter_criteria");
            for (String pattern : StreamMapping.filterPatterns(table, kept)) {
                hcl.open("filter").string("pattern", pattern).close();
            }
            hcl.close().close();
        }
    }
}
