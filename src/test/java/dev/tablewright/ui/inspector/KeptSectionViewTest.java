package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import dev.tablewright.ui.pivot.PivotGridView;
import dev.tablewright.ui.pivot.PivotGridsViewModel;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Kept by the stream" shown beside the grid (Monocle): MonthlyTotal, an ordinary entity without items,
 * made kept from Stream by movie and month with a COUNT; the grid shows its totals as kept rows.
 */
@ExtendWith(FxStages.class)
class KeptSectionViewTest {
    private static final PseudoClass KEPT = PseudoClass.getPseudoClass("kept");
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private PivotGridView grid;

    private void show(DataModel model) throws Exception {
        document.load(model.withTable("Movies", t -> t.withKeptEntities(List.of())
                .withEntity("MonthlyTotal", e -> e.withItems(List.of()))));
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            InspectorView inspector = new InspectorView(new InspectorViewModel(document, new ImmediateTaskRunner()));
            inspector.setPrefWidth(520);
            grid = new PivotGridView(new PivotGridsViewModel(document, new ImmediateTaskRunner()).grids().get(0));
            stage.setScene(new Scene(new HBox(inspector, grid), 1500, 1000));
            stage.show();
        });
        robot.interact(() -> document.selectionProperty().set(new ModelPath.EntityPath("Movies", "MonthlyTotal")));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T find(String query, Class<T> type) {
        return Lookups.find(robot, query, type);
    }

    private void click(String query) {
        Node n = find(query, Node.class);
        robot.interact(() -> {
            // The section ends the entity inspector: scrolled to the end, it is in view.
            for (Node at = n; at != null; at = at.getParent()) {
                if (at instanceof ScrollPane scroll) {
                    scroll.layout();
                    scroll.setVvalue(scroll.getVmax());
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(n);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void keepingByMonthWithACountShowsTheTotalsAsKeptRows() throws Exception {
        show(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS));
        assertFalse(shown(find("#keptSource", ComboBox.class)), "nothing to choose while not kept");
        assertFalse(shown(find("#keptStreamNotice", Node.class)), "the stream carries both images");

        click("#keptBy");
        assertTrue(find("#keptBy", CheckBox.class).isSelected());
        javafx.scene.control.Label first = (javafx.scene.control.Label) find("#keptProblems",
                javafx.scene.layout.VBox.class).getChildren().get(0);
        assertTrue(first.getText().startsWith("error: the aggregate 'MonthlyTotal' groups by nothing"), first.getText());
        click("#keptSource");
        robot.type(KeyCode.ENTER); // the one other entity, Stream, is the first choice
        assertEquals("Stream", find("#keptSource", ComboBox.class).getValue());
        click("#keptAddPart");
        click("#keptAddPart");
        click("#keptPartName-1");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("month");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("keptPartName-1", robot.listTargetWindows().get(0).getScene().getFocusOwner().getId(),
                "the rows are shown again after the edit, the field keeps the focus");
        click("#keptPartOf-1");
        robot.clickOn("MONTH");
        WaitForAsyncUtils.waitForFxEvents();
        click("#keptAddMeasure");

        List<GridRow> totals = grid.table().getItems().stream().filter(r -> "MonthlyTotal".equals(r.entity())).toList();
        assertEquals(List.of("TOTAL#2024-05", "TOTAL#2024-05", "TOTAL#2024-06"),
                totals.stream().map(r -> ((AttributeValue.S) r.value("sk")).value()).sorted().toList());
        assertEquals(AttributeValue.N.parse("3"), totals.stream().filter(r -> r.value("pk").equals(AttributeValue.s("MOV#m1"))
                && r.value("sk").equals(AttributeValue.s("TOTAL#2024-05"))).findFirst().orElseThrow().value("count"));
        List<Node> shown = keptRows(grid.table());
        assertEquals(3, shown.size(), "the three totals' rows are :kept");
        assertEquals(List.of(), find("#keptProblems", javafx.scene.layout.VBox.class).getChildren(),
                "grouped as its templates say, with a count: the rules find nothing");

        robot.interact(document::undo);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), find("#keptMeasures", Node.class).lookupAll("#keptMeasureKind-0").stream().toList(),
                "one undo takes the measure away");
    }

    @Test
    void aStreamThatIsOffIsTurnedOnFromTheSection() throws Exception {
        show(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).withTable("Movies",
                t -> t.withSettings(s -> s.withStream(Optional.empty()))));
        assertTrue(shown(find("#keptStreamNotice", Node.class)));
        click("#keptTurnStreamOn");
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES),
                document.model().table("Movies").orElseThrow().settings().stream());
        assertFalse(shown(find("#keptTurnStreamOn", Button.class)));
    }

    /** Whether the node and every parent are visible. */
    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** The grid's rows on screen that carry {@code :kept}. */
    private List<Node> keptRows(TableView<GridRow> table) {
        WaitForAsyncUtils.waitForFxEvents();
        return table.lookupAll(".table-row-cell").stream()
                .filter(n -> ((TableRow<?>) n).getItem() != null && n.getPseudoClassStates().contains(KEPT)).toList();
    }
}
