package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A model as a CloudFormation template: one {@code AWS::DynamoDB::Table} per table, named
 * {@code ${TableNamePrefix}<table>} so one template serves several stages. Only key attributes are
 * defined (CloudFormation refuses any other). What an import kept (TTL, streams, tags …) goes back in.
 */
final class CloudFormationTemplate {
    static final String PREFIX_PARAMETER = "TableNamePrefix";
    static final String TABLE_TYPE = "AWS::DynamoDB::Table";

    /** A variable of Fn::Sub ({@code ${Name}} or {@code ${Name.Attribute}}; {@code ${!x}} is literal). */
    private static final java.util.regex.Pattern SUB_NAME = java.util.regex.Pattern.compile("\\$\\{([^}!.][^}.]*)[^}]*}");

    private final List<String> warnings = new ArrayList<>();

    private CloudFormationTemplate() {
    }

    /** The template and what the user should know about it. */
    record Built(ObjectNode template, List<String> warnings) {
    }

    static Built of(DataModel model) {
        CloudFormationTemplate t = new CloudFormationTemplate();
        return new Built(t.template(model), t.warnings);
    }

    private ObjectNode template(DataModel model) {
        ObjectNode root = Json.object();
        root.put("AWSTemplateFormatVersion", "2010-09-09");
        root.put("Description", "DynamoDB tables of the model " + (model.name().isBlank() ? "(unnamed)" : model.name())
                + ", exported by Tablewright");
        ObjectNode prefix = root.putObject("Parameters").putObject(PREFIX_PARAMETER);
        prefix.put("Type", "String");
        prefix.put("Default", "");
        prefix.put("Description", "Put before every table name, e.g. 'dev-' (table names allow [a-zA-Z0-9_.-])");
        prefix.put("AllowedPattern", "[a-zA-Z0-9_.-]*");
        if (model.tables().isEmpty()) {
            warnings.add("the model has no tables: CloudFormation refuses a template without resources");
        }
        ObjectNode resources = root.putObject("Resources");
        UniqueNames ids = UniqueNames.cloudFormation(Set.of(PREFIX_PARAMETER));
        for (TableDesign table : model.tables()) {
            resources.set(ids.next(table.name()), resource(table));
        }
        return root;
    }

    private ObjectNode resource(TableDesign table) {
        ObjectNode r = Json.object();
        r.put("Type", TABLE_TYPE);
        ObjectNode p = r.putObject("Properties");
        p.putObject("TableName").put("Fn::Sub", "${" + PREFIX_PARAMETER + "}" + table.name());
        Billing billing = table.billing();
        p.put("BillingMode", billing.mode().name());
        if (billing.mode() == BillingMode.PROVISIONED) {
            p.set("ProvisionedThroughput", throughput(billing, "table " + table.name()));
        }
        ArrayNode definitions = p.putArray("AttributeDefinitions");
        for (AttributeDef a : table.keyAttributes()) {
            ObjectNode d = definitions.addObject();
            d.put("AttributeName", a.name());
            d.put("AttributeType", a.type().name());
        }
        p.set("KeySchema", keySchema(table.keySchema()));
        if (!table.globalIndexes().isEmpty()) {
            ArrayNode gsis = p.putArray("GlobalSecondaryIndexes");
            table.globalIndexes().forEach(g -> gsis.add(gsi(table, g)));
        }
        if (!table.localIndexes().isEmpty()) {
            ArrayNode lsis = p.putArray("LocalSecondaryIndexes");
            table.localIndexes().forEach(l -> lsis.add(lsi(table, l)));
        }
        addKept(p, table.extra(), CloudFormationExtras.PROPERTIES);
        addKept(r, table.extra(), CloudFormationExtras.RESOURCE);
        Set<String> refs = new java.util.TreeSet<>();
        references(r, refs);
        refs.remove(PREFIX_PARAMETER);
        if (!refs.isEmpty()) {
            warnings.add("table " + table.name() + ": properties kept from an imported template refer to " + refs
                    + ", which this template does not define; add them or edit those properties");
        }
        return r;
    }

    private ObjectNode gsi(TableDesign table, GlobalSecondaryIndex g) {
        ObjectNode o = Json.object();
        o.put("IndexName", g.name());
        o.set("KeySchema", keySchema(g.keys()));
        o.set("Projection", projection(g.projection()));
        // an index's own throughput, kept from an import, wins over the table's
        if (table.billing().mode() == BillingMode.PROVISIONED && !kept(g.extra()).has("ProvisionedThroughput")) {
            o.set("ProvisionedThroughput", throughput(table.billing(), "index " + table.name() + "." + g.name()));
        }
        if (g.keys().isMultiAttribute()) {
            warnings.add("index " + table.name() + "." + g.name() + " has a multi-attribute key "
                    + g.keys().describe() + ": written as " + g.keys().partitionKeys().size() + " HASH and "
                    + g.keys().sortKeys().size() + " RANGE KeySchema elements, as DynamoDB's CreateTable takes them;"
                    + " tools that predate multi-attribute keys (Nov 2025) allow at most one of each");
        }
        // kept from an import: ContributorInsightsSpecification, OnDemandThroughput, an own throughput …
        addKept(o, g.extra(), CloudFormationExtras.PROPERTIES);
        return o;
    }

    private static ObjectNode lsi(TableDesign table, LocalSecondaryIndex l) {
        ObjectNode o = Json.object();
        o.put("IndexName", l.name());
        o.set("KeySchema", keySchema(l.keySchema(table.keySchema())));
        o.set("Projection", projection(l.projection()));
        return o;
    }

    /** HASH elements, then RANGE elements: several of each only for a GSI's multi-attribute key. */
    static ArrayNode keySchema(KeySchema keys) {
        ArrayNode a = Json.array();
        keys.partitionKeys().forEach(k -> a.addObject().put("AttributeName", k.name()).put("KeyType", "HASH"));
        keys.sortKeys().forEach(k -> a.addObject().put("AttributeName", k.name()).put("KeyType", "RANGE"));
        return a;
    }

    private static ObjectNode projection(Projection projection) {
        ObjectNode o = Json.object();
        o.put("ProjectionType", projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            ArrayNode names = o.putArray("NonKeyAttributes");
            projection.nonKeyAttributes().forEach(names::add);
        }
        return o;
    }

    private ObjectNode throughput(Billing billing, String what) {
        if (billing.readCapacityUnits() < 1 || billing.writeCapacityUnits() < 1) {
            warnings.add(what + ": provisioned capacity below 1 unit written as 1 (DynamoDB's minimum)");
        }
        ObjectNode o = Json.object();
        o.put("ReadCapacityUnits", Math.max(1, billing.readCapacityUnits()));
        o.put("WriteCapacityUnits", Math.max(1, billing.writeCapacityUnits()));
        return o;
    }

    /** The names a Ref, Fn::GetAtt or Fn::Sub inside the node uses, but AWS's pseudo parameters. */
    private static void references(JsonNode node, Set<String> names) {
        if (node.isObject()) {
            node.properties().forEach(e -> {
                JsonNode v = e.getValue();
                switch (e.getKey()) {
                    case "Ref" -> names.add(v.asText());
                    case "Fn::GetAtt" -> names.add(v.isArray() ? v.path(0).asText() : v.asText().split("\\.")[0]);
                    case "Fn::Sub" -> SUB_NAME.matcher(v.isArray() ? v.path(0).asText() : v.asText()).results()
                            .forEach(m -> names.add(m.group(1)));
                    default -> { }
                }
                references(v, names);
            });
        } else if (node.isArray()) {
            node.forEach(n -> references(n, names));
        }
        names.removeIf(n -> n.startsWith("AWS::"));
    }

    private static JsonNode kept(RawJson extra) {
        String kept = extra.fields().get(CloudFormationExtras.PROPERTIES);
        return kept == null ? Json.object() : Json.parseTrusted(kept);
    }

    /** Members an import kept, added after ours; a member we write ourselves is never overwritten. */
    private static void addKept(ObjectNode target, RawJson extra, String field) {
        String kept = extra.fields().get(field);
        if (kept == null) {
            return;
        }
        JsonNode node = Json.parseTrusted(kept);
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            if (!target.has(e.getKey())) {
                target.set(e.getKey(), e.getValue());
            }
        }
    }
}
