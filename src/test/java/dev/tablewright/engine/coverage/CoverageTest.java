package dev.tablewright.engine.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.edit.EditRefused;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.rules.ModelValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CoverageTest {
    private static final AccessPattern BY_STATUS = OrdersFixture.pattern("Orders by status", OperationKind.SCAN, null, "",
            "#status = ${status}", Map.of("status", "open"));
    private static final AccessPattern BY_ID = OrdersFixture.pattern("Order by id", OperationKind.SCAN, null, "",
            "#orderId = ${orderId}", Map.of("orderId", "o13"));
    private static final AccessPattern OPEN_ORDERS = OrdersFixture.pattern("A customer's open orders", OperationKind.QUERY,
            null, "PK = CUST#${customerId} AND begins_with(SK, ORDER#)", "#status = ${status} AND #total > ${min:N}",
            Map.of("customerId", "c1", "status", "open", "min", "5"));
    private static final AccessPattern ALL_ORDERS = OrdersFixture.pattern("A customer's orders", OperationKind.QUERY, null,
            "PK = CUST#${customerId} AND begins_with(SK, ORDER#)", "", Map.of("customerId", "c1"));

    private static PatternCoverage coverage(DataModel model, String pattern) {
        return Coverage.of(model.tables().get(0)).pattern(pattern).orElseThrow();
    }

    /** Applies the pattern's only fix and returns the model after it. */
    private static DataModel fixed(DataModel model, String pattern) {
        List<Suggestion> fixes = coverage(model, pattern).fixes();
        assertEquals(1, fixes.size(), () -> fixes.toString());
        return fixes.get(0).edit().apply(model);
    }

    private static void servedByQueryAsBefore(DataModel before, DataModel after, String pattern) {
        PatternCoverage was = coverage(before, pattern);
        PatternCoverage now = coverage(after, pattern);
        assertEquals(Reading.Access.QUERY, now.reading().access(), now.toString());
        assertEquals(List.of(), now.findings(), now.toString());
        assertEquals(was.reading().returned(), now.reading().returned());
        assertEquals(now.reading().returned(), now.reading().read(), "reads only what it returns");
        assertEquals(was.reading().entities(), now.reading().entities());
        assertEquals(errors(before), errors(after), "the fix brings no error");
    }

    private static List<Problem> errors(DataModel model) {
        return ModelValidator.validate(model).stream().filter(Problem::isError).toList();
    }

    @Test
    void aScanOnAPlainAttributeGetsASparseGsi() {
        DataModel model = OrdersFixture.model(BY_STATUS);
        PatternCoverage c = coverage(model, "Orders by status");
        assertEquals(List.of(Finding.NEEDS_SCAN, Finding.FILTER_DISCARDS_MOST), c.findings());
        assertEquals("needs a Scan: it reads all 10 items of the table to return 3", c.explanations().get(0));
        Suggestion s = c.fixes().get(0);
        assertEquals("Sparse GSI: GSI1 keyed on Order.status", s.title());
        assertEquals(new Suggestion.IndexPreview("GSI1", "Order"), s.preview().orElseThrow());

        DataModel after = s.edit().apply(model);
        TableDesign t = after.tables().get(0);
        AccessPattern p = t.accessPatterns().get(0);
        assertEquals("GSI1PK = ${status}", p.keyCondition());
        assertEquals("", p.filter());
        assertEquals("${status}", t.entity("Order").orElseThrow().template("GSI1PK").orElseThrow().source());
        assertTrue(t.entity("Customer").orElseThrow().template("GSI1PK").isEmpty(), "only Order fills it: sparse");
        assertEquals(8, IndexView.ofIndex(t, "GSI1").orElseThrow().items().size(), "the eight orders, no customer");
        assertEquals(AttributeType.S, t.attributeType("GSI1PK").orElseThrow(), "declared for Workbench");
        servedByQueryAsBefore(model, after, "Orders by status");
    }

    @Test
    void aScanOnTheSortKeysAttributeGetsAnInvertedGsi() {
        DataModel model = OrdersFixture.model(BY_ID);
        Suggestion s = coverage(model, "Order by id").fixes().get(0);
        assertEquals("Inverted GSI: query GSI1 (SK → PK) by SK = ORDER#${orderId}", s.title());
        DataModel after = s.edit().apply(model);
        GlobalSecondaryIndex gsi = after.tables().get(0).globalIndexes().get(0);
        assertEquals(KeySchema.of("SK", AttributeType.S, "PK", AttributeType.S), gsi.keys());
        assertEquals("SK = ORDER#${orderId}", after.tables().get(0).accessPatterns().get(0).keyCondition());
        servedByQueryAsBefore(model, after, "Order by id");
    }

    @Test
    void theTablesOwnInvertedGsiIsUsedWhenItHasOne() {
        DataModel model = OrdersFixture.model(BY_ID).withTable(OrdersFixture.TABLE, t -> t.withGlobalIndexes(List.of(
                new GlobalSecondaryIndex("ByOrder", KeySchema.of("SK", AttributeType.S, "PK", AttributeType.S),
                        Projection.KEYS_ONLY))));
        DataModel after = fixed(model, "Order by id");
        assertEquals(1, after.tables().get(0).globalIndexes().size(), "no second index");
        assertEquals("ByOrder", after.tables().get(0).accessPatterns().get(0).index());
        servedByQueryAsBefore(model, after, "Order by id");
    }

    @Test
    void aQueryWhoseFilterDiscardsMostGetsACompositeSortKey() {
        DataModel model = OrdersFixture.model(OPEN_ORDERS);
        PatternCoverage c = coverage(model, "A customer's open orders");
        assertEquals(List.of(Finding.FILTER_DISCARDS_MOST), c.findings());
        assertEquals("its filter discards 5 of the 6 items it reads, and every item read is paid for",
                c.explanations().get(0));
        Suggestion s = c.fixes().get(0);
        assertEquals("Composite sort key: GSI1 (GSI1PK = CUST#${customerId}, GSI1SK = ${status}#ORDER#${orderId})",
                s.title());
        DataModel after = s.edit().apply(model);
        AccessPattern p = after.tables().get(0).accessPatterns().get(0);
        assertEquals("GSI1PK = CUST#${customerId} AND begins_with(GSI1SK, ${status}#ORDER#)", p.keyCondition());
        assertEquals("#total > ${min:N}", p.filter(), "the rest of the filter stays");
        servedByQueryAsBefore(model, after, "A customer's open orders");
    }

    @Test
    void servedPatternsAreNotFlaggedAndCoverageListsEntities() {
        AccessPattern customer = new AccessPattern("Get customer", "", "Customer", OperationKind.GET_ITEM, null,
                "PK = CUST#${customerId} AND SK = CUST#${customerId}", "", "", true, Map.of("customerId", "c2"));
        Coverage c = Coverage.of(OrdersFixture.model(ALL_ORDERS, customer).tables().get(0));
        assertEquals(List.of(), c.flagged());
        assertEquals(Reading.Access.GET_ITEM, c.pattern("Get customer").orElseThrow().reading().access());
        assertEquals(6, c.pattern("A customer's orders").orElseThrow().reading().returned());
        assertEquals(Map.of("Customer", List.of("Get customer"), "Order", List.of("A customer's orders")),
                c.patternsByEntity());
        assertEquals(List.of(), c.uncoveredEntities());
        assertEquals(List.of("Customer"), Coverage.of(OrdersFixture.model(ALL_ORDERS).tables().get(0))
                .uncoveredEntities());
    }

    @Test
    void aFixIsOneEditRefusedWhenItsPatternIsGone() {
        DataModel model = OrdersFixture.model(BY_STATUS);
        Suggestion s = coverage(model, "Orders by status").fixes().get(0);
        DataModel without = model.withTable(OrdersFixture.TABLE, t -> t.withAccessPatterns(List.of()));
        assertThrows(EditRefused.class, () -> s.edit().apply(without));
        assertEquals("Serve Orders by status from sparse index GSI1", s.edit().description());
    }

    @Test
    void noFixWithoutAFilterClauseToKeyOnButAnEntitysScanGetsItsSparseIndex() {
        AccessPattern all = OrdersFixture.pattern("Every order", OperationKind.SCAN, null, "", "", Map.of());
        PatternCoverage c = coverage(OrdersFixture.model(all), "Every order");
        assertEquals(List.of(Finding.NEEDS_SCAN), c.findings());
        // A pattern of one entity that scans everything: a sparse index of that entity serves it.
        assertEquals("Sparse GSI: scan GSI1, which only Order fills", c.fixes().get(0).title());
        AccessPattern or = OrdersFixture.pattern("Open or cheap", OperationKind.SCAN, null, "",
                "#status = ${status} OR #total < ${max:N}", Map.of("status", "open", "max", "5"));
        assertFalse(coverage(OrdersFixture.model(or), "Open or cheap").fixes().iterator().hasNext());
    }

    @Test
    void aQueryThatNamesOnlyTheSortKeyGetsAnInvertedGsi() {
        AccessPattern p = OrdersFixture.pattern("Order by id", OperationKind.QUERY, null, "SK = ORDER#${orderId}", "",
                Map.of("orderId", "o13"));
        DataModel model = OrdersFixture.model(p);
        PatternCoverage c = coverage(model, "Order by id");
        assertEquals(Reading.Access.NOT_RUN, c.reading().access(), "DynamoDB refuses it");
        assertEquals(List.of(Finding.SORT_KEY_ONLY), c.findings());
        Suggestion s = c.fixes().get(0);
        assertEquals("Inverted GSI: query GSI1 (SK → PK) by SK = ORDER#${orderId}", s.title());
        DataModel after = s.edit().apply(model);
        PatternCoverage now = coverage(after, "Order by id");
        assertEquals(Reading.Access.QUERY, now.reading().access(), now.reading().error());
        assertEquals(List.of(), now.findings());
        assertEquals(1, now.reading().returned());
        assertEquals(java.util.Set.of("Order"), now.reading().entities());
    }

    @Test
    void aPatternThatCannotRunIsReportedNotFlagged() {
        AccessPattern broken = OrdersFixture.pattern("Broken", OperationKind.QUERY, null, "PK = ", "", Map.of());
        PatternCoverage c = coverage(OrdersFixture.model(broken), "Broken");
        assertEquals(Reading.Access.NOT_RUN, c.reading().access());
        assertFalse(c.reading().error().isEmpty());
        assertEquals(List.of(), c.findings());
    }

    /** "All orders": a Scan kept to the entity by its type marker, as users write it (a bare word). */
    @Test
    void aScanOfOneEntityByItsTypeMarkerGetsASparseGsiItAloneFills() {
        AccessPattern all = OrdersFixture.pattern("All orders", OperationKind.SCAN, null, "", "entityType = Order",
                Map.of());
        DataModel model = OrdersFixture.model(all);
        Suggestion s = coverage(model, "All orders").fixes().get(0);
        assertEquals("Sparse GSI: scan GSI1, which only Order fills", s.title());
        assertEquals(java.util.Optional.empty(), dev.tablewright.advice.SuggestionCheck.of(model).refusal(s),
                "checked before it is offered: no hot partition, no new problem");
        DataModel after = s.edit().apply(model);
        AccessPattern p = after.tables().get(0).accessPatterns().get(0);
        assertEquals(OperationKind.SCAN, p.operation());
        assertEquals("GSI1", p.index());
        assertEquals("", p.filter());
        PatternCoverage now = coverage(after, "All orders");
        assertEquals(List.of(), now.findings(), now.toString());
        assertEquals(coverage(model, "All orders").reading().returned(), now.reading().returned());
        assertEquals(now.reading().returned(), now.reading().read(), "reads only what it returns");
        assertEquals(List.of(), coverage(after, "All orders").fixes(), "nothing more to suggest");
    }

    @Test
    void anIndexOnlyTheEntityFillsServesItsScan() {
        AccessPattern all = OrdersFixture.pattern("All orders", OperationKind.SCAN, null, "", "entityType = Order",
                Map.of());
        DataModel model = OrdersFixture.model(all);
        DataModel withIndex = coverage(model, "All orders").fixes().get(0).edit().apply(model);
        DataModel scanAgain = dev.tablewright.model.edit.AccessPatternEdits.replace("Orders", "All orders", all)
                .apply(withIndex);
        Suggestion s = coverage(scanAgain, "All orders").fixes().get(0);
        assertEquals("Existing index: scan GSI1, which only Order fills", s.title());
        PatternCoverage now = coverage(s.edit().apply(scanAgain), "All orders");
        assertEquals(List.of(), now.findings(), now.toString());
    }
}
