package dev.tablewright.format.infra;

import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One {@code resource "aws_dynamodb_table"} block: keys, indexes, capacity and every table setting the
 * resource has an argument for (argument names as in the AWS provider's {@code aws_dynamodb_table}).
 */
final class TerraformTable {
    /** The {@code aws_region} data source a global table's precondition reads the provider's region from. */
    static final String REGION_DATA = "tablewright";
    private static final long MIN_WARM_READS = 12_000;
    private static final long MIN_WARM_WRITES = 4_000;

    private TerraformTable() {
    }

    /**
     * Writes the block of {@code table}, whose home region's overrides are folded in; {@code base} is
     * its settings before that, which the other regions' replicas inherit from.
     */
    static void write(Hcl hcl, String label, TableDesign table, TableSettings base, List<String> warnings) {
        TableSettings s = table.settings();
        Billing billing = table.billing();
        boolean provisioned = billing.mode() == BillingMode.PROVISIONED;
        hcl.open("resource", "aws_dynamodb_table", label);
        hcl.raw("name", "\"${var." + TerraformExporter.PREFIX_VARIABLE + "}" + Hcl.quote(table.name()).substring(1));
        hcl.string("billing_mode", billing.mode().name());
        if (provisioned) {
            hcl.number("read_capacity", Math.max(1, billing.readCapacityUnits()));
            hcl.number("write_capacity", Math.max(1, billing.writeCapacityUnits()));
        }
        hcl.string("hash_key", table.keySchema().partitionKey().name());
        table.keySchema().sortKey().ifPresent(k -> hcl.string("range_key", k.name()));
        if (s.tableClass() != TableClass.STANDARD) {
            hcl.string("table_class", s.tableClass().name());
        }
        if (s.deletionProtection()) {
            hcl.bool("deletion_protection_enabled", true);
        }
        s.stream().ifPresent(v -> hcl.bool("stream_enabled", true).string("stream_view_type", v.name()));
        for (AttributeDef a : table.keyAttributes()) {
            hcl.blankLine().open("attribute").string("name", a.name()).string("type", a.type().name()).close();
        }
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
            globalIndex(hcl, table, g, warnings);
        }
        for (LocalSecondaryIndex l : table.localIndexes()) {
            hcl.blankLine().open("local_secondary_index").string("name", l.name()).string("range_key", l.sortKey().name());
            projection(hcl, l.projection());
            hcl.close();
        }
        for (VectorIndex v : table.vectorIndexes()) {
            // hashicorp/terraform-provider-aws has no vector index yet (issue #49350; docs/vector-indexes.md §7)
            hcl.blankLine().comment("vector index " + v.name() + ": not written, the AWS provider has no vector index yet ("
                    + v.vectorAttribute() + ", " + v.dimensions() + " dimensions, " + v.distance() + ")");
            warnings.add("vector index " + table.name() + "." + v.name() + " is not written: the Terraform AWS provider "
                    + "has no vector index yet; create it with CloudFormation, the AWS CLI or the console");
        }
        throughput(hcl, "table " + table.name(), provisioned, s.throughput(), warnings);
        s.ttlAttribute().ifPresent(a -> hcl.blankLine().open("ttl").string("attribute_name", a).bool("enabled", true).close());
        if (s.recovery().enabled()) {
            hcl.blankLine().open("point_in_time_recovery").bool("enabled", true)
                    .number("recovery_period_in_days", s.recovery().periodDays()).close();
        }
        if (s.encryption().type() != EncryptionType.AWS_OWNED) {
            // enabled without a key is the AWS managed key (aws/dynamodb); with one, the customer's
            hcl.blankLine().open("server_side_encryption").bool("enabled", true);
            s.encryption().kmsKey().ifPresent(k -> hcl.string("kms_key_arn", k));
            hcl.close();
        }
        TerraformReplicas.blocks(hcl, table, base, warnings);
        if (!s.tags().isEmpty()) {
            hcl.blankLine().map("tags", tagMap(s.tags()));
        }
        lifecycle(hcl, provisioned, s.throughput(), TerraformHomeRegion.of(base).map(r -> r.region()), table.name());
        hcl.close();
    }

    static Map<String, String> tagMap(List<Tag> tags) {
        Map<String, String> map = new LinkedHashMap<>();
        tags.forEach(t -> map.put(t.key(), t.value()));
        return map;
    }

    private static void globalIndex(Hcl hcl, TableDesign table, GlobalSecondaryIndex g, List<String> warnings) {
        hcl.blankLine().open("global_secondary_index").string("name", g.name());
        if (g.keys().isMultiAttribute()) {
            // the provider's key_schema blocks (hashicorp/terraform-provider-aws#45357); hash_key
            // and range_key hold one attribute each
            g.keys().partitionKeys().forEach(k -> hcl.open("key_schema").string("attribute_name", k.name())
                    .string("key_type", "HASH").close());
            g.keys().sortKeys().forEach(k -> hcl.open("key_schema").string("attribute_name", k.name())
                    .string("key_type", "RANGE").close());
            warnings.add("index " + table.name() + "." + g.name() + " has a multi-attribute key "
                    + g.keys().describe() + ": written as key_schema blocks, which need an AWS provider"
                    + " with multi-attribute keys (hashicorp/terraform-provider-aws#45357)");
        } else {
            hcl.string("hash_key", g.keys().partitionKey().name());
            g.keys().sortKey().ifPresent(k -> hcl.string("range_key", k.name()));
        }
        projection(hcl, g.projection());
        Billing billing = table.billing();
        boolean provisioned = billing.mode() == BillingMode.PROVISIONED;
        if (provisioned) {
            hcl.number("read_capacity", Math.max(1, g.settings().readUnits().orElse(billing.readCapacityUnits())));
            hcl.number("write_capacity", Math.max(1, g.settings().writeUnits().orElse(billing.writeCapacityUnits())));
        }
        Throughput t = g.settings().throughput();
        throughput(hcl, "index " + table.name() + "." + g.name(), provisioned, t, warnings);
        if (provisioned && t.scales()) {
            hcl.comment("auto scaling changes this index's capacity, and Terraform cannot ignore one index's"
                    + " read_capacity/write_capacity (hashicorp/terraform-provider-aws#671): a plan after scaling"
                    + " shows them changing back to the figures above");
            warnings.add("index " + table.name() + "." + g.name() + " scales automatically: Terraform cannot ignore"
                    + " an index's capacity, so a plan after scaling shows it changing back (hashicorp/terraform-provider-aws#671)");
        }
        if (g.extra().fields().containsKey(CloudFormationExtras.PROPERTIES)) {
            warnings.add("index " + table.name() + "." + g.name() + ": properties kept from a template are not"
                    + " written to Terraform: " + TerraformKept.names(
                    Json.parseTrusted(g.extra().fields().get(CloudFormationExtras.PROPERTIES)), Set.of()));
        }
        hcl.close();
    }

    /** The on-demand maximum and warm throughput blocks of the table or of a GSI. */
    private static void throughput(Hcl hcl, String what, boolean provisioned, Throughput t, List<String> warnings) {
        OnDemandLimit limit = t.onDemandLimit();
        if (!limit.isNone()) {
            if (provisioned) {
                hcl.comment("on-demand maximum throughput not written: " + what + " is provisioned");
                warnings.add(what + ": the on-demand maximum throughput is not written, as the capacity is provisioned");
            } else {
                hcl.blankLine().open("on_demand_throughput");
                limit.maxReadRequestUnits().ifPresent(v -> hcl.number("max_read_request_units", v));
                limit.maxWriteRequestUnits().ifPresent(v -> hcl.number("max_write_request_units", v));
                hcl.close();
            }
        }
        WarmThroughput warm = t.warm();
        // the AWS provider refuses less than the warm throughput every new table starts with
        warm.readUnitsPerSecond().filter(v -> v < MIN_WARM_READS).ifPresent(v -> warnings.add(what + ": warm throughput of "
                + v + " reads per second is below the AWS provider's minimum of " + MIN_WARM_READS + ", so Terraform refuses it"));
        warm.writeUnitsPerSecond().filter(v -> v < MIN_WARM_WRITES).ifPresent(v -> warnings.add(what + ": warm throughput of "
                + v + " writes per second is below the AWS provider's minimum of " + MIN_WARM_WRITES + ", so Terraform refuses it"));
        if (!warm.isNone()) {
            hcl.blankLine().open("warm_throughput");
            warm.readUnitsPerSecond().ifPresent(v -> hcl.number("read_units_per_second", v));
            warm.writeUnitsPerSecond().ifPresent(v -> hcl.number("write_units_per_second", v));
            hcl.close();
        }
        if (!provisioned && t.scales()) {
            hcl.comment("auto scaling not written: " + what + " is on demand");
            warnings.add(what + ": auto scaling is not written, as the capacity is on demand");
        }
    }

    /**
     * HashiCorp's advice, to let auto scaling own the capacity it manages; and for a global table, a
     * check that the provider's region is the table's own, since applying it elsewhere would make
     * another table whose replicas are not the model's.
     */
    private static void lifecycle(Hcl hcl, boolean provisioned, Throughput t, Optional<String> home, String name) {
        List<String> ignored = new ArrayList<>();
        if (provisioned) {
            t.readScaling().ifPresent(a -> ignored.add("read_capacity"));
            t.writeScaling().ifPresent(a -> ignored.add("write_capacity"));
        }
        if (ignored.isEmpty() && home.isEmpty()) {
            return;
        }
        hcl.blankLine().open("lifecycle");
        if (!ignored.isEmpty()) {
            hcl.raw("ignore_changes", "[" + String.join(", ", ignored) + "]");
        }
        home.ifPresent(region -> hcl.open("precondition")
                .raw("condition", "data.aws_region." + REGION_DATA + ".region == " + Hcl.quote(region))
                .string("error_message", name + " is a global table whose own region is " + region
                        + ": apply this with the aws provider in " + region + ".")
                .close());
        hcl.close();
    }

    private static void projection(Hcl hcl, Projection projection) {
        hcl.string("projection_type", projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            hcl.strings("non_key_attributes", projection.nonKeyAttributes());
        }
    }
}
