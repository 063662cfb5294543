package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.Point;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.RecordingDialogs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped sample's diagram, as saved and as auto-laid out, reads cleanly: boxes keep a gap
 * between them, no two lines run along each other, and cardinality labels overlap neither each other
 * nor a box. Box sizes are the estimates the diagram uses before it has drawn them.
 */
class SampleDiagramsTest {
    /** The least room between two boxes: a line, its crow's feet and its label fit in it. */
    private static final double MIN_GAP = 40;

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    private static DiagramViewModel open(String sample) {
        Document document = new Document();
        document.load(SampleModels.read(sample).model().orElseThrow());
        return new DiagramViewModel(document, new ImmediateTaskRunner(), new RecordingDialogs());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void asSaved(String sample) {
        assertReadable(open(sample));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void autoLaidOut(String sample) {
        DiagramViewModel vm = open(sample);
        vm.edits().autoLayout();
        assertReadable(vm);
    }

    private static void assertReadable(DiagramViewModel vm) {
        Map<String, Rect> boxes = new LinkedHashMap<>();
        vm.boxes().forEach(b -> boxes.put(b.name(), vm.bounds(b)));
        Map<RelationshipLine, LinePlan.Placed> plan = LinePlan.of(boxes, vm.lines());
        List<String> faults = new ArrayList<>();
        List<String> names = List.copyOf(boxes.keySet());
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                double gap = gap(boxes.get(names.get(i)), boxes.get(names.get(j)));
                if (gap < MIN_GAP) {
                    faults.add(names.get(i) + " and " + names.get(j) + " are " + Math.round(gap) + " px apart");
                }
            }
        }
        List<RelationshipLine> lines = List.copyOf(plan.keySet());
        for (int i = 0; i < lines.size(); i++) {
            LinePlan.Placed a = plan.get(lines.get(i));
            for (Map.Entry<String, Rect> box : boxes.entrySet()) {
                if (a.label().overlaps(box.getValue())) {
                    faults.add("the label of " + name(lines.get(i)) + " lies on " + box.getKey());
                }
            }
            for (int j = i + 1; j < lines.size(); j++) {
                LinePlan.Placed b = plan.get(lines.get(j));
                if (a.label().overlaps(b.label())) {
                    faults.add("the labels of " + name(lines.get(i)) + " and " + name(lines.get(j)) + " overlap");
                }
                if (shareASegment(a.route(), b.route())) {
                    faults.add(name(lines.get(i)) + " and " + name(lines.get(j)) + " share a segment");
                }
            }
        }
        assertEquals(List.of(), faults);
    }

    private static String name(RelationshipLine l) {
        return l.from() + " " + l.cardinalityLabel() + " " + l.to();
    }

    /** The room between two boxes: across, or up and down, whichever they are apart by; negative when they overlap. */
    static double gap(Rect a, Rect b) {
        double across = Math.max(b.x() - a.maxX(), a.x() - b.maxX());
        double upDown = Math.max(b.y() - a.maxY(), a.y() - b.maxY());
        return Math.max(across, upDown);
    }

    /** Closer than this, two lines read as one. */
    private static final double TOUCHING = 6;

    /** True when a piece of one route lies on (or within a few pixels along) a piece of the other. */
    static boolean shareASegment(List<Point> a, List<Point> b) {
        for (int i = 1; i < a.size(); i++) {
            for (int j = 1; j < b.size(); j++) {
                if (collinearOverlap(a.get(i - 1), a.get(i), b.get(j - 1), b.get(j))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean collinearOverlap(Point p, Point q, Point r, Point s) {
        double length = Math.hypot(q.x() - p.x(), q.y() - p.y());
        if (length < 1e-9) {
            return false;
        }
        double ux = (q.x() - p.x()) / length;
        double uy = (q.y() - p.y()) / length;
        double tr = (r.x() - p.x()) * ux + (r.y() - p.y()) * uy;
        double ts = (s.x() - p.x()) * ux + (s.y() - p.y()) * uy;
        double from = Math.max(0, Math.min(tr, ts));
        double to = Math.min(length, Math.max(tr, ts));
        if (to - from <= TOUCHING) {
            return false; // r–s does not run beside p–q for more than a touch
        }
        // Where r–s runs beside p–q, it stays within a few pixels of it at both ends of that stretch.
        return distance(r, s, tr, ts, from, p, ux, uy) <= TOUCHING && distance(r, s, tr, ts, to, p, ux, uy) <= TOUCHING;
    }

    /** How far r–s is from the line p + t·u at the point of r–s whose projection is t. */
    private static double distance(Point r, Point s, double tr, double ts, double t, Point p, double ux, double uy) {
        double k = ts == tr ? 0 : (t - tr) / (ts - tr);
        double x = r.x() + (s.x() - r.x()) * k;
        double y = r.y() + (s.y() - r.y()) * k;
        return Math.abs((x - p.x()) * uy - (y - p.y()) * ux);
    }
}
