package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.settings.AutoScaling;

import java.util.List;
import java.util.Optional;

/**
 * The table's auto scaling in NoSQL Workbench's own form, inside {@code ProvisionedCapacitySettings}:
 * {@code AutoScalingRead}/{@code AutoScalingWrite} each {@code {"ScalableTargetRequest": {"MinCapacity",
 * "MaxCapacity", "ServiceRole"}, "ScalingPolicyConfiguration": {"TargetValue"}}}. The service role is
 * not a setting of the table (Application Auto Scaling's service-linked role): written as Workbench
 * writes it, and a different one read is kept.
 */
final class WorkbenchScaling {
    static final String READ = "AutoScalingRead";
    static final String WRITE = "AutoScalingWrite";
    private static final String TARGET_REQUEST = "ScalableTargetRequest";
    private static final String POLICY = "ScalingPolicyConfiguration";
    private static final String MIN = "MinCapacity";
    private static final String MAX = "MaxCapacity";
    private static final String TARGET = "TargetValue";
    private static final String SERVICE_ROLE = "ServiceRole";
    private static final String WORKBENCH_ROLE = "AWSServiceRoleForApplicationAutoScaling_DynamoDBTable";

    private WorkbenchScaling() {
    }

    /** Takes the three numbers out of {@code capacity.key} when all are there and readable. */
    static Optional<AutoScaling> read(ObjectNode capacity, String key, String capacityPath, Diagnostics d) {
        JsonNode block = capacity.get(key);
        if (block == null || block.isNull()) {
            return Optional.empty();
        }
        String at = JsonPath.key(capacityPath, key);
        JsonNode min = block.path(TARGET_REQUEST).path(MIN);
        JsonNode max = block.path(TARGET_REQUEST).path(MAX);
        JsonNode target = block.path(POLICY).path(TARGET);
        boolean readable = whole(min) && whole(max) && target.isNumber() && Double.isFinite(target.doubleValue());
        if (!readable) {
            d.warning(at, "expected auto scaling with " + TARGET_REQUEST + ".MinCapacity and .MaxCapacity (whole numbers)"
                    + " and " + POLICY + ".TargetValue (a number), found " + Json.describe(block) + SchemaReader.KEPT);
            return Optional.empty();
        }
        ObjectNode request = (ObjectNode) block.get(TARGET_REQUEST);
        request.remove(List.of(MIN, MAX));
        if (WORKBENCH_ROLE.equals(request.path(SERVICE_ROLE).textValue())) {
            request.remove(SERVICE_ROLE); // what the writer writes anyway
        }
        ((ObjectNode) block.get(POLICY)).remove(TARGET);
        return Optional.of(new AutoScaling(min.longValue(), max.longValue(), target.doubleValue()));
    }

    private static boolean whole(JsonNode n) {
        return n.isIntegralNumber() && n.canConvertToLong() && n.longValue() >= 0;
    }

    /** @param kept the capacity settings kept from the file read, whose own service role wins */
    static ObjectNode write(AutoScaling s, String key, Optional<ObjectNode> kept) {
        ObjectNode o = Json.object();
        ObjectNode request = o.putObject(TARGET_REQUEST);
        request.put(MIN, s.minCapacity());
        request.put(MAX, s.maxCapacity());
        JsonNode role = kept.map(k -> k.path(key).path(TARGET_REQUEST).path(SERVICE_ROLE)).orElse(null);
        request.put(SERVICE_ROLE, role != null && role.isTextual() ? role.textValue() : WORKBENCH_ROLE);
        ThroughputFormat.number(o.putObject(POLICY), TARGET, s.targetUtilization());
        return o;
    }
}
