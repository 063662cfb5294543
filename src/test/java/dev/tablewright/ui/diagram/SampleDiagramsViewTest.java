package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.Point;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;


import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;
import org.junit.jupiter.api.extension.ExtendWith;
import dev.tablewright.ui.common.FxStages;

/**
 * The alleycat and tournament samples drawn (headless, with the boxes' real sizes), as saved and
 * auto-laid out: boxes keep their gap, no two lines share a segment, no label lies on another or on
 * a box.
 */
@ExtendWith(FxStages.class)
class SampleDiagramsViewTest {
    private final FxRobot robot = new FxRobot();
    private DiagramViewModel vm;

    @ParameterizedTest
    @ValueSource(strings = {"alleycat-races.json", "tournament-matches.json"})
    void drawnAsSavedAndAutoLaidOutTheyReadCleanly(String sample) throws Exception {
        Document document = new Document();
        document.load(SampleModels.read(sample).model().orElseThrow());
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            vm = new DiagramViewModel(document, new ImmediateTaskRunner(), new RecordingDialogs());
            stage.setScene(new Scene(new DiagramView(vm), 1150, 760));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), faults(), "as saved");
        WaitForAsyncUtils.asyncFx(() -> vm.edits().autoLayout()).get(5, TimeUnit.SECONDS); // with the drawn sizes
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), faults(), "auto-laid out");
    }

    private List<String> faults() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Node canvas = robot.lookup("#diagramCanvas").query();
            List<Node> boxes = List.copyOf(robot.lookup(".entity-box").queryAll());
            List<Node> labels = List.copyOf(robot.lookup(".relationship-label").queryAll());
            List<Node> paths = List.copyOf(robot.lookup(".relationship-line").queryAll());
            List<String> out = new ArrayList<>();
            for (int i = 0; i < boxes.size(); i++) {
                for (int j = i + 1; j < boxes.size(); j++) {
                    double gap = SampleDiagramsTest.gap(rect(canvas, boxes.get(i)), rect(canvas, boxes.get(j)));
                    if (gap < 40) {
                        out.add(boxes.get(i).getId() + " and " + boxes.get(j).getId() + " are " + Math.round(gap) + " px apart");
                    }
                }
            }
            for (int i = 0; i < labels.size(); i++) {
                Rect label = rect(canvas, labels.get(i));
                String whose = labels.get(i).getParent().getId();
                for (Node box : boxes) {
                    if (label.overlaps(rect(canvas, box))) {
                        out.add("the label of " + whose + " lies on " + box.getId());
                    }
                }
                for (int j = i + 1; j < labels.size(); j++) {
                    if (label.overlaps(rect(canvas, labels.get(j)))) {
                        out.add("the labels of " + whose + " and " + labels.get(j).getParent().getId() + " overlap");
                    }
                }
            }
            for (int i = 0; i < paths.size(); i++) {
                for (int j = i + 1; j < paths.size(); j++) {
                    if (SampleDiagramsTest.shareASegment(points((Path) paths.get(i)), points((Path) paths.get(j)))) {
                        out.add(paths.get(i).getParent().getId() + " and " + paths.get(j).getParent().getId()
                                + " share a segment");
                    }
                }
            }
            return out;
        }).get(5, TimeUnit.SECONDS);
    }

    /** A node's own rectangle (no shadow) in canvas units. */
    private static Rect rect(Node canvas, Node n) {
        Bounds b = canvas.sceneToLocal(n.localToScene(n.getLayoutBounds()));
        return new Rect(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
    }

    /** The corners of a straight-pieced path (a loop's curve has none to share). */
    private static List<Point> points(Path path) {
        List<Point> out = new ArrayList<>();
        for (PathElement e : path.getElements()) {
            if (e instanceof MoveTo m) {
                out.add(new Point(m.getX(), m.getY()));
            } else if (e instanceof LineTo l) {
                out.add(new Point(l.getX(), l.getY()));
            }
        }
        return out;
    }
}
