package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CollectionLeftBehindTest {
    private static final String T = "Movies";
    private final DataModel movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow();

    private TableDesign table(DataModel m) {
        return m.table(T).orElseThrow();
    }

    private int movieAt(String movieId) {
        List<Item> items = table(movies).entity("Movie").orElseThrow().items();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).get("movieId").orElseThrow().equals(AttributeValue.s(movieId))) {
                return i;
            }
        }
        throw new AssertionError(movieId);
    }

    private static long under(DataModel m, String entity, String pk) {
        return m.table(T).orElseThrow().entity(entity).orElseThrow().items().stream()
                .filter(i -> i.get("pk").equals(Optional.of(AttributeValue.s(pk)))).count();
    }

    @Test
    void aMovieWhoseIdChangesLeavesItsCollectionBehindUnlessItMovesToo() {
        int at = movieAt("tt1375666");
        long cast = under(movies, "CastMember", "mov#tt1375666");
        assertTrue(cast > 0);
        CollectionLeftBehind left = CollectionLeftBehind.of(movies, T, "Movie", at, "movieId", AttributeValue.s("tt0000001"))
                .orElseThrow();
        assertEquals("mov#tt1375666", left.oldPartition());
        assertEquals("mov#tt0000001", left.newPartition());
        assertTrue(left.message().startsWith(cast + " CastMember"), left.message());
        assertTrue(left.message().contains(" keep mov#tt1375666, the Movie item's partition until now"), left.message());
        assertTrue(left.canMove());

        DataModel only = left.itemOnly().apply(movies);
        assertEquals(cast, under(only, "CastMember", "mov#tt1375666"), "the collection stays behind");

        DataModel moved = left.moveToo().apply(movies);
        assertEquals(0, under(moved, "CastMember", "mov#tt1375666"));
        assertEquals(cast, under(moved, "CastMember", "mov#tt0000001"));
        for (Entity e : table(moved).entities()) {
            assertEquals(0, under(moved, e.name(), "mov#tt1375666"), e.name() + " moved with the movie");
        }
    }

    @Test
    void nothingIsLeftBehindWhenTheKeyStaysOrNoOneSharesIt() {
        int at = movieAt("tt1375666");
        assertEquals(Optional.empty(), CollectionLeftBehind.of(movies, T, "Movie", at, "title", AttributeValue.s("X")));
        DataModel alone = movies.withTable(T, t -> t.withEntities(t.entities().stream()
                .map(e -> e.name().equals("Movie") ? e : e.withItems(List.of())).toList()));
        assertEquals(Optional.empty(), CollectionLeftBehind.of(alone, T, "Movie", at, "movieId", AttributeValue.s("tt1")));
    }
}
