package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.connections.GatewayPool;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ToolBar;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.concurrent.TimeUnit;

/** A Query tab's connection row on a shown window: the picker follows the list, a failure is one line. */
@ExtendWith(FxStages.class)
class TabConnectionViewTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private final GatewayPool pool = new GatewayPool(CallLimits.DEFAULT);
    private final Connection nowhere = Connection.localEndpoint("Nowhere", "http://localhost:1");
    private final ObservableList<Connection> listed = FXCollections.observableArrayList(Connection.SANDBOX, nowhere);

    @AfterEach
    void close() throws Exception {
        tasks.close();
        pool.close();
    }

    @Test
    void anUnreachableConnectionSaysSoInOneLineAndThePickerFollowsTheListEdited() throws Exception {
        SimpleObjectProperty<DataModel> model = new SimpleObjectProperty<>(MOVIES);
        FxToolkit.setupStage(stage -> {
            pool.follow(listed, model);
            var leasing = pool.leasing(tasks);
            TabConnection tab = new TabConnection(leasing, listed, nowhere, pool::lease,
                    new TableCatalog.PerConnection(leasing, pool::lease, model::get));
            stage.setScene(new Scene(new OperationView(new OperationViewModel(tab, model::get)), 1200, 800));
            stage.show();
        });
        Label error = robot.lookup("#tabError").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !error.getText().isEmpty());
        // The text was read off the FX thread: let the FX thread finish what it set with it (the label shows).
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(error.getText().startsWith("Could not list tables: "), error.getText());
        assertTrue(error.isVisible());
        assertFalse(error.getText().contains("SDK Attempt Count"), "the SDK's raw text: " + error.getText());
        // Visible without a click: not a toolbar item (those overflow behind "»"), inside the window.
        for (Node n = error; n != null; n = n.getParent()) {
            assertFalse(n instanceof ToolBar, "the error is in a toolbar");
        }
        Bounds shown = error.localToScene(error.getBoundsInLocal());
        assertTrue(shown.getWidth() > 0 && shown.getMaxX() <= error.getScene().getWidth(), shown.toString());
        ComboBox<?> tables = robot.lookup("#opTable").queryComboBox();
        assertTrue(tables.getItems().isEmpty());

        ChoiceBox<Connection> picker = robot.lookup("#tabConnection").queryAs(ChoiceBox.class);
        Connection edited = nowhere.withReadOnly(true);
        robot.interact(() -> listed.set(1, edited));
        assertEquals(edited, picker.getValue(), "an edited connection follows into the tab");
        robot.interact(() -> picker.setValue(Connection.SANDBOX));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tables.getItems().contains("Movies"));
        assertEquals("", error.getText(), "another connection, a fresh start");
        robot.interact(() -> picker.setValue(edited));
        robot.interact(() -> listed.remove(edited));
        assertEquals(Connection.SANDBOX, picker.getValue(), "a removed connection sends its tabs to the Sandbox");
    }
}
