package dev.tablewright.format.infra;

import dev.tablewright.format.port.Exporter;
import dev.tablewright.format.port.Export;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * {@code terraform}: one {@code aws_dynamodb_table} per table in HCL, named
 * {@code "${var.table_name_prefix}<table>"}, with the same keys, indexes, projections and billing as
 * the CloudFormation export, and the TTL and stream an imported template carried.
 */
final class TerraformExporter implements Exporter {
    static final String PREFIX_VARIABLE = "table_name_prefix";
    /** Properties kept from a template that Terraform says in its own words; the rest are named in a warning. */
    private static final Set<String> TRANSLATED = Set.of("TimeToLiveSpecification", "StreamSpecification",
            "DeletionProtectionEnabled", "PointInTimeRecoverySpecification");

    @Override
    public String target() {
        return "terraform";
    }

    @Override
    public String description() {
        return "Terraform (HCL) with one aws_dynamodb_table resource per table";
    }

    @Override
    public String extension() {
        return "tf";
    }

    @Override
    public Export export(DataModel model) {
        List<String> warnings = new ArrayList<>();
        Hcl hcl = new Hcl();
        hcl.comment("DynamoDB tables of the model " + (model.name().isBlank() ? "(unnamed)" : model.name())
                + ", exported by Tablewright");
        hcl.open("variable", PREFIX_VARIABLE).raw("type", "string").string("default", "")
                .string("description", "Put before every table name, e.g. \"dev-\"").close();
        UniqueNames names = UniqueNames.terraform();
        for (TableDesign table : model.tables()) {
            hcl.blankLine();
            table(hcl, names.next(table.name()), table, warnings);
        }
        return new Export(hcl.text(), warnings);
    }

    private static void table(Hcl hcl, String label, TableDesign table, List<String> warnings) {
        hcl.open("resource", "aws_dynamodb_table", label);
        hcl.raw("name", "\"${var." + PREFIX_VARIABLE + "}" + Hcl.quote(table.name()).substring(1));
        Billing billing = table.billing();
        hcl.string("billing_mode", billing.mode().name());
        capacity(hcl, billing);
        hcl.string("hash_key", table.keySchema().partitionKey().name());
        table.keySchema().sortKey().ifPresent(k -> hcl.string("range_key", k.name()));
        for (AttributeDef a : table.keyAttributes()) {
            hcl.blankLine().open("attribute").string("name", a.name()).string("type", a.type().name()).close();
        }
        for (GlobalSecondaryIndex g : table.globalIndexes()) {
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
            capacity(hcl, billing);
            if (g.extra().fields().containsKey(CloudFormationExtras.PROPERTIES)) {
                warnings.add("index " + table.name() + "." + g.name() + ": properties kept from a template are not"
                        + " written to Terraform: " + names(g.extra().fields().get(CloudFormationExtras.PROPERTIES),
                        Set.of()));
            }
            hcl.close();
        }
        for (LocalSecondaryIndex l : table.localIndexes()) {
            hcl.blankLine().open("local_secondary_index").string("name", l.name()).string("range_key", l.sortKey().name());
            projection(hcl, l.projection());
            hcl.close();
        }
        kept(hcl, table, warnings);
        hcl.close();
    }

    private static void capacity(Hcl hcl, Billing billing) {
        if (billing.mode() == BillingMode.PROVISIONED) {
            hcl.number("read_capacity", Math.max(1, billing.readCapacityUnits()));
            hcl.number("write_capacity", Math.max(1, billing.writeCapacityUnits()));
        }
    }

    private static void projection(Hcl hcl, Projection projection) {
        hcl.string("projection_type", projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            hcl.strings("non_key_attributes", projection.nonKeyAttributes());
        }
    }

    /** TTL, stream, deletion protection and point-in-time recovery an imported template carried. */
    private static void kept(Hcl hcl, TableDesign table, List<String> warnings) {
        String text = table.extra().fields().get(CloudFormationExtras.PROPERTIES);
        if (text == null) {
            return;
        }
        JsonNode p = Json.parseTrusted(text);
        JsonNode ttl = p.path("TimeToLiveSpecification");
        if (ttl.path("AttributeName").isTextual()) {
            hcl.blankLine().open("ttl").string("attribute_name", ttl.path("AttributeName").textValue())
                    .bool("enabled", ttl.path("Enabled").asBoolean(true)).close();
        }
        JsonNode stream = p.path("StreamSpecification").path("StreamViewType");
        if (stream.isTextual()) {
            hcl.blankLine().bool("stream_enabled", true).string("stream_view_type", stream.textValue());
        }
        if (p.path("DeletionProtectionEnabled").isBoolean()) {
            hcl.bool("deletion_protection_enabled", p.path("DeletionProtectionEnabled").booleanValue());
        }
        JsonNode pitr = p.path("PointInTimeRecoverySpecification").path("PointInTimeRecoveryEnabled");
        if (pitr.isBoolean()) {
            hcl.blankLine().open("point_in_time_recovery").bool("enabled", pitr.booleanValue()).close();
        }
        String rest = names(text, TRANSLATED);
        if (!rest.isEmpty()) {
            warnings.add("table " + table.name() + ": properties kept from a template are not written to Terraform: "
                    + rest);
        }
    }

    private static String names(String json, Set<String> except) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = Json.parseTrusted(json).fieldNames(); it.hasNext(); ) {
            String n = it.next();
            if (!except.contains(n)) {
                names.add(n);
            }
        }
        return String.join(", ", names);
    }
}
