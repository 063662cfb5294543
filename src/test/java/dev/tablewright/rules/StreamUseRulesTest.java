package dev.tablewright.rules;

import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class StreamUseRulesTest {
    /** A NEW_AND_OLD_IMAGES stream, no access patterns. */
    private static final TableDesign ORDERS = AllSettings.provisioned();

    private static AccessPattern pattern(String name, OperationKind kind) {
        String key = kind == OperationKind.SCAN ? "" : "PK = ORDER#${id} AND SK = ORDER#${id}";
        return new AccessPattern(name, "", null, kind, null, key, "", "", true, Map.of("id", "1"));
    }

    @Test
    void aStreamOnATableWhosePatternsOnlyReadIsAdvised() {
        Settings.adds(ORDERS, t -> t.withAccessPatterns(List.of(pattern("Get order", OperationKind.GET_ITEM))),
                Severity.INFO, "Orders", "the table has a stream (NEW_AND_OLD_IMAGES), but none of its 1 access "
                        + "pattern writes");
    }

    @Test
    void aStreamWithAWritingPatternOrNoPatternsIsNotAdvised() {
        Settings.addsNothing(ORDERS, t -> t.withAccessPatterns(List.of(pattern("Get order", OperationKind.GET_ITEM),
                pattern("Cancel order", OperationKind.UPDATE_ITEM))));
        Settings.addsNothing(ORDERS, t -> t);
        // No stream, no advice.
        Settings.addsNothing(ORDERS, t -> t.withSettings(s -> s.withStream(Optional.<StreamView>empty()))
                .withAccessPatterns(List.of(pattern("Get order", OperationKind.GET_ITEM))));
    }
}
