package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.edit.AccessPatternEdits;
import java.util.Map;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import static dev.tablewright.model.TestPaths.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.ui.common.Document;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The inspector panel headless (Monocle) on the movies sample: selection, typing, buttons. */
@ExtendWith(FxStages.class)
class InspectorViewTest {
    private final FxRobot robot = new FxRobot();
    private Document document;

    @BeforeEach
    void show() throws Exception {
        document = Movies.document();
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            // Within Monocle's 1280x800 headless screen.
            stage.setScene(new Scene(new InspectorView(new InspectorViewModel(document, new ImmediateTaskRunner())), 420, 780));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void select(ModelPath path) {
        robot.interact(() -> document.selectionProperty().set(path));
    }

    /** The node, once the inspector shows it: a selection's form may be built a pulse later on a busy machine. */
    private <T extends javafx.scene.Node> T find(String query, Class<T> type) {
        try {
            WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS,
                    () -> robot.lookup(query).tryQuery().isPresent());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no " + query + " in the inspector within 5 s", e);
        }
        // A form rebuilt a pulse later (suggestions after an edit) replaces the node: take the settled one.
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(type);
    }

    /** Replaces a field's text by typing, as a user would (focused directly: it may be scrolled out of view). */
    private void typeInto(String query, String text) {
        TextField field = find(query, TextField.class);
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aManyToManyShowsItsKeyDesignAndItsLinkEntityCanBeChosen() {
        select(new ModelPath.RelationshipPath(Movies.TABLE, 0));
        javafx.scene.layout.VBox design = find("#relationshipDesign", javafx.scene.layout.VBox.class);
        List<String> lines = design.getChildren().stream().map(n -> ((javafx.scene.control.Label) n).getText()).toList();
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("✓ Link entity CastMember"), lines.toString());
        assertTrue(lines.get(1).startsWith("✓ Movie → Actor: GSI-1 inverts CastMember's keys"), lines.toString());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<String> link = find("#linkEntity", javafx.scene.control.ComboBox.class);
        assertTrue(link.isVisible());
        robot.interact(() -> link.setValue(""));
        assertEquals("", Movies.table(document).relationships().get(0).link());
    }

    @Test
    void aRenameOfASharedAttributeSaysSoAndTheDialogRenamesTheRestInOneStep() {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        typeInto("#attributeName-0", "movie_id");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Label note = find("#sharedRenameNote", Label.class);
        assertTrue(note.getParent().isVisible());
        assertEquals("Renamed in Movie only: CastMember, StreamTotal, Stream still have movieId.", note.getText());

        robot.clickOn("#renameTheRest");
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.DialogPane pane = find("#renameEverywhereDialog", javafx.scene.control.DialogPane.class);
        assertEquals("movie_id", robot.lookup("#renameTo").queryAs(TextField.class).getText());
        assertTrue(robot.lookup("#renameSites").queryAs(ListView.class).getItems().size() > 3);
        javafx.scene.control.Button rename = (javafx.scene.control.Button) pane.lookupButton(RenameEverywhereDialog.RENAME);
        assertFalse(rename.isDisabled());
        robot.interact(rename::fire);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(Movies.table(document).entities().stream().noneMatch(e -> e.attribute("movieId").isPresent()));
        assertEquals("Rename attribute movieId → movie_id everywhere", document.history().undoTextProperty().get());
        assertFalse(find("#sharedRenameNote", Label.class).getParent().isVisible(), "nothing left to rename");
    }

    @Test
    void theTableInspectorListsDeclaredAttributesAndDeclaresOneMore() {
        select(new ModelPath.Table(Movies.TABLE));
        javafx.scene.control.TitledPane pane = find("#declaredAttributesPane", javafx.scene.control.TitledPane.class);
        assertTrue(pane.getText().startsWith("Declared attributes ("), pane.getText());
        robot.interact(() -> pane.setExpanded(true));
        robot.interact(() -> robot.lookup("#declareButton").query().getParent().getParent().requestFocus());
        assertTrue(find("#declared-gsi2pk", Label.class).isVisible());
        typeInto("#declareName", "rating");
        robot.type(KeyCode.ENTER); // Enter in the name field declares it
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Movies.table(document).attributes().stream().anyMatch(a -> a.name().equals("rating")));
        assertEquals("Declare rating on Movies", document.history().undoTextProperty().get());
        assertTrue(find("#declared-rating", Label.class).isVisible());
    }

    @Test
    void showsAHintUntilSomethingIsSelected() {
        assertEquals(InspectorViewModel.NOTHING_SELECTED, find("#inspectorPlaceholder", Label.class).getText());
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        assertTrue(robot.lookup("#inspectorPlaceholder").tryQuery().isEmpty());
    }

    @Test
    void selectingAnEntityShowsItsTemplates() {
        select(new ModelPath.EntityPath(Movies.TABLE, "Actor"));
        assertEquals("Actor", find("#entityName", TextField.class).getText());
        assertEquals("actor", find("#typeMarker", TextField.class).getText());
        assertEquals("act#${actorId}", find("#template-pk", TextField.class).getText());
        assertEquals("act#nm0000209", find("#example-pk", Label.class).getText());
        assertEquals("${oscar}", find("#template-gsi3sk", TextField.class).getText());
        assertEquals("", find("#template-gsi2pk", TextField.class).getText());
        assertTrue(robot.lookup("#attributeTable").tryQuery().isPresent());
    }

    @Test
    void typingATemplateAndPressingEnterChangesTheModelAndTheExample() {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        typeInto("#template-sk", "MOVIE#${title}");
        assertEquals("MOVIE#The Shawshank Redemption", find("#example-sk", Label.class).getText(), "live, before Enter");
        assertEquals("mov#${movieId}", Movies.entity(document, "Movie").template("sk").orElseThrow().source());

        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("MOVIE#${title}", Movies.entity(document, "Movie").template("sk").orElseThrow().source());
        assertEquals("Set sk of Movie to MOVIE#${title}", document.history().undoTextProperty().get());
        assertEquals("MOVIE#The Shawshank Redemption", find("#example-sk", Label.class).getText());
    }

    @Test
    void addsAnAttributeAndRenamesItWhenFocusLeaves() {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        robot.clickOn("#addAttributeButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Movies.entity(document, "Movie").attribute("newAttribute").isPresent());

        typeInto("#attributeName-6", "rating");
        assertTrue(Movies.entity(document, "Movie").attribute("rating").isEmpty(), "not before focus leaves");
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Movies.entity(document, "Movie").attribute("rating").isPresent());
        assertEquals("Rename attribute newAttribute → rating", document.history().undoTextProperty().get());
    }

    @Test
    void escapeRevertsAField() {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        typeInto("#entityName", "Film");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Movie", find("#entityName", TextField.class).getText());
        assertFalse(document.history().canUndo());
    }

    @Test
    void aWrongTemplateGetsAnErrorMark() {
        select(new ModelPath.EntityPath(Movies.TABLE, "StreamTotal"));
        ValidationMark mark = find("#mark-gsi2sk", ValidationMark.class);
        assertFalse(mark.isVisible(), "${streamCount} makes a number");
        typeInto("#template-gsi2sk", "count#${streamCount}");
        assertTrue(mark.isVisible());
        assertEquals(dev.tablewright.model.Severity.ERROR, mark.severity());
        assertTrue(mark.getTooltip().getText().contains("cannot render a number"), mark.getTooltip().getText());
    }

    @Test
    void completionListsAttributesAfterDollarBraceAndInsertsThePick() throws Exception {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        typeInto("#template-sk", "Y#${rel");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> robot.lookup(".template-completion").tryQuery().isPresent()); // the popup lists releaseYear
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Y#${releaseYear}", find("#template-sk", TextField.class).getText());
        assertEquals("mov#${movieId}", Movies.entity(document, "Movie").template("sk").orElseThrow().source(), "picking is not committing");
    }

    /** Escape closes the list and keeps what was typed; a second Escape reverts the field. */
    @Test
    void escapeClosesTheCompletionListAndKeepsTheTypedText() throws Exception {
        select(new ModelPath.EntityPath(Movies.TABLE, "Movie"));
        typeInto("#template-sk", "Y#${rel");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> robot.lookup(".template-completion").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Y#${rel", find("#template-sk", TextField.class).getText(), "the edit is kept");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("mov#${movieId}", find("#template-sk", TextField.class).getText(), "now Escape reverts");
    }

    @Test
    void addsAGsiWithTheButtonAndOpensIt() {
        select(new ModelPath.Table(Movies.TABLE));
        robot.clickOn("#addGsiButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Movies.table(document).index("GSI1").isPresent());
        ListView<?> list = find("#indexList", ListView.class);
        assertEquals(4, list.getItems().size());
        assertEquals(3, list.getSelectionModel().getSelectedIndex());
        assertEquals("GSI1", find("#indexName", TextField.class).getText());
        assertEquals(new ModelPath.Index(Movies.TABLE, "GSI1"), document.selectionProperty().get());
    }

    @Test
    void appliesASuggestionOnlyWhenItsButtonIsClicked() {
        // Without the monthly totals (a hot partition in an inverted index) the inverted index is clean to offer.
        robot.interact(() -> document.apply(EntityEdits.delete(Movies.TABLE, "StreamTotal")));
        robot.interact(() -> document.apply(TableEdits.deleteIndex(Movies.TABLE, "GSI-1")));
        select(p(Movies.TABLE + "/" + "relationships" + "/" + "0"));
        assertTrue(Movies.table(document).index("GSI1").isEmpty());
        find("#applySuggestion-0", javafx.scene.Node.class);
        robot.clickOn("#applySuggestion-0");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Movies.table(document).index("GSI1").isPresent());
        assertTrue(robot.lookup("#applySuggestion-0").tryQuery().isEmpty(), "satisfied suggestions go away");
    }
    @Test
    void appliesACoverageFixForAScanFromTheTablesSuggestions() {
        AccessPattern byName = new AccessPattern("Actor by name", "", "Actor", OperationKind.SCAN, null, "",
                "#actorName = ${name}", "", true, Map.of("name", "Tim Robbins"));
        robot.interact(() -> document.apply(AccessPatternEdits.add(Movies.TABLE, byName)));
        select(new ModelPath.Table(Movies.TABLE));
        find("#applySuggestion-0", javafx.scene.Node.class);
        int added = Movies.table(document).accessPatterns().size() - 1;
        assertEquals(OperationKind.SCAN, Movies.table(document).accessPatterns().get(added).operation(), "not applied silently");
        robot.clickOn("#applySuggestion-0");
        WaitForAsyncUtils.waitForFxEvents();
        AccessPattern served = Movies.table(document).accessPatterns().get(added);
        assertEquals(OperationKind.QUERY, served.operation());
        assertTrue(Movies.table(document).index(served.index()).isPresent(), "the sparse GSI it reads");
        assertTrue(robot.lookup("#applySuggestion-0").tryQuery().isEmpty(), "served: the fix goes away");
    }

    @Test
    void addsASecondPartitionAttributeFromTheEditorAndTheLandingListFollows() {
        select(new ModelPath.Index(Movies.TABLE, "GSI-3"));
        assertEquals(List.of("Movie: no gsi3sk", "Actor: lands", "CastMember: no gsi3sk", "StreamTotal: no gsi3sk",
                "Stream: no gsi3sk"), landingLines());
        assertFalse(find("#partitionAttributes", ListView.class).getParent().isVisible(), "one attribute: the field alone");

        typeInto("#partitionNewName", "title");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("pk", "title"), Movies.table(document).index("GSI-3").orElseThrow()
                .keySchema(Movies.table(document).keySchema()).partitionNames());
        assertEquals("Actor: no title", landingLines().get(1));
        ListView<?> list = find("#partitionAttributes", ListView.class);
        assertTrue(list.getParent().isVisible());
        assertEquals("title", find("#indexPartitionKey", TextField.class).getText(), "the new attribute is selected");

        robot.interact(list::requestFocus);
        robot.press(KeyCode.ALT, KeyCode.UP).release(KeyCode.UP, KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("title", "pk"), Movies.table(document).index("GSI-3").orElseThrow()
                .keySchema(Movies.table(document).keySchema()).partitionNames());
        assertEquals("Move title up in the key of GSI-3", document.history().undoTextProperty().get());
    }

    /** A vector search on a shown window: its search vector field, TopK, no sort or consistency, its scored results. */
    @Test
    void aVectorSearchPatternShowsItsSearchVectorTopKAndScores() {
        robot.interact(() -> document.load(dev.tablewright.format.SampleModels.read("products-vectors.json").model()
                .orElseThrow()));
        select(new ModelPath.AccessPatternPath("ProductCatalog", "Similar products"));
        assertEquals("PK=PRODUCT#prd-ef36be, SK=PRODUCT", find("#parameter-searchVector", TextField.class).getText());
        assertTrue(find("#patternAscending", javafx.scene.control.CheckBox.class).isDisabled());
        assertTrue(find("#patternConsistent", javafx.scene.control.CheckBox.class).isDisabled());
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream().anyMatch(l -> "TopK".equals(l.getText())));
        VBox scored = find("#patternScored", VBox.class);
        assertEquals(4, scored.getChildren().size());
        assertEquals("0.0000  PK=PRODUCT#prd-ef36be, SK=PRODUCT", ((Label) scored.getChildren().get(0)).getText());

        select(new ModelPath.AccessPatternPath("ProductCatalog", "Get a product"));
        assertFalse(find("#patternConsistent", javafx.scene.control.CheckBox.class).isDisabled());
        assertTrue(find("#patternScored", VBox.class).getChildren().isEmpty());
    }

    private List<String> landingLines() {
        return find("#landingList", VBox.class).getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }
}
