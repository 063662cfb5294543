package dev.tablewright.engine.drift;

import static dev.tablewright.engine.drift.DriftModels.customer;
import static dev.tablewright.engine.drift.DriftModels.order;
import static dev.tablewright.engine.drift.DriftModels.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Sampled items counted by hand against the shop's templates. */
class ConformanceCheckTest {
    /** Seven items: two customers (one stored under another id), four orders, one item of no entity. */
    static List<Item> items() {
        return List.of(customer(1, 1), customer(2, 3),
                order(1, 17, "OPEN", "ORDER#0017", true),
                order(1, 17, "OPEN", "ORDER#17", true),
                order(1, 18, null, "ORDER#18", false),
                order(1, 19, "SHIPPED", "ORDER#0019", false),
                Item.of("PK", s("JUNK#1"), "SK", s("X")));
    }

    @Test
    void countsEachEntitysKeysTheTemplateDoesNotGive() {
        ConformanceCheck check = new ConformanceCheck(DriftModels.table());
        check.accept(items());
        Conformance c = check.result(false);
        assertEquals(7, c.sampled());
        assertEquals(Map.of("Customer", 2L, "Order", 4L), c.perEntity());
        assertEquals(List.of(
                "1 of 2 sampled Customer items has a PK the template does not give (e.g. CUST#2 → expected CUST#3)",
                "2 of 4 sampled Order items have an SK the template does not give (e.g. ORDER#17 → expected ORDER#0017)",
                "1 of 4 sampled Order items has a GSI1PK the template does not give (e.g. (none) → expected STATUS#SHIPPED)",
                "1 of 7 sampled items belongs to no entity (no type value or key prefix of the model's names one;"
                        + " e.g. [PK=JUNK#1, SK=X])"), c.findings());
        assertFalse(c.isClean());
        assertEquals("7 items of Shop sampled: 4 findings", c.summary());
    }

    @Test
    void aTypeValueClaimsTheItemBeforeItsPrefixes() {
        ConformanceCheck check = new ConformanceCheck(DriftModels.table());
        // Stored as a customer's profile, but typed as an order: its SK breaks the order's template.
        check.accept(customer(1, 1).with("entityType", s("Order")).with("orderId", DriftModels.n(5)));
        Conformance c = check.result(true);
        assertEquals(Map.of("Customer", 0L, "Order", 1L), c.perEntity());
        assertEquals("1 of 1 sampled Order item has an SK the template does not give (e.g. PROFILE → expected ORDER#0005)",
                c.drifts().get(0).sentence());
        assertTrue(c.summary().startsWith("1 item of Shop sampled (the table has more)"), c.summary());
    }

    @Test
    void itemsThatFollowTheirTemplatesAreClean() {
        ConformanceCheck check = new ConformanceCheck(DriftModels.table());
        check.accept(DriftModels.table().allItems());
        check.accept(order(2, 3, null, "ORDER#0003", false)); // no status, no GSI1PK: not in the index, fine
        assertTrue(check.result(false).isClean(), check.result(false).findings().toString());
        assertEquals(List.of(), check.result(false).findings());
    }

    @Test
    void keepsTheFirstMismatchingItemsWithWhatDiffersAndCountsEveryOne() {
        ConformanceCheck check = new ConformanceCheck(DriftModels.table(), 2);
        check.accept(items());
        check.accept(order(1, 20, "SHIPPED", "ORDER#20", false)); // two differences in one item: counted once
        ConformanceCheck.Items i = check.items();
        assertEquals(8, i.read());
        assertEquals(List.of(new ConformanceCheck.EntityItems("Customer", 2, 1), new ConformanceCheck.EntityItems("Order", 5, 4)),
                i.entities());
        assertEquals(5, i.mismatched());
        assertEquals(1, i.entities().get(0).matching());
        assertEquals(List.of("Customer CUST#2 / PROFILE: PK is CUST#2, TO gives CUST#3",
                "Order CUST#1 / ORDER#17: SK is ORDER#17, TO gives ORDER#0017"),
                i.mismatches().stream().map(m -> m.describe("TO")).toList(), "only the first two are kept");
        assertEquals(1, i.unclaimed());
        assertEquals(List.of("[PK=JUNK#1, SK=X]"), i.unclaimedKeys());
        assertFalse(i.matches());

        ConformanceCheck all = new ConformanceCheck(DriftModels.table(), 10);
        all.accept(items());
        all.accept(order(1, 20, "SHIPPED", "ORDER#20", false));
        assertEquals("Order CUST#1 / ORDER#20: SK is ORDER#20, TO gives ORDER#0020; GSI1PK is missing, TO gives STATUS#SHIPPED",
                all.items().mismatches().get(4).describe("TO"));
        assertEquals("Order CUST#1 / ORDER#0019: GSI1PK is missing, TO gives STATUS#SHIPPED",
                all.items().mismatches().get(3).describe("TO"));
        // The diff's tallies are the same whatever is kept.
        assertEquals(check.result(false), all.result(false));
    }

    @Test
    void aStoredKeyTheTemplateCannotGiveSaysWhy() {
        ConformanceCheck check = new ConformanceCheck(DriftModels.table(), 5);
        check.accept(order(1, 21, null, "ORDER#0021", false).with("GSI1PK", s("STATUS#LOST")));
        ConformanceCheck.Difference d = check.items().mismatches().get(0).differences().get(0);
        assertEquals("GSI1PK", d.attribute());
        assertEquals(java.util.Optional.of("STATUS#LOST"), d.stored());
        assertTrue(d.expected().isEmpty());
        assertTrue(d.describe("TO").startsWith("GSI1PK is STATUS#LOST, TO cannot give it: "), d.describe("TO"));
    }

    @Test
    void itemsThatMatchAreCountedAndNoneKept() {
        ConformanceCheck check = new ConformanceCheck(DriftModels.table(), 5);
        check.accept(DriftModels.table().allItems());
        ConformanceCheck.Items i = check.items();
        assertTrue(i.matches());
        assertEquals(3, i.read());
        assertEquals(List.of(), i.mismatches());
        assertEquals(List.of(), i.unclaimedKeys());
    }
}
