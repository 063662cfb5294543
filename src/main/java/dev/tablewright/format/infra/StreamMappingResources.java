package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import java.util.List;

/**
 * Per kept entity of a table, an {@code AWS::Lambda::EventSourceMapping} on the table's stream
 * ({@link StreamMapping}), and the parameter that names the handler's function: the template deploys
 * the table and its mapping; the function is the user's, deployed with the handler the code export writes.
 */
final class StreamMappingResources {
    static final String TYPE = "AWS::Lambda::EventSourceMapping";

    private final ObjectNode parameters;
    private final ObjectNode resources;
    private final UniqueNames ids;
    private final List<String> warnings;

    StreamMappingResources(ObjectNode parameters, ObjectNode resources, UniqueNames ids, List<String> warnings) {
        this.parameters = parameters;
        this.resources = resources;
        this.ids = ids;
        this.warnings = warnings;
    }

    void add(String tableId, TableDesign table) {
        for (KeptEntity kept : table.keptEntities()) {
            StreamMapping.problem(table, kept).ifPresent(warnings::add);
            if (!StreamMapping.mapped(table)) {
                continue;
            }
            String function = ids.next(tableId + kept.entity() + "HandlerFunction");
            ObjectNode parameter = parameters.putObject(function);
            parameter.put("Type", "String");
            parameter.put("Description", StreamMapping.functionDescription(table, kept));
            parameter.put("MinLength", 1);
            ObjectNode mapping = resources.putObject(ids.next(tableId + kept.entity() + "StreamMapping"));
            mapping.put("Type", TYPE);
            ObjectNode p = mapping.putObject("Properties");
            p.putObject("EventSourceArn").putArray("Fn::GetAtt").add(tableId).add("StreamArn");
            p.putObject("FunctionName").put("Ref", function);
            p.put("StartingPosition", StreamMapping.STARTING_POSITION);
            p.put("BisectBatchOnFunctionError", true);
            p.put("MaximumRetryAttempts", StreamMapping.MAXIMUM_RETRY_ATTEMPTS);
            p.putArray("FunctionResponseTypes").add(StreamMapping.RESPONSE_TYPE);
            ArrayNode filters = p.putObject("FilterCriteria").putArray("Filters");
            StreamMapping.filterPatterns(table, kept).forEach(f -> filters.addObject().put("Pattern", f));
        }
    }
}
