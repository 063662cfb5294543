package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.StreamedArrayNode;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static dev.tablewright.format.workbench.BillingReader.READ;
import static dev.tablewright.format.workbench.BillingReader.THROUGHPUT;
import static dev.tablewright.format.workbench.BillingReader.WRITE;
import static dev.tablewright.format.workbench.TableReader.CAPACITY;
import static dev.tablewright.format.workbench.TableReader.DYNOBASE_FORM;
import static dev.tablewright.format.workbench.TableReader.FACETS;
import static dev.tablewright.format.workbench.TableReader.MODEL_SCHEMA;

/** One table: the Workbench members in the contract's order, then its ModelSchema, then unknown members. */
final class TableWriter {
    private static final String DATA_ACCESS = "DataAccess";
    private static final String SAMPLE_DATA_FORMATS = "SampleDataFormats";

    private TableWriter() {
    }

    static ObjectNode table(TableDesign t) {
        ObjectNode o = Json.object();
        o.put("TableName", t.name());
        o.set("KeyAttributes", keys(t.keySchema()));
        ArrayNode declared = o.putArray("NonKeyAttributes");
        t.attributes().forEach(a -> declared.add(attribute(a)));
        GlobalIndexKeys.undeclared(t).forEach(a -> declared.add(attribute(a)));
        boolean dynobaseForm = DYNOBASE_FORM.equals(t.extra().fields().get(FACETS));
        if (!t.entities().isEmpty() && !dynobaseForm) {
            ArrayNode facets = o.putArray(FACETS);
            t.entities().forEach(e -> facets.add(facet(t, e)));
        }
        if (!t.globalIndexes().isEmpty()) {
            ArrayNode indexes = o.putArray("GlobalSecondaryIndexes");
            t.globalIndexes().forEach(g -> indexes.add(globalIndex(g)));
        }
        // Dynobase finds items only in the table's TableData; the type attribute names their entity.
        List<Item> tableData = dynobaseForm ? t.allItems() : t.items();
        if (!tableData.isEmpty()) {
            o.set("TableData", streamedItems(tableData));
        }
        RawFields.writeIfPresent(o, t.extra(), DATA_ACCESS);
        RawFields.writeIfPresent(o, t.extra(), SAMPLE_DATA_FORMATS);
        o.put("BillingMode", t.billing().mode().name());
        capacity(t.billing(), t.settings().throughput().readScaling(), t.settings().throughput().writeScaling(),
                raw(t, CAPACITY)).ifPresent(c -> o.set(CAPACITY, c));
        o.set(MODEL_SCHEMA, SchemaWriter.schema(t, raw(t, MODEL_SCHEMA)));
        RawFields.writeExcept(o, t.extra(), Set.of(CAPACITY, MODEL_SCHEMA, FACETS));
        return o;
    }

    private static Optional<ObjectNode> raw(TableDesign t, String key) {
        return Optional.ofNullable(t.extra().fields().get(key)).map(Json::parseTrusted)
                .filter(JsonNode::isObject).map(ObjectNode.class::cast);
    }

    private static ObjectNode keys(KeySchema keys) {
        ObjectNode o = Json.object();
        o.set("PartitionKey", attribute(keys.partitionKey()));
        keys.sortKey().ifPresent(sk -> o.set("SortKey", attribute(sk)));
        return o;
    }

    static ObjectNode attribute(AttributeDef a) {
        ObjectNode o = Json.object();
        o.put("AttributeName", a.name());
        o.put("AttributeType", a.type().name());
        return o;
    }

    /** The items as an array made item by item as the document is written, never as one tree. */
    private static ArrayNode streamedItems(List<Item> items) {
        return StreamedArrayNode.of(items, DynamoJson::encodeItem);
    }

    /** The items as a tree (a table kept as written holds them so). */
    static ArrayNode items(List<Item> items) {
        ArrayNode array = Json.array();
        items.forEach(i -> array.add(DynamoJson.encodeItem(i)));
        return array;
    }

    /**
     * Facet attributes as Workbench shows them: the type attribute, the attributes the entity
     * derives from templates (index keys mostly), then its own attributes; table keys are aliased.
     */
    private static ObjectNode facet(TableDesign t, Entity e) {
        ObjectNode o = Json.object();
        o.put("FacetName", e.name());
        ObjectNode aliases = o.putObject("KeyAttributeAlias");
        KeySchema keys = t.keySchema();
        aliases.put("PartitionKeyAlias", e.partitionKeyAlias().isEmpty() ? keys.partitionKey().name()
                : e.partitionKeyAlias());
        keys.sortKey().ifPresent(sk -> aliases.put("SortKeyAlias", e.sortKeyAlias().isEmpty() ? sk.name()
                : e.sortKeyAlias()));
        o.set("TableData", streamedItems(e.items()));
        Set<String> names = new LinkedHashSet<>();
        names.add(t.typeAttribute());
        names.addAll(e.keyTemplates().keySet());
        e.attributes().forEach(a -> names.add(a.name()));
        names.removeAll(keys.names());
        ArrayNode attributes = o.putArray("NonKeyAttributes");
        names.forEach(attributes::add);
        RawFields.writeExcept(o, e.extra(), Set.of());
        return o;
    }

    private static ObjectNode globalIndex(GlobalSecondaryIndex g) {
        ObjectNode o = Json.object();
        o.put("IndexName", g.name());
        o.set("KeyAttributes", keys(g.keys()));
        ObjectNode projection = o.putObject("Projection");
        Projection p = g.projection();
        projection.put("ProjectionType", p.type().name());
        if (p.type() == ProjectionType.INCLUDE) {
            ArrayNode names = projection.putArray("NonKeyAttributes");
            p.nonKeyAttributes().forEach(names::add);
        }
        RawFields.writeExcept(o, g.extra(), Set.of());
        return o;
    }

    /** Throughput when provisioned (or when units were given anyway), the auto scaling, then what was kept. */
    static Optional<ObjectNode> capacity(Billing billing, Optional<AutoScaling> readScaling,
            Optional<AutoScaling> writeScaling, Optional<ObjectNode> kept) {
        boolean units = billing.mode() == BillingMode.PROVISIONED || billing.readCapacityUnits() != 0
                || billing.writeCapacityUnits() != 0;
        if (!units && kept.isEmpty() && readScaling.isEmpty() && writeScaling.isEmpty()) {
            return Optional.empty();
        }
        ObjectNode o = Json.object();
        if (units) {
            ObjectNode throughput = o.putObject(THROUGHPUT);
            throughput.put(READ, billing.readCapacityUnits());
            throughput.put(WRITE, billing.writeCapacityUnits());
        }
        readScaling.ifPresent(s -> o.set(WorkbenchScaling.READ, WorkbenchScaling.write(s, WorkbenchScaling.READ, kept)));
        writeScaling.ifPresent(s -> o.set(WorkbenchScaling.WRITE, WorkbenchScaling.write(s, WorkbenchScaling.WRITE,
                kept)));
        kept.ifPresent(k -> Residue.merge(o, k, at -> false));
        return Optional.of(o);
    }
}
