package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each access-pattern edit is one step: a pure change of the model, refused with a sentence when it cannot be made. */
class AccessPatternEditsTest {
    private static final String T = "Shop";

    private static AccessPattern pattern(String name) {
        return new AccessPattern(name, "", null, OperationKind.QUERY, null, "PK = C#${id}", "", "", true, Map.of("id", "1"));
    }

    private static DataModel shop() {
        return DataModel.of("m", List.of(TableDesign.of(T, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAccessPatterns(List.of(pattern("A"), pattern("B"), pattern("C")))));
    }

    private static List<String> names(DataModel m) {
        return m.table(T).orElseThrow().accessPatterns().stream().map(AccessPattern::name).toList();
    }

    private static AccessPattern named(DataModel m, String name) {
        return m.table(T).orElseThrow().accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void addPutsAWholePatternLastAndRefusesATakenName() {
        AccessPattern d = pattern("D").withOperation(OperationKind.BATCH_GET_ITEM).withRate(new RequestRate(50, 5));
        DataModel m = AccessPatternEdits.add(T, d).apply(shop());
        assertEquals(List.of("A", "B", "C", "D"), names(m));
        assertEquals(d, named(m, "D"));
        EditRefused e = assertThrows(EditRefused.class, () -> AccessPatternEdits.add(T, pattern("B")).apply(shop()));
        assertEquals("There is already an access pattern named 'B'.", e.getMessage());
        assertEquals(List.of("A", "B", "C", "Q"), names(AccessPatternEdits.add(T, "Q").apply(shop())));
        assertEquals("PK = ${PK}", named(AccessPatternEdits.add(T, "Q").apply(shop()), "Q").keyCondition());
    }

    @Test
    void replaceChangesEveryFieldWhereThePatternStands() {
        AccessPattern changed = pattern("B2").withDescription("by day").withIndex("GSI1").withConsistentRead(true)
                .withLimit(10).withScanForward(false).withFilter("#s = ${s}").withParameters(Map.of("id", "2", "s", "x"));
        DataModel m = AccessPatternEdits.replace(T, "B", changed).apply(shop());
        assertEquals(List.of("A", "B2", "C"), names(m));
        assertEquals(changed, named(m, "B2"));
        assertEquals(List.of("A", "B", "C"), names(AccessPatternEdits.replace(T, "B", pattern("B")).apply(shop())));
        assertThrows(EditRefused.class, () -> AccessPatternEdits.replace(T, "B", pattern("C")).apply(shop()));
        assertThrows(EditRefused.class, () -> AccessPatternEdits.replace(T, "Z", pattern("Z")).apply(shop()));
        assertThrows(EditRefused.class, () -> AccessPatternEdits.replace(T, "B", pattern(" B")).apply(shop()));
    }

    @Test
    void moveReordersAndRefusesAPositionOutsideTheList() {
        assertEquals(List.of("C", "A", "B"), names(AccessPatternEdits.move(T, "C", 0).apply(shop())));
        assertEquals(List.of("B", "C", "A"), names(AccessPatternEdits.move(T, "A", 2).apply(shop())));
        assertEquals(List.of("A", "B", "C"), names(AccessPatternEdits.move(T, "B", 1).apply(shop())));
        EditRefused e = assertThrows(EditRefused.class, () -> AccessPatternEdits.move(T, "A", 3).apply(shop()));
        assertTrue(e.getMessage().contains("outside"), e.getMessage());
    }

    @Test
    void duplicatePutsANumberedCopyRightAfterTheOriginal() {
        DataModel once = AccessPatternEdits.duplicate(T, "A").apply(shop());
        assertEquals(List.of("A", "A (copy)", "B", "C"), names(once));
        assertEquals(named(once, "A").withName("A (copy)"), named(once, "A (copy)"));
        DataModel twice = AccessPatternEdits.duplicate(T, "A").apply(once);
        assertEquals(List.of("A", "A (copy 2)", "A (copy)", "B", "C"), names(twice));
    }

    @Test
    void renameAndDelete() {
        assertEquals(List.of("A", "Bee", "C"), names(AccessPatternEdits.rename(T, "B", "Bee").apply(shop())));
        assertThrows(EditRefused.class, () -> AccessPatternEdits.rename(T, "B", "A").apply(shop()));
        assertEquals(List.of("A", "C"), names(AccessPatternEdits.delete(T, "B").apply(shop())));
        assertThrows(EditRefused.class, () -> AccessPatternEdits.delete(T, "Z").apply(shop()));
    }

    @Test
    void anEditLeavesTheModelItWasGivenAsItWas() {
        DataModel before = shop();
        AccessPatternEdits.move(T, "C", 0).apply(before);
        AccessPatternEdits.delete(T, "A").apply(before);
        assertEquals(shop(), before, "undo restores the model before, so an edit must not change it");
    }

    @Test
    void pricesAreSetAndResetInOneStep() {
        dev.tablewright.model.PriceTable eu = new dev.tablewright.model.PriceTable(0.14, 0.7, 0.00015, 0.0007, "eu");
        DataModel priced = PriceEdits.set(eu).apply(shop());
        assertEquals(eu, priced.pricesOrDefault());
        assertEquals(dev.tablewright.model.PriceTable.US_EAST_1, PriceEdits.set(null).apply(priced).pricesOrDefault());
    }
}
