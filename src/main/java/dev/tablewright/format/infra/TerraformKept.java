package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The settings a model got from an imported template but keeps only as the template's properties
 * ({@link CloudFormationExtras#PROPERTIES}, from before the model had settings): TTL, stream, deletion
 * protection and point-in-time recovery fill the settings the model leaves at their defaults; the
 * other properties are named in a warning, since Terraform is written from the settings alone.
 */
final class TerraformKept {
    private static final Set<String> TRANSLATED = Set.of("TimeToLiveSpecification", "StreamSpecification",
            "DeletionProtectionEnabled", "PointInTimeRecoverySpecification");

    private TerraformKept() {
    }

    static TableSettings settings(TableDesign table, List<String> warnings) {
        TableSettings s = table.settings();
        String text = table.extra().fields().get(CloudFormationExtras.PROPERTIES);
        if (text == null) {
            return s;
        }
        JsonNode p = Json.parseTrusted(text);
        JsonNode ttl = p.path("TimeToLiveSpecification");
        if (s.ttlAttribute().isEmpty() && ttl.path("AttributeName").isTextual() && ttl.path("Enabled").asBoolean(true)) {
            s = s.withTtlAttribute(Optional.of(ttl.path("AttributeName").textValue()));
        }
        JsonNode stream = p.path("StreamSpecification").path("StreamViewType");
        if (s.stream().isEmpty() && stream.isTextual()) {
            s = s.withStream(StreamView.parse(stream.textValue()));
        }
        if (!s.deletionProtection() && p.path("DeletionProtectionEnabled").asBoolean(false)) {
            s = s.withDeletionProtection(true);
        }
        JsonNode pitr = p.path("PointInTimeRecoverySpecification");
        if (!s.recovery().enabled() && pitr.path("PointInTimeRecoveryEnabled").asBoolean(false)) {
            s = s.withRecovery(new Recovery(true, pitr.path("RecoveryPeriodInDays").asInt(Recovery.DEFAULT_PERIOD_DAYS)));
        }
        String rest = names(p, TRANSLATED);
        if (!rest.isEmpty()) {
            warnings.add("table " + table.name() + ": properties kept from a template are not written to Terraform: "
                    + rest);
        }
        return s;
    }

    /** The names of a kept properties object, less {@code except}. */
    static String names(JsonNode properties, Set<String> except) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = properties.fieldNames(); it.hasNext(); ) {
            String n = it.next();
            if (!except.contains(n)) {
                names.add(n);
            }
        }
        return String.join(", ", names);
    }
}
