package dev.tablewright.ui.connections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.connect.ConnectionTester;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The connections panel's rules, without a toolkit. */
class ConnectionCommandsTest {
    @TempDir
    Path home;

    private final List<String> forms = new ArrayList<>();
    private boolean ok = true;

    private ConnectionsViewModel vm() {
        ConnectionsViewModel vm = new ConnectionsViewModel(new ImmediateTaskRunner(), new ConnectionStore(home),
                new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST), v -> {
                    forms.add(v.isEditing() ? "edit" : "add");
                    return ok;
                });
        vm.load();
        return vm;
    }

    @Test
    void withNothingSelectedOnlyAddCanRun() {
        ConnectionCommands c = vm().commands();
        assertTrue(c.add().isExecutable());
        assertFalse(c.edit().isExecutable());
        assertFalse(c.remove().isExecutable());
        assertFalse(c.test().isExecutable());
        assertFalse(c.use().isExecutable());
    }

    @Test
    void theSandboxIsUsedAndTestedButNeverEditedOrRemoved() {
        ConnectionCommands c = vm().commands();
        c.selectedProperty().set(Connection.SANDBOX);
        assertTrue(c.use().isExecutable());
        assertTrue(c.test().isExecutable());
        assertFalse(c.edit().isExecutable());
        assertFalse(c.remove().isExecutable());
    }

    @Test
    void addShowsTheFormAndCommitsItOnOkOnly() {
        ConnectionsViewModel vm = vm();
        ConnectionCommands c = vm.commands();
        ok = false;
        c.add().execute();
        assertEquals(List.of("add"), forms);
        assertEquals(1, vm.connections().size(), "cancelled: nothing added");
        ok = true;
        c.add().execute();
        assertEquals(2, vm.connections().size());

        Connection added = vm.connections().get(1);
        c.selectedProperty().set(added);
        assertTrue(c.edit().isExecutable());
        assertTrue(c.remove().isExecutable());
        c.use().execute();
        assertEquals(added, vm.activeProperty().get());
        ok = false;
        c.edit().execute();
        assertEquals(List.of("add", "add", "edit"), forms);
        c.remove().execute();
        assertEquals(List.of(Connection.SANDBOX), vm.connections());
    }
}
