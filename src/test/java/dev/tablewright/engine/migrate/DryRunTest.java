package dev.tablewright.engine.migrate;

import static dev.tablewright.engine.migrate.Shop.model;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** {@link DryRun}: each kind of step applied to the sample items, and the three checks against TO. */
class DryRunTest {
    private static final PlanFacts FACTS = PlanFacts.of(PriceTable.US_EAST_1).withGivenItems(1000);

    private static MigrationPlan plan(TableDesign from, TableDesign to) {
        return MigrationPlanner.plan(model(from), model(to), FACTS);
    }

    private static DryRunResult dryRun(TableDesign from, TableDesign to, MigrationPlan plan) {
        return DryRun.run(model(from), model(to), plan);
    }

    /** The plan with each step changed (or left out, when the change gives null). */
    private static MigrationPlan edited(MigrationPlan plan, UnaryOperator<MigrationStep> change) {
        return new MigrationPlan(plan.tables().stream().map(t -> new TablePlan(t.table(), t.items(), t.itemsBasis(),
                t.steps().stream().map(change).filter(s -> s != null).toList())).toList(), plan.refusals());
    }

    private static MigrationPlan without(MigrationPlan plan, Predicate<MigrationStep> leftOut) {
        return edited(plan, s -> leftOut.test(s) ? null : s);
    }

    @Test
    void aBackfillFillsTheNewIndexKeysAndEveryCheckHolds() {
        MigrationPlan plan = plan(Shop.v1(), Shop.v2());
        assertEquals(List.of("backfill", "create-gsi"), plan.steps().stream().map(MigrationStep::kind).toList());
        DryRunResult r = dryRun(Shop.v1(), Shop.v2(), plan);
        assertTrue(r.holds(), r.toString());
    }

    @Test
    void withoutTheBackfillTheItemsLackTheKeysAndTheIndexQueryReturnsNothing() {
        MigrationPlan plan = without(plan(Shop.v1(), Shop.v2()), s -> s instanceof MigrationStep.Backfill);
        DryRunResult r = dryRun(Shop.v1(), Shop.v2(), plan);
        assertFalse(r.holds());
        assertTrue(r.items().contains("Order CUST#1 / ORDER#1: gsi1pk is missing, TO gives STATUS#OPEN"), r.items().toString());
        assertEquals(6, r.items().size(), r.items().toString());
        assertTrue(r.design().isEmpty(), r.design().toString());
    }

    @Test
    void aTamperedTemplateIsReportedItemByItem() {
        MigrationPlan plan = edited(plan(Shop.v1(), Shop.v2()), s -> s instanceof MigrationStep.Backfill b
                ? new MigrationStep.Backfill(b.common(), b.entity(), b.templates().stream()
                        .map(t -> t.attribute().equals("gsi1pk")
                                ? new MigrationStep.TemplateChange("gsi1pk", t.before(), "STATE#${status}") : t).toList())
                : s);
        DryRunResult r = dryRun(Shop.v1(), Shop.v2(), plan);
        assertEquals(List.of("Order CUST#1 / ORDER#1: gsi1pk is STATE#OPEN, TO gives STATUS#OPEN",
                "Order CUST#1 / ORDER#2: gsi1pk is STATE#SHIP, TO gives STATUS#SHIP",
                "Order CUST#2 / ORDER#3: gsi1pk is STATE#OPEN, TO gives STATUS#OPEN"), r.items());
        assertTrue(r.design().isEmpty(), r.design().toString());
    }

    @Test
    void withoutTheIndexCreationTheDesignDiffers() {
        MigrationPlan plan = without(plan(Shop.v1(), Shop.v2()), s -> s instanceof MigrationStep.CreateGsi);
        DryRunResult r = dryRun(Shop.v1(), Shop.v2(), plan);
        assertTrue(r.items().isEmpty(), r.items().toString());
        assertFalse(r.design().isEmpty());
        assertTrue(r.design().get(0).contains("ByStatus"), r.design().toString());
    }

    @Test
    void aRekeyMovesTheItemsToTheirNewKeys() {
        TableDesign to = Shop.v1().withEntity("Order", e -> e.withKeyTemplate("sk",
                KeyTemplate.parse("ORDER#${status}#${orderId}")));
        MigrationPlan plan = plan(Shop.v1(), to);
        assertEquals(List.of("rekey"), plan.steps().stream().map(MigrationStep::kind).toList());
        assertTrue(dryRun(Shop.v1(), to, plan).holds());

        DryRunResult none = dryRun(Shop.v1(), to, without(plan, s -> true));
        assertTrue(none.items().contains("Order CUST#1 / ORDER#1: the migrated data holds this item, TO does not give it"),
                none.items().toString());
        assertTrue(none.items().contains("Order CUST#1 / ORDER#OPEN#1: TO gives this item, the migrated data does not hold it"),
                none.items().toString());
    }

    @Test
    void aRekeyOntoAnOccupiedKeyLeavesTheSecondItemWhereItWas() {
        TableDesign to = Shop.v1().withEntity("Order", e -> e.withKeyTemplate("sk", KeyTemplate.parse("ORDER")));
        DryRunResult r = dryRun(Shop.v1(), to, plan(Shop.v1(), to));
        assertTrue(r.steps().contains("Shop/rekey/Order: Order CUST#1 / ORDER#2 would move to CUST#1 / ORDER, where another"
                + " item already is"), r.steps().toString());
        assertFalse(r.holds());
    }

    @Test
    void newTableKeysCopyTheItemsIntoTheNewTableWithTheNewKeys() {
        TableDesign to = Shop.v1().withKeySchema(KeySchema.of("pk", AttributeType.S, "sk2", AttributeType.S))
                .withEntity("Order", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2", KeyTemplate.parse("ORDER#${orderId}")))
                .withEntity("Customer", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2", KeyTemplate.parse("PROFILE")));
        MigrationPlan plan = plan(Shop.v1(), to);
        assertEquals(List.of("create-table", "copy-items", "delete-table"),
                plan.steps().stream().map(MigrationStep::kind).toList());
        DryRunResult r = dryRun(Shop.v1(), to, plan);
        assertTrue(r.holds(), r.toString());

        DryRunResult notCopied = dryRun(Shop.v1(), to, without(plan, s -> s instanceof MigrationStep.CopyItems));
        assertTrue(notCopied.items().contains("Order CUST#1 / ORDER#1: TO gives this item, the migrated data does not hold it"),
                notCopied.items().toString());
        assertEquals(4, notCopied.items().size(), notCopied.items().toString());
    }

    @Test
    void aStepOnATableThePlanAlreadyDeletedIsReported() {
        TableDesign to = Shop.v1().withKeySchema(KeySchema.of("pk", AttributeType.S, "sk2", AttributeType.S))
                .withEntity("Order", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2", KeyTemplate.parse("ORDER#${orderId}")))
                .withEntity("Customer", e -> e.withKeyTemplate("sk", null).withKeyTemplate("sk2", KeyTemplate.parse("PROFILE")));
        MigrationPlan plan = plan(Shop.v1(), to);
        List<MigrationStep> steps = plan.steps();
        MigrationPlan reordered = new MigrationPlan(List.of(new TablePlan("Shop", Optional.empty(), "",
                List.of(steps.get(0), steps.get(2), steps.get(1)))), List.of());
        DryRunResult r = dryRun(Shop.v1(), to, reordered);
        assertEquals(List.of("Shop/copy-items/Shop-v2: there is no table Shop at this point of the plan"), r.steps());
    }

    @Test
    void aChangedIndexIsCreatedUnderANewNameAndCountsAsTosOnceTheOldIsGone() {
        TableDesign to = Shop.v2().withGlobalIndexes(List.of(Shop.BY_STATUS.withProjection(
                dev.tablewright.model.Projection.ALL)));
        MigrationPlan plan = plan(Shop.v2(), to);
        assertTrue(plan.steps().stream().anyMatch(s -> s instanceof MigrationStep.CreateGsi g
                && !g.index().equals(g.design())), plan.steps().toString());
        assertTrue(dryRun(Shop.v2(), to, plan).holds(), dryRun(Shop.v2(), to, plan).toString());

        DryRunResult kept = dryRun(Shop.v2(), to, without(plan, s -> s instanceof MigrationStep.DeleteGsi));
        assertFalse(kept.design().isEmpty(), "the old index is still there");
    }
}
