package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
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
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.StackIdentity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A model as a CloudFormation template: one {@code AWS::DynamoDB::Table} per table (an
 * {@code AWS::DynamoDB::GlobalTable} when it has replicas), named {@code ${TableNamePrefix}<table>} so
 * one template serves several stages, with every setting, and auto scaling as Application Auto Scaling
 * resources. Only key attributes and vector indexes' search-schema attributes are defined (CloudFormation refuses any other). An imported table keeps
 * its logical ID, and has no TableName when its template had none. What an import kept goes back in.
 */
final class CloudFormationTemplate {
    static final String PREFIX_PARAMETER = "TableNamePrefix";
    static final String TABLE_TYPE = "AWS::DynamoDB::Table";

    /** A variable of Fn::Sub ({@code ${Name}} or {@code ${Name.Attribute}}; {@code ${!x}} is literal). */
    private static final java.util.regex.Pattern SUB_NAME = java.util.regex.Pattern.compile("\\$\\{([^}!.][^}.]*)[^}]*}");

    /** Where an export keeps a table's name that its logical ID does not give (a template without TableName). */
    static final String METADATA = "Tablewright";
    static final String METADATA_NAME = "TableName";
    /** Properties of AWS::DynamoDB::Table (and its GSIs) that AWS::DynamoDB::GlobalTable does not have. */
    private static final Set<String> TABLE_ONLY = Set.of("ProvisionedThroughput", "TableClass",
            "DeletionProtectionEnabled", "PointInTimeRecoverySpecification", "ContributorInsightsSpecification", "Tags",
            "ResourcePolicy", "OnDemandThroughput", "KinesisStreamSpecification", "ImportSourceSpecification");
    /** Properties of AWS::DynamoDB::GlobalTable (and its GSIs) that AWS::DynamoDB::Table does not have. */
    private static final Set<String> GLOBAL_ONLY = Set.of("Replicas", "MultiRegionConsistency", "GlobalTableWitnesses",
            "GlobalTableSourceArn", "WriteProvisionedThroughputSettings", "WriteOnDemandThroughputSettings",
            "ReadProvisionedThroughputSettings", "ReadOnDemandThroughputSettings");

    private final List<String> warnings = new ArrayList<>();
    private final SettingsProperties settings = new SettingsProperties(warnings);
    private final GlobalTableProperties globalTable = new GlobalTableProperties(settings, warnings);

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
        // CloudFormation (and cfn-lint) object to a parameter no resource uses: none when no table is named
        boolean keeps = model.tables().stream().anyMatch(t -> !t.keptEntities().isEmpty());
        boolean named = model.tables().isEmpty() || model.tables().stream().anyMatch(CloudFormationTemplate::namesTable);
        ObjectNode parameters = named || keeps ? root.putObject("Parameters") : Json.object();
        if (named) {
            ObjectNode prefix = parameters.putObject(PREFIX_PARAMETER);
            prefix.put("Type", "String");
            prefix.put("Default", "");
            prefix.put("Description", "Put before every table name, e.g. 'dev-' (table names allow [a-zA-Z0-9_.-])");
            prefix.put("AllowedPattern", "[a-zA-Z0-9_.-]*");
        }
        if (model.tables().isEmpty()) {
            warnings.add("the model has no tables: CloudFormation refuses a template without resources");
        }
        ObjectNode resources = root.putObject("Resources");
        Set<String> reserved = new java.util.HashSet<>(Set.of(PREFIX_PARAMETER));
        model.tables().forEach(t -> t.settings().stack().ifPresent(s -> reserved.add(s.logicalId())));
        UniqueNames ids = UniqueNames.cloudFormation(reserved);
        Set<String> kept = new java.util.HashSet<>();
        ScalingResources scaling = new ScalingResources(resources, ids, warnings);
        StreamMappingResources mappings = new StreamMappingResources(parameters, resources, ids, warnings);
        for (TableDesign table : model.tables()) {
            // an imported table keeps its logical ID: a new one makes CloudFormation replace the table and its data
            Optional<String> own = table.settings().stack().map(StackIdentity::logicalId).filter(kept::add);
            if (table.settings().stack().isPresent() && own.isEmpty()) {
                warnings.add("table " + table.name() + ": its logical ID " + table.settings().stack().get().logicalId()
                        + " is another table's too; written under a new one, which CloudFormation deploys as a new table");
            }
            String id = own.orElseGet(() -> ids.next(table.name()));
            resources.set(id, resource(table, id));
            if (!table.settings().replication().isGlobal()) {
                scaling.add(id, table);
            }
            mappings.add(id, table);
        }
        return root;
    }

    private ObjectNode resource(TableDesign table, String id) {
        boolean global = table.settings().replication().isGlobal();
        ObjectNode r = Json.object();
        r.put("Type", global ? GlobalTableProperties.TYPE : TABLE_TYPE);
        ObjectNode p = r.putObject("Properties");
        if (namesTable(table)) {
            p.putObject("TableName").put("Fn::Sub", "${" + PREFIX_PARAMETER + "}" + table.name());
        } else if (!table.name().equals(id)) {
            // without a TableName an import names the table by its logical ID; this keeps the model's name
            r.putObject("Metadata").putObject(METADATA).put(METADATA_NAME, table.name());
        }
        Billing billing = table.billing();
        p.put("BillingMode", billing.mode().name());
        if (billing.mode() == BillingMode.PROVISIONED && !global) {
            p.set("ProvisionedThroughput", settings.throughput(billing.readCapacityUnits(), billing.writeCapacityUnits(),
                    "table " + table.name()));
        }
        ArrayNode definitions = p.putArray("AttributeDefinitions");
        Set<String> defined = new java.util.HashSet<>();
        for (AttributeDef a : table.keyAttributes()) {
            ObjectNode d = definitions.addObject();
            d.put("AttributeName", a.name());
            d.put("AttributeType", a.type().name());
            defined.add(a.name());
        }
        // a vector index's search-schema attributes are declared as a GSI's keys are (docs/vector-indexes.md §1 #6)
        for (VectorIndex v : table.vectorIndexes()) {
            for (String a : v.searchSchema().attributes()) {
                if (defined.add(a)) {
                    Optional<AttributeType> type = table.attributeType(a);
                    if (type.isEmpty()) {
                        warnings.add("vector index " + table.name() + "." + v.name() + ": search-schema attribute " + a
                                + " has no declared type; written as S in AttributeDefinitions");
                    }
                    definitions.addObject().put("AttributeName", a).put("AttributeType",
                            type.orElse(AttributeType.S).name());
                }
            }
        }
        p.set("KeySchema", keySchema(table.keySchema()));
        if (!table.globalIndexes().isEmpty()) {
            ArrayNode gsis = p.putArray("GlobalSecondaryIndexes");
            table.globalIndexes().forEach(g -> gsis.add(gsi(table, g, global)));
        }
        if (!table.localIndexes().isEmpty()) {
            ArrayNode lsis = p.putArray("LocalSecondaryIndexes");
            table.localIndexes().forEach(l -> lsis.add(lsi(table, l)));
        }
        if (!table.vectorIndexes().isEmpty()) {
            ArrayNode vectors = p.putArray("VectorIndexes");
            table.vectorIndexes().forEach(v -> vectors.add(vectorIndex(v)));
        }
        if (global) {
            globalTable.table(p, table);
        } else {
            settings.table(p, table);
        }
        addKept(p, table.extra(), CloudFormationExtras.PROPERTIES, global, "table " + table.name());
        addKept(r, table.extra(), CloudFormationExtras.RESOURCE, false, "table " + table.name());
        Set<String> refs = new java.util.TreeSet<>();
        references(r, refs);
        refs.remove(PREFIX_PARAMETER);
        if (!refs.isEmpty()) {
            warnings.add("table " + table.name() + ": properties kept from an imported template refer to " + refs
                    + ", which this template does not define; add them or edit those properties");
        }
        return r;
    }

    /** Whether the table gets a TableName: always, but for an imported one whose template gave none. */
    private static boolean namesTable(TableDesign table) {
        return table.settings().stack().map(StackIdentity::namesTable).orElse(true);
    }

    private ObjectNode gsi(TableDesign table, GlobalSecondaryIndex g, boolean global) {
        ObjectNode o = Json.object();
        o.put("IndexName", g.name());
        o.set("KeySchema", keySchema(g.keys()));
        o.set("Projection", projection(g.projection()));
        if (global) {
            globalTable.index(o, table, g);
        } else {
            settings.index(o, table, g);
        }
        if (g.keys().isMultiAttribute()) {
            warnings.add("index " + table.name() + "." + g.name() + " has a multi-attribute key "
                    + g.keys().describe() + ": written as " + g.keys().partitionKeys().size() + " HASH and "
                    + g.keys().sortKeys().size() + " RANGE KeySchema elements, as DynamoDB's CreateTable takes them;"
                    + " tools that predate multi-attribute keys (Nov 2025) allow at most one of each");
        }
        // kept from an import: whatever the model has no field for
        addKept(o, g.extra(), CloudFormationExtras.PROPERTIES, global, "index " + table.name() + "." + g.name());
        return o;
    }

    private static ObjectNode lsi(TableDesign table, LocalSecondaryIndex l) {
        ObjectNode o = Json.object();
        o.put("IndexName", l.name());
        o.set("KeySchema", keySchema(l.keySchema(table.keySchema())));
        o.set("Projection", projection(l.projection()));
        return o;
    }

    /** CloudFormation's {@code VectorIndex}: the same members as CreateTable's (docs/vector-indexes.md §3.1, §7). */
    static ObjectNode vectorIndex(VectorIndex v) {
        ObjectNode o = Json.object();
        o.put("IndexName", v.name());
        o.putObject("VectorAttribute").put("AttributeName", v.vectorAttribute());
        o.put("Dimensions", v.dimensions());
        o.put("DistanceFunction", v.distance().name());
        o.set("Projection", projection(v.projection()));
        if (!v.searchSchema().isEmpty()) {
            ArrayNode schema = o.putArray("SearchSchema");
            v.searchSchema().partitionAttribute().ifPresent(a -> schema.addObject().put("AttributeName", a)
                    .put("SearchSchemaElementType", "HASH"));
            v.searchSchema().filterAttributes().forEach(a -> schema.addObject().put("AttributeName", a)
                    .put("SearchSchemaElementType", "INLINE_FILTER"));
        }
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

    /**
     * Members an import kept, added after ours. A member we write ourselves is never overwritten: a
     * model read from an older file can still hold, say, a TimeToLiveSpecification in {@code extra}
     * next to its time-to-live setting, and the setting is what the user edits, so it wins; the kept
     * copy is written only when the model leaves that setting at its default. A kept property of the
     * other resource type (a Table's on a GlobalTable, or the reverse) is left out with a warning.
     */
    private void addKept(ObjectNode target, RawJson extra, String field, boolean global, String what) {
        String kept = extra.fields().get(field);
        if (kept == null) {
            return;
        }
        JsonNode node = Json.parseTrusted(kept);
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            if (global && TABLE_ONLY.contains(e.getKey())) {
                warnings.add(what + ": " + e.getKey() + " kept from an imported template is not written: a global"
                        + " table sets it per replica, or not at all");
            } else if (!global && GLOBAL_ONLY.contains(e.getKey()) && field.equals(CloudFormationExtras.PROPERTIES)) {
                warnings.add(what + ": " + e.getKey() + " kept from an imported template is not written: only a"
                        + " global table has it, and the table has no replicas");
            } else if (!target.has(e.getKey())) {
                target.set(e.getKey(), e.getValue());
            }
        }
    }
}
