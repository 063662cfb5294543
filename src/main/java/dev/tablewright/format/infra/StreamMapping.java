package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import java.util.List;
import java.util.Optional;

/**
 * What the CloudFormation and Terraform exports say alike about a kept entity's stream handler
 * (docs/streams.md): an event source mapping on the table's stream, from its oldest record, that
 * delivers only the records whose new or old image is a source item (two filter patterns: a removal
 * has no new image, an insert no old one), reports failed records so Lambda retries from them, halves
 * a failing batch to find the record, and gives up on a record after a bounded number of retries.
 */
final class StreamMapping {
    static final String STARTING_POSITION = "TRIM_HORIZON";
    /** Bounded: a record that always fails would otherwise hold its shard until it leaves the stream (24 hours). */
    static final int MAXIMUM_RETRY_ATTEMPTS = 10;
    static final String RESPONSE_TYPE = "ReportBatchItemFailures";

    private StreamMapping() {
    }

    /** The two filter patterns: a NewImage, or an OldImage, whose type attribute is the source's type value. */
    static List<String> filterPatterns(TableDesign table, KeptEntity kept) {
        String type = table.entity(kept.source()).map(Entity::typeValue).orElse(kept.source());
        return List.of(pattern(table.typeAttribute(), type, "NewImage"), pattern(table.typeAttribute(), type, "OldImage"));
    }

    private static String pattern(String typeAttribute, String type, String image) {
        ObjectNode root = Json.object();
        root.putObject("dynamodb").putObject(image).putObject(typeAttribute).putArray("S").add(type);
        return root.toString();
    }

    /** The function parameter's (variable's) description. */
    static String functionDescription(TableDesign table, KeptEntity kept) {
        return "Name or ARN of the Lambda function that keeps the " + kept.entity() + " items of " + table.name()
                + " from its " + kept.source() + " items (the stream handler Tablewright's code export writes)";
    }

    /**
     * Why a kept entity gets no mapping (the table has no stream: there is nothing to map), or a note
     * when the stream's view lacks an image the handler needs; empty when all is well.
     */
    static Optional<String> problem(TableDesign table, KeptEntity kept) {
        Optional<StreamView> view = table.settings().stream();
        if (view.isEmpty()) {
            return Optional.of("table " + table.name() + ": no event source mapping for the stream handler of "
                    + kept.entity() + ": the table's stream is off (set it to NEW_AND_OLD_IMAGES)");
        }
        if (view.get() != StreamView.NEW_AND_OLD_IMAGES) {
            return Optional.of("table " + table.name() + ": the stream handler of " + kept.entity()
                    + " needs both images, and the stream is " + view.get().name() + " (set it to NEW_AND_OLD_IMAGES)");
        }
        return Optional.empty();
    }

    /** Whether a problem leaves the mapping out (no stream) rather than only warning. */
    static boolean mapped(TableDesign table) {
        return table.settings().stream().isPresent();
    }
}
