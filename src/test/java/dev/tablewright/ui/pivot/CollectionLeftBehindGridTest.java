package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A grid edit that moves an item heading an item collection, without a toolkit. */
class CollectionLeftBehindGridTest {
    private final Document doc = new Document();
    private PivotGridViewModel movies;

    @BeforeEach
    void open() {
        doc.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        movies = new PivotGridsViewModel(doc, new ImmediateTaskRunner()).grids().get(0);
    }

    private GridRow inception() {
        return movies.rows().stream().filter(r -> r.entity().equals("Movie")
                && AttributeValue.s("tt1375666").equals(r.value("movieId"))).findFirst().orElseThrow();
    }

    private long castUnder(String pk) {
        return doc.model().table("Movies").orElseThrow().entity("CastMember").orElseThrow().items().stream()
                .map(i -> i.get("pk")).filter(v -> v.equals(Optional.of(AttributeValue.s(pk)))).count();
    }

    @Test
    void editingAMoviesIdSaysItsCollectionStaysBehindAndMovesItInOneUndoStep() {
        long cast = castUnder("mov#tt1375666");
        assertEquals(Optional.empty(), movies.edits().edit(inception(), "movieId", "tt0000001"));
        String note = movies.edits().leftBehindProperty().get();
        assertTrue(note.startsWith(cast + " CastMember"), note);
        assertTrue(note.contains("keep mov#tt1375666"), note);
        assertTrue(movies.edits().canMoveLeftBehindProperty().get());
        assertEquals(cast, castUnder("mov#tt1375666"), "the item alone moved");

        assertEquals(Optional.empty(), movies.edits().moveLeftBehind());
        assertEquals(0, castUnder("mov#tt1375666"));
        assertEquals(cast, castUnder("mov#tt0000001"));
        assertEquals("", movies.edits().leftBehindProperty().get());

        doc.undo();
        assertEquals(cast, castUnder("mov#tt1375666"), "one undo puts the movie and its collection back");
        Item movie = doc.model().table("Movies").orElseThrow().entity("Movie").orElseThrow().items().stream()
                .filter(i -> i.get("movieId").equals(Optional.of(AttributeValue.s("tt1375666")))).findFirst()
                .orElseThrow();
        assertEquals(Optional.of(AttributeValue.s("mov#tt1375666")), movie.get("pk"));
    }

    @Test
    void keepingThemThereLeavesTheCollectionAndStopsAsking() {
        movies.edits().edit(inception(), "movieId", "tt0000001");
        movies.edits().keepLeftBehind();
        assertEquals("", movies.edits().leftBehindProperty().get());
        assertTrue(castUnder("mov#tt1375666") > 0);
    }

    @Test
    void anEditThatKeepsThePartitionSaysNothing() {
        movies.edits().edit(inception(), "title", "Inception (2010)");
        assertEquals("", movies.edits().leftBehindProperty().get());
    }
}
