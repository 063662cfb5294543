package dev.tablewright.engine.migrate;

import static dev.tablewright.engine.migrate.Shop.model;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link PlanNames}: where the planner's plans leave TO's tables and indexes, and back. */
class PlanNamesTest {
    private static final PlanFacts FACTS = PlanFacts.of(PriceTable.US_EAST_1).withGivenItems(1000);

    private static PlanNames names(DataModel from, DataModel to) {
        return PlanNames.of(MigrationPlanner.plan(from, to, FACTS), to);
    }

    /** v1 with the sort key renamed: DynamoDB fixes keys at creation, so the table is replaced. */
    private static TableDesign newKeys() {
        return Shop.v1().withKeySchema(KeySchema.of("pk", AttributeType.S, "sk2", AttributeType.S))
                .withEntity("Order", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2", KeyTemplate.parse("ORDER#${orderId}")))
                .withEntity("Customer", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2", KeyTemplate.parse("PROFILE")));
    }

    @Test
    void aTableChangedInPlaceKeepsItsNameAndANewIndexItsOwn() {
        PlanNames n = names(model(Shop.v1()), model(Shop.v2()));
        assertEquals(Map.of("Shop", "Shop"), n.tables());
        assertEquals("ByStatus", n.liveIndex("Shop", "ByStatus"));
        assertEquals(Shop.v2(), n.underLiveNames(Shop.v2()));
    }

    @Test
    void aChangedGsiIsLiveAsV2AndReadBackUnderTosName() {
        TableDesign to = Shop.v2().withGlobalIndexes(List.of(Shop.BY_STATUS.withProjection(Projection.ALL)));
        PlanNames n = names(model(Shop.v2()), model(to));
        assertEquals("ByStatus-v2", n.liveIndex("Shop", "ByStatus"));
        assertEquals("ByStatus", n.toIndex("Shop", "ByStatus-v2"));
        assertEquals("Other", n.toIndex("Shop", "Other"));

        TableDesign live = n.underLiveNames(to);
        assertEquals(List.of("ByStatus-v2"), live.globalIndexes().stream().map(GlobalSecondaryIndex::name).toList());
        assertEquals(to, n.underToNames(live, "Shop"));

        // The old index not yet deleted: neither is renamed, so both show as they are.
        List<GlobalSecondaryIndex> both = List.of(Shop.BY_STATUS, live.globalIndexes().get(0));
        TableDesign halfway = n.underToNames(live.withGlobalIndexes(both), "Shop");
        assertEquals(List.of("ByStatus", "ByStatus-v2"),
                halfway.globalIndexes().stream().map(GlobalSecondaryIndex::name).toList());
    }

    @Test
    void aReplacedTableIsLiveAsV2() {
        PlanNames n = names(model(Shop.v1()), model(newKeys()));
        assertEquals(Map.of("Shop", "Shop-v2"), n.tables());
        assertEquals(Optional.of("Shop"), n.toTable("Shop-v2"));
        assertEquals(Optional.empty(), n.toTable("Shop"));
        assertEquals("Shop-v2", n.underLiveNames(newKeys()).name());
        assertEquals(newKeys(), n.underToNames(n.underLiveNames(newKeys()), "Shop"));
    }

    @Test
    void aTableTheNewDesignRenamesAndReplacesIsLiveUnderTosName() {
        TableDesign to = newKeys().withName("Orders");
        PlanNames n = names(model(Shop.v1()), model(to));
        assertEquals(Map.of("Orders", "Orders"), n.tables());
    }

    @Test
    void aTableChangedInPlaceUnderAnotherNameIsLiveUnderFromsName() {
        // A live table shop-prod planned to the model's Shop: one table each side, paired whatever their names.
        PlanNames n = names(model(Shop.v1().withName("shop-prod")), model(Shop.v2()));
        assertEquals(Map.of("Shop", "shop-prod"), n.tables());
        assertEquals("shop-prod", n.underLiveNames(Shop.v2()).name());
    }

    @Test
    void withSeveralTablesEachIsPairedByName() {
        TableDesign users = TableDesign.of("Users", Shop.KEYS);
        DataModel from = DataModel.of("m", List.of(Shop.v1(), users));
        DataModel to = DataModel.of("m", List.of(users, newKeys(), TableDesign.of("Audit", Shop.KEYS)));
        PlanNames n = names(from, to);
        assertEquals(List.of("Users", "Shop", "Audit"), List.copyOf(n.tables().keySet()), "TO's order");
        assertEquals("Users", n.liveTable("Users"));
        assertEquals("Shop-v2", n.liveTable("Shop"));
        assertEquals("Audit", n.liveTable("Audit"));
        assertTrue(n.toTable("Users").isPresent());
    }
}
