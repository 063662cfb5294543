package dev.tablewright.ui.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.shell.MainWindowViewModel;
import dev.tablewright.ui.shell.WindowCommands;
import dev.tablewright.ui.shell.WindowDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plan migration… as the window wires it, without a toolkit: the menu's command follows the one handed
 * over once the connections are read, and unsaved changes are saved by the window's own Save first.
 */
class PlanMigrationWiringTest {
    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
    private final WindowCommands commands = new WindowCommands(vm, new WindowDialogs() {
        @Override
        public void generate() {
        }

        @Override
        public void export() {
        }

        @Override
        public void importCsv() {
        }
    });
    private final List<String> opened = new ArrayList<>();

    @Test
    void theMenusCommandSavesTheDocumentThenOpensThePlan() throws Exception {
        Path v1 = Files.copy(Path.of("sample-models/movies-actors.json"), dir.resolve("movies-actors.json"));
        Path v2 = Files.copy(Path.of("sample-models/movies-actors-v2.json"), dir.resolve("movies-actors-v2.json"));
        vm.files().openFile(v2);
        vm.compare().compare(v1, "movies-actors.json");
        assertFalse(commands.planMigration().isExecutable(), "not before the connections are read");

        commands.connectMigration(new PlanMigration(vm.document(), vm.files().fileProperty()::get,
                PlanMigration.Saving.of(vm.files()::save, vm.files()::saveAs), vm.compare(), dialogs,
                (origin, file) -> opened.add(origin.label() + " → " + file)).command());
        assertTrue(commands.planMigration().isExecutable());

        vm.apply(ModelEdits.rename("Movies, edited"));
        commands.planMigration().execute();
        assertEquals(List.of("Save before planning"), dialogs.confirmations);
        assertEquals(List.of("movies-actors.json → " + v2), opened);
        assertFalse(vm.dirtyProperty().get());
        assertEquals("Movies, edited", WorkbenchJson.read(v2).model().orElseThrow().name());

        vm.files().closeDocument();
        assertFalse(commands.planMigration().isExecutable(), "no document to plan to");
    }
}
