package dev.tablewright.ui.shell;

import static dev.tablewright.model.TestPaths.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.LayoutEdits;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.tree.TreeEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** File, Edit and View commands of the main window, without a toolkit. */
class ShellCommandsTest {
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @TempDir
    Path dir;

    private MainWindowViewModel vm(Settings settings, Recovery recovery) {
        return new MainWindowViewModel(new ImmediateTaskRunner(), dialogs, settings, recovery);
    }

    private static TableDesign movies(MainWindowViewModel vm) {
        return vm.modelProperty().get().table("Movies").orElseThrow();
    }

    @Test
    void undoAndRedoAreNamedAfterTheEdit() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        assertEquals("Undo", vm.undoTextProperty().get());
        vm.apply(EntityEdits.rename("Movies", "Movie", "Film"));
        assertEquals("Undo Rename entity Movie → Film", vm.undoTextProperty().get());
        vm.undo();
        assertEquals("Redo Rename entity Movie → Film", vm.redoTextProperty().get());
        assertTrue(movies(vm).entity("Movie").isPresent());
        assertFalse(vm.dirtyProperty().get(), "undone back to the opened model");
        vm.redo();
        assertTrue(movies(vm).entity("Film").isPresent());
        assertEquals("Tablewright — *movies-actors.json", vm.titleProperty().get());
    }

    @Test
    void newModelHasOneTableAndCloseLeavesNone() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().newModel();
        assertEquals("Tablewright — Untitled.json", vm.titleProperty().get());
        assertEquals(List.of("Table1"), vm.modelProperty().get().tables().stream().map(TableDesign::name).toList());
        assertEquals(p("Table1"), vm.document().selectionProperty().get());
        vm.files().closeDocument();
        assertNull(vm.modelProperty().get());
        assertEquals("Tablewright", vm.titleProperty().get());
    }

    @Test
    void savingAnUntitledModelNamesItAfterTheFileAndANamedOneKeepsItsName() throws Exception {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().newModel();
        assertEquals("Untitled", vm.modelProperty().get().name());
        vm.files().saveTo(dir.resolve("orders.json"));
        assertEquals("orders", vm.modelProperty().get().name());
        assertEquals("orders", WorkbenchJson.read(dir.resolve("orders.json")).model().orElseThrow().name(),
                "the file holds the new name");
        assertFalse(vm.dirtyProperty().get());
        assertEquals("Undo Rename model to orders", vm.undoTextProperty().get(), "one step the user can undo");

        vm.files().saveTo(dir.resolve("other.json"));
        assertEquals("orders", vm.modelProperty().get().name(), "only an Untitled model takes the file's name");
    }

    @Test
    void importingACloudFormationTemplateOpensANewUnsavedModelNamedAfterTheFile() throws Exception {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        Path template = dir.resolve("orders-stack.yaml");
        Files.writeString(template, """
                Resources:
                  Orders:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: Orders
                      BillingMode: PAY_PER_REQUEST
                      AttributeDefinitions:
                        - {AttributeName: PK, AttributeType: S}
                        - {AttributeName: SK, AttributeType: S}
                      KeySchema:
                        - {AttributeName: PK, KeyType: HASH}
                        - {AttributeName: SK, KeyType: RANGE}
                """);
        dialogs.fileToOpen = template;
        vm.files().importFile(Importers.find("cloudformation").orElseThrow());
        assertEquals(List.of("Orders"), vm.modelProperty().get().tables().stream().map(TableDesign::name).toList());
        assertEquals("Tablewright — *orders-stack.json", vm.titleProperty().get(), "unsaved: closing asks first");
        assertTrue(vm.dirtyProperty().get());
        assertNull(vm.files().fileProperty().get(), "Save asks where: the template is not overwritten");

        Path broken = dir.resolve("broken.yaml");
        Files.writeString(broken, "Resources: [");
        dialogs.fileToOpen = broken;
        dialogs.saveChoice = DialogService.SaveChoice.DISCARD;
        vm.files().importFile(Importers.find("cloudformation").orElseThrow());
        assertEquals("Cannot import broken.json", dialogs.errors.get(dialogs.errors.size() - 1).title());
        assertEquals(List.of("Orders"), vm.modelProperty().get().tables().stream().map(TableDesign::name).toList(),
                "an unreadable file leaves the document as it was");
    }

    @Test
    void deletingAnEntityWithItemsAsksFirstAndUndoBringsItBack() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.document().selectionProperty().set(new ModelPath.EntityPath("Movies", "Movie"));
        dialogs.confirmAnswer = false;
        vm.commands().deleteSelection();
        assertEquals(List.of("Delete entity Movie?"), dialogs.confirmations);
        assertTrue(movies(vm).entity("Movie").isPresent());
        dialogs.confirmAnswer = true;
        vm.commands().deleteSelection();
        assertFalse(movies(vm).entity("Movie").isPresent());
        assertEquals(p("Movies"), vm.document().selectionProperty().get());
        vm.undo();
        assertTrue(movies(vm).entity("Movie").isPresent());
    }

    @Test
    void deletingAnIndexOrPatternNeedsNoQuestion() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.document().selectionProperty().set(new ModelPath.Index("Movies", "GSI-3"));
        vm.commands().deleteSelection();
        assertTrue(movies(vm).index("GSI-3").isEmpty());
        assertTrue(dialogs.confirmations.isEmpty());
    }

    @Test
    void deleteRemovesASelectedSampleItem() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.document().selectionProperty().set(p("Movies" + "/" + "entities" + "/" + "Actor" + "/" + "items" + "/" + "0"));
        vm.commands().deleteSelection();
        assertEquals(11, movies(vm).entity("Actor").orElseThrow().items().size());
        assertEquals("Undo Delete Actor item", vm.undoTextProperty().get());
    }

    @Test
    void renameAsksForTheNameAndTheSelectionFollows() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.document().selectionProperty().set(new ModelPath.Index("Movies", "GSI-1"));
        dialogs.textAnswer = "ByActor";
        vm.commands().renameSelection();
        assertTrue(movies(vm).index("ByActor").isPresent());
        assertEquals(new ModelPath.Index("Movies", "ByActor"), vm.document().selectionProperty().get());
        assertEquals("ByActor", movies(vm).accessPatterns().stream()
                .filter(p -> p.name().equals("Get movies by an actor")).findFirst().orElseThrow().index());

        vm.document().selectionProperty().set(new ModelPath.EntityPath("Movies", "Movie"));
        dialogs.textAnswer = "Actor";
        vm.commands().renameSelection();
        assertEquals(1, dialogs.errors.size());
        assertEquals("There is already an entity named 'Actor'.", dialogs.errors.get(0).message());
    }

    @Test
    void addCommandsCreateAndSelect() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.commands().addEntity("Movies");
        assertEquals(new ModelPath.EntityPath("Movies", "Entity"), vm.document().selectionProperty().get());
        vm.commands().addGlobalIndex("Movies");
        assertEquals(new ModelPath.Index("Movies", "GSI1"), vm.document().selectionProperty().get());
        vm.commands().addLocalIndex("Movies");
        assertTrue(movies(vm).index("LSI1").isPresent());
        vm.commands().addAccessPattern("Movies");
        assertTrue(movies(vm).accessPatterns().stream().anyMatch(p -> p.name().equals("New access pattern")));
        dialogs.textAnswer = "Audit";
        vm.commands().addTable();
        assertTrue(vm.modelProperty().get().table("Audit").isPresent());
        vm.undo();
        assertTrue(vm.modelProperty().get().table("Audit").isEmpty(), "each add is its own undo step");
        assertTrue(movies(vm).accessPatterns().stream().anyMatch(p -> p.name().equals("New access pattern")));
    }

    @Test
    void addLsiIsRefusedOnATableWithoutASortKeyAsInTheInspector() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().newModel();
        vm.document().apply(TableEdits.setKeySchema("Table1", KeySchema.of("PK", AttributeType.S)));
        vm.commands().addLocalIndex("Table1");
        assertTrue(vm.modelProperty().get().table("Table1").orElseThrow().localIndexes().isEmpty());
        assertEquals(TableEdits.LSI_NEEDS_SORT_KEY, dialogs.errors.get(dialogs.errors.size() - 1).message());
    }

    @Test
    void menuCommandsKnowWhenTheyCanRun() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        assertFalse(vm.files().saveCommand().isExecutable(), "no model");
        assertFalse(vm.commands().deleteCommand().isExecutable());
        vm.files().openSample(SampleModels.FIRST);
        assertTrue(vm.files().saveCommand().isExecutable());
        assertFalse(vm.undoCommand().isExecutable(), "nothing to undo yet");
        vm.document().select(new ModelPath.EntityPath("Movies", "Movie"));
        assertTrue(vm.commands().renameCommand().isExecutable());
        assertTrue(vm.commands().deleteCommand().isExecutable());
        vm.commands().deleteCommand().execute();
        assertTrue(vm.undoCommand().isExecutable());
        assertEquals(new ModelPath.Table("Movies"), vm.document().selectionProperty().get());
        vm.document().select(new ModelPath.TableKey("Movies", "pk"));
        assertFalse(vm.commands().renameCommand().isExecutable(), "a key is renamed in the inspector");
    }

    @Test
    void openEditSaveOpenIsLossless() throws Exception {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.apply(EntityEdits.add("Movies", "Review", new Point(420, 380)));
        vm.apply(EntityEdits.addAttribute("Movies", "Review", new AttributeDef("reviewId", AttributeType.S, true)));
        vm.apply(EntityEdits.setKeyTemplate("Movies", "Review", "pk", KeyTemplate.parse("mov#${movieId}")));
        vm.apply(EntityEdits.setKeyTemplate("Movies", "Review", "sk", KeyTemplate.parse("rev#${reviewId}")));
        vm.apply(RelationshipEdits.add("Movies", new Relationship("Movie", "Review", Cardinality.ONE_TO_MANY, "")));
        vm.apply(TableEdits.addIndex("Movies", new GlobalSecondaryIndex("ByReview",
                KeySchema.of("reviewId", AttributeType.S), Projection.include(List.of("movieId")))));
        vm.apply(LayoutEdits.move("Movies", Map.of("Movie", new Point(12.5, 40))));
        DataModel edited = vm.modelProperty().get();
        dialogs.fileToSave = dir.resolve("edited.json");
        vm.files().save();
        MainWindowViewModel again = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        again.files().openFile(dialogs.fileToSave);
        assertEquals(edited, again.modelProperty().get());
    }

    @Test
    void findFiltersTheTreeToMatchingElements() {
        MainWindowViewModel vm = new MainWindowViewModel(new ImmediateTaskRunner(), dialogs);
        vm.files().openSample(SampleModels.FIRST);
        vm.tree().filterProperty().set("streamcount");
        TreeEntry table = vm.tree().rootProperty().get().children().get(0);
        List<String> entities = table.children().get(0).children().stream().map(TreeEntry::label).toList();
        assertEquals(1, entities.size(), entities::toString);
        assertTrue(entities.get(0).startsWith("StreamTotal"), entities::toString);
        vm.tree().filterProperty().set("");
        assertEquals(5, vm.tree().rootProperty().get().children().get(0).children().get(0).children().size());
    }

    @Test
    void recentFilesAndThemeAreRememberedAcrossRuns() throws Exception {
        Path file = dir.resolve("mine.json");
        WorkbenchJson.save(SampleModels.read(SampleModels.FIRST).model().orElseThrow(), file);
        try (Settings settings = Settings.load(dir)) {
            MainWindowViewModel vm = vm(settings, null);
            vm.files().openFile(file);
            vm.darkThemeProperty().set(true);
        }
        try (Settings settings = Settings.load(dir)) {
            assertTrue(settings.darkTheme());
            assertEquals(List.of(file.toAbsolutePath().normalize()), settings.recentFiles());
            MainWindowViewModel vm = vm(settings, null);
            vm.files().start(null);
            assertEquals(file, vm.files().fileProperty().get(), "the last file reopens");
            assertTrue(vm.darkThemeProperty().get());
        }
    }

    @Test
    void aVanishedRecentFileFallsBackToTheSampleAndIsForgotten() throws Exception {
        Path file = dir.resolve("gone.json");
        WorkbenchJson.save(SampleModels.read(SampleModels.FIRST).model().orElseThrow(), file);
        Settings settings = Settings.inMemory();
        settings.opened(file);
        Files.delete(file);
        MainWindowViewModel vm = vm(settings, null);
        vm.files().start(null);
        assertEquals(SampleModels.FIRST, vm.files().documentNameProperty().get());
        assertTrue(vm.files().recentFiles().isEmpty());
        assertTrue(dialogs.errors.isEmpty());
    }

    @Test
    void unsavedWorkIsOfferedAfterACrashAndClearedAfterSaving() throws Exception {
        Path file = dir.resolve("work.json");
        WorkbenchJson.save(SampleModels.read(SampleModels.FIRST).model().orElseThrow(), file);
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            MainWindowViewModel first = vm(Settings.inMemory(), recovery);
            first.files().openFile(file);
            first.apply(EntityEdits.rename("Movies", "Movie", "Film"));
            recovery.flush();
            // the process dies here: no save, no quit
        }
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            MainWindowViewModel next = vm(Settings.inMemory(), recovery);
            dialogs.recoveryChoices.add(DialogService.RecoveryChoice.RECOVER);
            next.files().start(null);
            assertEquals(List.of("work.json"), dialogs.recoveryOffers);
            assertTrue(movies(next).entity("Film").isPresent());
            assertTrue(next.dirtyProperty().get());
            assertEquals(file.toAbsolutePath(), next.files().fileProperty().get());
            next.files().save();
            recovery.flush();
            assertTrue(recovery.find().isEmpty(), "saved work is not offered again");
        }
    }

    @Test
    void quittingAfterDiscardingLeavesNothingToRecover() {
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            MainWindowViewModel vm = vm(Settings.inMemory(), recovery);
            vm.files().openSample(SampleModels.FIRST);
            vm.apply(EntityEdits.rename("Movies", "Movie", "Film"));
            recovery.flush();
            assertTrue(recovery.find().isPresent());
            dialogs.saveChoice = DialogService.SaveChoice.DISCARD;
            boolean[] exited = {false};
            vm.files().quit(() -> exited[0] = true);
            assertTrue(exited[0]);
            assertTrue(recovery.find().isEmpty());
        }
    }

    /** Starts with unsaved work of an earlier run, answering the recovery question with {@code choice}. */
    private MainWindowViewModel startWithUnsavedWork(Recovery recovery, DialogService.RecoveryChoice choice,
            boolean confirmDiscard) {
        leaveUnsavedWork(recovery, "x.json");
        MainWindowViewModel vm = vm(Settings.inMemory(), recovery);
        dialogs.recoveryChoices.add(choice);
        dialogs.confirmAnswer = confirmDiscard;
        vm.files().start(null);
        return vm;
    }

    @Test
    void discardingRecoveredWorkAsksOnceMoreThenTheUsualStartFollows() {
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            MainWindowViewModel vm = startWithUnsavedWork(recovery, DialogService.RecoveryChoice.DISCARD, true);
            assertEquals(List.of("Discard unsaved work?"), dialogs.confirmations);
            assertEquals(SampleModels.FIRST, vm.files().documentNameProperty().get());
            recovery.flush();
            assertTrue(recovery.findAll().isEmpty());
        }
    }

    @Test
    void notConfirmingTheDiscardAsksAgainAndClosingTheQuestionKeepsTheWork() {
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            // "Discard unsaved work?" — no
            startWithUnsavedWork(recovery, DialogService.RecoveryChoice.DISCARD, false);
            assertEquals(List.of("x.json", "x.json"), dialogs.recoveryOffers, "asked again, then closed (later)");
            recovery.flush();
            assertEquals(1, recovery.findAll().size(), "nothing lost");
        }
    }

    @Test
    void workLeftForLaterIsKeptApartAndOfferedAtTheNextStart() {
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            MainWindowViewModel vm = startWithUnsavedWork(recovery, DialogService.RecoveryChoice.LATER, true);
            assertEquals(SampleModels.FIRST, vm.files().documentNameProperty().get(), "the usual start follows");
            // This run's own unsaved work and its quit do not touch the copy set aside.
            vm.apply(EntityEdits.rename("Movies", "Movie", "Film"));
            recovery.flush();
            dialogs.saveChoice = DialogService.SaveChoice.DISCARD;
            vm.files().quit(() -> { });
        }
        try (Recovery recovery = new Recovery(dir, Duration.ZERO)) {
            MainWindowViewModel next = vm(Settings.inMemory(), recovery);
            dialogs.recoveryOffers.clear();
            dialogs.recoveryChoices.add(DialogService.RecoveryChoice.RECOVER);
            next.files().start(null);
            assertEquals(List.of("x.json"), dialogs.recoveryOffers);
            assertEquals("x.json", next.files().documentNameProperty().get());
            assertTrue(next.dirtyProperty().get());
            recovery.flush();
            assertTrue(recovery.findAll().stream().noneMatch(r -> r.documentName().equals("x.json")
                    && !r.folder().equals(dir.resolve("recovery"))), "the recovered copy is not offered twice");
        }
    }

    private static void leaveUnsavedWork(Recovery recovery, String name) {
        recovery.schedule(SampleModels.read(SampleModels.FIRST).model().orElseThrow(), null, name);
        recovery.flush();
    }
}
