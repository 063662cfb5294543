package dev.tablewright.ui.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.format.diff.DiffOutput;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** File → Compare with…: the saved version or another file against the document, without a toolkit. */
class CompareViewModelTest {
    @TempDir
    Path dir;

    private final Document document = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<String> status = new ArrayList<>();
    private Path savedFile;
    private DataModel saved;
    private CompareViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        saved = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        vm = new CompareViewModel(document, () -> savedFile, new ImmediateTaskRunner(), dialogs, status::add);
    }

    /** The sample saved to a file, and in memory with one entity more. */
    private String savedAndEdited() throws Exception {
        savedFile = dir.resolve("movies.json");
        WorkbenchJson.save(saved, savedFile);
        TableDesign t = saved.tables().get(0);
        List<Entity> entities = new ArrayList<>(t.entities());
        entities.add(Entity.named("Review"));
        document.load(saved.withTable(t.name(), x -> x.withEntities(entities)));
        return t.name();
    }

    @Test
    void nothingSavedYetSaysSo() {
        document.load(saved);
        vm.compareWithSaved();
        assertTrue(status.get(0).contains("has not been saved yet"), status::toString);
        assertNull(vm.resultProperty().get());
        assertEquals(0, vm.shownProperty().get());
    }

    @Test
    void theSavedVersionAgainstTheDocumentListsTheEditAndSelectsIt() throws Exception {
        String table = savedAndEdited();
        vm.compareWithSaved();
        assertEquals(1, vm.shownProperty().get());
        assertEquals(1, vm.changes().size(), vm.changes()::toString);
        Change c = vm.changes().get(0);
        assertEquals(Change.Kind.ADDED, c.kind());
        assertEquals(table + "/entities/Review", c.path());
        assertEquals("The saved version (movies.json) → this document", vm.headingProperty().get());
        assertTrue(vm.summaryProperty().get().startsWith("1 change: 1 added"), vm.summaryProperty()::get);
        assertTrue(!vm.runningProperty().get());

        vm.select(c);
        assertEquals(new ModelPath.EntityPath(table, "Review"), document.selection());

        // The document changed since: the element is gone, the selection stays and the status says why.
        document.load(saved);
        document.select(null);
        vm.select(c);
        assertNull(document.selection());
        assertTrue(status.get(status.size() - 1).endsWith("is not in the document."), status::toString);
    }

    @Test
    void anotherFileTheSameAsTheDocumentHasNoDifferencesAndShowsAgain() throws Exception {
        savedAndEdited();
        Path other = dir.resolve("other.json");
        WorkbenchJson.save(document.model(), other);
        dialogs.fileToOpen = other;
        vm.compareWithFile();
        vm.compareWithFile();
        assertEquals(2, vm.shownProperty().get(), "each comparison is shown, even an equal one");
        assertEquals("No differences.", vm.summaryProperty().get());
        assertTrue(vm.changes().isEmpty());
        assertEquals("other.json → this document", vm.headingProperty().get());
    }

    @Test
    void anUnreadableFileIsAnErrorWithItsProblems() throws Exception {
        document.load(saved);
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"ModelName\": ");
        dialogs.fileToOpen = broken;
        vm.compareWithFile();
        assertEquals(1, dialogs.errors.size());
        assertEquals("Cannot compare", dialogs.errors.get(0).title());
        assertTrue(!dialogs.errors.get(0).details().isEmpty());
        assertEquals(0, vm.shownProperty().get());
        assertTrue(!vm.runningProperty().get());
    }

    /**
     * Settings the document sets and the saved file does not (the file is written without them here:
     * the saved sample has the defaults) are listed one per line and select their table.
     */
    @Test
    void settingsChangesAreListedAndSelectTheirTable() throws Exception {
        savedFile = dir.resolve("movies.json");
        WorkbenchJson.save(saved, savedFile);
        String table = saved.tables().get(0).name();
        document.load(saved.withTable(table, t -> t.withSettings(s -> s
                .withRecovery(new Recovery(true, 14))
                .withTags(List.of(new Tag("team", "payments"))))));
        vm.compareWithSaved();
        List<String> lines = vm.changes().stream().map(DiffOutput::line).toList();
        assertTrue(lines.contains("~ " + table + "/settings/pointInTimeRecovery: off -> on, 14 days"), lines::toString);
        assertTrue(lines.contains("+ " + table + "/settings/tags/team: payments"), lines::toString);
        Change recovery = vm.changes().stream().filter(c -> c.path().endsWith("pointInTimeRecovery")).findFirst()
                .orElseThrow();
        vm.select(recovery);
        assertEquals(new ModelPath.Table(table), document.selection());
    }
}
