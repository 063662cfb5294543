package dev.tablewright.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.commit.CommitDialog;
import dev.tablewright.ui.commit.CommitViewModel;
import dev.tablewright.ui.common.CutOffText;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.failure.Failure;
import dev.tablewright.ui.failure.FailureDetailsDialog;
import dev.tablewright.ui.generate.GenerateDialog;
import dev.tablewright.ui.generate.GenerateViewModel;
import dev.tablewright.ui.patterns.PricesDialog;
import dev.tablewright.ui.patterns.PricesViewModel;
import dev.tablewright.ui.reverse.ReverseDialog;
import dev.tablewright.ui.reverse.ReverseViewModel;
import javafx.scene.control.Dialog;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** Every dialog at the size it opens with shows its labels and buttons whole, none cut to "…". */
@ExtendWith(FxStages.class)
class DialogLabelsTest {
    private static final DataModel MOVIES = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private Stage owner;

    @BeforeEach
    void owner() throws Exception {
        owner = FxStages.themedOwner(robot);
    }

    private List<String> cutOffIn(String dialogId) {
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = new java.util.ArrayList<>();
        robot.interact(() -> cut.addAll(CutOffText.under(robot.lookup("#" + dialogId).query())));
        return cut;
    }

    private void show(Consumer<Window> open) {
        robot.interact(() -> open.accept(owner));
    }

    @Test
    void generate() {
        robot.interact(() -> document.load(MOVIES));
        show(w -> new GenerateDialog(w, new GenerateViewModel(document, new ImmediateTaskRunner())).show());
        assertEquals(List.of(), cutOffIn("generateDialog"));
    }

    @Test
    void reverseBeforeAndAfterInferring() {
        TableDesign movies = MOVIES.tables().get(0);
        robot.interact(() -> document.load(MOVIES.withTables(List.of(
                movies.withItems(movies.allItems()).withEntities(List.of()).withRelationships(List.of())))));
        show(w -> new ReverseDialog(w, new ReverseViewModel(new ImmediateTaskRunner(), document,
                List.of(Connection.SANDBOX), c -> {
                    throw new IllegalStateException("no live connection in this test");
                })).show());
        String id = robot.lookup("#reverseInfer").query().getScene().getRoot().getId();
        assertEquals(List.of(), cutOffIn(id));
        robot.clickOn("#reverseInfer");
        assertEquals(List.of(), cutOffIn(id));
    }

    @Test
    void commit() {
        show(w -> new CommitDialog(w, new CommitViewModel(new ImmediateTaskRunner(), () -> MOVIES,
                List.of(Connection.SANDBOX), c -> {
                    throw new IllegalStateException("no live connection in this test");
                })).show());
        assertEquals(List.of(), cutOffIn("commitDialog"));
    }

    @Test
    void prices() {
        robot.interact(() -> document.load(MOVIES));
        show(w -> new PricesDialog(w, new PricesViewModel(document)).show());
        assertEquals(List.of(), cutOffIn("pricesDialog"));
    }

    @Test
    void failureDetails() {
        Failure failure = Failure.of("The inspector could not show this Access pattern", Thread.currentThread(),
                new IllegalAccessError("class org.controlsfx.control.textfield.AutoCompletionBinding cannot access "
                        + "class com.sun.javafx.event.EventHandlerManager (in module javafx.base)"));
        show(w -> new FailureDetailsDialog(w, failure.times(3),
                Optional.of(Path.of("/home/someone/.tablewright/logs/tablewright.log"))).show());
        assertEquals(List.of(), cutOffIn("failureDialog"));
    }

    /** The helper itself finds a cut: a button far too narrow for its text. */
    @Test
    void aNarrowButtonIsFound() {
        List<Dialog<Void>> shown = new java.util.ArrayList<>();
        robot.interact(() -> {
            Dialog<Void> narrow = new Dialog<>();
            shown.add(narrow);
            narrow.initOwner(owner);
            javafx.scene.control.Button b = new javafx.scene.control.Button("Generate sample data");
            b.setMinWidth(40);
            b.setPrefWidth(40);
            b.setMaxWidth(40);
            narrow.getDialogPane().setId("narrowDialog");
            narrow.getDialogPane().setContent(b);
            narrow.getDialogPane().getButtonTypes().add(javafx.scene.control.ButtonType.CLOSE);
            narrow.show();
        });
        assertEquals(1, cutOffIn("narrowDialog").size());
        robot.interact(() -> shown.get(0).close());
    }
}
