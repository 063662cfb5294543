package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.tree.ModelTreeView;
import dev.tablewright.ui.tree.ModelTreeViewModel;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import org.junit.jupiter.api.AfterEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/** Save from a Query tab, see the operation in the model tree, open it again from there (Monocle). */
@ExtendWith(FxStages.class)
class SavedOperationsSmokeTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final String LABEL = "Inception cast  query";
    private final FxRobot robot = new FxRobot();
    private final FxTaskRunner tasks = new FxTaskRunner();

    @AfterEach
    void close() throws Exception {
        tasks.close();
    }

    private Node cell(String text) {
        return robot.lookup(".tree-cell").queryAll().stream()
                .filter(c -> text.equals(((TreeCell<?>) c).getText())).findFirst().orElse(null);
    }

    @Test
    void aQuerySavedFromItsTabShowsInTheTreeAndOpensAgain() throws Exception {
        SandboxGateway sandbox = SandboxGateway.of(MOVIES);
        Document document = new Document();
        SavedOperations saved = new SavedOperations(document);
        SessionHistory session = new SessionHistory();
        HBox root = new HBox();
        AtomicReference<OperationViewModel> reopened = new AtomicReference<>();
        FxToolkit.setupStage(stage -> {
            document.load(MOVIES);
            ModelTreeViewModel tree = new ModelTreeViewModel(document.modelProperty());
            tree.useOperations(saved, op -> {
                OperationViewModel again = new OperationViewModel(tasks, () -> sandbox, document::model);
                again.open(op);
                reopened.set(again);
                root.getChildren().set(1, new OperationView(again));
            });
            OperationViewModel tab = new OperationViewModel(tasks, () -> sandbox, document::model);
            tab.share(session, saved);
            root.getChildren().setAll(new ModelTreeView(tree), new OperationView(tab));
            stage.setScene(new Scene(root, 1400, 800));
            stage.show();
        });
        robot.clickOn("#opKey-pk").write("mov#tt1375666");
        robot.clickOn("#opSave");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#savedOperationName").write("Inception cast").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("query", document.model().operation("Inception cast").orElseThrow().operation());
        assertTrue(document.dirtyProperty().get());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> cell(LABEL) != null);
        assertTrue(cell("Operations") != null);

        robot.doubleClickOn(cell(LABEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("mov#tt1375666", robot.lookup("#opKey-pk").queryAs(TextField.class).getText());
        assertEquals(document.model().operation("Inception cast").orElseThrow().request(), reopened.get().jsonProperty().get());
    }
}
