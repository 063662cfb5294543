package dev.tablewright.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The live page's edit bar and browse bar rules, without a toolkit, on the Sandbox. */
class LiveEditCommandsTest {
    private static final String TABLE = "commands";
    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private final SandboxGateway sandbox = SandboxGateway.empty();
    private final List<String> asked = new ArrayList<>();
    private boolean yes = true;

    /** Records what was asked; says {@link #yes} to a delete, and submits an item's JSON as shown. */
    private final ItemPrompts prompts = new ItemPrompts() {
        @Override
        public void editJson(String title, String json, String action, Function<String, Optional<String>> submit) {
            asked.add(title);
        }

        @Override
        public boolean confirm(String title, String question, String action) {
            asked.add(title);
            return yes;
        }
    };

    private TablePageViewModel page(boolean readOnly) {
        sandbox.createTable(TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.S)));
        LocalItems.put(sandbox, TABLE, 3, i -> new Item(Map.of("pk", AttributeValue.s("p" + i))));
        return new TablePageViewModel(tasks, () -> sandbox, "Test", readOnly, TABLE, () -> null, prompts);
    }

    private static List<Command> needRows(LiveEditCommands c) {
        return List.of(c.duplicate(), c.editJson(), c.delete());
    }

    private static List<GridRow> rows(TablePageViewModel page) {
        return page.browse().gridProperty().get().rows();
    }

    @Test
    void nothingBeforeTheTableIsDescribedThenAddAndRowsOnceSelected() {
        TablePageViewModel page = page(false);
        LiveEditCommands c = page.editCommands();
        BrowseCommands browse = page.browseCommands();
        assertFalse(c.add().isExecutable(), "not described yet");
        assertFalse(browse.show().isExecutable());
        assertFalse(browse.all().isExecutable());
        page.load();
        assertTrue(c.add().isExecutable());
        assertTrue(browse.show().isExecutable());
        assertFalse(browse.cancel().isExecutable(), "nothing to cancel");
        needRows(c).forEach(x -> assertFalse(x.isExecutable(), "no row selected"));
        assertFalse(c.cancel().isExecutable());

        browse.show().execute();
        assertEquals(3, rows(page).size());
        assertFalse(browse.more().isExecutable(), "every item read");
        c.selection().setAll(rows(page).get(0));
        needRows(c).forEach(x -> assertTrue(x.isExecutable()));
        assertTrue(c.edits().delete() == c.delete(), "the page's Edit › Delete");
        assertFalse(c.edits().selectAll().isExecutable());
    }

    @Test
    void deleteAsksFirstAndDeletesOnlyOnYes() {
        TablePageViewModel page = page(false);
        page.load();
        page.browseCommands().show().execute();
        LiveEditCommands c = page.editCommands();
        c.selection().setAll(rows(page).get(0));
        yes = false;
        c.delete().execute();
        assertEquals(List.of("Delete items"), asked);
        assertEquals(3, sandbox.scan(ScanRequest.of(TABLE)).items().size(), "no: nothing deleted");
        yes = true;
        c.delete().execute();
        assertEquals(2, sandbox.scan(ScanRequest.of(TABLE)).items().size());

        c.selection().setAll(rows(page).get(0));
        c.editJson().execute();
        c.duplicate().execute();
        c.add().execute();
        assertEquals(List.of("Delete items", "Delete items", "Edit the item",
                "Duplicate the item: give the copy its own key", "Add an item"), asked);
    }

    @Test
    void aReadOnlyConnectionOffersNoEdit() {
        TablePageViewModel page = page(true);
        page.load();
        page.browseCommands().show().execute();
        LiveEditCommands c = page.editCommands();
        c.selection().setAll(rows(page));
        assertFalse(c.add().isExecutable());
        needRows(c).forEach(x -> assertFalse(x.isExecutable()));
        c.delete().execute();
        assertEquals(List.of(), asked, "never asked: it cannot run");
        assertTrue(page.browseCommands().show().isExecutable(), "browsing still works");
    }
}
