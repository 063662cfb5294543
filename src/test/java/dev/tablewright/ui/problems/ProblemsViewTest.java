package dev.tablewright.ui.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.common.Document;
import javafx.scene.Scene;
import javafx.scene.control.Hyperlink;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Problems list's fix links and Alt+Enter on a shown window (Monocle). */
@ExtendWith(FxStages.class)
class ProblemsViewTest {
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private final ProblemsViewModel vm = new ProblemsViewModel();

    @BeforeEach
    void show() throws Exception {
        DataModel sample = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        document.load(sample.withTable("Movies", t -> t.withAttributes(java.util.List.of())));
        vm.setEditor(edit -> {
            var refused = document.apply(edit);
            vm.setDesignProblems(ModelValidator.validate(document.model()));
            return refused;
        });
        vm.setDesignProblems(ModelValidator.validate(document.model()));
        FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new ProblemsView(vm, p -> { }), 1200, 400));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private long undeclared() {
        return vm.problems().stream().filter(p -> p.message().contains("not among the table's declared")).count();
    }

    @Test
    void aRowsFixLinkAppliesItAndAltEnterFixesTheSelectedRow() {
        long before = undeclared();
        assertTrue(before >= 2, vm.problems()::toString);
        Hyperlink link = robot.lookup(".problem-fix").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.getText().startsWith("Declare ")).findFirst().orElseThrow();
        assertTrue(link.getTooltip().getText().contains("on table Movies"), "the whole fix in its tooltip");
        robot.clickOn(link);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before - 1, undeclared());
        assertTrue(vm.fixOutcomeProperty().get().startsWith("Fixed: Declare "), vm.fixOutcomeProperty().get());

        int row = vm.problems().indexOf(vm.problems().stream().filter(p -> p.fixHint().isPresent()
                && p.message().contains("not among the table's declared")).findFirst().orElseThrow());
        ProblemsView view = robot.lookup("#problemsList").queryAs(ProblemsView.class);
        robot.interact(() -> {
            view.requestFocus();
            view.getSelectionModel().select(row);
        });
        robot.press(KeyCode.ALT).press(KeyCode.ENTER).release(KeyCode.ENTER).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before - 2, undeclared());
    }
}
