package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.infra.ScalingResources.Dimension;
import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code autoscaling-cli}: the model's auto scaling as the AWS CLI commands that apply it, for a table
 * made without CloudFormation or Terraform (a Tablewright commit, say: auto scaling is Application
 * Auto Scaling's API, not DynamoDB's). Per scaled dimension of a provisioned table and its GSIs, in
 * each region the table lives in: {@code register-scalable-target} and a target-tracking
 * {@code put-scaling-policy}, the same targets and policies as the CloudFormation export. Both calls
 * create or update, so the script can be run again after the model changes. A replica scales its
 * reads as its override says (else as the table does) and its writes as the table does, as DynamoDB
 * requires of a global table.
 */
final class AutoScalingCliExporter implements Exporter {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String target() {
        return "autoscaling-cli";
    }

    @Override
    public String description() {
        return "the AWS CLI commands (application-autoscaling) that apply the model's auto scaling to its tables";
    }

    @Override
    public String extension() {
        return "sh";
    }

    @Override
    public Export export(DataModel model) {
        List<String> warnings = new ArrayList<>();
        StringBuilder out = new StringBuilder();
        out.append("#!/bin/sh\n")
                .append("# Auto scaling of the model ").append(model.name().isBlank() ? "(unnamed)" : model.name())
                .append(", exported by Tablewright: the AWS CLI's application-autoscaling calls.\n")
                .append("# Run it with the credentials of the account the tables live in; a command without\n")
                .append("# --region goes to the CLI's default region. Each call creates or updates, so it can be run again.\n")
                .append("set -e\n");
        int commands = 0;
        for (TableDesign t : model.tables()) {
            commands += table(t, out, warnings);
        }
        if (commands == 0) {
            out.append("\n# The model's tables have no auto scaling: nothing to apply.\n");
        }
        return new Export(out.toString(), warnings);
    }

    private int table(TableDesign t, StringBuilder out, List<String> warnings) {
        boolean scales = t.settings().throughput().scales() || t.globalIndexes().stream()
                .anyMatch(g -> g.settings().throughput().scales())
                || t.settings().replication().replicas().stream().anyMatch(r -> r.readScaling().isPresent()
                        || r.indexes().stream().anyMatch(i -> i.readScaling().isPresent()));
        if (!scales) {
            return 0;
        }
        if (t.billing().mode() != BillingMode.PROVISIONED) {
            warnings.add("table " + t.name() + ": auto scaling is not written: the table is on-demand, which scales by itself");
            return 0;
        }
        List<Replica> regions = t.settings().replication().isGlobal() ? t.settings().replication().replicas()
                : List.of();
        int n = 0;
        if (regions.isEmpty()) {
            n += scaled(out, t.name(), Optional.empty(), Optional.empty(), t.settings().throughput().readScaling(),
                    t.settings().throughput().writeScaling());
            for (GlobalSecondaryIndex g : t.globalIndexes()) {
                Throughput gt = g.settings().throughput();
                n += scaled(out, t.name(), Optional.of(g.name()), Optional.empty(), gt.readScaling(), gt.writeScaling());
            }
            return n;
        }
        for (Replica r : regions) {
            Optional<String> region = Optional.of(r.region());
            n += scaled(out, t.name(), Optional.empty(), region,
                    r.readScaling().or(() -> t.settings().throughput().readScaling()),
                    t.settings().throughput().writeScaling());
            for (GlobalSecondaryIndex g : t.globalIndexes()) {
                Throughput gt = g.settings().throughput();
                Optional<AutoScaling> read = r.indexes().stream().filter(i -> i.indexName().equals(g.name()))
                        .findFirst().flatMap(ReplicaIndex::readScaling).or(gt::readScaling);
                n += scaled(out, t.name(), Optional.of(g.name()), region, read, gt.writeScaling());
            }
        }
        return n;
    }

    private static int scaled(StringBuilder out, String table, Optional<String> index, Optional<String> region,
            Optional<AutoScaling> read, Optional<AutoScaling> write) {
        int n = 0;
        if (read.isPresent()) {
            pair(out, table, index, region, Dimension.READ, read.get());
            n++;
        }
        if (write.isPresent()) {
            pair(out, table, index, region, Dimension.WRITE, write.get());
            n++;
        }
        return n;
    }

    private static void pair(StringBuilder out, String table, Optional<String> index, Optional<String> region,
            Dimension dimension, AutoScaling s) {
        String resourceId = "table/" + table + index.map(i -> "/index/" + i).orElse("");
        String scalable = dimension.scalableDimension(index.isPresent());
        ObjectNode target = JSON.createObjectNode();
        target.put("ServiceNamespace", ScalingResources.NAMESPACE);
        target.put("ResourceId", resourceId);
        target.put("ScalableDimension", scalable);
        target.put("MinCapacity", s.minCapacity());
        target.put("MaxCapacity", s.maxCapacity());
        ObjectNode policy = JSON.createObjectNode();
        policy.put("PolicyName", table + index.map(i -> "-" + i).orElse("") + "-" + dimension.word + "Utilization");
        policy.put("ServiceNamespace", ScalingResources.NAMESPACE);
        policy.put("ResourceId", resourceId);
        policy.put("ScalableDimension", scalable);
        policy.put("PolicyType", "TargetTrackingScaling");
        ObjectNode config = policy.putObject("TargetTrackingScalingPolicyConfiguration");
        SettingsProperties.target(config, s.targetUtilization());
        config.putObject("PredefinedMetricSpecification").put("PredefinedMetricType", dimension.metric);
        String where = region.map(r -> " --region " + r).orElse("");
        out.append("\n# ").append(index.map(i -> "index " + table + "." + i).orElse("table " + table))
                .append(region.map(r -> " in " + r).orElse("")).append(": ").append(dimension.word.toLowerCase())
                .append(" capacity ").append(s.minCapacity()).append("–").append(s.maxCapacity())
                .append(" units, at ").append(percent(s.targetUtilization())).append(" % utilisation\n");
        // Table and index names are [a-zA-Z0-9_.-]: nothing in the JSON needs escaping inside single quotes.
        out.append("aws application-autoscaling register-scalable-target").append(where)
                .append(" --cli-input-json '").append(target).append("'\n");
        out.append("aws application-autoscaling put-scaling-policy").append(where)
                .append(" --cli-input-json '").append(policy).append("'\n");
    }

    private static String percent(double p) {
        return p == Math.rint(p) ? String.valueOf((long) p) : String.valueOf(p);
    }
}
