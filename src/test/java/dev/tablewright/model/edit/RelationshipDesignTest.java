package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Path;

/** The key design a relationship calls for, checked against the model, and the link entity of an M:N. */
class RelationshipDesignTest {
    private static final String T = "Movies";
    private static final int MOVIE_ACTOR = 0;
    private final DataModel movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow();

    private static TableDesign table(DataModel m) {
        return m.table(T).orElseThrow();
    }

    @Test
    void anMnWithoutALinkEntityGetsOneInOneUndoableStepAndThenHasItsWholeDesign() {
        DataModel noCast = EntityEdits.delete(T, "CastMember").apply(movies);
        assertEquals("", table(noCast).relationships().get(MOVIE_ACTOR).link(), "a deleted link is no link");
        RelationshipDesign before = RelationshipDesign.of(table(noCast), MOVIE_ACTOR);
        assertFalse(before.checks().get(0).met(), before.toString());
        Suggestion add = before.suggestions().stream().filter(s -> s.title().startsWith("Add link entity"))
                .findFirst().orElseThrow();
        assertEquals("Add link entity MovieActor (pk = mov#${movieId}, sk = act#${actorId})", add.title());

        DataModel after = add.edit().apply(noCast);
        Entity link = table(after).entity("MovieActor").orElseThrow();
        assertEquals("mov#${movieId}", link.template("pk").orElseThrow().source());
        assertEquals("act#${actorId}", link.template("sk").orElseThrow().source());
        assertTrue(link.attribute("movieId").isPresent() && link.attribute("actorId").isPresent());
        assertEquals("MovieActor", table(after).relationships().get(MOVIE_ACTOR).link());
        RelationshipDesign design = RelationshipDesign.of(table(after), MOVIE_ACTOR);
        assertTrue(design.checks().stream().allMatch(RelationshipDesign.Check::met), design.toString());
        assertTrue(design.suggestions().isEmpty(), design.suggestions().toString());
    }

    @Test
    void theLinkIsFoundFromKeysWhenNoneIsNamed() {
        DataModel unnamed = RelationshipEdits.setLink(T, MOVIE_ACTOR, "").apply(movies);
        assertEquals("CastMember", RelationshipDesign.inferredLink(table(unnamed),
                table(unnamed).relationships().get(MOVIE_ACTOR)).map(Entity::name).orElseThrow());
    }

    @Test
    void onlyAnMnNamesALinkAndNeverOneOfItsEnds() {
        assertThrows(EditRefused.class, () -> RelationshipEdits.setLink(T, 1, "Stream").apply(movies));
        assertThrows(EditRefused.class, () -> RelationshipEdits.setLink(T, MOVIE_ACTOR, "Movie").apply(movies));
        assertThrows(EditRefused.class, () -> RelationshipEdits.setLink(T, MOVIE_ACTOR, "Nobody").apply(movies));
    }

    @Test
    void anotherCardinalityDropsTheLink() {
        DataModel oneToMany = RelationshipEdits.setCardinality(T, MOVIE_ACTOR,
                dev.tablewright.model.Cardinality.ONE_TO_MANY).apply(movies);
        assertEquals("", table(oneToMany).relationships().get(MOVIE_ACTOR).link());
    }

    @Test
    void renamingTheLinkEntityRenamesTheLink() {
        DataModel renamed = EntityEdits.rename(T, "CastMember", "Credit").apply(movies);
        assertEquals("Credit", table(renamed).relationships().get(MOVIE_ACTOR).link());
    }

    @Test
    void theLinkIsSavedAndReadBack(@TempDir Path dir) throws Exception {
        assertEquals("CastMember", table(movies).relationships().get(MOVIE_ACTOR).link(), "the sample names it");
        Path file = dir.resolve("m.json");
        WorkbenchJson.save(movies, file);
        assertEquals(movies, WorkbenchJson.read(file).model().orElseThrow());
    }

    /** A ✓ only for what the model has: a link named by the user whose keys miss one side is no link. */
    @Test
    void aNamedLinkWhoseKeysMissOneSideGetsNoCheckMark() {
        DataModel monthly = RelationshipEdits.setLink(T, MOVIE_ACTOR, "StreamTotal").apply(movies);
        RelationshipDesign design = RelationshipDesign.of(table(monthly), MOVIE_ACTOR);
        RelationshipDesign.Check first = design.checks().get(0);
        assertFalse(first.met(), first.text());
        assertTrue(first.text().startsWith("Link entity StreamTotal is named, but its keys"), first.text());
        assertTrue(first.text().contains("do not hold Actor's identifier actorId"), first.text());
        assertTrue(RelationshipDesign.of(table(movies), MOVIE_ACTOR).checks().get(0).met(), "CastMember holds both");
    }
}
