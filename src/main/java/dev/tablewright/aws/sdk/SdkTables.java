package dev.tablewright.aws.sdk;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex.Builder;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateVectorIndexAction;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexUpdate;

/**
 * A table design as a CreateTable request, and a DescribeTable answer as a design: keys, attribute
 * definitions, GSIs, LSIs, vector indexes, billing.
 */
final class SdkTables {
    private SdkTables() {
    }

    static CreateTableRequest createRequest(TableDesign design) {
        ProvisionedThroughput throughput = throughput(design);
        boolean provisioned = throughput != null;
        TableSettings settings = design.settings();
        var b = CreateTableRequest.builder().tableName(design.name()).attributeDefinitions(definitions(design))
                .keySchema(keySchema(design.keySchema()))
                .billingMode(provisioned ? "PROVISIONED" : "PAY_PER_REQUEST")
                .provisionedThroughput(throughput)
                .onDemandThroughput(provisioned ? null : SdkSettingValues.onDemand(settings.throughput().onDemandLimit()))
                .warmThroughput(SdkSettingValues.warm(settings.throughput().warm()))
                .tableClass(settings.tableClass() == TableClass.STANDARD ? null : settings.tableClass().name())
                .streamSpecification(settings.stream().map(SdkSettingValues::stream).orElse(null))
                .sseSpecification(SdkSettingValues.sse(settings.encryption()))
                .deletionProtectionEnabled(settings.deletionProtection() ? Boolean.TRUE : null)
                .resourcePolicy(settings.resourcePolicy().orElse(null));
        if (!settings.tags().isEmpty()) {
            b.tags(SdkSettingValues.tags(settings.tags()));
        }
        if (!design.globalIndexes().isEmpty()) {
            List<software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex> gsis = new ArrayList<>();
            for (GlobalSecondaryIndex g : design.globalIndexes()) {
                Builder gb = software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex.builder()
                        .indexName(g.name()).keySchema(keySchema(g.keys())).projection(projection(g.projection()))
                        .provisionedThroughput(indexThroughput(design, g))
                        .onDemandThroughput(provisioned ? null
                                : SdkSettingValues.onDemand(g.settings().throughput().onDemandLimit()))
                        .warmThroughput(SdkSettingValues.warm(g.settings().throughput().warm()));
                gsis.add(gb.build());
            }
            b.globalSecondaryIndexes(gsis);
        }
        if (!design.localIndexes().isEmpty()) {
            List<LocalSecondaryIndex> lsis = new ArrayList<>();
            for (dev.tablewright.model.LocalSecondaryIndex l : design.localIndexes()) {
                lsis.add(LocalSecondaryIndex.builder().indexName(l.name())
                        .keySchema(keySchema(l.keySchema(design.keySchema())))
                        .projection(projection(l.projection())).build());
            }
            b.localSecondaryIndexes(lsis);
        }
        if (!design.vectorIndexes().isEmpty()) {
            b.vectorIndexes(design.vectorIndexes().stream().map(SdkTables::vectorIndex).toList());
        }
        return b.build();
    }

    /** A model's vector index as CreateTable's {@code VectorIndexes} element (docs/vector-indexes.md §3.1). */
    static software.amazon.awssdk.services.dynamodb.model.VectorIndex vectorIndex(VectorIndex v) {
        var b = software.amazon.awssdk.services.dynamodb.model.VectorIndex.builder().indexName(v.name())
                .vectorAttribute(a -> a.attributeName(v.vectorAttribute())).projection(projection(v.projection()))
                .dimensions((long) v.dimensions()).distanceFunction(v.distance().name());
        if (!v.searchSchema().isEmpty()) {
            b.searchSchema(searchSchema(v.searchSchema()));
        }
        return b.build();
    }

    /**
     * UpdateTable creating one vector index (one per request, as DynamoDB takes them): the index's
     * search-schema attributes declared in the request's own AttributeDefinitions, as DynamoDB wants
     * them even when the table declares them already; none for an index without a search schema.
     */
    static UpdateTableRequest addVectorIndexRequest(TableDesign current, VectorIndex index) {
        var b = UpdateTableRequest.builder().tableName(current.name());
        if (!index.searchSchema().isEmpty()) {
            b.attributeDefinitions(index.searchSchema().attributes().stream().map(a -> definition(current, a)).toList());
        }
        CreateVectorIndexAction.Builder create = CreateVectorIndexAction.builder().indexName(index.name())
                .vectorAttribute(a -> a.attributeName(index.vectorAttribute())).projection(projection(index.projection()))
                .dimensions((long) index.dimensions()).distanceFunction(index.distance().name());
        if (!index.searchSchema().isEmpty()) {
            create.searchSchema(searchSchema(index.searchSchema()));
        }
        return b.vectorIndexUpdates(VectorIndexUpdate.builder().create(create.build()).build()).build();
    }

    private static List<SearchSchemaElement> searchSchema(SearchSchema s) {
        List<SearchSchemaElement> elements = new ArrayList<>();
        s.partitionAttribute().ifPresent(a -> elements.add(SearchSchemaElement.builder().attributeName(a)
                .searchSchemaElementType(SearchSchemaElementType.HASH).build()));
        s.filterAttributes().forEach(a -> elements.add(SearchSchemaElement.builder().attributeName(a)
                .searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER).build()));
        return elements;
    }

    /** An attribute's definition with its type in the model (a string where the model declares none). */
    private static AttributeDefinition definition(TableDesign design, String attribute) {
        return AttributeDefinition.builder().attributeName(attribute)
                .attributeType(design.attributeType(attribute).orElse(AttributeType.S).name()).build();
    }

    /** A provisioned GSI's units: its own where the model gives them, else the table's. */
    static ProvisionedThroughput indexThroughput(TableDesign design, GlobalSecondaryIndex g) {
        ProvisionedThroughput table = throughput(design);
        if (table == null) {
            return null;
        }
        return ProvisionedThroughput.builder()
                .readCapacityUnits(Math.max(1, g.settings().readUnits().orElse(table.readCapacityUnits())))
                .writeCapacityUnits(Math.max(1, g.settings().writeUnits().orElse(table.writeCapacityUnits()))).build();
    }

    /**
     * UpdateTable creating one GSI on a table as DescribeTable showed it: the attribute definitions of
     * the table with the index's key attributes added, and the table's throughput when provisioned.
     */
    static UpdateTableRequest addIndexRequest(TableDesign current, GlobalSecondaryIndex index) {
        TableDesign with = current.withGlobalIndexes(java.util.stream.Stream.concat(
                current.globalIndexes().stream(), java.util.stream.Stream.of(index)).toList());
        return UpdateTableRequest.builder().tableName(current.name()).attributeDefinitions(definitions(with))
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(CreateGlobalSecondaryIndexAction
                        .builder().indexName(index.name()).keySchema(keySchema(index.keys()))
                        .projection(projection(index.projection())).provisionedThroughput(indexThroughput(current, index))
                        .build()).build())
                .build();
    }

    static ProvisionedThroughput throughput(TableDesign design) {
        return design.billing().mode() == BillingMode.PROVISIONED ? ProvisionedThroughput.builder()
                .readCapacityUnits(Math.max(1, design.billing().readCapacityUnits()))
                .writeCapacityUnits(Math.max(1, design.billing().writeCapacityUnits())).build() : null;
    }

    /**
     * Every key attribute of the table and its GSIs and LSIs, then each vector index's search-schema
     * attributes (which DynamoDB wants declared as a GSI's keys are); never a vector attribute.
     */
    private static List<AttributeDefinition> definitions(TableDesign design) {
        Map<String, AttributeDefinition> definitions = new LinkedHashMap<>();
        for (AttributeDef a : design.keyAttributes()) {
            definitions.put(a.name(), AttributeDefinition.builder().attributeName(a.name())
                    .attributeType(a.type().name()).build());
        }
        for (VectorIndex v : design.vectorIndexes()) {
            v.searchSchema().attributes().forEach(a -> definitions.computeIfAbsent(a, n -> definition(design, n)));
        }
        return List.copyOf(definitions.values());
    }

    /** HASH elements then RANGE elements, in key order: several of each for a multi-attribute GSI key. */
    static List<KeySchemaElement> keySchema(KeySchema keys) {
        List<KeySchemaElement> list = new ArrayList<>();
        keys.partitionKeys().forEach(k ->
                list.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.HASH).build()));
        keys.sortKeys().forEach(k ->
                list.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.RANGE).build()));
        return list;
    }

    private static Projection projection(dev.tablewright.model.Projection p) {
        var b = Projection.builder().projectionType(ProjectionType.fromValue(p.type().name()));
        if (p.type() == dev.tablewright.model.ProjectionType.INCLUDE) {
            b.nonKeyAttributes(p.nonKeyAttributes());
        }
        return b.build();
    }

    /**
     * What DescribeTable tells of a table as a design: keys (several per side on a GSI), indexes, billing,
     * and the settings DescribeTable shows (table class, stream, encryption, deletion protection, on-demand
     * maximum, warm throughput, each GSI's units and throughput, replicas). A GSI whose units are the
     * table's reads as taking the table's; the settings other calls tell (TTL, PITR, tags …) are default
     * here: {@link SdkSettingsReader} adds them.
     */
    static TableDesign design(TableDescription t) {
        Map<String, AttributeType> types = t.attributeDefinitions().stream().collect(Collectors.toMap(
                AttributeDefinition::attributeName, a -> AttributeType.valueOf(a.attributeTypeAsString()), (a, b) -> a));
        KeySchema keys = keys(t.keySchema(), types);
        Billing billing = billing(t);
        List<GlobalSecondaryIndex> gsis = t.globalSecondaryIndexes().stream()
                .map(g -> new GlobalSecondaryIndex(g.indexName(), keys(g.keySchema(), types), model(g.projection()))
                        .withSettings(SdkSettingValues.indexSettings(g, billing)))
                .toList();
        List<dev.tablewright.model.LocalSecondaryIndex> lsis = t.localSecondaryIndexes().stream()
                .map(l -> new dev.tablewright.model.LocalSecondaryIndex(l.indexName(),
                        keys(l.keySchema(), types).sortKey().orElseThrow(), model(l.projection())))
                .toList();
        List<AttributeDef> declared = types.entrySet().stream()
                .map(e -> new AttributeDef(e.getKey(), e.getValue())).toList();
        List<VectorIndex> vectors = t.hasVectorIndexes()
                ? t.vectorIndexes().stream().map(SdkTables::vectorIndex).toList() : List.of();
        return TableDesign.of(t.tableName(), keys).withAttributes(declared).withGlobalIndexes(gsis)
                .withLocalIndexes(lsis).withVectorIndexes(vectors).withBilling(billing).withSettings(SdkSettingValues.described(t, billing));
    }

    /**
     * A vector index as DescribeTable tells it; its search-schema attributes' types are the table's
     * AttributeDefinitions', read with the rest.
     */
    static VectorIndex vectorIndex(VectorIndexDescription d) {
        Optional<String> partition = Optional.empty();
        List<String> filters = new ArrayList<>();
        if (d.hasSearchSchema()) {
            for (SearchSchemaElement e : d.searchSchema()) {
                if (e.searchSchemaElementType() == SearchSchemaElementType.HASH) {
                    partition = Optional.of(e.attributeName());
                } else {
                    filters.add(e.attributeName());
                }
            }
        }
        return new VectorIndex(d.indexName(), d.vectorAttribute() == null ? "" : d.vectorAttribute().attributeName(),
                d.dimensions() == null ? 0 : d.dimensions().intValue(),
                DistanceFunction.parse(d.distanceFunctionAsString()).orElseThrow(() -> new IllegalStateException(
                        "vector index " + d.indexName() + " has a distance function Tablewright does not know: "
                                + d.distanceFunctionAsString())), model(d.projection()),
                new SearchSchema(partition, filters));
    }

    private static KeySchema keys(List<KeySchemaElement> elements, Map<String, AttributeType> types) {
        Function<KeySchemaElement, AttributeDef> def = e -> new AttributeDef(e.attributeName(),
                types.getOrDefault(e.attributeName(), AttributeType.S));
        return new KeySchema(elements.stream().filter(e -> e.keyType() == KeyType.HASH).map(def).toList(),
                elements.stream().filter(e -> e.keyType() == KeyType.RANGE).map(def).toList());
    }

    private static dev.tablewright.model.Projection model(Projection p) {
        if (p == null || p.projectionType() == null) {
            return dev.tablewright.model.Projection.ALL;
        }
        return switch (p.projectionType()) {
            case KEYS_ONLY -> dev.tablewright.model.Projection.KEYS_ONLY;
            case INCLUDE -> dev.tablewright.model.Projection.include(p.nonKeyAttributes());
            default -> dev.tablewright.model.Projection.ALL;
        };
    }

    /** DynamoDB Local leaves the billing summary out of a provisioned table: read capacity tells it. */
    static Billing billing(TableDescription t) {
        boolean onDemand = t.billingModeSummary() != null
                && t.billingModeSummary().billingModeAsString().equals("PAY_PER_REQUEST");
        ProvisionedThroughputDescription p = t.provisionedThroughput();
        if (onDemand || p == null || p.readCapacityUnits() == null || p.readCapacityUnits() == 0) {
            return Billing.ON_DEMAND;
        }
        return Billing.provisioned(p.readCapacityUnits(), p.writeCapacityUnits());
    }
}
