package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Throughput;
import java.util.List;
import java.util.Optional;

/**
 * Auto scaling of a plain (single-region) table and its GSIs: per scaled dimension an
 * {@code AWS::ApplicationAutoScaling::ScalableTarget} and a target-tracking {@code ScalingPolicy},
 * as AWS documents for DynamoDB. Application Auto Scaling's service-linked role is used (no RoleARN).
 */
final class ScalingResources {
    static final String TARGET_TYPE = "AWS::ApplicationAutoScaling::ScalableTarget";
    static final String POLICY_TYPE = "AWS::ApplicationAutoScaling::ScalingPolicy";
    static final String NAMESPACE = "dynamodb";

    /** A capacity dimension and the names Application Auto Scaling gives it. */
    enum Dimension {
        READ("Read", "ReadCapacityUnits", "DynamoDBReadCapacityUtilization"),
        WRITE("Write", "WriteCapacityUnits", "DynamoDBWriteCapacityUtilization");

        final String word;
        final String units;
        final String metric;

        Dimension(String word, String units, String metric) {
            this.word = word;
            this.units = units;
            this.metric = metric;
        }

        /** {@code dynamodb:table:ReadCapacityUnits} or {@code dynamodb:index:ReadCapacityUnits}. */
        String scalableDimension(boolean index) {
            return NAMESPACE + ":" + (index ? "index" : "table") + ":" + units;
        }
    }

    private final ObjectNode resources;
    private final UniqueNames ids;
    private final List<String> warnings;

    ScalingResources(ObjectNode resources, UniqueNames ids, List<String> warnings) {
        this.resources = resources;
        this.ids = ids;
        this.warnings = warnings;
    }

    void add(String tableId, TableDesign table) {
        boolean provisioned = table.billing().mode() == BillingMode.PROVISIONED;
        add(tableId, Optional.empty(), table.settings().throughput(), provisioned, "table " + table.name());
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            add(tableId, Optional.of(g.name()), g.settings().throughput(), provisioned,
                    "index " + table.name() + "." + g.name());
        }
    }

    private void add(String tableId, Optional<String> index, Throughput t, boolean provisioned, String what) {
        if (!t.scales()) {
            return;
        }
        if (!provisioned) {
            warnings.add(what + ": auto scaling is not written: the table is on-demand, which scales by itself");
            return;
        }
        t.readScaling().ifPresent(s -> pair(tableId, index, Dimension.READ, s));
        t.writeScaling().ifPresent(s -> pair(tableId, index, Dimension.WRITE, s));
    }

    private void pair(String tableId, Optional<String> index, Dimension dimension, AutoScaling scaling) {
        String base = tableId + index.orElse("") + dimension.word;
        String targetId = ids.next(base + "ScalableTarget");
        ObjectNode target = resources.putObject(targetId);
        target.put("Type", TARGET_TYPE);
        ObjectNode tp = target.putObject("Properties");
        tp.put("MinCapacity", scaling.minCapacity());
        tp.put("MaxCapacity", scaling.maxCapacity());
        // Ref of a table is its name, which is what Application Auto Scaling's ResourceId holds
        tp.putObject("ResourceId").put("Fn::Sub", "table/${" + tableId + "}" + index.map(i -> "/index/" + i).orElse(""));
        tp.put("ScalableDimension", dimension.scalableDimension(index.isPresent()));
        tp.put("ServiceNamespace", NAMESPACE);
        ObjectNode policy = resources.putObject(ids.next(base + "ScalingPolicy"));
        policy.put("Type", POLICY_TYPE);
        ObjectNode pp = policy.putObject("Properties");
        pp.put("PolicyName", base + "Utilization");
        pp.put("PolicyType", "TargetTrackingScaling");
        pp.putObject("ScalingTargetId").put("Ref", targetId);
        ObjectNode config = pp.putObject("TargetTrackingScalingPolicyConfiguration");
        SettingsProperties.target(config, scaling.targetUtilization());
        config.putObject("PredefinedMetricSpecification").put("PredefinedMetricType", dimension.metric);
    }
}
