package dev.tablewright.engine.query;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A partition key's value, held without a list when it is one value: the same value, order and segment. */
class PartitionValueTest {
    @Test
    void oneValueIsTheSameWhetherGivenAloneOrAsAListOfOne() {
        PartitionValue alone = PartitionValue.of(s("a"));
        PartitionValue listed = PartitionValue.of(List.of(s("a")));
        assertEquals(alone, listed);
        assertEquals(alone.hashCode(), listed.hashCode());
        assertEquals(List.of(s("a")), listed.values());
        assertEquals(0, alone.compareTo(listed));
        assertNotEquals(alone, PartitionValue.of(List.of(s("a"), s("b"))));
    }

    @Test
    void aScanSegmentHashesOneValueAsItselfAndSeveralAsTheirList() {
        // The segment a partition falls in must not move: a parallel Scan's pages depend on it.
        assertEquals(s("a").hashCode(), PartitionValue.of(s("a")).segmentHash());
        assertEquals(List.of(s("a"), n(1)).hashCode(), PartitionValue.of(List.of(s("a"), n(1))).segmentHash());
    }

    @Test
    void partitionsOrderByTheirValuesLeftToRightThenByLength() {
        assertTrue(PartitionValue.of(s("a")).compareTo(PartitionValue.of(s("b"))) < 0);
        assertTrue(PartitionValue.of(n(10)).compareTo(PartitionValue.of(n(9))) > 0, "numbers by value");
        assertTrue(PartitionValue.of(List.of(s("a"), s("b"))).compareTo(PartitionValue.of(List.of(s("a"), s("c")))) < 0);
        assertTrue(PartitionValue.of(s("a")).compareTo(PartitionValue.of(List.of(s("a"), s("a")))) < 0);
    }

    @Test
    void anItemMissingAPartitionAttributeHasNone() {
        List<AttributeDef> keys = List.of(new AttributeDef("A", AttributeType.S), new AttributeDef("B", AttributeType.S));
        Map<String, AttributeValue> item = Map.of("A", s("a"));
        assertEquals(null, PartitionValue.of(keys, item::get));
        assertEquals(PartitionValue.of(s("a")), PartitionValue.of(keys.subList(0, 1), item::get));
    }
}
