package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Where every relationship line of a diagram runs and where its cardinality label stands, planned
 * for the whole diagram at once (a line or a label placed alone cannot keep clear of the others).
 * Pure geometry, in canvas units, so it is tested without a toolkit.
 */
final class LinePlan {
    /** The size of the loop a relationship of an entity with itself draws over its box's corner. */
    static final double LOOP_SIZE = 36;

    /**
     * One line as planned.
     *
     * @param route    its points, box border to box border; empty for a loop
     * @param loopLane which of the loops on one box this is (a loop only)
     * @param label    where its cardinality label stands
     */
    record Placed(List<Point> route, int loopLane, Rect label) {
        boolean loop() {
            return route.isEmpty();
        }

        Point labelCentre() {
            return new Point(label.centerX(), label.centerY());
        }
    }

    private LinePlan() {
    }

    /**
     * The plan of every line whose two boxes are both in {@code boxes}, in the lines' order. Straight
     * lines are drawn first; the lines that must bend keep off them and off each other; then each
     * label takes the free spot nearest its line's middle.
     */
    static Map<RelationshipLine, Placed> of(Map<String, Rect> boxes, List<RelationshipLine> lines) {
        Map<String, Integer> lanes = new HashMap<>();
        Map<RelationshipLine, Integer> lane = new HashMap<>();
        for (RelationshipLine l : lines) {
            lane.put(l, lanes.merge(pairKey(l), 1, Integer::sum) - 1);
        }
        List<RelationshipLine> drawn = lines.stream()
                .filter(l -> boxes.containsKey(l.from()) && boxes.containsKey(l.to())).toList();
        Map<RelationshipLine, List<Point>> routes = routes(boxes, drawn, l -> lane.get(l),
                l -> lanes.get(pairKey(l)));
        List<Rect> labels = new ArrayList<>();
        Map<RelationshipLine, Placed> loops = new HashMap<>();
        for (RelationshipLine l : drawn) { // loops first: their labels have one place only
            if (l.from().equals(l.to())) {
                Rect box = boxes.get(l.from());
                double loop = LOOP_SIZE + lane.get(l) * LineGeometry.PARALLEL_SPACING;
                Rect label = centred(new Point(box.maxX() + loop * 0.35, box.y() - loop * 0.35),
                        labelSize(l.cardinalityLabel()));
                labels.add(label);
                loops.put(l, new Placed(List.of(), lane.get(l), label));
            }
        }
        Map<RelationshipLine, Placed> plan = new LinkedHashMap<>();
        for (RelationshipLine l : drawn) {
            Placed placed = loops.get(l);
            if (placed == null) {
                Rect from = boxes.get(l.from());
                Rect to = boxes.get(l.to());
                Rect label = LabelSpots.place(routes.get(l), labelSize(l.cardinalityLabel()), List.of(from, to),
                        others(boxes, from, to), labels);
                labels.add(label);
                placed = new Placed(routes.get(l), 0, label);
            }
            plan.put(l, placed);
        }
        return plan;
    }

    /** The route of every line but the loops: the straight ones first, then the bent ones keeping off all before. */
    private static Map<RelationshipLine, List<Point>> routes(Map<String, Rect> boxes, List<RelationshipLine> drawn,
            ToIntFunction<RelationshipLine> lane, ToIntFunction<RelationshipLine> lanes) {
        Map<RelationshipLine, List<Point>> routes = new HashMap<>();
        List<LineGeometry.Segment> taken = new ArrayList<>();
        for (boolean straightOnly : new boolean[] {true, false}) {
            for (RelationshipLine l : drawn) {
                if (l.from().equals(l.to()) || routes.containsKey(l)) {
                    continue;
                }
                Rect from = boxes.get(l.from());
                Rect to = boxes.get(l.to());
                List<Rect> others = others(boxes, from, to);
                List<Point> route = straightOnly ? LineRoute.straight(from, to, lane.applyAsInt(l), lanes.applyAsInt(l))
                        : LineRoute.between(from, to, others, lane.applyAsInt(l), lanes.applyAsInt(l), taken);
                if (!straightOnly || LineRoute.clear(route, others) && !LineOverlap.runsAlong(route, taken)) {
                    routes.put(l, route);
                    taken.addAll(LineOverlap.segments(route));
                }
            }
        }
        return routes;
    }

    private static List<Rect> others(Map<String, Rect> boxes, Rect from, Rect to) {
        return boxes.values().stream().filter(b -> b != from && b != to).toList();
    }

    /** Lines between the same two boxes, either way round, share lanes. */
    private static String pairKey(RelationshipLine l) {
        return l.from().compareTo(l.to()) <= 0 ? l.from() + "\u0000" + l.to() : l.to() + "\u0000" + l.from();
    }

    /** A cardinality label's size, erring on the large side ("1:N" in the label's small font and padding). */
    static Size labelSize(String text) {
        return new Size(10 + 7 * text.length(), 18);
    }

    static Rect centred(Point p, Size size) {
        return new Rect(p.x() - size.width() / 2, p.y() - size.height() / 2, size.width(), size.height());
    }

    /** The point halfway along a route. */
    static Point halfway(List<Point> route) {
        return along(route, 0.5);
    }

    /** The point at {@code fraction} (0 to 1) of a route's length. */
    static Point along(List<Point> route, double fraction) {
        double rest = LineRoute.length(route) * fraction;
        for (int i = 1; i < route.size(); i++) {
            Point p = route.get(i - 1);
            Point q = route.get(i);
            double piece = Math.hypot(q.x() - p.x(), q.y() - p.y());
            if (piece >= rest && piece > 0) {
                double t = rest / piece;
                return new Point(p.x() + (q.x() - p.x()) * t, p.y() + (q.y() - p.y()) * t);
            }
            rest -= piece;
        }
        return route.get(route.size() - 1);
    }
}
