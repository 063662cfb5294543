package dev.tablewright.format.infra;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.TableDesign;
import java.util.List;

/** What no sample has: LSIs, INCLUDE lists, a binary key, two tables, TTL and a stream kept from a template. */
final class KitchenSink {
    private KitchenSink() {
    }

    static DataModel model() {
        TableDesign orders = TableDesign.of("orders.v2", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(
                        new GlobalSecondaryIndex("ByStatus", KeySchema.of("status", AttributeType.S, "placedAt",
                                AttributeType.N), Projection.include(List.of("total", "customer name", "123", "yes", "null", "on", "1e5", "0x1F", "#x", "a: b", "- c", "é ü", "0o17", "12:30", "2010-09-09", ".inf", "~", "TRUE"))),
                        new GlobalSecondaryIndex("ByRegion", new KeySchema(
                                List.of(new AttributeDef("country", AttributeType.S), new AttributeDef("city", AttributeType.S)),
                                List.of(new AttributeDef("placedAt", AttributeType.N))), Projection.KEYS_ONLY)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("ByTotal", new AttributeDef("total", AttributeType.N),
                        Projection.include(List.of("status")))))
                .withBilling(Billing.provisioned(5, 3))
                .withExtra(RawJson.EMPTY.with(CloudFormationExtras.PROPERTIES,
                        "{\"TimeToLiveSpecification\":{\"AttributeName\":\"expiresAt\",\"Enabled\":true},"
                                + "\"StreamSpecification\":{\"StreamViewType\":\"NEW_AND_OLD_IMAGES\"}}"));
        TableDesign blobs = TableDesign.of("9blobs", KeySchema.of("hash", AttributeType.B));
        return DataModel.of("Kitchen sink", List.of(orders, blobs));
    }
}
