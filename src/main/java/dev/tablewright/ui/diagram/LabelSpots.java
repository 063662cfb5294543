package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import java.util.List;

/**
 * Where a cardinality label stands on its line: halfway when that spot is free, else the free spot
 * nearest halfway along the line (or just beside it), so labels of crossing lines do not pile up and
 * none covers a box or a crow's foot.
 */
final class LabelSpots {
    /** Spots tried along the line, nearest the middle first. */
    private static final double[] FRACTIONS = {0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82};
    /** Room kept from the line's own boxes: its crow's foot or bar (drawn up to 14 px out) stays readable. */
    private static final double MARKER_ROOM = 16;
    /** Room kept from any other box. */
    private static final double BOX_ROOM = 4;
    /** Room kept between two labels. */
    private static final double BETWEEN_LABELS = 3;

    private LabelSpots() {
    }

    /**
     * The label's rectangle on {@code route}, clear of the boxes and of {@code labels} where any spot
     * is: on the line nearest its middle, else just beside it, else anywhere merely off the boxes.
     *
     * @param ends   the two boxes the line joins
     * @param others every other box
     */
    static Rect place(List<Point> route, Size size, List<Rect> ends, List<Rect> others, List<Rect> labels) {
        double aside = size.height() / 2 + size.width() / 2 + 2;
        for (double[] rooms : new double[][] {{MARKER_ROOM, BOX_ROOM}, {0, 0}}) {
            for (double sideways : new double[] {0, aside, -aside}) {
                for (double f : FRACTIONS) {
                    Point at = LinePlan.along(route, f);
                    Point side = sideways(route, f, sideways);
                    Rect label = LinePlan.centred(new Point(at.x() + side.x(), at.y() + side.y()), size);
                    if (free(label, ends, rooms[0]) && free(label, others, rooms[1]) && free(label, labels, BETWEEN_LABELS)) {
                        return label;
                    }
                }
            }
        }
        return LinePlan.centred(LinePlan.halfway(route), size); // nowhere free: halfway, as ever
    }

    private static boolean free(Rect label, List<Rect> taken, double room) {
        for (Rect t : taken) {
            if (label.overlaps(grown(t, room))) {
                return false;
            }
        }
        return true;
    }

    /** A vector of length {@code by} across the route's piece at {@code fraction}. */
    private static Point sideways(List<Point> route, double fraction, double by) {
        double rest = LineRoute.length(route) * fraction;
        for (int i = 1; i < route.size(); i++) {
            Point p = route.get(i - 1);
            Point q = route.get(i);
            double piece = Math.hypot(q.x() - p.x(), q.y() - p.y());
            if ((piece >= rest || i == route.size() - 1) && piece > 0) {
                return new Point(-(q.y() - p.y()) / piece * by, (q.x() - p.x()) / piece * by);
            }
            rest -= piece;
        }
        return new Point(0, by);
    }

    private static Rect grown(Rect r, double by) {
        return new Rect(r.x() - by, r.y() - by, r.width() + 2 * by, r.height() + 2 * by);
    }
}
