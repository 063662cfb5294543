package dev.tablewright.rules;

import dev.tablewright.model.settings.AllSettings;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class TtlValueRulesTest {
    /** TTL on expiresAt; one sample order, expiring in epoch seconds. */
    private static final TableDesign ORDERS = AllSettings.provisioned();

    /** Adds orders whose expiresAt holds these values (in index ByStatus, like the first, so it stays unsparse). */
    private static UnaryOperator<TableDesign> expiring(AttributeValue... values) {
        return t -> {
            List<Item> items = new ArrayList<>(t.items());
            for (int i = 0; i < values.length; i++) {
                items.add(Item.of("PK", s("ORDER#" + (i + 2)), "SK", s("ORDER#" + (i + 2)), "status", s("PLACED"),
                        "placedAt", n(1_767_225_600L + i), "expiresAt", values[i]));
            }
            return t.withItems(items);
        };
    }

    @Test
    void millisecondsAreAdvised() {
        Settings.adds(ORDERS, expiring(n(1_798_761_600_000L), n(1_798_761_601_000L)), Severity.INFO, "Orders/items/1",
                "sample items with the TTL attribute 'expiresAt' hold values that look like epoch milliseconds "
                        + "(above 10^11) (2 of 3; this one: '1798761600000')");
        // 10^11 seconds is the year 5138: still seconds.
        Settings.addsNothing(ORDERS, expiring(n(100_000_000_000L), n(1_798_761_600L)));
    }

    @Test
    void isoDateTextIsAdvised() {
        Settings.adds(ORDERS, expiring(n(1_798_761_600L), s("2027-01-01T00:00:00Z")), Severity.INFO, "Orders/items/2",
                "hold values that are ISO-8601 date text (1 of 3; this one: '2027-01-01T00:00:00Z'): DynamoDB "
                        + "expires only by a Number of epoch seconds and ignores these items");
    }

    @Test
    void otherTextAndOtherTypesAreAdvisedOnceEach() {
        List<String> messages = Settings.added(ORDERS, expiring(s("tomorrow"), s("never"),
                AttributeValue.bool(true))).stream().map(p -> p.path() + ": " + p.message()).toList();
        assertEquals(2, messages.size(), messages::toString);
        assertTrue(messages.get(0).startsWith("Orders/items/1: sample items with "
                + "the TTL attribute 'expiresAt' hold values that are text (2 of 4"), messages.get(0));
        assertTrue(messages.get(1).startsWith("Orders/items/3: sample items with "
                + "the TTL attribute 'expiresAt' hold values that are not numbers (1 of 4"), messages.get(1));
    }
}
