package dev.tablewright.ui.inspector;

import dev.tablewright.ui.common.ImmediateTaskRunner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Severity;
import dev.tablewright.model.edit.IndexKeyEdits;
import dev.tablewright.model.edit.IndexKeyEdits.Part;
import dev.tablewright.ui.common.Document;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The entity inspector's logic on the movies sample, without a toolkit. */
class EntityInspectorViewModelTest {
    private Document document;
    private InspectorViewModel inspector;
    private EntityInspectorViewModel vm;

    @BeforeEach
    void selectMovie() {
        document = Movies.document();
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        vm = inspector.entity();
    }

    private TemplateRow row(String key) {
        return vm.templates().stream().filter(r -> r.keyAttribute().equals(key)).findFirst().orElseThrow();
    }

    private AttributeRow attribute(String name) {
        return vm.attributes().stream().filter(r -> r.attributeName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void showsNameMarkerAttributesAndOneTemplateRowPerKeyAttribute() {
        assertEquals(InspectorViewModel.Kind.ENTITY, inspector.kind());
        assertEquals("Movie", vm.name().text());
        assertEquals("movie", vm.typeMarker().text());
        assertEquals("entityType", vm.typeAttributeProperty().get());
        assertEquals(List.of("movieId", "title", "releaseYear", "genres", "runtimeMinutes", "director"),
                vm.attributes().stream().map(AttributeRow::attributeName).toList());
        assertEquals(AttributeType.N, attribute("releaseYear").typeProperty().get());
        assertTrue(attribute("movieId").requiredProperty().get());

        assertEquals(List.of("pk", "sk", "gsi2pk", "gsi2sk", "gsi3sk"),
                vm.templates().stream().map(TemplateRow::keyAttribute).toList());
        assertEquals("table partition key, GSI-1 sort key, GSI-3 partition key", row("pk").usedByProperty().get());
        assertEquals("table sort key, GSI-1 partition key", row("sk").usedByProperty().get());
        assertEquals(AttributeType.N, row("gsi2sk").typeProperty().get());
        assertEquals("mov#${movieId}", row("pk").template().text());
        assertEquals("", row("gsi2pk").template().text(), "movies stay out of GSI-2");
    }

    @Test
    void exampleUsesTheFirstSampleItemElsePlaceholders() {
        assertEquals("mov#tt0111161", row("pk").exampleProperty().get());
        assertNull(row("pk").severityProperty().get(), row("pk").messageProperty()::get);

        DataModel noItems = document.model().withTable(Movies.TABLE, t -> t.withEntity("Movie", e -> e.withItems(List.of())));
        document.load(noItems);
        assertEquals("mov#<movieId>", row("pk").exampleProperty().get());
    }

    @Test
    void theExampleFollowsTypingBeforeAnythingIsCommitted() {
        DataModel before = document.model();
        row("sk").template().textProperty().set("MOVIE#${title}#${releaseYear}");
        assertEquals("MOVIE#The Shawshank Redemption#1994", row("sk").exampleProperty().get());
        assertSame(before, document.model(), "typing alone changes nothing");
        assertFalse(document.history().canUndo());
    }

    @Test
    void committingATemplateIsOneUndoStepWithADescription() {
        TemplateRow pk = row("pk");
        pk.template().textProperty().set("MOVIE#${movieId}");
        assertTrue(pk.template().commit());

        assertEquals("MOVIE#${movieId}", Movies.entity(document, "Movie").template("pk").orElseThrow().source());
        assertEquals("Set pk of Movie to MOVIE#${movieId}", document.history().undoTextProperty().get());
        assertEquals("MOVIE#tt0111161", pk.exampleProperty().get());
        assertTrue(pk.template().commit(), "committing again without a change");

        document.undo();
        assertFalse(document.history().canUndo(), "exactly one step");
        assertEquals("mov#${movieId}", Movies.entity(document, "Movie").template("pk").orElseThrow().source());
        assertSame(pk, row("pk"), "the same row follows undo");
        assertEquals("mov#${movieId}", pk.template().text());
    }

    @Test
    void escapeRevertsTheField() {
        TemplateRow sk = row("sk");
        sk.template().textProperty().set("X#${nope");
        assertEquals(Severity.ERROR, sk.severityProperty().get());
        sk.template().revert();
        assertEquals("mov#${movieId}", sk.template().text());
        assertNull(sk.severityProperty().get());
        assertFalse(document.history().canUndo());
    }

    @Test
    void anEmptyFieldClearsTheTemplate() {
        row("gsi3sk").template().textProperty().set("${title}");
        row("gsi3sk").template().commit();
        assertTrue(Movies.entity(document, "Movie").template("gsi3sk").isPresent());

        row("gsi3sk").template().textProperty().set("");
        assertNull(row("gsi3sk").severityProperty().get(), "an index key may stay empty: the index is sparse");
        row("gsi3sk").template().commit();
        assertTrue(Movies.entity(document, "Movie").template("gsi3sk").isEmpty());
        assertEquals("Clear gsi3sk template of Movie", document.history().undoTextProperty().get());

        row("pk").template().textProperty().set("");
        assertEquals(Severity.WARNING, row("pk").severityProperty().get());
        assertTrue(row("pk").messageProperty().get().contains("every item needs the table's pk"),
                row("pk").messageProperty()::get);
    }

    @Test
    void flagsAnUnknownAttribute() {
        TemplateRow sk = row("sk");
        sk.template().textProperty().set("mov#${nope}");
        assertEquals(Severity.WARNING, sk.severityProperty().get());
        assertTrue(sk.messageProperty().get().contains("uses 'nope', which entity Movie does not declare"),
                sk.messageProperty()::get);
        assertEquals("mov#<nope>", sk.exampleProperty().get());
    }

    @Test
    void flagsTextThatCannotMakeANumberKey() {
        TemplateRow count = row("gsi2sk");
        count.template().textProperty().set("cnt#${releaseYear}");
        assertEquals(Severity.ERROR, count.severityProperty().get());
        assertTrue(count.messageProperty().get().contains("cannot render a number"), count.messageProperty()::get);

        count.template().textProperty().set("${title}");
        assertEquals(Severity.ERROR, count.severityProperty().get());
        assertTrue(count.messageProperty().get().contains("'The Shawshank Redemption', which is not a valid N"),
                count.messageProperty()::get);

        count.template().textProperty().set("${releaseYear}");
        assertNull(count.severityProperty().get(), count.messageProperty()::get);
        assertEquals("1994", count.exampleProperty().get());
    }

    @Test
    void flagsAnEmptyResultAndMalformedText() {
        List<Item> items = new ArrayList<>(Movies.entity(document, "Movie").items());
        items.set(0, items.get(0).with("director", AttributeValue.s("")));
        document.load(document.model().withTable(Movies.TABLE, t -> t.withEntity("Movie", e -> e.withItems(items))));

        TemplateRow sk = row("sk");
        sk.template().textProperty().set("${director}");
        assertEquals(Severity.ERROR, sk.severityProperty().get());
        assertTrue(sk.messageProperty().get().contains("empty sk: key values cannot be empty"), sk.messageProperty()::get);

        sk.template().textProperty().set("mov#${movieId");
        assertEquals(Severity.ERROR, sk.severityProperty().get());
        assertTrue(sk.messageProperty().get().contains("malformed"), sk.messageProperty()::get);
        assertEquals("", sk.exampleProperty().get());
    }

    @Test
    void renamingAnAttributeRenamesItInEveryTemplate() {
        AttributeRow movieId = attribute("movieId");
        movieId.name().textProperty().set("id");
        assertTrue(movieId.name().commit());

        Entity movie = Movies.entity(document, "Movie");
        assertEquals("mov#${id}", movie.template("pk").orElseThrow().source());
        assertEquals("mov#${id}", movie.template("sk").orElseThrow().source());
        assertEquals("Rename attribute movieId → id", document.history().undoTextProperty().get());
        assertEquals("mov#${id}", row("pk").template().text());
        assertEquals("mov#tt0111161", row("pk").exampleProperty().get(), "sample items are renamed too");
        assertSame(movieId, attribute("id"), "the row is updated in place");
    }

    @Test
    void refusesAnEmptyOrTakenAttributeNameAndKeepsTheModel() {
        DataModel before = document.model();
        AttributeRow title = attribute("title");
        title.name().textProperty().set("director");
        assertFalse(title.name().commit());
        assertEquals("There is already an attribute named 'director'.", title.name().errorProperty().get());
        assertEquals("director", title.name().text(), "what was typed stays, with the reason");

        title.name().textProperty().set("");
        assertFalse(title.name().commit());
        assertEquals("An attribute needs a name.", title.name().errorProperty().get());
        assertSame(before, document.model());
        assertFalse(document.history().canUndo());

        title.name().revert();
        assertEquals("title", title.name().text());
        assertEquals("", title.name().errorProperty().get());
    }

    @Test
    void addsChangesAndRemovesAttributes() {
        assertEquals(Optional.empty(), vm.addAttribute());
        assertEquals(Optional.empty(), vm.addAttribute());
        assertEquals(List.of("newAttribute", "newAttribute2"), vm.attributes().stream().skip(6).map(AttributeRow::attributeName).toList());
        assertEquals("Add attribute newAttribute2 to Movie", document.history().undoTextProperty().get());

        attribute("newAttribute").typeProperty().set(AttributeType.N);
        attribute("newAttribute").requiredProperty().set(true);
        assertEquals(new AttributeDef("newAttribute", AttributeType.N, true),
                Movies.entity(document, "Movie").attribute("newAttribute").orElseThrow());

        assertEquals(Optional.empty(), vm.removeAttribute("newAttribute2"));
        assertTrue(Movies.entity(document, "Movie").attribute("newAttribute2").isEmpty());
        assertEquals(Optional.of("Entity 'Movie' has no attribute 'newAttribute2'."), vm.removeAttribute("newAttribute2"));
        assertEquals("Entity 'Movie' has no attribute 'newAttribute2'.", vm.attributeErrorProperty().get());
    }

    @Test
    void renamingTheEntityKeepsItSelected() {
        vm.name().textProperty().set("Film");
        assertTrue(vm.name().commit());
        assertEquals(new ModelPath.EntityPath(Movies.TABLE, "Film"), document.selectionProperty().get());
        assertEquals(InspectorViewModel.Kind.ENTITY, inspector.kind());
        assertEquals("Film", vm.name().text());
        assertEquals("Rename entity Movie → Film", document.history().undoTextProperty().get());

        vm.name().textProperty().set("Actor");
        assertFalse(vm.name().commit());
        assertEquals("There is already an entity named 'Actor'.", vm.name().errorProperty().get());
        vm.name().textProperty().set("");
        assertFalse(vm.name().commit());
        assertEquals("An entity needs a name.", vm.name().errorProperty().get());
    }

    @Test
    void setsTheTypeMarker() {
        vm.typeMarker().textProperty().set("film");
        assertTrue(vm.typeMarker().commit());
        assertEquals("film", Movies.entity(document, "Movie").typeValue());
        assertEquals("Set type marker of Movie to film", document.history().undoTextProperty().get());
    }

    @Test
    void completesTheEntitysAttributesAfterDollarBrace() {
        assertEquals(List.of("movieId"), vm.completions("mov#${mo", 8));
        assertEquals(6, vm.completions("mov#${", 6).size());
        assertEquals(List.of(), vm.completions("mov#${movieId}", 14));
    }

    @Test
    void anIndexAddedElsewhereAddsATemplateRow() {
        document.selectionProperty().set(new ModelPath.Table(Movies.TABLE));
        inspector.table().addGsi();
        document.selectionProperty().set(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        assertEquals(List.of("pk", "sk", "gsi2pk", "gsi2sk", "gsi3sk", "GSI1PK", "GSI1SK"),
                vm.templates().stream().map(TemplateRow::keyAttribute).toList());
        assertEquals("GSI1 partition key", row("GSI1PK").usedByProperty().get());
    }
    @Test
    void aMultiAttributeGsiNeedsNoTemplateRowsAndSaysWhetherTheEntityLands() {
        assertTrue(vm.landings().isEmpty(), "no multi-attribute GSI yet");
        assertEquals(Optional.empty(), document.apply(IndexKeyEdits.add(Movies.TABLE, "GSI-3", Part.PARTITION,
                new AttributeDef("title", AttributeType.S))));
        assertEquals(List.of("pk", "sk", "gsi2pk", "gsi2sk"), vm.templates().stream().map(TemplateRow::keyAttribute).toList(),
                "gsi3sk and title only key GSI-3, which keys on the entity's own attributes");
        assertEquals(List.of("GSI-3: no gsi3sk"), vm.landings());

        document.selectionProperty().set(new ModelPath.EntityPath(Movies.TABLE, "Actor"));
        assertTrue(vm.templates().stream().anyMatch(r -> r.keyAttribute().equals("gsi3sk")), "Actor templates it: kept");
        assertEquals(List.of("GSI-3: no title"), vm.landings());

        document.apply(IndexKeyEdits.add(Movies.TABLE, "GSI-3", Part.SORT, new AttributeDef("sk", AttributeType.S)));
        assertEquals("table sort key, GSI-1 partition key, GSI-3 sort key", row("sk").usedByProperty().get(),
                "every attribute of a multi-attribute key counts");
        document.undo();
        document.undo();
        assertTrue(vm.landings().isEmpty());
        assertEquals("table sort key, GSI-1 partition key", row("sk").usedByProperty().get());
    }
}
