package dev.tablewright.rules;

import dev.tablewright.model.settings.AllSettings;
import static dev.tablewright.rules.Settings.settings;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Recovery;

import java.util.List;

import org.junit.jupiter.api.Test;

class ProductionSafetyRulesTest {
    /** Recovery on, deletion protection on. */
    private static final TableDesign ORDERS = AllSettings.provisioned();

    @Test
    void aProductionTableWithoutRecoveryIsAdvised() {
        Settings.adds(ORDERS.withName("orders-prod"), settings(s -> s.withRecovery(Recovery.OFF)), Severity.INFO,
                "orders-prod", "table orders-prod looks like a production table and has no point-in-time recovery");
        Settings.addsNothing(ORDERS.withName("orders-dev"), settings(s -> s.withRecovery(Recovery.OFF)));
        // Recovery and deletion protection on: nothing to advise.
        Check.none(Settings.model(ORDERS.withName("orders-prod")), "looks like a production table");
    }

    @Test
    void aProductionTableWithoutDeletionProtectionIsAdvised() {
        Settings.adds(ORDERS.withName("ProdOrders"), settings(s -> s.withDeletionProtection(false)),
                Severity.INFO, "ProdOrders", "table ProdOrders looks like a production table and has no deletion "
                        + "protection");
        Settings.addsNothing(ORDERS, settings(s -> s.withDeletionProtection(false)));
    }

    @Test
    void aProductionNameHasProdProductionPrdOrLiveAsAWord() {
        for (String name : List.of("orders-prod", "ProdOrders", "orders_PRD", "live.sessions", "OrdersProduction",
                "PRDOrders", "prod")) {
            assertTrue(ProductionSafetyRules.looksLikeProduction(name), name);
        }
        for (String name : List.of("products", "Delivery", "reproduce", "Olive", "ProductCatalog", "orders2prod")) {
            assertFalse(ProductionSafetyRules.looksLikeProduction(name), name);
        }
    }
}
