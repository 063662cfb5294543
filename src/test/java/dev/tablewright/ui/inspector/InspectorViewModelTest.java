package dev.tablewright.ui.inspector;

import dev.tablewright.model.edit.RelationshipDesign;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import static dev.tablewright.model.TestPaths.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.inspector.InspectorViewModel.Kind;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Which inspector the selection opens, and the relationship inspector, without a toolkit. */
class InspectorViewModelTest {
    private Document document;
    private InspectorViewModel inspector;

    @BeforeEach
    void open() {
        document = Movies.document();
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
    }

    /** Selects what the text names; "" or a JSON path select nothing. */
    private Kind select(String printed) {
        return select(ModelPath.parse(printed).orElse(null));
    }

    private Kind select(ModelPath path) {
        document.selectionProperty().set(path);
        return inspector.kind();
    }

    @Test
    void theSelectionPicksTheInspector() {
        assertEquals(Kind.NONE, select(""));
        assertEquals(Kind.TABLE, select("Movies"));
        assertEquals(Kind.ENTITY, select("Movies/entities/Actor"));
        assertEquals("Actor", inspector.entity().name().text());
        assertEquals(Kind.ENTITY, select("Movies/entities/Movie/attributes/title"));
        assertEquals("Movie", inspector.entity().name().text());
        assertEquals(Kind.ENTITY, select("Movies/entities/Movie/keys/pk"));
        assertEquals(Kind.TABLE, select("Movies/indexes/GSI-1"));
        assertEquals("GSI-1", inspector.table().selectedIndexProperty().get());
        assertEquals(Kind.TABLE, select("Movies/keys/pk"));
        assertEquals("", inspector.table().selectedIndexProperty().get());
        assertEquals(Kind.RELATIONSHIP, select("Movies/relationships/0"));
        assertEquals(Kind.NONE, select("Movies/relationships/99"));
        assertEquals(Kind.PATTERN, select("Movies/accessPatterns/Get movie by movie ID"));
        assertEquals(Kind.NONE, select("Movies/accessPatterns/No such pattern"));
        assertEquals(Kind.NONE, select("Movies/entities/Nobody"));
        assertEquals(Kind.NONE, select("Nowhere"));
        assertEquals(Kind.NONE, select("$.DataModel[0]"));
    }

    @Test
    void followsTheModelThroughDeleteAndUndo() {
        select("Movies/entities/Stream");
        document.apply(EntityEdits.delete(Movies.TABLE, "Stream"));
        assertEquals(Kind.NONE, inspector.kind());
        document.undo();
        assertEquals(Kind.ENTITY, inspector.kind());

        select("Movies/indexes/GSI-3");
        document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-3"));
        assertEquals(Kind.TABLE, inspector.kind(), "the table stays open when its index goes");
        assertEquals("", inspector.table().selectedIndexProperty().get());
    }

    @Test
    void whatWasTypedIsCommittedWhenTheSelectionMovesOn() {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        EntityInspectorViewModel movie = inspector.entity();
        movie.templates().get(1).template().textProperty().set("MOVIE#${movieId}");
        movie.name().textProperty().set("Film");

        assertEquals(Kind.ENTITY, select(new ModelPath.EntityPath(Movies.TABLE, "Actor")));
        assertEquals("MOVIE#${movieId}", Movies.entity(document, "Film").template("sk").orElseThrow().source());
        assertEquals(new ModelPath.EntityPath(Movies.TABLE, "Actor"), document.selectionProperty().get(),
                "the rename does not take the selection back");
        assertEquals("Actor", inspector.entity().name().text());

        select(new ModelPath.Table(Movies.TABLE));
        inspector.table().typeAttribute().textProperty().set("kind");
        inspector.table().partitionKey().textProperty().set("PK");
        inspector.table().sortKey().textProperty().set("SK");
        select("");
        assertEquals("kind", Movies.table(document).typeAttribute());
        assertEquals(List.of("PK", "SK"), Movies.table(document).keySchema().names(), "each edit reads the model as it is");
    }

    @Test
    void showsNothingWithoutAModel() {
        InspectorViewModel empty = new InspectorViewModel(new Document(), new ImmediateTaskRunner());
        assertEquals(Kind.NONE, empty.kind());
    }

    @Test
    void theRelationshipInspectorSetsCardinalityAsOneStep() {
        select(p(Movies.TABLE + "/" + "relationships" + "/" + "0"));
        RelationshipInspectorViewModel vm = inspector.relationship();
        assertEquals("Movie → Actor", vm.endsProperty().get());
        assertEquals(Cardinality.MANY_TO_MANY, vm.cardinalityProperty().get());
        assertTrue(vm.suggestions().isEmpty(), "GSI-1 is the inverted index");

        vm.cardinalityProperty().set(Cardinality.ONE_TO_ONE);
        assertEquals(Cardinality.ONE_TO_ONE, Movies.table(document).relationships().get(0).cardinality());
        assertEquals("Set relationship to 1:1", document.history().undoTextProperty().get());
        document.undo();
        assertEquals(Cardinality.MANY_TO_MANY, vm.cardinalityProperty().get());
    }

    @Test
    void theRelationshipInspectorOffersItsSuggestionOnly() {
        document.apply(EntityEdits.delete(Movies.TABLE, "StreamTotal"));
        document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-1"));
        select(p(Movies.TABLE + "/" + "relationships" + "/" + "0"));
        RelationshipInspectorViewModel vm = inspector.relationship();
        assertEquals("Movie → Actor", vm.endsProperty().get());
        assertEquals(List.of("Add inverted index GSI1 (PK = sk, SK = pk)"),
                vm.suggestions().stream().map(s -> s.title()).toList());

        assertEquals(Optional.empty(), vm.applySuggestion(0));
        assertTrue(Movies.table(document).index("GSI1").isPresent());
        assertEquals("Add inverted index GSI1", document.history().undoTextProperty().get());
        assertEquals(List.of(), vm.suggestions());

        document.undo();
        assertEquals(1, vm.suggestions().size(), "undo brings the suggestion back");
    }

    /** Moving the cast under their actors would leave "List cast of a movie" with nothing: not offered, and said why. */
    @Test
    void theRelationshipInspectorWithholdsASuggestionThatWouldMakeTheDesignWorse() {
        document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-1"));
        select(p(Movies.TABLE + "/" + "relationships" + "/" + "2"));
        RelationshipInspectorViewModel vm = inspector.relationship();
        assertEquals("Actor → CastMember", vm.endsProperty().get());
        assertEquals(List.of(), vm.suggestions());
        assertTrue(vm.withheldProperty().get().contains("'List cast of a movie' would return 0 CastMember items instead of 4"),
                vm.withheldProperty().get());
        assertEquals("mov#${movieId}", Movies.entity(document, "CastMember").template("pk").orElseThrow().source());
    }

    @Test
    void theRelationshipInspectorShowsTheKeyDesignAndNamesTheLinkEntity() {
        select(p(Movies.TABLE + "/relationships/0"));
        RelationshipInspectorViewModel vm = inspector.relationship();
        assertTrue(vm.manyToManyProperty().get());
        assertEquals("CastMember", vm.linkProperty().get());
        assertEquals(List.of("", "CastMember", "StreamTotal", "Stream"), vm.linkChoices(), "not the ends themselves");
        assertEquals(2, vm.checks().size(), vm.checks().toString());
        assertTrue(vm.checks().stream().allMatch(RelationshipDesign.Check::met), vm.checks().toString());
        assertTrue(vm.checks().get(1).text().startsWith("Movie → Actor: GSI-1 inverts CastMember's keys"),
                vm.checks().get(1).text());

        vm.linkProperty().set("");
        assertEquals("", Movies.table(document).relationships().get(0).link());
        assertEquals("Clear the link entity", document.history().undoTextProperty().get());
        assertTrue(vm.checks().get(0).text().contains("found from its keys"), vm.checks().get(0).text());
        document.undo();
        assertEquals("CastMember", vm.linkProperty().get());

        document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-1"));
        assertFalse(vm.checks().get(1).met());
        assertTrue(vm.checks().get(1).text().startsWith("No index inverts CastMember's keys"), vm.checks().get(1).text());
        assertEquals(List.of(), vm.suggestions(), "an inverted index would be a hot partition for the monthly totals");
        assertTrue(vm.withheldProperty().get().contains("Add inverted index GSI1 (PK = sk, SK = pk): it would add 1 warning"),
                vm.withheldProperty().get());
        document.apply(EntityEdits.delete(Movies.TABLE, "StreamTotal"));
        assertEquals(1, vm.suggestions().size(), "the inverted index, one step away");
    }

    @Test
    void aOneToManyShowsTheItemCollectionItUses() {
        select(p(Movies.TABLE + "/relationships/1"));
        RelationshipInspectorViewModel vm = inspector.relationship();
        assertFalse(vm.manyToManyProperty().get());
        assertEquals(List.of(new RelationshipDesign.Check("CastMember items are in Movie's item collection in the table "
                + "(pk = mov#${movieId}): one Query returns a Movie with its CastMember items", true)), vm.checks());
    }
}
