package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a line runs along another: over a stretch, nearer to it than two lines can be told apart.
 * Two lines into one side of a box at its middle share their last segment; this finds them.
 */
final class LineOverlap {
    /** Lines nearer than this read as one: a route keeps farther from the lines already drawn. */
    static final double NEAR = 10;
    /** Shorter than this, running side by side is a touch (two lines meeting), not a shared stretch. */
    private static final double STRETCH = 4;

    private LineOverlap() {
    }

    /** The straight pieces of a route. */
    static List<LineGeometry.Segment> segments(List<Point> route) {
        List<LineGeometry.Segment> out = new ArrayList<>();
        for (int i = 1; i < route.size(); i++) {
            out.add(new LineGeometry.Segment(route.get(i - 1).x(), route.get(i - 1).y(), route.get(i).x(), route.get(i).y()));
        }
        return out;
    }

    /** True when a piece of the route runs along one of {@code taken}. */
    static boolean runsAlong(List<Point> route, List<LineGeometry.Segment> taken) {
        for (LineGeometry.Segment mine : segments(route)) {
            for (LineGeometry.Segment other : taken) {
                if (along(mine, other)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True when {@code b}, where it runs beside {@code a} for more than a touch, stays within {@link #NEAR} of it. */
    static boolean along(LineGeometry.Segment a, LineGeometry.Segment b) {
        double length = a.length();
        if (length < 1e-9 || b.length() < 1e-9) {
            return false;
        }
        double ux = (a.x2() - a.x1()) / length;
        double uy = (a.y2() - a.y1()) / length;
        double t1 = (b.x1() - a.x1()) * ux + (b.y1() - a.y1()) * uy;
        double t2 = (b.x2() - a.x1()) * ux + (b.y2() - a.y1()) * uy;
        double from = Math.max(0, Math.min(t1, t2));
        double to = Math.min(length, Math.max(t1, t2));
        if (to - from <= STRETCH) {
            return false;
        }
        return distance(a, ux, uy, b, t1, t2, from) < NEAR && distance(a, ux, uy, b, t1, t2, to) < NEAR;
    }

    /** How far {@code b} is from the line of {@code a} at the point of {@code b} projecting to t. */
    private static double distance(LineGeometry.Segment a, double ux, double uy, LineGeometry.Segment b, double t1,
            double t2, double t) {
        double k = t1 == t2 ? 0 : (t - t1) / (t2 - t1);
        double x = b.x1() + (b.x2() - b.x1()) * k;
        double y = b.y1() + (b.y2() - b.y1()) * k;
        return Math.abs((x - a.x1()) * uy - (y - a.y1()) * ux);
    }
}
