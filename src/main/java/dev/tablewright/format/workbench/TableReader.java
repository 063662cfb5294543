package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.TableSettings;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** One element of {@code DataModel}: the Workbench table, its facets and its ModelSchema. */
public final class TableReader {
    /** The member of a Workbench table that holds its OneTable schema. */
    public static final String MODEL_SCHEMA = "ModelSchema";
    static final String CAPACITY = "ProvisionedCapacitySettings";
    static final String FACETS = "TableFacets";
    /**
     * {@code extra["TableFacets"]} of a table read in Dynobase's form (entities from ModelSchema models,
     * no facets): the writer keeps that form, every item in the table's TableData and no facets.
     */
    static final String DYNOBASE_FORM = "false";
    private static final Set<String> KNOWN = Set.of("TableName", "KeyAttributes", "NonKeyAttributes", FACETS,
            "GlobalSecondaryIndexes", "TableData", "BillingMode", CAPACITY, MODEL_SCHEMA);

    private TableReader() {
    }

    /** Empty (with errors) when the table has no usable partition key. */
    static Optional<TableDesign> read(JsonNode node, String path, int index, Diagnostics d) {
        if (node == null || !node.isObject()) {
            d.error(path, "expected a table object, found " + Json.describe(node));
            return Optional.empty();
        }
        Member nameMember = Member.of(node, "TableName", path);
        String name = NameOrPlaceholder.read(nameMember, "a table name", "Table" + (index + 1), d);
        List<JsonNode> unreadSortKey = new ArrayList<>();
        Optional<KeySchema> declaredKeys = KeySchemaReader.read(Member.of(node, "KeyAttributes", path), d,
                unreadSortKey::add);
        if (declaredKeys.isEmpty()) {
            d.error(path, "the table '" + name + "' cannot be read without a partition key; it is kept as written");
            return Optional.empty();
        }
        BillingReader billing = BillingReader.read(node, path, d);
        RawJson extra = RawFields.unknown(node, KNOWN);
        if (billing.residue.isPresent()) {
            extra = extra.with(CAPACITY, Json.compact(billing.residue.get()));
        }
        ItemsReader items = ItemsReader.read(Member.of(node, "TableData", path), d);
        KeySchema keys = PrimaryKeyChoice.choose(declaredKeys.get(), node, items.items(), path, d);
        extra = items.withKept(extra);
        List<JsonNode> unreadIndexes = new ArrayList<>();
        List<GlobalSecondaryIndex> indexes = globalIndexes(node, path, unreadIndexes, d);
        extra = RawFields.withKeptElements(extra, "GlobalSecondaryIndexes", unreadIndexes);
        for (JsonNode sortKey : unreadSortKey) {
            extra = RawFields.withKeptMember(extra, "KeyAttributes", "SortKey", sortKey);
        }
        TableDesign base = new TableDesign(name, keys, declaredAttributes(node, path, d),
                indexes, List.of(), List.of(), billing.billing, null, null, List.of(), List.of(), List.of(),
                List.of(), items.items(), DiagramLayout.EMPTY, extra);

        List<Facet> facets = facets(node, path, keys, d);
        Schema schema = node.has(MODEL_SCHEMA) ? SchemaReader.read(Member.of(node, MODEL_SCHEMA, path), base, d)
                : Schema.NONE;
        List<GlobalSecondaryIndex> keyed = GlobalIndexKeysReader.withKeys(indexes, schema.globalIndexKeys());
        TableDesign withKeys = base.withGlobalIndexes(keyed).withAttributes(
                GlobalIndexKeysReader.declared(base.attributes(), schema.declaredForKeys(), keyed));
        String typeAttribute = schema.typeField()
                .or(() -> TypeAttributeInference.infer(facets, withKeys.keyAttributeNames()))
                .or(() -> TypeAttributeInference.fromModels(schema.models(), withKeys.items()))
                .orElse(null);
        TableDesign table = withKeys.withLocalIndexes(schema.localIndexes())
                .withTypeAttribute(typeAttribute)
                .withRelationships(schema.relationships())
                .withAccessPatterns(schema.accessPatterns())
                .withLayout(schema.layout())
                .withVectorIndexes(schema.vectorIndexes())
                .withKeptEntities(schema.keptEntities())
                .withSettings(settings(schema.settings().table(), billing))
                .withGlobalIndexes(withSettings(keyed, schema.settings().indexes()));
        List<Entity> entities = EntityAssembler.assemble(table, facets, schema.models());
        reportDuplicates(entities, path, d);
        List<ItemPaths> itemPaths = facets.stream().map(Facet::itemPaths).toList();
        if (!node.has(FACETS) && !entities.isEmpty()) {
            TypeAssignment assigned = TypeAssignment.assign(entities, table.typeAttribute(), items, path, d);
            entities = assigned.entities();
            itemPaths = assigned.paths();
            table = table.withItems(assigned.unmatched().items())
                    .withExtra(table.extra().with(FACETS, DYNOBASE_FORM));
        }
        table = KeyFiller.fill(table.withEntities(entities), itemPaths, path, d, items.pool());
        return Optional.of(withSchemaResidue(table, schema.residue()));
    }

    /** The settings block's, with the table's auto scaling from Workbench's own field. */
    private static TableSettings settings(TableSettings read, BillingReader billing) {
        return read.withThroughput(read.throughput().withReadScaling(billing.readScaling)
                .withWriteScaling(billing.writeScaling));
    }

    private static List<GlobalSecondaryIndex> withSettings(List<GlobalSecondaryIndex> indexes,
            Map<String, IndexSettings> settings) {
        return indexes.stream().map(g -> settings.containsKey(g.name()) ? g.withSettings(settings.get(g.name())) : g)
                .toList();
    }

    /** Keeps what of the ModelSchema was not read, as far as the writer will put it back. */
    private static TableDesign withSchemaResidue(TableDesign table, Optional<ObjectNode> residue) {
        if (residue.isEmpty()) {
            return table;
        }
        ObjectNode kept = Residue.keptIn(residue.get(), SchemaWriter.schema(table, residue),
                SchemaWriter.schema(table, Optional.empty()));
        return kept.isEmpty() ? table : table.withExtra(table.extra().with(MODEL_SCHEMA, Json.compact(kept)));
    }

    private static List<AttributeDef> declaredAttributes(JsonNode node, String path, Diagnostics d) {
        List<AttributeDef> attributes = new ArrayList<>();
        Member member = Member.of(node, "NonKeyAttributes", path);
        member.array(d, Severity.ERROR, "an array of attributes").ifPresent(array -> {
            for (int i = 0; i < array.size(); i++) {
                KeySchemaReader.declaredAttribute(array.get(i), JsonPath.index(member.path(), i), d)
                        .ifPresent(attributes::add);
            }
        });
        return attributes;
    }

    /** @param unread collects the indexes that cannot be read, to be kept as written */
    private static List<GlobalSecondaryIndex> globalIndexes(JsonNode node, String path, List<JsonNode> unread,
            Diagnostics d) {
        List<GlobalSecondaryIndex> indexes = new ArrayList<>();
        Member member = Member.of(node, "GlobalSecondaryIndexes", path);
        member.array(d, Severity.ERROR, "an array of indexes").ifPresent(array -> {
            for (int i = 0; i < array.size(); i++) {
                JsonNode index = array.get(i);
                IndexReader.read(index, JsonPath.index(member.path(), i), d)
                        .ifPresentOrElse(indexes::add, () -> unread.add(index));
            }
        });
        return indexes;
    }

    private static List<Facet> facets(JsonNode node, String path, KeySchema keys, Diagnostics d) {
        List<Facet> facets = new ArrayList<>();
        Member member = Member.of(node, "TableFacets", path);
        ArrayNode array = member.array(d, Severity.ERROR, "an array of facets").orElse(Json.array());
        for (int i = 0; i < array.size(); i++) {
            FacetReader.read(array.get(i), JsonPath.index(member.path(), i), i, keys, d).ifPresent(facets::add);
        }
        return facets;
    }

    private static void reportDuplicates(List<Entity> entities, String path, Diagnostics d) {
        Set<String> seen = new HashSet<>();
        for (Entity e : entities) {
            if (!seen.add(e.name())) {
                d.warning(JsonPath.key(path, "TableFacets"), "two facets are named '" + e.name()
                        + "'; both are kept and share one ModelSchema model");
            }
        }
    }
}
