package dev.tablewright.ui.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.inspector.InspectorView;
import dev.tablewright.ui.inspector.InspectorViewModel;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * The Access patterns tab and the pattern inspector headless (Monocle), on the real background
 * runner: a pattern added in the tab, built from the entity's templates in the inspector and given a
 * rate shows its served-by, returned rows and cost in the tab, and its rows are selected on request;
 * then the keyboard moves and deletes it.
 */
class AccessPatternsViewTest {
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private final List<String> gridsShown = new ArrayList<>();
    private Document document;

    @BeforeEach
    void show() throws Exception {
        FxToolkit.registerPrimaryStage();
        document = new Document();
        document.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            AccessPatternsView tab = new AccessPatternsView(new AccessPatternsViewModel(document, tasks), gridsShown::add);
            InspectorView inspector = new InspectorView(new InspectorViewModel(document, tasks));
            inspector.setPrefWidth(430);
            HBox.setHgrow(tab, Priority.ALWAYS);
            stage.setScene(new Scene(new HBox(tab, inspector), 1270, 790));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
        tasks.close();
    }

    private void waitFor(String what, Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (Exception e) {
            throw new AssertionError("not within 10 s: " + what, e);
        }
    }

    private AccessPattern pattern(String name) {
        return document.model().table("Movies").orElseThrow().accessPatterns().stream()
                .filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private PatternCheck row(String name) throws Exception {
        TableView<PatternCheck> table = robot.lookup("#patternTable").queryAs(TableView.class);
        return WaitForAsyncUtils.asyncFx(() -> table.getItems().stream().filter(c -> c.name().equals(name))
                .findFirst().orElse(null)).get();
    }

    /** Clicks the item of the open popup menu (a choice box's or a menu button's) that says {@code text}. */
    private void clickMenuItem(String text) {
        waitFor("the menu item " + text, () -> robot.lookup(".context-menu .label")
                .match(LabeledMatchers.hasText(text)).tryQuery().isPresent());
        robot.clickOn(robot.lookup(".context-menu .label").match(LabeledMatchers.hasText(text)).queryLabeled());
    }

    private void typeInto(String query, String text) {
        TextField field = robot.lookup(query).queryAs(TextField.class);
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write(text).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aPatternBuiltFromTemplatesShowsWhatItServesReturnsAndCosts() throws Exception {
        waitFor("the sample's patterns listed", () -> row("Get movie by movie ID") != null);
        robot.clickOn("#addPattern");
        waitFor("the new pattern in the inspector", () -> robot.lookup("#patternName").tryQuery()
                .map(n -> ((TextField) n).getText().equals("New access pattern")).orElse(false));

        robot.clickOn("#patternEntity");
        clickMenuItem("CastMember"); // not the tab's cells that say CastMember too
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("CastMember", pattern("New access pattern").entity());

        robot.clickOn("#keyDrafts");
        clickMenuItem("CastMember · table · pk = mov#${movieId} AND begins_with(sk, act#)");
        WaitForAsyncUtils.waitForFxEvents();
        AccessPattern built = pattern("New access pattern");
        assertEquals("pk = mov#${movieId} AND begins_with(sk, act#)", built.keyCondition());
        assertEquals(List.of("movieId"), List.copyOf(built.parameters().keySet()));

        typeInto("#patternRatePeak", "100");
        typeInto("#patternRateAverage", "10");
        assertEquals(100, pattern("New access pattern").rate().peak());

        waitFor("the tab's row checked with its rate", () -> {
            PatternCheck c = row("New access pattern");
            return c != null && c.pattern().rate() != null && c.analysis().cost().isPresent();
        });
        PatternCheck check = row("New access pattern");
        assertEquals("Query on the table", check.servedBy());
        int n = check.returned().size();
        assertTrue(n > 1, "a movie's cast");
        assertEquals(n + " items", check.items());
        assertTrue(check.monthlyCost().matches("\\$[0-9.,]+ on demand · \\$[0-9.,]+ provisioned"), check.monthlyCost());
        // The cell and the inspector show it once their own pulse and check are done.
        waitFor("the cost in the table's cells", () -> robot.lookup(check.onDemandCost()).tryQuery().isPresent()
                && robot.lookup(check.provisionedCost()).tryQuery().isPresent());
        waitFor("the cost in the inspector", () -> robot.lookup("#patternCostText").queryLabeled().getText()
                .startsWith(check.monthlyCost()));

        robot.clickOn("#showReturnedRows");
        WaitForAsyncUtils.waitForFxEvents();
        ModelPath selected = document.selectionProperty().get();
        assertInstanceOf(ModelPath.EntityItem.class, selected);
        assertEquals("CastMember", ((ModelPath.EntityItem) selected).entity());
        assertEquals(List.of("Movies"), gridsShown);
        assertEquals("'New access pattern' returns " + n + " items, marked in the grids; the first is selected.",
                robot.lookup("#patternsMessage").queryLabeled().getText());

        // The keyboard in the table: Alt+Up moves the selected pattern, Delete deletes it.
        robot.clickOn(robot.lookup("#patternTable .table-cell").match(LabeledMatchers.hasText("New access pattern"))
                .queryLabeled());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new ModelPath.AccessPatternPath("Movies", "New access pattern"), document.selectionProperty().get());
        robot.press(KeyCode.ALT).type(KeyCode.UP).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        List<AccessPattern> all = document.model().table("Movies").orElseThrow().accessPatterns();
        assertEquals("New access pattern", all.get(all.size() - 2).name());
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(document.model().table("Movies").orElseThrow().accessPatterns().stream()
                .noneMatch(p -> p.name().equals("New access pattern")));
    }
}
