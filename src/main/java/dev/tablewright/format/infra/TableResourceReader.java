package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.StackIdentity;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One {@code AWS::DynamoDB::Table}, {@code AWS::DynamoDB::GlobalTable} or SAM
 * {@code AWS::Serverless::SimpleTable} resource as a table design with all its settings and its
 * logical ID. Every problem names its JSON path and what was expected; a property the model has no
 * field for is kept in the table's (or GSI's) extra JSON and written again by the next export.
 */
final class TableResourceReader {
    private static final Set<String> READ = Set.of("TableName", "AttributeDefinitions", "KeySchema",
            "GlobalSecondaryIndexes", "LocalSecondaryIndexes", "VectorIndexes", "BillingMode", "ProvisionedThroughput");
    private static final Set<String> READ_GSI = Set.of("IndexName", "KeySchema", "Projection");
    private static final Set<String> READ_LSI = Set.of("IndexName", "KeySchema", "Projection");
    /** Members of the resource itself, besides these two, are CloudFormation's resource attributes. */
    private static final Set<String> RESOURCE_READ = Set.of("Type", "Properties");
    /** Resource attributes that name other parts of the template, which the export does not write. */
    private static final Set<String> RESOURCE_DROPPED = Set.of("DependsOn", "Condition");

    private final Diagnostics d;
    private final TemplateValues values;
    private final PropertyReader properties;
    private final SettingsReader settings;
    private final GlobalTableReader globalTables;
    private final IndexFields fields;
    private final VectorIndexReader vectorIndexes;

    TableResourceReader(Diagnostics d, TemplateValues values) {
        this.d = d;
        this.values = values;
        this.properties = new PropertyReader(d, values);
        this.settings = new SettingsReader(properties);
        this.globalTables = new GlobalTableReader(properties, settings);
        this.fields = new IndexFields(d, values);
        this.vectorIndexes = new VectorIndexReader(d, values, fields);
    }

    /** An AWS::DynamoDB::Table, AWS::DynamoDB::GlobalTable or AWS::Serverless::SimpleTable. */
    Optional<TableDesign> read(String logicalId, JsonNode resource, String path) {
        String type = resource.path("Type").asText("");
        boolean global = type.equals(GlobalTableProperties.TYPE);
        String pp = JsonPath.key(path, "Properties");
        JsonNode props = resource.path("Properties");
        if (type.equals(SimpleTableReader.TYPE)) {
            // a SAM table is a Table with a one-attribute key; SAM's own shapes are checked and translated first
            Optional<ObjectNode> asTable = new SimpleTableReader(properties).asTable(props, pp);
            if (asTable.isEmpty()) {
                return Optional.empty();
            }
            props = asTable.get();
        }
        return read(logicalId, resource, path, props, global);
    }

    private Optional<TableDesign> read(String logicalId, JsonNode resource, String path, JsonNode props, boolean global) {
        String pp = JsonPath.key(path, "Properties");
        if (!props.isObject()) {
            d.error(pp, "expected the table's Properties (an object), found " + Json.describe(props));
            return Optional.empty();
        }
        String name = designName(resource, path).filter(n -> !props.has("TableName"))
                .orElseGet(() -> values.tableName(props.path("TableName"), logicalId));
        Map<String, AttributeType> types = definitions(props.path("AttributeDefinitions"),
                JsonPath.key(pp, "AttributeDefinitions"));
        // one key attribute per side on a table (only a GSI's key may have several)
        Optional<KeySchema> keys = keySchema(props.path("KeySchema"), JsonPath.key(pp, "KeySchema"), types, false);
        Optional<Billing> billing = global ? globalBilling(props, pp) : billing(props, pp);
        // every index is read even when the table's keys failed, so that one run lists every error
        int errorsBefore = d.errorCount();
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        fields.forEach(props.path("GlobalSecondaryIndexes"), JsonPath.key(pp, "GlobalSecondaryIndexes"),
                (g, gp) -> gsi(g, gp, types, billing.orElse(Billing.ON_DEMAND), global).ifPresent(gsis::add));
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        keys.ifPresent(k -> fields.forEach(props.path("LocalSecondaryIndexes"), JsonPath.key(pp, "LocalSecondaryIndexes"),
                (l, lp) -> lsi(l, lp, types, k).ifPresent(lsis::add)));
        List<VectorIndex> vectors = new ArrayList<>();
        fields.forEach(props.path("VectorIndexes"), JsonPath.key(pp, "VectorIndexes"),
                (v, vp) -> vectorIndexes.read(v, vp, types).ifPresent(vectors::add));
        if (keys.isEmpty() || billing.isEmpty() || d.errorCount() > errorsBefore) {
            return Optional.empty();
        }
        TableDesign table = TableDesign.of(name, keys.get()).withGlobalIndexes(gsis).withLocalIndexes(lsis)
                .withVectorIndexes(vectors).withBilling(billing.get());
        Set<String> read = new java.util.HashSet<>(READ);
        if (global) {
            Optional<TableDesign> withSettings = globalTables.read(props, pp, table);
            if (withSettings.isEmpty()) {
                return Optional.empty();
            }
            table = withSettings.get();
            read.addAll(GlobalTableReader.READ);
            read.remove("ProvisionedThroughput");
        } else {
            SettingsReader.Read<TableSettings> s = settings.table(props, pp, billing.get());
            table = table.withSettings(s.settings());
            read.addAll(s.consumed());
        }
        if (d.errorCount() > errorsBefore) {
            return Optional.empty();
        }
        table = table.withSettings(table.settings().withStack(Optional.of(new StackIdentity(logicalId,
                props.has("TableName")))));
        TableDesign t = table;
        Set<String> searched = new java.util.HashSet<>();
        vectors.forEach(v -> searched.addAll(v.searchSchema().attributes()));
        List<AttributeDef> declared = types.entrySet().stream().filter(e -> !t.keyAttributeNames().contains(e.getKey()))
                .map(e -> new AttributeDef(e.getKey(), e.getValue())).toList();
        List<String> unused = declared.stream().map(AttributeDef::name).filter(a -> !searched.contains(a)).toList();
        if (!unused.isEmpty()) {
            d.warning(JsonPath.key(pp, "AttributeDefinitions"), "defines " + unused
                    + ", which no key or vector search schema uses (CloudFormation refuses that); kept as declared attributes");
        }
        RawJson extra = kept(RawJson.EMPTY, CloudFormationExtras.PROPERTIES, props, read);
        RESOURCE_DROPPED.stream().filter(resource::has).forEach(a -> d.info(JsonPath.key(path, a), "not kept: "
                + a + " names other parts of the template, and the export writes the tables alone"));
        Set<String> notKept = new java.util.HashSet<>(RESOURCE_READ);
        notKept.addAll(RESOURCE_DROPPED);
        extra = kept(extra, CloudFormationExtras.RESOURCE, withoutDesignName(resource), notKept);
        return Optional.of(table.withAttributes(declared).withExtra(extra));
    }

    /** The table's name in the model, which an export without TableName keeps in the resource's Metadata. */
    private Optional<String> designName(JsonNode resource, String path) {
        JsonNode name = resource.path("Metadata").path(CloudFormationTemplate.METADATA).path(CloudFormationTemplate.METADATA_NAME);
        if (name.isMissingNode()) {
            return Optional.empty();
        }
        if (!name.isTextual() || name.textValue().isBlank()) {
            d.warning(JsonPath.key(JsonPath.key(JsonPath.key(path, "Metadata"), CloudFormationTemplate.METADATA),
                    CloudFormationTemplate.METADATA_NAME), "ignored: expected the table's name (a string), found "
                    + Json.describe(name));
            return Optional.empty();
        }
        return Optional.of(name.textValue());
    }

    private static JsonNode withoutDesignName(JsonNode resource) {
        if (!resource.path("Metadata").has(CloudFormationTemplate.METADATA)) {
            return resource;
        }
        ObjectNode copy = resource.deepCopy();
        ObjectNode metadata = (ObjectNode) copy.get("Metadata");
        metadata.remove(CloudFormationTemplate.METADATA);
        if (metadata.isEmpty()) {
            copy.remove("Metadata");
        }
        return copy;
    }

    /** A GlobalTable's billing mode; its units come from the write settings and the replicas. */
    private Optional<Billing> globalBilling(JsonNode props, String path) {
        JsonNode mode = values.resolve(props.path("BillingMode"));
        if (mode.isTextual() && mode.textValue().equals("PAY_PER_REQUEST")) {
            return Optional.of(Billing.ON_DEMAND);
        }
        if (mode.isMissingNode() || (mode.isTextual() && mode.textValue().equals("PROVISIONED"))) {
            return Optional.of(Billing.provisioned(1, 1));
        }
        d.error(JsonPath.key(path, "BillingMode"), "expected PAY_PER_REQUEST or PROVISIONED, found " + Json.describe(mode));
        return Optional.empty();
    }

    private Map<String, AttributeType> definitions(JsonNode list, String path) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        fields.forEach(list, path, (def, dp) -> {
            Optional<String> name = fields.text(def, "AttributeName", dp);
            Optional<String> type = fields.text(def, "AttributeType", dp);
            if (name.isPresent() && type.isPresent()) {
                Optional<AttributeType> t = AttributeType.parse(type.get()).filter(AttributeType::isKeyType);
                if (t.isEmpty() || !t.get().name().equals(type.get())) {
                    d.error(JsonPath.key(dp, "AttributeType"), "expected S, N or B, found '" + type.get() + "'");
                } else if (types.putIfAbsent(name.get(), t.get()) != null) {
                    d.error(dp, "'" + name.get() + "' is defined twice");
                }
            }
        });
        return types;
    }

    /** HASH elements first, then RANGE ones; each attribute needs a definition. */
    private Optional<KeySchema> keySchema(JsonNode list, String path, Map<String, AttributeType> types, boolean index) {
        if (!list.isArray() || list.isEmpty()) {
            d.error(path, "expected a KeySchema (a list of {AttributeName, KeyType: HASH|RANGE}), found "
                    + Json.describe(list));
            return Optional.empty();
        }
        List<AttributeDef> hash = new ArrayList<>();
        List<AttributeDef> range = new ArrayList<>();
        boolean ok = true;
        for (int i = 0; i < list.size(); i++) {
            String ep = JsonPath.index(path, i);
            Optional<String> name = fields.text(list.get(i), "AttributeName", ep);
            Optional<String> kind = fields.text(list.get(i), "KeyType", ep);
            if (name.isEmpty() || kind.isEmpty()) {
                ok = false;
                continue;
            }
            AttributeType type = types.get(name.get());
            if (type == null) {
                d.error(JsonPath.key(ep, "AttributeName"), "'" + name.get() + "' has no AttributeDefinitions entry"
                        + " (expected {AttributeName: " + name.get() + ", AttributeType: S|N|B})");
                ok = false;
            } else if (kind.get().equals("HASH") && range.isEmpty()) {
                hash.add(new AttributeDef(name.get(), type));
            } else if (kind.get().equals("RANGE")) {
                range.add(new AttributeDef(name.get(), type));
            } else {
                d.error(JsonPath.key(ep, "KeyType"), kind.get().equals("HASH") ? "a HASH element after a RANGE one"
                        + " (expected the HASH elements first)" : "expected HASH or RANGE, found '" + kind.get() + "'");
                ok = false;
            }
        }
        if (ok && hash.isEmpty()) {
            d.error(path, "expected a HASH element (the partition key)");
            ok = false;
        }
        int max = index ? KeySchema.MAX_ATTRIBUTES_PER_KEY : 1;
        if (ok && (hash.size() > max || range.size() > max)) {
            d.error(path, "expected at most " + max + " HASH and " + max + " RANGE elements, found " + hash.size()
                    + " and " + range.size());
            ok = false;
        }
        return ok ? Optional.of(new KeySchema(hash, range)) : Optional.empty();
    }

    private Optional<GlobalSecondaryIndex> gsi(JsonNode g, String path, Map<String, AttributeType> types, Billing table,
            boolean global) {
        Optional<String> name = fields.text(g, "IndexName", path);
        Optional<KeySchema> keys = keySchema(g.path("KeySchema"), JsonPath.key(path, "KeySchema"), types, true);
        Optional<Projection> projection = fields.projection(g.path("Projection"), JsonPath.key(path, "Projection"));
        if (name.isEmpty() || keys.isEmpty() || projection.isEmpty()) {
            return Optional.empty();
        }
        Set<String> read = new java.util.HashSet<>(READ_GSI);
        IndexSettings s = IndexSettings.DEFAULT;
        if (global) {
            // a global table's index settings are read with its replicas, which hold the read side
            read.addAll(GlobalTableReader.READ_INDEX);
        } else {
            SettingsReader.Read<IndexSettings> own = settings.index(g, path, table);
            s = own.settings();
            read.addAll(own.consumed());
        }
        return Optional.of(new GlobalSecondaryIndex(name.get(), keys.get(), projection.get(), s,
                kept(RawJson.EMPTY, CloudFormationExtras.PROPERTIES, g, read)));
    }

    private Optional<LocalSecondaryIndex> lsi(JsonNode l, String path, Map<String, AttributeType> types, KeySchema table) {
        Optional<String> name = fields.text(l, "IndexName", path);
        String kp = JsonPath.key(path, "KeySchema");
        Optional<KeySchema> keys = keySchema(l.path("KeySchema"), kp, types, false);
        Optional<Projection> projection = fields.projection(l.path("Projection"), JsonPath.key(path, "Projection"));
        if (name.isEmpty() || keys.isEmpty() || projection.isEmpty()) {
            return Optional.empty();
        }
        if (!keys.get().partitionKey().name().equals(table.partitionKey().name()) || keys.get().sortKey().isEmpty()) {
            d.error(kp, "expected the table's partition key " + table.partitionKey().name()
                    + " as HASH and a RANGE element (an LSI has another sort key), found " + keys.get().describe());
            return Optional.empty();
        }
        l.properties().stream().filter(e -> !READ_LSI.contains(e.getKey())).forEach(e -> d.warning(
                JsonPath.key(path, e.getKey()), "not kept: the model has no place for an LSI's " + e.getKey()));
        return Optional.of(new LocalSecondaryIndex(name.get(), keys.get().sortKey().get(), projection.get()));
    }

    /** PAY_PER_REQUEST, or PROVISIONED (CloudFormation's default) with its throughput. */
    private Optional<Billing> billing(JsonNode props, String path) {
        JsonNode mode = values.resolve(props.path("BillingMode"));
        String bp = JsonPath.key(path, "BillingMode");
        if (mode.isTextual() && mode.textValue().equals("PAY_PER_REQUEST")) {
            return Optional.of(Billing.ON_DEMAND);
        }
        if (!mode.isMissingNode() && !(mode.isTextual() && mode.textValue().equals("PROVISIONED"))) {
            d.error(bp, "expected PAY_PER_REQUEST or PROVISIONED, found " + Json.describe(mode));
            return Optional.empty();
        }
        String tp = JsonPath.key(path, "ProvisionedThroughput");
        JsonNode t = props.path("ProvisionedThroughput");
        if (!t.isObject()) {
            d.error(tp, "expected {ReadCapacityUnits, WriteCapacityUnits} for " + (mode.isMissingNode()
                    ? "a table without BillingMode (CloudFormation's default is PROVISIONED)" : "PROVISIONED billing")
                    + ", found " + Json.describe(t));
            return Optional.empty();
        }
        Optional<Long> read = units(t, "ReadCapacityUnits", tp);
        Optional<Long> write = units(t, "WriteCapacityUnits", tp);
        return read.isPresent() && write.isPresent() ? Optional.of(Billing.provisioned(read.get(), write.get()))
                : Optional.empty();
    }

    private Optional<Long> units(JsonNode throughput, String member, String path) {
        Optional<Long> n = values.wholeNumber(throughput.path(member)).filter(v -> v >= 1);
        if (n.isEmpty()) {
            d.error(JsonPath.key(path, member), "expected a whole number of capacity units (at least 1; a Ref to a"
                    + " parameter with a Default will do), found " + Json.describe(throughput.path(member)));
        }
        return n;
    }

    /** The members not in {@code read}, as one JSON object under {@code field}; nothing when there are none. */
    private static RawJson kept(RawJson extra, String field, JsonNode object, Set<String> read) {
        ObjectNode rest = Json.object();
        object.properties().stream().filter(e -> !read.contains(e.getKey())).forEach(e -> rest.set(e.getKey(), e.getValue()));
        return rest.isEmpty() ? extra : extra.with(field, Json.compact(rest));
    }
}
