package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.OperationKind;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueryTabsTest {
    /** A kind added to OperationKind without a tab would open a saved operation in the wrong one. */
    @Test
    void everyOperationOpensInTheTabThatRunsIt() {
        Map<OperationKind, String> titles = new LinkedHashMap<>();
        Arrays.stream(OperationKind.values()).forEach(k -> titles.put(k, QueryTabs.tabTitle(k)));
        assertEquals("Query", titles.get(OperationKind.QUERY));
        assertEquals("Query", titles.get(OperationKind.SCAN));
        assertEquals("Item", titles.get(OperationKind.GET_ITEM));
        assertEquals("Item", titles.get(OperationKind.DELETE_ITEM));
        assertEquals("Batch", titles.get(OperationKind.BATCH_GET_ITEM));
        assertEquals("Batch", titles.get(OperationKind.TRANSACT_WRITE_ITEMS));
        assertEquals("PartiQL", titles.get(OperationKind.EXECUTE_STATEMENT));
        assertEquals("Vector search", titles.get(OperationKind.SEARCH_VECTORS));
        assertEquals(OperationKind.values().length, titles.values().stream().filter(t -> t != null).count());
    }
}
