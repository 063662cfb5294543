package dev.tablewright.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.coverage.Coverage;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.ItemEdits;
import dev.tablewright.model.edit.RelationshipDesign;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.model.edit.Suggestions;
import dev.tablewright.model.edit.TableEdits;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A suggestion is offered only when, applied to a copy, it leaves the design no worse. */
class SuggestionCheckTest {
    private static final String T = "Movies";
    private final DataModel movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow();

    private static TableDesign table(DataModel m) {
        return m.table(T).orElseThrow();
    }

    /** Everything the inspectors would propose for the model's tables and relationships. */
    private static List<Suggestion> found(DataModel model) {
        List<Suggestion> all = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            all.addAll(Suggestions.forTable(t));
            Coverage.of(t).flagged().forEach(c -> all.addAll(c.fixes()));
            for (int i = 0; i < t.relationships().size(); i++) {
                all.addAll(RelationshipDesign.of(t, i).suggestions());
            }
        }
        return all;
    }

    /** The report: movieId renamed on Movie only, and the table offered to move the monthly totals. */
    @Test
    void aRenameOnOneEntityGetsNoSuggestionThatWouldAddWarnings() {
        DataModel renamed = EntityEdits.changeAttribute(T, "Movie", "movieId",
                new AttributeDef("movie_id", AttributeType.S, true)).apply(movies);
        List<Suggestion> found = Suggestions.forTable(table(renamed));
        Suggestion totals = found.stream().filter(s -> s.title().startsWith("Store StreamTotal in Movie's")).findFirst()
                .orElseThrow();
        assertEquals("Store StreamTotal in Movie's item collection: StreamTotal.pk = mov#${movie_id}, "
                + "StreamTotal.sk = STREAMTOTAL#${movieId}#${yearMonth}", totals.title(), "the month stays in the key");

        SuggestionCheck check = SuggestionCheck.of(renamed);
        assertEquals(List.of(), check.offered(found));
        // StreamTotal is kept by the stream: its keys render from its group parts, and movie_id is none.
        assertEquals(Optional.of("it would add 1 error (the template pk of 'StreamTotal' uses ${movie_id}, which the "
                + "stream does not know: a kept item's keys use only its group parts and measures)"), check.refusal(totals));
    }

    @Test
    void aChangeThatMergesItemsOntoOneKeyIsRefused() {
        Edit monthDropped = Edit.compound("Key StreamTotal by movie only", List.of(
                EntityEdits.setKeyTemplate(T, "StreamTotal", "sk", KeyTemplate.parse("tot#${movieId}")),
                ItemEdits.rederiveKeys(T, "StreamTotal")));
        Optional<String> refusal = SuggestionCheck.of(movies).refusal(new Suggestion("Drop the month", "", monthDropped));
        assertEquals(Optional.of("it would merge 6 items onto 3 keys in Movies"), refusal);
    }

    @Test
    void droppingATemplatePartIsRefusedEvenWithoutSampleItems() {
        DataModel empty = movies;
        // StreamTotal is kept by the stream: deleting the streams deletes their totals.
        for (String e : List.of("Movie", "Actor", "CastMember", "Stream")) {
            int n = table(empty).entity(e).orElseThrow().items().size();
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                all.add(i);
            }
            empty = ItemEdits.delete(T, e, all).apply(empty);
        }
        assertEquals(List.of(), table(empty).entity("StreamTotal").orElseThrow().items());
        Edit monthDropped = EntityEdits.setKeyTemplate(T, "StreamTotal", "sk", KeyTemplate.parse("tot#${movieId}"));
        assertEquals(Optional.of("it would drop ${yearMonth} from StreamTotal's primary key"),
                SuggestionCheck.of(empty).refusal(new Suggestion("Drop the month", "", monthDropped)));
    }

    @Test
    void aSuggestionThatLeavesTheDesignNoWorseIsOffered() {
        DataModel plain = TableEdits.deleteIndex(T, "GSI-1").apply(EntityEdits.delete(T, "StreamTotal").apply(movies));
        Suggestion inverted = Suggestions.forTable(table(plain)).stream()
                .filter(s -> s.title().startsWith("Add inverted index")).findFirst().orElseThrow();
        assertEquals(Optional.empty(), SuggestionCheck.of(plain).refusal(inverted));
    }

    /** The shipped samples teach their designs: nothing proposed for them may pass as an improvement. */
    @Test
    void theSamplesAreOfferedNothingThatArguesAgainstTheirDesign() {
        for (String name : SampleModels.NAMES) {
            DataModel model = SampleModels.read(name).model().orElseThrow();
            assertEquals(List.of(), SuggestionCheck.of(model).offered(found(model)).stream().map(Suggestion::title).toList(),
                    name);
        }
    }

    /** A link entity is "found" only when its keys hold an identifier of each side that the other side lacks. */
    @Test
    void anEntityKeyedOnOneSidesIdentifierIsNoLinkEntity() {
        DataModel mistaken = RelationshipEdits.add(T, new Relationship("Movie", "StreamTotal", Cardinality.MANY_TO_MANY, ""))
                .apply(movies);
        int last = table(mistaken).relationships().size() - 1;
        RelationshipDesign design = RelationshipDesign.of(table(mistaken), last);
        assertFalse(design.checks().stream().anyMatch(c -> c.met() && c.text().startsWith("Link entity")),
                design.checks().toString());
    }
}
