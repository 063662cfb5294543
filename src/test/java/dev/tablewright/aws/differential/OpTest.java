package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.Page;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OpTest {
    /** A GSI keyed on (league, team) and sorted by (season, round). */
    private static final KeySchema KEY = new KeySchema(
            List.of(new AttributeDef("league", AttributeType.S), new AttributeDef("team", AttributeType.S)),
            List.of(new AttributeDef("season", AttributeType.N), new AttributeDef("round", AttributeType.N)));
    private static final Op QUERY = Op.ordered("Query", "Query", g -> null, Op.Match.QUERY, KEY);

    private static Item item(String id, String team, int season, int round) {
        return new Item(Map.of("id", AttributeValue.s(id), "league", AttributeValue.s("L"), "team",
                AttributeValue.s(team), "season", AttributeValue.n(season), "round", AttributeValue.n(round)));
    }

    private static Outcome answer(Item... items) {
        return new Outcome(List.of(new Page(List.of(items), items.length, items.length, Map.of())), null, null,
                List.of());
    }

    @Test
    void itemsWithEqualKeyTuplesMayComeInEitherOrder() {
        Item a = item("a", "T", 1, 1);
        Item b = item("b", "T", 1, 1);
        assertEquals(Optional.empty(), QUERY.difference(answer(a, b), answer(b, a)));
    }

    @Test
    void withinAPartitionTupleTheSortTuplesMustComeInTheSameOrder() {
        Item a = item("a", "T", 1, 1);
        Item b = item("b", "T", 1, 2);
        assertEquals(Optional.of("different order inside a partition"), QUERY.difference(answer(a, b), answer(b, a)));
    }

    @Test
    void partitionsAreTuplesOfEveryPartitionAttribute() {
        Item a = item("a", "T", 1, 2);
        Item b = item("b", "U", 1, 1);
        assertEquals(Optional.empty(), QUERY.difference(answer(a, b), answer(b, a)));
    }
}
