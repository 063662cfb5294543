package dev.tablewright.ui.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.edit.ModelEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.compare.CompareViewModel;
import dev.tablewright.ui.compare.PlanOrigin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plan migration…: when it can run, and the document saved first (under another name when it is FROM). */
class PlanMigrationTest {
    @TempDir
    Path dir;

    private final Document document = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<String> opened = new ArrayList<>();
    private final List<String> saves = new ArrayList<>();
    private Path documentFile;
    private Path v1;
    private CompareViewModel compare;
    private PlanMigration migration;

    /** Saves as the window does: the document written to its file (or the one chosen), then what comes next. */
    private final PlanMigration.Saving saving = new PlanMigration.Saving() {
        @Override
        public void save(Runnable next) {
            saves.add("save");
            write(documentFile, next);
        }

        @Override
        public void saveAs(Runnable next) {
            saves.add("saveAs");
            dialogs.chooseFileToSave(dir, "x.json").ifPresent(p -> write(p, next));
        }

        private void write(Path to, Runnable next) {
            try {
                WorkbenchJson.save(document.model(), to);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            documentFile = to;
            document.markSaved(document.model());
            next.run();
        }
    };

    @BeforeEach
    void open() throws Exception {
        v1 = Files.copy(Path.of("sample-models/movies-actors.json"), dir.resolve("movies-actors.json"));
        documentFile = Files.copy(Path.of("sample-models/movies-actors-v2.json"), dir.resolve("movies-actors-v2.json"));
        document.load(WorkbenchJson.read(documentFile).model().orElseThrow());
        compare = new CompareViewModel(document, () -> documentFile, new ImmediateTaskRunner(), dialogs, s -> { });
        migration = new PlanMigration(document, () -> documentFile, saving, compare, dialogs,
                (origin, to) -> opened.add(origin.label() + " → " + to.getFileName()));
    }

    @Test
    void needsAComparisonWithADesignOnTheOldSide() throws Exception {
        assertFalse(migration.command().isExecutable(), "nothing compared yet");
        compare.compare(v1, "movies-actors.json");
        assertTrue(migration.command().isExecutable());
        migration.command().execute();
        assertEquals(List.of("movies-actors.json → movies-actors-v2.json"), opened);
        assertTrue(dialogs.confirmations.isEmpty(), "a saved document is planned to at once");

        Path template = dir.resolve("movies.yaml");
        Files.writeString(template, dev.tablewright.format.registry.Exporters.find("cloudformation-yaml").orElseThrow()
                .export(document.model()).text());
        compare.compareWithTemplate(template);
        assertEquals(null, compare.planOriginProperty().get());
        assertFalse(migration.command().isExecutable(), "a template is no side a plan names");
    }

    @Test
    void unsavedChangesAreSavedFirstWhenTheUserAgrees() {
        compare.compare(v1, "movies-actors.json");
        document.apply(ModelEdits.rename("Movies v2, edited"));
        dialogs.confirmAnswer = false;
        migration.command().execute();
        assertEquals(List.of("Save before planning"), dialogs.confirmations);
        assertTrue(dialogs.confirmationMessages.get(0).startsWith("movies-actors-v2.json has unsaved changes."));
        assertTrue(opened.isEmpty());
        assertTrue(saves.isEmpty());

        dialogs.confirmAnswer = true;
        migration.command().execute();
        assertEquals(List.of("save"), saves);
        assertEquals(List.of("movies-actors.json → movies-actors-v2.json"), opened);
        DataModel saved = WorkbenchJson.read(documentFile).model().orElseThrow();
        assertEquals("Movies v2, edited", saved.name(), "the plan goes to the design as saved");
    }

    @Test
    void theSavedVersionAsFromIsKeptByTheNewDesignGoingToAnotherFile() throws Exception {
        Path old = documentFile;
        document.apply(ModelEdits.rename("Movies v3"));
        compare.compareWithSaved();
        assertEquals(new PlanOrigin.ModelFile(old), compare.planOriginProperty().get());
        dialogs.fileToSave = dir.resolve("movies-v3.json");
        migration.command().execute();
        assertEquals(List.of("Save the new design under another name"), dialogs.confirmations);
        assertEquals(List.of("saveAs"), saves);
        assertEquals(List.of("movies-actors-v2.json → movies-v3.json"), opened);
        assertEquals("Movies v3", WorkbenchJson.read(dir.resolve("movies-v3.json")).model().orElseThrow().name());
        assertTrue(Files.readString(old).contains("\"ModelName\""), "FROM is untouched");
        assertFalse(Files.readString(old).contains("Movies v3"));
    }
}
