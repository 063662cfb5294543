package dev.tablewright.format.infra;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import java.util.List;
import java.util.Optional;

/**
 * The resources beside a table's {@code aws_dynamodb_table} that carry the rest of its settings:
 * contributor insights ({@code aws_dynamodb_contributor_insights}, table and GSIs), the resource
 * policy ({@code aws_dynamodb_resource_policy}), auto scaling ({@code aws_appautoscaling_target} and
 * a target-tracking {@code aws_appautoscaling_policy} per scaled dimension) and, for each replica
 * region, the same plus, for a replica with tags of its own, all its tags ({@code aws_dynamodb_tag}), with the provider's
 * per-resource {@code region} argument (AWS provider 6.0 or later).
 */
final class TerraformCompanions {
    private final Hcl hcl;
    private final UniqueNames names;
    private final String label;
    private final String table;

    private TerraformCompanions(Hcl hcl, UniqueNames names, String label) {
        this.hcl = hcl;
        this.names = names;
        this.label = label;
        this.table = "aws_dynamodb_table." + label;
    }

    /**
     * Writes the companions of {@code home} (the table with its home region's overrides folded in),
     * then of each other region, whose replicas inherit from {@code original}'s settings.
     */
    static void write(Hcl hcl, UniqueNames names, String label, TableDesign home, TableDesign original,
            List<String> warnings) {
        TerraformCompanions c = new TerraformCompanions(hcl, names, label);
        c.region(Optional.empty(), home);
        TableSettings base = original.settings();
        List<Replica> others = TerraformReplicas.others(base);
        String homeRegion = TerraformHomeRegion.of(base).map(Replica::region).orElse("");
        for (Replica r : others) {
            Optional<Region> region = Optional.of(new Region(r.region(), homeRegion));
            c.region(region, inRegion(original, r));
            for (Tag t : r.tags().isEmpty() ? List.<Tag>of() : TerraformHomeRegion.merged(base.tags(), r.tags())) {
                c.open("aws_dynamodb_tag", r.region() + "_tag_" + t.key(), region);
                hcl.raw("resource_arn", c.arn(region)).string("key", t.key()).string("value", t.value()).close();
            }
        }
        if (base.replication().isGlobal()) {
            warnings.add("table " + original.name() + " is a global table: its export needs AWS provider 6.0 or later"
                    + " (the region argument of its replica regions' resources, aws_region's region)");
        }
    }

    /** A replica's region and the table's own, whose name in the table's ARN becomes the replica's. */
    private record Region(String name, String home) {
    }

    /** The table as one replica region sees it: the table's settings under the replica's overrides. */
    private static TableDesign inRegion(TableDesign original, Replica r) {
        TableSettings s = original.settings();
        s = s.withContributorInsights(r.contributorInsights().orElse(s.contributorInsights()));
        s = s.withResourcePolicy(r.resourcePolicy().or(s::resourcePolicy));
        if (r.readScaling().isPresent()) {
            s = s.withThroughput(s.throughput().withReadScaling(r.readScaling()));
        }
        List<GlobalSecondaryIndex> gsis = original.globalIndexes().stream().map(g -> {
            Optional<ReplicaIndex> ri = r.indexes().stream().filter(i -> i.indexName().equals(g.name())).findFirst();
            if (ri.isEmpty()) {
                return g;
            }
            var gs = g.settings().withContributorInsights(ri.get().contributorInsights().orElse(g.settings().contributorInsights()));
            if (ri.get().readScaling().isPresent()) {
                gs = gs.withThroughput(gs.throughput().withReadScaling(ri.get().readScaling()));
            }
            return g.withSettings(gs);
        }).toList();
        return original.withGlobalIndexes(gsis).withSettings(s);
    }

    private void region(Optional<Region> region, TableDesign t) {
        String prefix = region.map(r -> r.name() + "_").orElse("");
        TableSettings s = t.settings();
        if (s.contributorInsights()) {
            open("aws_dynamodb_contributor_insights", prefix + "insights", region);
            hcl.raw("table_name", table + ".name").close();
        }
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            if (g.settings().contributorInsights()) {
                open("aws_dynamodb_contributor_insights", prefix + g.name() + "_insights", region);
                hcl.raw("table_name", table + ".name").string("index_name", g.name()).close();
            }
        }
        s.resourcePolicy().ifPresent(p -> {
            open("aws_dynamodb_resource_policy", prefix + "policy", region);
            hcl.raw("resource_arn", arn(region)).string("policy", p).close();
        });
        if (t.billing().mode() != BillingMode.PROVISIONED) {
            return;
        }
        String tableId = "table/${" + table + ".name}";
        s.throughput().readScaling().ifPresent(a -> scaling(prefix + "read", region, tableId, "table", "Read", a));
        s.throughput().writeScaling().ifPresent(a -> scaling(prefix + "write", region, tableId, "table", "Write", a));
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            String indexId = tableId + "/index/" + literal(g.name());
            g.settings().throughput().readScaling().ifPresent(a -> scaling(prefix + g.name() + "_read", region, indexId,
                    "index", "Read", a));
            g.settings().throughput().writeScaling().ifPresent(a -> scaling(prefix + g.name() + "_write", region, indexId,
                    "index", "Write", a));
        }
    }

    /** A scalable target and its target-tracking policy, as HashiCorp's DynamoDB example writes them. */
    private void scaling(String suffix, Optional<Region> region, String resourceId, String kind, String dimension,
            AutoScaling a) {
        String name = names.next(label + "_" + suffix);
        String target = "aws_appautoscaling_target." + name;
        String metric = "DynamoDB" + dimension + "CapacityUtilization";
        hcl.blankLine().open("resource", "aws_appautoscaling_target", name);
        region.ifPresent(r -> hcl.string("region", r.name()));
        hcl.number("min_capacity", a.minCapacity()).number("max_capacity", a.maxCapacity())
                .raw("resource_id", "\"" + resourceId + "\"")
                .string("scalable_dimension", "dynamodb:" + kind + ":" + dimension + "CapacityUnits")
                .string("service_namespace", "dynamodb").close();
        hcl.blankLine().open("resource", "aws_appautoscaling_policy", name);
        region.ifPresent(r -> hcl.string("region", r.name()));
        hcl.raw("name", "\"" + metric + ":${" + target + ".resource_id}\"")
                .string("policy_type", "TargetTrackingScaling")
                .raw("resource_id", target + ".resource_id")
                .raw("scalable_dimension", target + ".scalable_dimension")
                .raw("service_namespace", target + ".service_namespace");
        hcl.blankLine().open("target_tracking_scaling_policy_configuration")
                .open("predefined_metric_specification").string("predefined_metric_type", metric).close()
                .decimal("target_value", a.targetUtilization()).close();
        hcl.close();
    }

    private void open(String type, String suffix, Optional<Region> region) {
        hcl.blankLine().open("resource", type, names.next(label + "_" + suffix));
        region.ifPresent(r -> hcl.string("region", r.name()));
    }

    /** The table's ARN, or its replica's: the same but for the region (the provider's documented way). */
    private String arn(Optional<Region> region) {
        return region.map(r -> "replace(" + table + ".arn, " + Hcl.quote(":" + r.home() + ":") + ", "
                + Hcl.quote(":" + r.name() + ":") + ")").orElse(table + ".arn");
    }

    /** Text inside a quoted template, escaped as {@link Hcl#quote} escapes it. */
    private static String literal(String s) {
        String q = Hcl.quote(s);
        return q.substring(1, q.length() - 1);
    }
}
