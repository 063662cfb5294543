package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** The plan of every line whose two boxes are both in {@code boxes}, in the lines' order. */
    static Map<RelationshipLine, Placed> of(Map<String, Rect> boxes, List<RelationshipLine> lines) {
        Map<String, Integer> lanes = new HashMap<>();
        for (RelationshipLine l : lines) {
            lanes.merge(pairKey(l), 1, Integer::sum);
        }
        Map<String, Integer> lane = new HashMap<>();
        Map<RelationshipLine, Placed> plan = new LinkedHashMap<>();
        for (RelationshipLine l : lines) {
            Rect from = boxes.get(l.from());
            Rect to = boxes.get(l.to());
            if (from == null || to == null) {
                continue;
            }
            String key = pairKey(l);
            int mine = lane.merge(key, 1, Integer::sum) - 1;
            Size size = labelSize(l.cardinalityLabel());
            if (l.from().equals(l.to())) {
                double loop = LOOP_SIZE + mine * LineGeometry.PARALLEL_SPACING;
                Point at = new Point(from.maxX() + loop * 0.35, from.y() - loop * 0.35);
                plan.put(l, new Placed(List.of(), mine, centred(at, size)));
            } else {
                List<Rect> others = boxes.values().stream().filter(b -> b != from && b != to).toList();
                List<Point> route = LineRoute.between(from, to, others, mine, lanes.get(key));
                plan.put(l, new Placed(route, 0, centred(halfway(route), size)));
            }
        }
        return plan;
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
