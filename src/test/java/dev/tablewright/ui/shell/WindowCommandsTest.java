package dev.tablewright.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.EditCommands;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import java.util.ArrayList;
import java.util.List;

/** The main window's menu rules, without a toolkit: each command runs only when it can do something. */
class WindowCommandsTest {
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
    private final List<String> shown = new ArrayList<>();
    private final WindowCommands commands = new WindowCommands(vm, new WindowDialogs() {
        @Override
        public void generate() {
            shown.add("generate");
        }

        @Override
        public void export() {
            shown.add("export");
        }

        @Override
        public void importCsv() {
            shown.add("csv");
        }
    });

    private LiveActions recording() {
        return new LiveActions(() -> shown.add("query"), () -> shown.add("item"), () -> shown.add("partiql"),
                () -> shown.add("batch"), () -> shown.add("vector"), () -> shown.add("commit"), () -> shown.add("reverse"),
                () -> shown.add("compare live"));
    }

    private List<Command> live() {
        return List.of(commands.queryTab(), commands.itemTab(), commands.partiqlTab(), commands.batchTab(), commands.vectorTab(),
                commands.commit(), commands.reverse(), commands.compareLive());
    }

    @Test
    void theQueryTabsCommitAndReverseNeedAModelAndTheConnections() {
        live().forEach(c -> assertFalse(c.isExecutable(), "no model, no connections"));
        vm.files().openSample(SampleModels.FIRST);
        live().forEach(c -> assertFalse(c.isExecutable(), "not before the connections are read: nothing to open"));
        live().forEach(Command::execute);
        assertEquals(List.of(), shown);

        commands.connect(recording());
        live().forEach(c -> assertTrue(c.isExecutable()));
        live().forEach(Command::execute);
        assertEquals(List.of("query", "item", "partiql", "batch", "vector", "commit", "reverse", "compare live"), shown);

        vm.files().closeCommand().execute();
        live().forEach(c -> assertFalse(c.isExecutable(), "no model to query"));
    }

    @Test
    void generateExportAndCsvNeedAModelAndOpenTheirDialogs() {
        List<Command> modelCommands = List.of(commands.generate(), commands.export(), commands.importCsv(),
                commands.compareFile(), commands.compareSaved(), commands.compareTemplate());
        modelCommands.forEach(c -> assertFalse(c.isExecutable(), "no model"));
        vm.files().openSample(SampleModels.FIRST);
        assertTrue(commands.generate().isExecutable());
        assertTrue(commands.export().isExecutable());
        assertTrue(commands.importCsv().isExecutable());
        assertTrue(commands.compareFile().isExecutable());
        assertTrue(commands.compareTemplate().isExecutable());
        assertFalse(commands.compareSaved().isExecutable(), "a sample has no file to compare with");
        commands.generate().execute();
        commands.export().execute();
        assertEquals(List.of("generate", "export"), shown, "each opens its dialog once prepared");
        commands.importCsv().execute();
        assertEquals(List.of("generate", "export"), shown, "no CSV chosen: no dialog");
    }

    @Test
    void importingAnotherToolsFileNeedsNoModel() {
        var importer = dev.tablewright.format.registry.Importers.find(
                dev.tablewright.format.registry.Importers.sources().get(0)).orElseThrow();
        assertTrue(commands.importFile(importer).isExecutable());
    }

    @Test
    void deleteSelectAllAndCopyAreTheFocusedPanes() {
        SimpleBooleanProperty gridHasRows = new SimpleBooleanProperty(false);
        List<String> done = new ArrayList<>();
        EditCommands grid = new EditCommands(new Command(gridHasRows, () -> done.add("grid delete")),
                Command.disabled(), new Command(gridHasRows, () -> done.add("grid copy")));
        SimpleObjectProperty<EditCommands> focused = new SimpleObjectProperty<>(EditCommands.NONE);
        commands.followFocus(focused);
        assertFalse(commands.delete().isExecutable(), "nothing holds the keyboard: nothing to delete");

        vm.files().openSample(SampleModels.FIRST);
        vm.document().select(new ModelPath.Table("Movies"));
        assertFalse(commands.delete().isExecutable(), "the model's selection is not the focused pane's");
        commands.delete().execute();
        assertTrue(dialogs.confirmations.isEmpty(), "no Delete table asked from a pane that is not the model's");

        focused.set(grid);
        assertFalse(commands.delete().isExecutable(), "the grid has nothing selected");
        gridHasRows.set(true);
        assertTrue(commands.delete().isExecutable());
        assertTrue(commands.copy().isExecutable());
        assertFalse(commands.selectAll().isExecutable());
        commands.delete().execute();
        commands.copy().execute();
        assertEquals(List.of("grid delete", "grid copy"), done);
        assertTrue(vm.document().model().table("Movies").isPresent());

        focused.set(commands.modelEdits());
        assertTrue(commands.delete().isExecutable(), "the tree's Delete is the model's");
    }
}
