package dev.tablewright.ui.connections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.connect.ConnectionTester;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The connections panel headless (Monocle): add a DynamoDB Local through the dialog, use it, remove it. */
@ExtendWith(FxStages.class)
class ConnectionsViewTest {
    @TempDir
    Path home;

    private final FxRobot robot = new FxRobot();
    private ConnectionsViewModel vm;

    @BeforeEach
    void show() throws Exception {
        FxToolkit.setupStage(stage -> {
            vm = new ConnectionsViewModel(new ImmediateTaskRunner(), new ConnectionStore(home),
                    new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST),
                    new FxConnectionForms(() -> stage));
            vm.load();
            stage.setScene(new Scene(new ConnectionsView(vm), 500, 400));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void addUseAndRemoveALocalConnection() {
        ListView<Connection> list = robot.lookup("#connectionsList").queryListView();
        robot.interact(() -> list.getSelectionModel().select(0));
        assertTrue(robot.lookup("#connectionRemove").queryButton().isDisabled(), "the Sandbox stays");

        robot.clickOn("#connectionAdd");
        TextField endpoint = robot.lookup("#connectionEndpoint").queryAs(TextField.class);
        robot.interact(() -> endpoint.setText("not a url"));
        Node ok = robot.lookup(".dialog-pane .button-bar .button").match(n -> ((Button) n).isDefaultButton())
                .query();
        assertTrue(ok.isDisabled(), "OK waits for a valid endpoint");
        robot.interact(() -> endpoint.setText("http://localhost:8123"));
        robot.clickOn(ok);
        WaitForAsyncUtils.waitForFxEvents();

        Connection added = Connection.localEndpoint("DynamoDB Local", "http://localhost:8123");
        assertEquals(List.of(Connection.SANDBOX, added), list.getItems());
        robot.interact(() -> list.getSelectionModel().select(1));
        robot.clickOn("#connectionUse");
        assertEquals(added, vm.activeProperty().get());
        robot.clickOn("#connectionRemove");
        assertEquals(List.of(Connection.SANDBOX), list.getItems());
        assertEquals(Connection.SANDBOX, vm.activeProperty().get());
    }
}
