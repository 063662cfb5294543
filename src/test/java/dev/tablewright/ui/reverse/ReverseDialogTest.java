package dev.tablewright.ui.reverse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.util.List;

/** The reverse-engineering dialog headless (Monocle): infer a plain export's table, rename an entity, add it. */
class ReverseDialogTest {
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private TableDesign movies;

    @BeforeEach
    void show() throws Exception {
        DataModel model = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        movies = model.tables().get(0);
        TableDesign plain = movies.withItems(movies.allItems()).withEntities(List.of()).withRelationships(List.of());
        Stage stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(s -> {
            document.load(model.withTables(List.of(plain)));
            s.setScene(new Scene(new StackPane(), 300, 200));
            s.show();
            new ReverseDialog(s, new ReverseViewModel(new ImmediateTaskRunner(), document,
                    List.of(Connection.SANDBOX), c -> {
                        throw new IllegalStateException("no live connection in this test");
                    })).show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(stage.isShowing());
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void inferRenameAndAddToTheModel() {
        assertTrue(robot.lookup("#reverseFromModel").queryAs(javafx.scene.control.RadioButton.class).isSelected());
        assertTrue(robot.lookup("#reverseAdd").queryButton().isDisabled(), "nothing inferred yet");
        robot.clickOn("#reverseInfer");
        WaitForAsyncUtils.waitForFxEvents();

        ListView<EntityRow> entities = robot.lookup("#reverseEntities").queryListView();
        assertEquals(movies.entities().size(), entities.getItems().size());
        assertTrue(robot.lookup("#reverseFindings").queryAs(TextArea.class).getText().contains("note: "));
        robot.interact(() -> entities.getSelectionModel().select(0));
        String old = entities.getItems().get(0).name();
        TextField name = robot.lookup("#reverseEntityName").queryAs(TextField.class);
        assertEquals(old, name.getText());
        robot.interact(() -> name.setText("Renamed"));
        robot.clickOn("#reverseRename");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Renamed", entities.getItems().get(0).name());

        assertFalse(robot.lookup("#reverseAdd").queryButton().isDisabled());
        robot.clickOn("#reverseAdd");
        WaitForAsyncUtils.waitForFxEvents();
        TableDesign added = document.model().tables().get(0);
        assertTrue(added.entities().stream().map(Entity::name).anyMatch("Renamed"::equals), added.entities().toString());
        assertTrue(robot.lookup("#reverseStatus").queryLabeled().getText().startsWith("Added " + movies.name()));
    }
}
