package dev.tablewright.engine.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.drift.ConformanceCheck;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link VerifiedTable}: a live design (no entities, as DescribeTable gives it) against TO's table. */
class VerifiedTableTest {
    /** What DescribeTable knows of a table: keys, indexes, settings; no entities, patterns or items. */
    private static TableDesign described(TableDesign t) {
        return t.withEntities(List.of()).withAccessPatterns(List.of()).withItems(List.of());
    }

    /** The table's sample items with the keys its templates derive: what a commit of it writes. */
    private static List<Item> written(TableDesign t) {
        return t.entities().stream().flatMap(e -> e.items().stream()
                .map(i -> KeyDerivation.forEntity(t, e).deriveAll(i).item())).toList();
    }

    @Test
    void aLiveDesignThatIsTosHasNoChange() {
        assertEquals(List.of(), VerifiedTable.designChanges(described(Shop.v2()), Shop.v2()));
    }

    @Test
    void aMissingIndexAndAnotherProjectionAreEachAChangeUnderTosNames() {
        List<Change> missing = VerifiedTable.designChanges(described(Shop.v1()), Shop.v2());
        assertEquals(1, missing.size(), missing.toString());
        assertEquals("Shop/indexes/ByStatus", missing.get(0).path());
        assertEquals(Change.Kind.REMOVED, missing.get(0).kind(), "TO has it, the live table does not");

        TableDesign otherProjection = described(Shop.v2()).withGlobalIndexes(List.of(Shop.BY_STATUS.withProjection(Projection.ALL)));
        List<Change> changed = VerifiedTable.designChanges(otherProjection, Shop.v2());
        assertEquals(List.of("Shop/indexes/ByStatus/projection"), changed.stream().map(Change::path).toList());
    }

    @Test
    void matchesOnlyWithTosDesignEveryItemMatchingAndTheScanComplete() {
        ConformanceCheck clean = new ConformanceCheck(Shop.v2(), 5);
        clean.accept(written(Shop.v2())); // the items with the keys v2 derives
        assertTrue(clean.items().matches(), clean.items().toString());
        assertTrue(new VerifiedTable("Shop", "Shop", List.of(), List.of(), Optional.of(clean.items()), true).matches());
        assertFalse(new VerifiedTable("Shop", "Shop", List.of(), List.of(), Optional.of(clean.items()), false).matches(),
                "a stopped scan verifies nothing of what it did not read");
        List<Change> missing = VerifiedTable.designChanges(described(Shop.v1()), Shop.v2());
        assertFalse(new VerifiedTable("Shop", "Shop", missing, List.of(), Optional.empty(), true).matches());

        ConformanceCheck broken = new ConformanceCheck(Shop.v2(), 5);
        broken.accept(written(Shop.v1())); // v1's orders lack v2's gsi1pk and gsi1sk
        assertEquals(3, broken.items().mismatched());
        assertFalse(new VerifiedTable("Shop", "Shop", List.of(), List.of(), Optional.of(broken.items()), true).matches());
    }
}
