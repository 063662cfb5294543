package dev.tablewright.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.failure.Failure;
import dev.tablewright.ui.tree.TreeEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The main window's logic, without a toolkit. */
class MainWindowViewModelTest {
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private final MainWindowViewModel vm = new MainWindowViewModel(tasks, dialogs);

    @TempDir
    Path dir;

    @Test
    void opensTheFirstSampleWithTreeGridAndTitle() {
        vm.files().openSample(SampleModels.FIRST);
        assertNotNull(vm.modelProperty().get());
        assertEquals("Tablewright — movies-actors.json", vm.titleProperty().get());
        TreeEntry root = vm.tree().rootProperty().get();
        assertEquals(TreeEntry.Kind.TABLE, root.children().get(0).kind());
        assertFalse(vm.pivots().grids().get(0).rows().isEmpty());
        assertTrue(vm.pivots().grids().get(0).columns().size() >= 2);
        assertTrue(dialogs.errors.isEmpty());
        assertTrue(vm.problems().problems().stream().noneMatch(Problem::isError), vm.problems().problems()::toString);
    }

    @Test
    void everySampleOpensWithoutErrors() {
        for (String name : SampleModels.NAMES) {
            vm.files().openSample(name);
            assertEquals(name, vm.files().documentNameProperty().get());
            assertTrue(vm.problems().problems().stream().noneMatch(Problem::isError),
                    () -> name + ": " + vm.problems().problems());
        }
    }

    @Test
    void unreadableFileShowsAnErrorAndKeepsTheDocument() throws Exception {
        vm.files().openSample(SampleModels.FIRST);
        DataModel before = vm.modelProperty().get();
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{ \"ModelName\": ", StandardCharsets.UTF_8);
        vm.files().openFile(broken);
        assertEquals(1, dialogs.errors.size());
        assertFalse(dialogs.errors.get(0).details().isEmpty());
        assertEquals(before, vm.modelProperty().get());
        assertEquals("movies-actors.json", vm.files().documentNameProperty().get());
    }

    @Test
    void missingFileIsAnErrorNotACrash() {
        vm.files().openFile(dir.resolve("nope.json"));
        assertEquals(1, dialogs.errors.size());
        assertNull(vm.modelProperty().get());
    }

    @Test
    void saveOfASampleAsksWhereThenWritesAndClearsDirty() throws Exception {
        vm.files().openSample(SampleModels.FIRST);
        TableDesign t = vm.modelProperty().get().tables().get(0);
        vm.apply(TableEdits.setTypeAttribute(t.name(), "kind"));
        assertTrue(vm.dirtyProperty().get());
        assertEquals("Tablewright — *movies-actors.json", vm.titleProperty().get());
        Path target = dir.resolve("mine.json");
        dialogs.fileToSave = target;
        vm.files().save();
        assertFalse(vm.dirtyProperty().get());
        assertEquals(target, vm.files().fileProperty().get());
        assertEquals("Tablewright — mine.json", vm.titleProperty().get());
        DataModel reread = WorkbenchJson.read(target).model().orElseThrow();
        assertEquals(vm.modelProperty().get(), reread);
    }

    @Test
    void saveFailureKeepsDirtyAndExplains() throws Exception {
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        Path folder = Files.createDirectory(dir.resolve("a-folder"));
        vm.files().saveTo(folder); // a directory cannot be replaced by a file
        assertTrue(vm.dirtyProperty().get());
        assertEquals(1, dialogs.errors.size());
        assertTrue(dialogs.errors.get(0).message().contains("unchanged"));
    }

    @Test
    void aSaveIntoAMissingFolderSaysWhichFolder() {
        vm.files().openSample(SampleModels.FIRST);
        Path target = dir.resolve("gone").resolve("m.json");
        vm.files().saveTo(target);
        assertEquals(1, dialogs.errors.size());
        assertEquals("Cannot write " + target + ": the folder " + dir.resolve("gone") + " does not exist.\n"
                + "The previous contents of the file are unchanged.", dialogs.errors.get(0).message());
    }

    /** The save refuses the read-only file in the background; the window asks, and replaces it only on yes. */
    @Test
    void aReadOnlyFileIsReplacedOnlyWhenTheUserSaysSo() throws Exception {
        Path target = Files.writeString(dir.resolve("m.json"), "before");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                Files.getFileAttributeView(target, java.nio.file.attribute.PosixFileAttributeView.class) != null);
        Files.setPosixFilePermissions(target, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        boolean[] continued = new boolean[1];
        dialogs.fileToSave = target;
        dialogs.saveChoice = DialogService.SaveChoice.SAVE;
        dialogs.confirmAnswer = false;
        vm.files().whenChangesSettled(() -> continued[0] = true);
        assertEquals(List.of("m.json is read-only. Replace it?"), dialogs.confirmationMessages);
        assertEquals("before", Files.readString(target));
        assertTrue(vm.dirtyProperty().get());
        assertFalse(continued[0], "what waited for the save does not run");
        assertEquals("Not saved: m.json is read-only.", vm.statusProperty().get());
        assertTrue(dialogs.errors.isEmpty(), "the user's own choice is no error");

        dialogs.confirmAnswer = true;
        vm.files().saveTo(target);
        assertEquals(2, dialogs.confirmationMessages.size());
        assertEquals(vm.modelProperty().get(), WorkbenchJson.read(target).model().orElseThrow());
        assertFalse(vm.dirtyProperty().get());
        assertEquals("r--r--r--", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(target)),
                "it stays read-only");
        assertTrue(dialogs.errors.isEmpty());
    }

    @Test
    void unsavedChangesAreOfferedBeforeOpeningAnother() {
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        dialogs.saveChoice = DialogService.SaveChoice.CANCEL;
        boolean[] ran = {false};
        vm.files().whenChangesSettled(() -> ran[0] = true);
        assertFalse(ran[0]);
        dialogs.saveChoice = DialogService.SaveChoice.DISCARD;
        vm.files().whenChangesSettled(() -> ran[0] = true);
        assertTrue(ran[0]);
        assertEquals(2, dialogs.saveQuestions);
    }

    @Test
    void savingBeforeContinuingRunsTheContinuationOnlyAfterTheSave() {
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        dialogs.saveChoice = DialogService.SaveChoice.SAVE;
        dialogs.fileToSave = null; // the user cancels the Save As dialog
        boolean[] ran = {false};
        vm.files().whenChangesSettled(() -> ran[0] = true);
        assertFalse(ran[0]);
        dialogs.fileToSave = dir.resolve("saved.json");
        vm.files().whenChangesSettled(() -> ran[0] = true);
        assertTrue(ran[0]);
        assertTrue(Files.exists(dialogs.fileToSave));
    }

    @Test
    void problemsRevealTheirElement() {
        vm.files().openSample(SampleModels.FIRST);
        TableDesign t = vm.modelProperty().get().tables().get(0);
        String entity = t.entities().get(0).name();
        vm.reveal(Problem.warning(new ModelPath.EntityItem(t.name(), entity, 0).print(), "x"));
        assertEquals(new ModelPath.EntityPath(t.name(), entity), vm.tree().selectedPathProperty().get());
        assertEquals(t.name(), vm.tree().selectedTableProperty().get());
        assertEquals(t.keySchema().partitionKey().name(), vm.pivots().grids().get(0).columns().get(0).name());
    }

    @Test
    void aCancelledOpenLeavesTheDocumentAsItWasAndSaysSo() throws Exception {
        Path other = dir.resolve("other.json");
        WorkbenchJson.save(SampleModels.read("customer-orders.json").model().orElseThrow(), other);
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        DataModel before = vm.modelProperty().get();
        tasks.cancelWhen(title -> title.startsWith("Opening"));
        vm.files().openFile(other);
        assertFalse(vm.files().busyProperty().get(), "Save and Close are enabled again");
        assertEquals(before, vm.modelProperty().get());
        assertEquals("movies-actors.json", vm.files().documentNameProperty().get());
        assertTrue(vm.dirtyProperty().get());
        assertEquals("Opening other.json cancelled; the document is as it was.", vm.statusProperty().get());
        assertTrue(dialogs.errors.isEmpty());
        tasks.cancelWhen(title -> false);
        vm.files().openFile(other);
        assertEquals("other.json", vm.files().documentNameProperty().get(), "the next open works");
    }

    @Test
    void aCancelledSaveKeepsTheChangesUnsavedAndDoesNotQuit() {
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        tasks.cancelWhen(title -> title.startsWith("Saving"));
        dialogs.saveChoice = DialogService.SaveChoice.SAVE;
        dialogs.fileToSave = dir.resolve("mine.json");
        boolean[] exited = {false};
        vm.files().quit(() -> exited[0] = true);
        assertFalse(exited[0], "quitting waits for a save that never happened");
        assertFalse(vm.files().busyProperty().get());
        assertTrue(vm.dirtyProperty().get());
        assertNull(vm.files().fileProperty().get(), "still the sample, not mine.json");
        assertEquals("Saving mine.json cancelled; the changes are not saved.", vm.statusProperty().get());
        assertTrue(dialogs.errors.isEmpty(), "a cancel is not an error");
    }

    @Test
    void aCancelledCheckSaysTheProblemsMayBeOutOfDate() {
        vm.files().openSample(SampleModels.FIRST);
        tasks.cancelWhen(title -> title.startsWith("Checking"));
        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        assertEquals("Checking the model cancelled; the Problems list may be out of date.", vm.statusProperty().get());
        tasks.cancelWhen(title -> title.startsWith("Updating grids"));
        vm.undo();
        assertFalse(vm.pivots().pivotingProperty().get(), "a cancelled re-pivot is not pivoting any more");
    }

    @Test
    void aCancelledLookForUnsavedWorkStartsAsUsual() {
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            recovery.schedule(SampleModels.read(SampleModels.FIRST).model().orElseThrow(), null, "x.json");
            recovery.flush();
            tasks.cancelWhen(title -> title.startsWith("Looking for unsaved work"));
            MainWindowViewModel started = new MainWindowViewModel(tasks, dialogs, Settings.inMemory(), recovery);
            started.files().start(null);
            assertTrue(dialogs.recoveryOffers.isEmpty(), "nothing offered: the lookup never finished");
            assertEquals(SampleModels.FIRST, started.files().documentNameProperty().get());
            assertFalse(started.files().busyProperty().get());
        }
    }

    @Test
    void aFailureIsTheStatusLineWithItsDetailsUntilTheLineSaysSomethingElse() {
        vm.files().openSample(SampleModels.FIRST);
        Failure failure = Failure.of("Unexpected error on the JavaFX Application Thread", Thread.currentThread(),
                new IllegalStateException("boom"));
        vm.showFailure(failure);
        assertEquals("Unexpected error on the JavaFX Application Thread: IllegalStateException: boom",
                vm.statusProperty().get());
        assertEquals(failure, vm.failureProperty().get());
        vm.showFailureDetails();
        assertEquals(List.of(failure), dialogs.failures);

        vm.showFailure(failure.times(2));
        assertEquals("Unexpected error on the JavaFX Application Thread: IllegalStateException: boom (2 times)",
                vm.statusProperty().get());
        assertEquals(2, vm.failureProperty().get().times());

        vm.apply(new Edit("Rename model", m -> m.withName("changed")));
        vm.undo();
        assertEquals("Undid Rename model", vm.statusProperty().get());
        assertNull(vm.failureProperty().get(), "the line says something else: no Details… for it");
        vm.showFailureDetails();
        assertEquals(1, dialogs.failures.size(), "nothing to show");
    }

    @Test
    void theSameFailureAgainAfterAnotherLineIsShownAgain() {
        Failure failure = Failure.of("The inspector could not show this Entity", Thread.currentThread(),
                new IllegalAccessError("no access"));
        vm.showFailure(failure);
        vm.showStatus("Saved movies.json");
        assertNull(vm.failureProperty().get());
        vm.showFailure(failure);
        assertEquals("The inspector could not show this Entity: IllegalAccessError: no access", vm.statusProperty().get());
        assertEquals(failure, vm.failureProperty().get());
    }
}
