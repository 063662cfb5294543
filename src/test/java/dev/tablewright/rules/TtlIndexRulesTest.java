package dev.tablewright.rules;

import dev.tablewright.model.settings.AllSettings;
import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.Item;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class TtlIndexRulesTest {
    /** TTL on expiresAt; one sample order in index ByStatus (status, placedAt), with an expiresAt. */
    private static final TableDesign ORDERS = AllSettings.provisioned();

    private static UnaryOperator<TableDesign> add(Item item) {
        return t -> {
            List<Item> items = new ArrayList<>(t.items());
            items.add(item);
            return t.withItems(items);
        };
    }

    @Test
    void aSparseGsiWhoseItemsAllExpireIsAdvised() {
        // A customer item, outside ByStatus and without TTL: ByStatus is sparse, and its one order expires.
        Settings.adds(ORDERS, add(Item.of("PK", s("CUSTOMER#1"), "SK", s("CUSTOMER#1"))), Severity.INFO,
                "Orders/indexes/ByStatus", "every sample item in index ByStatus (1 item with status, placedAt) "
                        + "carries the TTL attribute 'expiresAt', so the index empties as they expire");
    }

    @Test
    void anIndexThatKeepsAnItemOrHoldsEveryItemIsNotAdvised() {
        Item customer = Item.of("PK", s("CUSTOMER#1"), "SK", s("CUSTOMER#1"));
        Item keptOrder = Item.of("PK", s("ORDER#2"), "SK", s("ORDER#2"), "status", s("SHIPPED"), "placedAt",
                n(1_767_225_601L));
        Settings.addsNothing(ORDERS, add(customer).andThen(add(keptOrder))::apply);
        // Every item is in ByStatus: not a sparse index (the whole table empties, which is TTL's point).
        Settings.addsNothing(ORDERS, t -> t);
        // No TTL, no advice.
        Settings.addsNothing(ORDERS, add(customer).andThen(t -> t.withSettings(s -> s.withTtlAttribute(
                Optional.empty())))::apply);
    }
}
