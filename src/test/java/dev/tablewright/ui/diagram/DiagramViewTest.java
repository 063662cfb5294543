package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.BeforeEach;
import dev.tablewright.ui.common.FxStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javax.imageio.ImageIO;

/** The diagram on the movies sample, headless (Monocle), driven by the robot's mouse and keys. */
@ExtendWith(FxStages.class)
class DiagramViewTest {
    private static final String MOVIES = "Movies";

    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private DiagramViewModel vm;

    @BeforeEach
    void show() throws Exception {
        document.load(SampleModels.read("movies-actors.json").model().orElseThrow());
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            vm = new DiagramViewModel(document, new ImmediateTaskRunner(), dialogs);
            stage.setScene(new Scene(new DiagramView(vm), 1150, 760));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TableDesign movies() {
        return document.model().table(MOVIES).orElseThrow();
    }

    private Point saved(String entity) {
        return movies().layout().position(entity).orElseThrow();
    }

    private Node canvas() {
        return robot.lookup("#diagramCanvas").query();
    }

    private Node box(String entity) {
        return robot.lookup("#box-" + entity).query();
    }

    private boolean hasNode(String query) {
        return robot.lookup(query).tryQuery().isPresent();
    }

    /** A point of the canvas (canvas units) on screen, checked to be clear of every box. */
    private Point2D emptyCanvasPoint(double x, double y) {
        robot.lookup(".entity-box").queryAll().forEach(b -> assertFalse(b.getBoundsInParent().contains(x, y),
                "(" + x + ", " + y + ") lies on " + b.getId()));
        return canvas().localToScreen(x, y);
    }

    @Test
    void drawsABoxPerEntityAndALinePerRelationship() {
        assertEquals(5, robot.lookup(".entity-box").queryAll().size());
        assertEquals(5, robot.lookup(".relationship").queryAll().size());
        assertEquals(40, box("Movie").getLayoutX(), 0.5);
        assertEquals(60, box("Movie").getLayoutY(), 0.5);
        assertTrue(robot.lookup("#box-Movie .entity-name").queryLabeled().getText().equals("Movie"));
        assertTrue(hasNode("#relationship-0"));
    }

    @Test
    void doubleClickingEmptyCanvasAddsAnEntityThere() {
        robot.doubleClickOn(emptyCanvasPoint(1040, 200), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(hasNode("#box-Entity"), "a box for the new entity");
        assertTrue(movies().entity("Entity").isPresent());
        assertEquals(1040, saved("Entity").x(), 1.5);
        assertEquals(200, saved("Entity").y(), 1.5);
        assertEquals("Add entity Entity", document.history().undoTextProperty().get());
        assertEquals(new ModelPath.EntityPath("Movies", "Entity"), document.selectionProperty().get());
        assertEquals(6, robot.lookup(".entity-box").queryAll().size(), "double-clicking added exactly one");

        robot.interact(document::undo);
        assertFalse(hasNode("#box-Entity"));
        assertTrue(movies().entity("Entity").isEmpty());
    }

    @Test
    void draggingABoxSavesItsNewPositionOnRelease() {
        Point before = saved("Movie");
        robot.drag(box("Movie"), MouseButton.PRIMARY).moveBy(60, 40).drop();
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(before.x() + 60, saved("Movie").x(), 1.5);
        assertEquals(before.y() + 40, saved("Movie").y(), 1.5);
        assertEquals("Move Movie", document.history().undoTextProperty().get());
        assertEquals(saved("Movie").x(), box("Movie").getLayoutX(), 0.5);

        robot.interact(document::undo);
        assertEquals(before, saved("Movie"));
        assertEquals(before.x(), box("Movie").getLayoutX(), 0.5);
        assertFalse(document.history().canUndo(), "the whole drag was one step");
    }

    @Test
    void aMultiSelectionDragsTogether() {
        robot.clickOn(box("Stream"));
        robot.press(KeyCode.SHIFT).clickOn(box("StreamTotal")).release(KeyCode.SHIFT);
        assertEquals(Set.of("Stream", "StreamTotal"), vm.selection().selectedEntities());
        Point stream = saved("Stream");
        Point total = saved("StreamTotal");

        robot.drag(box("Stream"), MouseButton.PRIMARY).moveBy(30, -50).drop();
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(stream.y() - 50, saved("Stream").y(), 1.5);
        assertEquals(total.y() - 50, saved("StreamTotal").y(), 1.5);
        assertEquals("Move 2 entities", document.history().undoTextProperty().get());
    }

    @Test
    void connectModeJoinsTwoBoxesWithALine() {
        robot.clickOn("#connectButton");
        robot.clickOn(box("Stream"));
        robot.clickOn(box("Actor"));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(6, movies().relationships().size());
        assertEquals(new Relationship("Stream", "Actor", Cardinality.ONE_TO_MANY, ""), movies().relationships().get(5));
        assertTrue(hasNode("#relationship-5"), "a line for the new relationship");
        assertEquals("1:N", robot.lookup("#relationship-5 .relationship-label").queryLabeled().getText());
        assertFalse(vm.edits().connectingProperty().get(), "Connect mode ends after one relationship");

        robot.interact(document::undo);
        assertEquals(5, movies().relationships().size());
        assertFalse(hasNode("#relationship-5"));
    }

    @Test
    void aRubberBandSelectsAndTheDeleteKeyDeletes() {
        // Movie stands at (40, 60), CastMember at (340, 60): a band from (10, 20) to (380, 100) touches both.
        robot.moveTo(emptyCanvasPoint(10, 20)).press(MouseButton.PRIMARY)
                .moveTo(canvas().localToScreen(380, 100)).release(MouseButton.PRIMARY);
        assertEquals(Set.of("Movie", "CastMember"), vm.selection().selectedEntities());

        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, dialogs.confirmations.size(), "both hold sample items");
        assertFalse(hasNode("#box-Movie"));
        assertFalse(hasNode("#box-CastMember"));
        assertEquals("Delete 2 entities", document.history().undoTextProperty().get());

        robot.interact(document::undo);
        assertTrue(hasNode("#box-Movie"));
    }

    @Test
    void zoomButtonsScaleTheCanvas() {
        robot.clickOn("#zoomInButton");
        assertEquals(1.25, vm.zoom().zoomProperty().get(), 1e-9);
        assertEquals(1.25 * box("Movie").getLayoutBounds().getWidth(),
                box("Movie").localToScene(box("Movie").getLayoutBounds()).getWidth(), 0.5);
        robot.clickOn("#zoomResetButton");
        assertEquals(1, vm.zoom().zoomProperty().get(), 1e-9);
    }

    /** Zoomed in and scrolled to the middle, so the view can scroll every way. */
    private ScrollPane zoomedAndScrolled() {
        ScrollPane scroll = robot.lookup(".diagram-scroll").queryAs(ScrollPane.class);
        robot.interact(() -> {
            vm.zoom().zoomIn();
            vm.zoom().zoomIn();
            vm.zoom().zoomIn();
            scroll.layout();
            scroll.setHvalue(0.5);
            scroll.setVvalue(0.5);
        });
        return scroll;
    }

    /** A point in the middle of the visible canvas. */
    private Point2D middleOfView(ScrollPane scroll) {
        Bounds view = scroll.localToScreen(scroll.getLayoutBounds());
        Point2D middle = new Point2D(view.getCenterX(), view.getCenterY());
        Point2D local = canvas().screenToLocal(middle);
        emptyCanvasPoint(local.getX(), local.getY());
        return middle;
    }

    @Test
    void ctrlWheelZoomsAroundThePointer() {
        ScrollPane scroll = zoomedAndScrolled();
        Point2D pointer = middleOfView(scroll);
        Point2D before = canvas().screenToLocal(pointer);
        double zoom = vm.zoom().zoomProperty().get();

        robot.moveTo(pointer).press(KeyCode.CONTROL).scroll(3, VerticalDirection.UP).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(Math.abs(vm.zoom().zoomProperty().get() - zoom) > 0.2, "zoomed: " + vm.zoom().zoomProperty().get());
        Point2D after = canvas().screenToLocal(pointer);
        assertEquals(before.getX(), after.getX(), 3, "the canvas point under the pointer stays there");
        assertEquals(before.getY(), after.getY(), 3);
    }

    @Test
    void middleDragAndSpaceDragPan() {
        ScrollPane scroll = zoomedAndScrolled();
        Point2D start = middleOfView(scroll);
        double h = scroll.getHvalue();
        double v = scroll.getVvalue();

        robot.drag(start, MouseButton.MIDDLE).moveBy(-120, -80).drop();
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(scroll.getHvalue() > h && scroll.getVvalue() > v, "panned right and down");
        assertTrue(vm.selection().selectedEntities().isEmpty(), "a pan selects nothing");

        h = scroll.getHvalue();
        robot.clickOn(start, MouseButton.PRIMARY); // the canvas takes the keyboard focus
        robot.press(KeyCode.SPACE).drag(start, MouseButton.PRIMARY).moveBy(80, 0).drop().release(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(scroll.getHvalue() < h, "Space+drag panned back left");
        assertTrue(vm.selection().selectedEntities().isEmpty());
        assertFalse(document.history().canUndo(), "panning edits nothing");
    }

    @Test
    void exportPngWritesAPictureOfTheDiagram(@TempDir Path dir) throws Exception {
        dialogs.imageToSave = dir.resolve("movies.png");
        robot.clickOn("#exportPngButton");
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(Files.exists(dir.resolve("movies.png")));
        BufferedImage image = ImageIO.read(dir.resolve("movies.png").toFile());
        Bounds drawn = robot.lookup("#diagramCanvas").queryAs(DiagramCanvas.class).drawing().getBoundsInParent();
        assertEquals((drawn.getWidth() + 48) * 2, image.getWidth(), 2);
        assertEquals((drawn.getHeight() + 48) * 2, image.getHeight(), 2);
    }
}
