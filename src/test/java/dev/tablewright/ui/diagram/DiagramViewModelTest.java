package dev.tablewright.ui.diagram;

import static dev.tablewright.model.TestPaths.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.EntityColors;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.Outcome;
import dev.tablewright.ui.common.RecordingDialogs;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.Work;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javax.imageio.ImageIO;

/** The diagram's state and commands on the movies sample, without a toolkit. */
class DiagramViewModelTest {
    private static final String MOVIES = "Movies";

    private final Document document = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<String> tasksRun = new ArrayList<>();
    private DiagramViewModel vm;

    /** The immediate runner, remembering what ran on it. */
    private final TaskRunner tasks = new TaskRunner() {
        private final ImmediateTaskRunner runner = new ImmediateTaskRunner();

        @Override
        public <T> Handle run(String title, Work<T> work, Consumer<? super Outcome<T>> whenDone) {
            tasksRun.add(title);
            return runner.run(title, work, whenDone);
        }
    };

    @BeforeEach
    void openMovies() {
        document.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        vm = new DiagramViewModel(document, tasks, dialogs);
    }

    private TableDesign movies() {
        return document.model().table(MOVIES).orElseThrow();
    }

    private Point saved(String entity) {
        return movies().layout().position(entity).orElseThrow();
    }

    private Point shown(String entity) {
        return vm.box(entity).orElseThrow().position();
    }

    @Test
    void showsEveryEntityOfTheFirstTableAtItsSavedPosition() {
        assertEquals(MOVIES, vm.tableProperty().get());
        assertEquals(List.of("Movie", "Actor", "CastMember", "StreamTotal", "Stream"),
                vm.boxes().stream().map(EntityBox::name).toList());
        assertEquals(new Point(40, 60), shown("Movie"));
        assertEquals(new Point(340, 440), shown("Stream"));

        EntityBox movie = vm.box("Movie").orElseThrow();
        assertEquals(EntityColors.of(0), movie.color());
        assertEquals(EntityColors.of(4), vm.box("Stream").orElseThrow().color());
        assertEquals(movies().typeAttribute() + " = " + movies().entity("Movie").orElseThrow().typeValue(),
                movie.typeMarker());
        assertFalse(movie.keyLines().isEmpty());
        movie.keyLines().forEach(l -> assertTrue(l.matches("\\S+ = .+"), l));
        assertTrue(movie.keyLines().stream().anyMatch(l -> l.contains("${")), "key templates show their references");
        assertFalse(movie.attributeLines().isEmpty());
        movie.attributeLines().forEach(l -> assertTrue(l.matches("\\S+ : (S|N|B|BOOL|NULL|M|L|SS|NS|BS)"), l));

        assertEquals(5, vm.lines().size());
        RelationshipLine first = vm.lines().get(0);
        assertEquals(new RelationshipLine(0, "Movie", "Actor", Cardinality.MANY_TO_MANY, first.label()), first);
        assertEquals("M:N", first.cardinalityLabel());
        assertEquals("1:N", vm.lines().get(1).cardinalityLabel());
    }

    @Test
    void addingAnEntityAtAPointIsOneUndoStepAndSelectsIt() {
        vm.edits().addEntityAt(new Point(900, 500));

        assertTrue(movies().entity("Entity").isPresent());
        assertEquals(new Point(900, 500), saved("Entity"));
        assertEquals("Add entity Entity", document.history().undoTextProperty().get());
        assertEquals(Set.of("Entity"), vm.selection().selectedEntities());
        assertEquals(p("Movies/entities/Entity"), document.selectionProperty().get());
        assertEquals(new Point(900, 500), shown("Entity"));

        vm.edits().addEntityAt(new Point(-20, 10));
        assertEquals(new Point(0, 10), saved("Entity2"), "boxes stay on the canvas");

        document.undo();
        document.undo();
        assertTrue(movies().entity("Entity").isEmpty());
        assertTrue(vm.box("Entity").isEmpty());
        assertTrue(vm.selection().selectedEntities().isEmpty());
        assertEquals(5, vm.boxes().size());
    }

    @Test
    void theToolbarAddPutsTheNewBoxWithRoomForALineAndItsLabel() {
        vm.edits().addEntity();
        vm.edits().addEntity();
        vm.edits().addEntity();
        for (String name : List.of("Entity", "Entity2", "Entity3")) {
            EntityBox added = vm.box(name).orElseThrow();
            for (EntityBox other : vm.boxes()) {
                if (other != added) {
                    assertTrue(apart(vm.bounds(added), vm.bounds(other)), added + " is too near " + other);
                }
            }
        }
        assertEquals(Set.of("Entity3"), vm.selection().selectedEntities());
    }

    /** As far apart as auto-layout sets boxes: GAP_X beside each other, or GAP_Y above or below. */
    private static boolean apart(Rect a, Rect b) {
        double beside = Math.max(b.x() - a.maxX(), a.x() - b.maxX());
        double above = Math.max(b.y() - a.maxY(), a.y() - b.maxY());
        return beside >= AutoLayout.GAP_X || above >= AutoLayout.GAP_Y;
    }

    @Test
    void movingTwoSelectedBoxesIsOneUndoStep() {
        vm.selection().select("Movie", false);
        vm.selection().select("Actor", true);
        vm.edits().moveSelection(10, 25);

        assertEquals(new Point(50, 85), saved("Movie"));
        assertEquals(new Point(650, 85), saved("Actor"));
        assertEquals(new Point(340, 60), saved("CastMember"), "unselected boxes stay");
        assertEquals(new Point(50, 85), shown("Movie"));
        assertEquals("Move 2 entities", document.history().undoTextProperty().get());
        assertEquals(Set.of("Movie", "Actor"), vm.selection().selectedEntities(), "the selection outlives the move");

        document.undo();
        assertEquals(new Point(40, 60), saved("Movie"));
        assertEquals(new Point(640, 60), saved("Actor"));
        assertEquals(new Point(40, 60), shown("Movie"), "boxes follow undo");
        assertFalse(document.history().canUndo());

        document.redo();
        assertEquals(new Point(650, 85), shown("Actor"), "and redo");
    }

    @Test
    void aMoveStopsAtTheCanvasEdgeForTheWholeSelection() {
        vm.selection().select("Movie", false);
        vm.selection().select("CastMember", true);
        assertEquals(new Point(-40, -60), vm.edits().clampedMove(-100, -500));
        vm.edits().moveSelection(-100, -500);
        assertEquals(new Point(0, 0), saved("Movie"));
        assertEquals(new Point(300, 0), saved("CastMember"), "the selection keeps its shape");

        vm.edits().moveSelection(0, 0);
        assertEquals("Move 2 entities", document.history().undoTextProperty().get());
        vm.selection().clearSelection();
        vm.edits().moveSelection(10, 10);
        assertEquals(new Point(0, 0), saved("Movie"), "nothing selected, nothing moves");
    }

    @Test
    void connectAddsARelationshipWithTheCardinalityAndSelectsIt() {
        vm.edits().connect("Actor", "Stream", Cardinality.ONE_TO_ONE);

        List<Relationship> rels = movies().relationships();
        assertEquals(6, rels.size());
        assertEquals(new Relationship("Actor", "Stream", Cardinality.ONE_TO_ONE, ""), rels.get(5));
        assertEquals("Connect Actor 1:1 Stream", document.history().undoTextProperty().get());
        assertEquals(6, vm.lines().size());
        assertEquals("1:1", vm.lines().get(5).cardinalityLabel());
        assertEquals(5, vm.selection().selectedRelationshipProperty().get());
        assertEquals(p("Movies/relationships/5"), document.selectionProperty().get());

        document.undo();
        assertEquals(5, vm.lines().size());
        assertEquals(-1, vm.selection().selectedRelationshipProperty().get());
    }

    @Test
    void connectModeTakesTheSourceThenTheTarget() {
        vm.edits().connectClick("Movie");
        assertEquals(5, movies().relationships().size(), "clicks do nothing outside Connect mode");

        vm.edits().cardinalityProperty().set(Cardinality.MANY_TO_MANY);
        vm.edits().connectingProperty().set(true);
        vm.edits().connectClick("Stream");
        assertEquals("Stream", vm.edits().connectSourceProperty().get());
        assertEquals(5, movies().relationships().size());
        vm.edits().connectClick("Actor");

        assertEquals(new Relationship("Stream", "Actor", Cardinality.MANY_TO_MANY, ""), movies().relationships().get(5));
        assertFalse(vm.edits().connectingProperty().get());
        assertEquals("", vm.edits().connectSourceProperty().get());

        vm.edits().connectingProperty().set(true);
        vm.edits().connectClick("Movie");
        vm.edits().cancelConnect();
        assertEquals("", vm.edits().connectSourceProperty().get());
        vm.edits().connectClick("Actor");
        assertEquals(6, movies().relationships().size(), "a cancelled connect adds nothing");
    }

    @Test
    void deletingAnEntityWithItemsAsksFirstAndTakesItsRelationships() {
        vm.selection().select("Movie", false);
        dialogs.confirmAnswer = false;
        vm.edits().deleteSelection();
        assertEquals(1, dialogs.confirmations.size());
        assertTrue(movies().entity("Movie").isPresent(), "declined");

        dialogs.confirmAnswer = true;
        vm.edits().deleteSelection();
        assertEquals(2, dialogs.confirmations.size());
        assertTrue(movies().entity("Movie").isEmpty());
        assertTrue(movies().relationships().stream().noneMatch(r -> r.touches("Movie")));
        assertTrue(movies().layout().position("Movie").isEmpty());
        assertEquals("Delete entity Movie", document.history().undoTextProperty().get());
        assertEquals(4, vm.boxes().size());
        assertEquals(1, vm.lines().size(), "only Actor → CastMember is left");
        assertTrue(vm.selection().selectedEntities().isEmpty());
        assertEquals(p(MOVIES), document.selectionProperty().get());

        document.undo();
        assertEquals(5, movies().relationships().size());
        assertEquals(5, vm.boxes().size());
    }

    @Test
    void deletingEntitiesWithoutItemsAsksNothing() {
        vm.edits().addEntityAt(new Point(900, 60));
        vm.edits().deleteSelection();
        assertTrue(dialogs.confirmations.isEmpty());
        assertTrue(movies().entity("Entity").isEmpty());
    }

    @Test
    void deletingSeveralEntitiesIsOneUndoStep() {
        vm.selection().select("Stream", false);
        vm.selection().select("StreamTotal", true);
        vm.edits().deleteSelection();

        assertEquals(1, dialogs.confirmations.size());
        assertEquals("Delete 2 entities?", dialogs.confirmations.get(0));
        assertEquals(3, movies().entities().size());
        assertEquals("Delete 2 entities", document.history().undoTextProperty().get());
        document.undo();
        assertEquals(5, movies().entities().size());
        assertFalse(document.history().canUndo());
    }

    @Test
    void deletingASelectedRelationshipKeepsItsEntities() {
        vm.selection().selectRelationship(1);
        vm.edits().deleteSelection();
        assertEquals(4, movies().relationships().size());
        assertEquals(5, movies().entities().size());
        assertEquals("Delete relationship", document.history().undoTextProperty().get());
        assertTrue(dialogs.confirmations.isEmpty());
    }

    @Test
    void autoLayoutArrangesEveryBoxWithoutOverlapsInOneStep() {
        vm.edits().autoLayout();
        assertEquals("Arrange diagram", document.history().undoTextProperty().get());
        assertEquals(5, movies().layout().positions().size());
        assertNoOverlaps();
        Rect movie = vm.bounds(vm.box("Movie").orElseThrow());
        Rect cast = vm.bounds(vm.box("CastMember").orElseThrow());
        assertTrue(movie.maxY() < cast.y(), "Movie (1) stands above CastMember (N)");

        document.undo();
        assertEquals(new Point(40, 60), shown("Movie"));
    }

    @Test
    void autoLayoutUsesTheSizesTheViewMeasured() {
        vm.boxes().forEach(b -> vm.reportBoxSize(b.name(), 700, 500));
        vm.edits().autoLayout();
        assertNoOverlaps();
        assertEquals(new Size(700, 500), new Size(vm.bounds(vm.box("Movie").orElseThrow()).width(),
                vm.bounds(vm.box("Movie").orElseThrow()).height()));
    }

    @Test
    void entitiesWithoutSavedPositionsAreLaidOutWithoutOverlapping() {
        DataModel noLayout = document.model().withTable(MOVIES,
                t -> t.withLayout(dev.tablewright.model.DiagramLayout.EMPTY));
        document.load(noLayout);
        assertEquals(5, vm.boxes().size());
        assertNoOverlaps();
        vm.boxes().forEach(b -> assertTrue(b.position().x() > 0 && b.position().y() > 0, b.toString()));

        // An entity added by another screen (no position) goes clear of the others.
        document.apply(EntityEdits.add(MOVIES, "Review", null));
        assertNoOverlaps();
        Point movieBefore = shown("Movie");
        Point reviewBefore = shown("Review");

        // Moving one box saves where the auto-placed boxes stand too, so nothing jumps on reopening.
        vm.selection().select("Review", false);
        vm.edits().moveSelection(0, 40);
        assertEquals("Move Review", document.history().undoTextProperty().get());
        assertEquals(movieBefore, saved("Movie"));
        assertEquals(new Point(reviewBefore.x(), reviewBefore.y() + 40), saved("Review"));
        assertEquals(6, movies().layout().positions().size());
    }

    @Test
    void theDiagramFollowsTheDocumentSelection() {
        document.selectionProperty().set(p("Movies/entities/Actor"));
        assertEquals(Set.of("Actor"), vm.selection().selectedEntities());
        assertTrue(vm.selection().hasSelectionProperty().get());

        document.selectionProperty().set(p("Movies/relationships/2"));
        assertTrue(vm.selection().selectedEntities().isEmpty());
        assertEquals(2, vm.selection().selectedRelationshipProperty().get());

        document.selectionProperty().set(p("Movies/entities/CastMember/attributes/role"));
        assertEquals(Set.of("CastMember"), vm.selection().selectedEntities());
        assertEquals(-1, vm.selection().selectedRelationshipProperty().get());
        assertEquals(p("Movies/entities/CastMember/attributes/role"), document.selectionProperty().get(),
                "following does not rewrite the document's selection");

        document.selectionProperty().set(p("Movies/indexes/GSI-1"));
        assertTrue(vm.selection().selectedEntities().isEmpty());
        assertFalse(vm.selection().hasSelectionProperty().get());
    }

    @Test
    void theDocumentFollowsTheDiagramSelection() {
        vm.selection().select("Stream", false);
        assertEquals(p("Movies/entities/Stream"), document.selectionProperty().get());
        vm.selection().select("Actor", true);
        assertEquals(p("Movies/entities/Actor"), document.selectionProperty().get(), "the last one clicked");
        assertEquals(Set.of("Stream", "Actor"), vm.selection().selectedEntities());
        vm.selection().select("Actor", true);
        assertEquals(Set.of("Stream"), vm.selection().selectedEntities(), "a second additive click deselects");
        assertEquals(p("Movies/entities/Stream"), document.selectionProperty().get());
        vm.selection().selectRelationship(3);
        assertEquals(p("Movies/relationships/3"), document.selectionProperty().get());
        vm.selection().clearSelection();
        assertEquals(p(MOVIES), document.selectionProperty().get());
        vm.selection().selectAll();
        assertEquals(5, vm.selection().selectedEntities().size());
        assertEquals(p("Movies/entities/Movie"), document.selectionProperty().get());
        vm.edits().moveSelection(5, 5);
        assertEquals(5, vm.selection().selectedEntities().size(), "a move keeps the whole selection");
    }

    @Test
    void aRectangleSelectsTheBoxesItTouches() {
        // Movie stands at (40, 60) and CastMember at (340, 60); Actor at (640, 60).
        vm.selection().selectInRectangle(Rect.spanning(0, 0, 350, 70), false);
        assertEquals(Set.of("Movie", "CastMember"), vm.selection().selectedEntities());
        vm.selection().selectInRectangle(Rect.spanning(600, 0, 700, 100), true);
        assertEquals(Set.of("Movie", "CastMember", "Actor"), vm.selection().selectedEntities());
        vm.selection().selectInRectangle(Rect.spanning(0, 0, 10, 10), false);
        assertTrue(vm.selection().selectedEntities().isEmpty());
    }

    @Test
    void theDiagramShowsTheTableTheSelectionIsIn() {
        document.apply(TableEdits.add("Other", KeySchema.of("pk", AttributeType.S)));
        document.apply(EntityEdits.add("Other", "Thing", null));
        assertEquals(MOVIES, vm.tableProperty().get());

        document.selectionProperty().set(p("Other/entities/Thing"));
        assertEquals("Other", vm.tableProperty().get());
        assertEquals(List.of("Thing"), vm.boxes().stream().map(EntityBox::name).toList());
        assertEquals(Set.of("Thing"), vm.selection().selectedEntities());
        assertTrue(vm.lines().isEmpty());

        vm.edits().addEntityAt(new Point(300, 300));
        assertTrue(document.model().table("Other").orElseThrow().entity("Entity").isPresent());
        assertEquals(p("Other/entities/Entity"), document.selectionProperty().get());

        document.selectionProperty().set(p("Movies"));
        assertEquals(MOVIES, vm.tableProperty().get());
        assertEquals(5, vm.boxes().size());
    }

    @Test
    void boxesFollowEditsMadeElsewhere() {
        document.selectionProperty().set(p("Movies/entities/Actor"));
        document.apply(EntityEdits.rename(MOVIES, "Actor", "Performer"));
        assertTrue(vm.box("Performer").isPresent());
        assertEquals(new Point(640, 60), shown("Performer"), "the box keeps its place");
        assertTrue(vm.lines().stream().anyMatch(l -> l.to().equals("Performer")));
        assertTrue(vm.selection().selectedEntities().isEmpty(), "the renamed entity is no longer selected under its old name");

        document.apply(RelationshipEdits.setCardinality(MOVIES, 0, Cardinality.ONE_TO_ONE));
        assertEquals("1:1", vm.lines().get(0).cardinalityLabel());
    }

    @Test
    void zoomStaysWithinItsLimits() {
        assertEquals(1, vm.zoom().zoomProperty().get());
        vm.zoom().zoomIn();
        assertEquals(1.25, vm.zoom().zoomProperty().get(), 1e-9);
        vm.zoom().zoomOut();
        vm.zoom().zoomOut();
        assertEquals(0.8, vm.zoom().zoomProperty().get(), 1e-9);
        for (int i = 0; i < 20; i++) {
            vm.zoom().zoomIn();
        }
        assertEquals(DiagramZoom.MAX_ZOOM, vm.zoom().zoomProperty().get());
        vm.zoom().zoomBy(0.001);
        assertEquals(DiagramZoom.MIN_ZOOM, vm.zoom().zoomProperty().get());
        vm.zoom().resetZoom();
        assertEquals(1, vm.zoom().zoomProperty().get());
    }

    @Test
    void zoomToFitShowsEveryBoxButNeverEnlarges() {
        vm.zoom().zoomToFit(500, 400);
        double zoom = vm.zoom().zoomProperty().get();
        assertTrue(zoom < 1);
        for (EntityBox b : vm.boxes()) {
            assertTrue(vm.bounds(b).maxX() * zoom <= 500 && vm.bounds(b).maxY() * zoom <= 400, b.name());
        }
        vm.zoom().zoomToFit(5000, 4000);
        assertEquals(1, vm.zoom().zoomProperty().get());
    }

    @Test
    void exportWritesThePngOnTheTaskRunner(@TempDir Path dir) throws Exception {
        dialogs.imageToSave = dir.resolve("movies-diagram");
        vm.exportPng(() -> new BufferedImage(30, 20, BufferedImage.TYPE_INT_ARGB));

        Path written = dir.resolve("movies-diagram.png");
        assertTrue(Files.exists(written), "the .png extension is added");
        BufferedImage read = ImageIO.read(written.toFile());
        assertEquals(30, read.getWidth());
        assertEquals(20, read.getHeight());
        assertEquals(List.of("Exporting movies-diagram.png"), tasksRun);
        assertEquals("Exported the diagram to movies-diagram.png.", vm.statusProperty().get());
        assertTrue(dialogs.errors.isEmpty());
    }

    @Test
    void exportDoesNothingWhenCancelledAndReportsAFailedWrite(@TempDir Path dir) {
        dialogs.imageToSave = null;
        vm.exportPng(() -> {
            throw new AssertionError("no picture is taken when the user cancels");
        });
        assertTrue(tasksRun.isEmpty());

        dialogs.imageToSave = dir.resolve("missing-folder").resolve("d.png");
        vm.exportPng(() -> new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB));
        assertEquals(1, dialogs.errors.size());
        assertEquals("Could not export the diagram", dialogs.errors.get(0).title());
        assertEquals("Cannot write " + dialogs.imageToSave + ": the folder " + dir.resolve("missing-folder")
                + " does not exist.", dialogs.errors.get(0).message());
    }

    @Test
    void aReadOnlyPngIsReplacedOnlyWhenTheUserSaysSo(@TempDir Path dir) throws Exception {
        Path png = Files.writeString(dir.resolve("d.png"), "old");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                Files.getFileAttributeView(png, java.nio.file.attribute.PosixFileAttributeView.class) != null);
        Files.setPosixFilePermissions(png, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        dialogs.imageToSave = png;
        dialogs.confirmAnswer = false;
        vm.exportPng(() -> new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB));
        assertEquals(List.of("d.png is read-only. Replace it?"), dialogs.confirmationMessages);
        assertEquals("old", Files.readString(png));
        assertEquals("Not exported: d.png is read-only.", vm.statusProperty().get());
        dialogs.confirmAnswer = true;
        vm.exportPng(() -> new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB));
        assertEquals(4, ImageIO.read(png.toFile()).getWidth());
        assertTrue(dialogs.errors.isEmpty());
    }

    @Test
    void pngEncodingProducesAPngFile() throws Exception {
        byte[] png = PngFile.encode(new BufferedImage(3, 2, BufferedImage.TYPE_INT_ARGB));
        assertEquals((byte) 0x89, png[0]);
        assertEquals("PNG", new String(png, 1, 3, java.nio.charset.StandardCharsets.US_ASCII));
    }

    @Test
    void withoutAModelThereIsNothingToDrawOrEdit() {
        Document empty = new Document();
        DiagramViewModel blank = new DiagramViewModel(empty, tasks, dialogs);
        assertNull(blank.tableProperty().get());
        assertTrue(blank.boxes().isEmpty());
        blank.edits().addEntityAt(new Point(10, 10));
        assertEquals("There is no table to add an entity to.", blank.statusProperty().get());
        blank.edits().autoLayout();
        blank.edits().deleteSelection();
        assertFalse(empty.history().canUndo());
    }

    /** No two boxes touch: each pair as far apart as auto-layout's gaps. */
    private void assertNoOverlaps() {
        List<EntityBox> all = List.copyOf(vm.boxes());
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                assertTrue(apart(vm.bounds(all.get(i)), vm.bounds(all.get(j))),
                        all.get(i).name() + " is too near " + all.get(j).name());
            }
        }
    }
}
