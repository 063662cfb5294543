package dev.tablewright.aws.sdk;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex.Builder;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/** A table design as a CreateTable request: keys, attribute definitions, GSIs, LSIs, billing. */
final class SdkTables {
    private SdkTables() {
    }

    static CreateTableRequest createRequest(TableDesign design) {
        boolean provisioned = design.billing().mode() == BillingMode.PROVISIONED;
        ProvisionedThroughput throughput = provisioned ? ProvisionedThroughput.builder()
                .readCapacityUnits(Math.max(1, design.billing().readCapacityUnits()))
                .writeCapacityUnits(Math.max(1, design.billing().writeCapacityUnits())).build() : null;
        List<AttributeDefinition> definitions = new ArrayList<>();
        for (AttributeDef a : design.keyAttributes()) {
            definitions.add(AttributeDefinition.builder().attributeName(a.name()).attributeType(a.type().name()).build());
        }
        var b = CreateTableRequest.builder().tableName(design.name()).attributeDefinitions(definitions)
                .keySchema(keySchema(design.keySchema()))
                .billingMode(provisioned ? "PROVISIONED" : "PAY_PER_REQUEST")
                .provisionedThroughput(throughput);
        if (!design.globalIndexes().isEmpty()) {
            List<software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex> gsis = new ArrayList<>();
            for (GlobalSecondaryIndex g : design.globalIndexes()) {
                Builder gb = software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex.builder()
                        .indexName(g.name()).keySchema(keySchema(g.keys())).projection(projection(g.projection()))
                        .provisionedThroughput(throughput);
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
        return b.build();
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
}
