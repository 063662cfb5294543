package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The way a relationship line runs between two boxes without crossing a third: straight when
 * nothing is in the way (the common case, and what a reader expects), else the shortest of a few
 * orthogonal routes — one bend, two bends, or a detour around the boxes in the way — that touches no
 * other box and runs along no line already drawn (its ends move along the boxes' sides for that).
 * Pure geometry, in canvas units; when every route is blocked the line stays straight.
 */
final class LineRoute {
    /** How close a line may pass a box it does not belong to. */
    static final double CLEARANCE = 12;

    private LineRoute() {
    }

    /** The points of the line, its first on {@code from}'s border and its last on {@code to}'s. */
    static List<Point> between(Rect from, Rect to, List<Rect> others, int lane, int lanes) {
        return between(from, to, others, lane, lanes, List.of());
    }

    /** The straight line between two boxes, border to border; it is the route when nothing is in its way. */
    static List<Point> straight(Rect from, Rect to, int lane, int lanes) {
        LineGeometry.Segment s = LineGeometry.between(from, to, lane, lanes);
        return List.of(new Point(s.x1(), s.y1()), new Point(s.x2(), s.y2()));
    }

    /**
     * As {@link #between(Rect, Rect, List, int, int)}, keeping off the lines already drawn
     * ({@code taken}): a bent route into a side another line uses moves along it, one
     * {@link LineGeometry#PARALLEL_SPACING} at a time, rather than share that line's last stretch.
     */
    static List<Point> between(Rect from, Rect to, List<Rect> others, int lane, int lanes,
            List<LineGeometry.Segment> taken) {
        List<Point> direct = straight(from, to, lane, lanes);
        if (from.overlaps(to) || clear(direct, others) && !LineOverlap.runsAlong(direct, taken)) {
            return direct;
        }
        double shift = (lane - (lanes - 1) / 2.0) * LineGeometry.PARALLEL_SPACING;
        // The side's middle first, then a step either way, and so on: the first step that fits wins.
        for (int step = 0; step <= MAX_SPREAD; step++) {
            List<Point> best = null;
            for (int sign : step == 0 ? new int[] {1} : new int[] {1, -1}) {
                for (List<Point> route : candidates(from, to, others,
                        shift + sign * step * LineGeometry.PARALLEL_SPACING)) {
                    if ((best == null || length(route) < length(best)) && attached(route, from, to)
                            && clear(route, others) && !LineOverlap.runsAlong(route, taken)) {
                        best = route;
                    }
                }
            }
            if (best != null) {
                return best;
            }
        }
        // Nothing keeps off every other line: keep off the boxes at least.
        if (clear(direct, others)) {
            return direct;
        }
        return candidates(from, to, others, shift).stream().filter(r -> clear(r, others))
                .min(Comparator.comparingDouble(LineRoute::length)).orElse(direct);
    }

    /** How many steps of the parallel spacing from a side's middle an attachment point may move. */
    private static final int MAX_SPREAD = 3;
    /** How near a box's corner a line may meet its side. */
    private static final double CORNER = 8;

    /** True when the route starts on {@code a}'s border and ends on {@code b}'s, clear of their corners. */
    private static boolean attached(List<Point> route, Rect a, Rect b) {
        return onSide(route.get(0), a) && onSide(route.get(route.size() - 1), b);
    }

    private static boolean onSide(Point p, Rect r) {
        boolean onVertical = (Math.abs(p.x() - r.x()) < 0.5 || Math.abs(p.x() - r.maxX()) < 0.5)
                && p.y() >= r.y() + CORNER && p.y() <= r.maxY() - CORNER;
        boolean onHorizontal = (Math.abs(p.y() - r.y()) < 0.5 || Math.abs(p.y() - r.maxY()) < 0.5)
                && p.x() >= r.x() + CORNER && p.x() <= r.maxX() - CORNER;
        return onVertical || onHorizontal;
    }

    private static List<List<Point>> candidates(Rect a, Rect b, List<Rect> others, double shift) {
        List<List<Point>> out = new ArrayList<>();
        double ay = a.centerY() + shift;
        double by = b.centerY() + shift;
        double ax = a.centerX() + shift;
        double bx = b.centerX() + shift;
        boolean bRight = b.centerX() >= a.centerX();
        boolean bBelow = b.centerY() >= a.centerY();
        double aSideX = bRight ? a.maxX() : a.x();
        double bSideX = bRight ? b.x() : b.maxX();
        double aSideY = bBelow ? a.maxY() : a.y();
        double bSideY = bBelow ? b.y() : b.maxY();
        // One bend: across then down into b's top or bottom, or down then across into b's side.
        out.add(List.of(new Point(aSideX, ay), new Point(bx, ay), new Point(bx, bSideY)));
        out.add(List.of(new Point(ax, aSideY), new Point(ax, by), new Point(bSideX, by)));
        // Two bends through the gap between them, horizontal or vertical.
        double midX = (aSideX + bSideX) / 2;
        double midY = (aSideY + bSideY) / 2;
        out.add(List.of(new Point(aSideX, ay), new Point(midX, ay), new Point(midX, by), new Point(bSideX, by)));
        out.add(List.of(new Point(ax, aSideY), new Point(ax, midY), new Point(bx, midY), new Point(bx, bSideY)));
        // Detours around everything between them: over the top, under the bottom, left or right of all.
        Rect span = Rect.spanning(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()), Math.max(a.maxX(), b.maxX()),
                Math.max(a.maxY(), b.maxY()));
        List<Rect> between = others.stream().filter(o -> o.overlaps(span)).toList();
        double top = Math.min(span.y(), between.stream().mapToDouble(Rect::y).min().orElse(span.y())) - 2 * CLEARANCE;
        double bottom = Math.max(span.maxY(), between.stream().mapToDouble(Rect::maxY).max().orElse(span.maxY()))
                + 2 * CLEARANCE;
        double left = Math.min(span.x(), between.stream().mapToDouble(Rect::x).min().orElse(span.x())) - 2 * CLEARANCE;
        double right = Math.max(span.maxX(), between.stream().mapToDouble(Rect::maxX).max().orElse(span.maxX()))
                + 2 * CLEARANCE;
        out.add(List.of(new Point(ax, a.y()), new Point(ax, top + shift), new Point(bx, top + shift), new Point(bx, b.y())));
        out.add(List.of(new Point(ax, a.maxY()), new Point(ax, bottom + shift), new Point(bx, bottom + shift),
                new Point(bx, b.maxY())));
        out.add(List.of(new Point(a.x(), ay), new Point(left + shift, ay), new Point(left + shift, by), new Point(b.x(), by)));
        out.add(List.of(new Point(a.maxX(), ay), new Point(right + shift, ay), new Point(right + shift, by),
                new Point(b.maxX(), by)));
        return out;
    }

    static boolean clear(List<Point> route, List<Rect> others) {
        for (int i = 1; i < route.size(); i++) {
            Point p = route.get(i - 1);
            Point q = route.get(i);
            for (Rect o : others) {
                if (crosses(p, q, inflate(o, CLEARANCE))) {
                    return false;
                }
            }
        }
        return true;
    }

    static double length(List<Point> route) {
        double sum = 0;
        for (int i = 1; i < route.size(); i++) {
            sum += Math.hypot(route.get(i).x() - route.get(i - 1).x(), route.get(i).y() - route.get(i - 1).y());
        }
        return sum;
    }

    private static Rect inflate(Rect r, double by) {
        return new Rect(r.x() - by, r.y() - by, r.width() + 2 * by, r.height() + 2 * by);
    }

    /** True when the segment p–q passes through the rectangle's inside (Liang–Barsky clipping). */
    static boolean crosses(Point p, Point q, Rect r) {
        double dx = q.x() - p.x();
        double dy = q.y() - p.y();
        double t0 = 0;
        double t1 = 1;
        double[] ps = {-dx, dx, -dy, dy};
        double[] qs = {p.x() - r.x(), r.maxX() - p.x(), p.y() - r.y(), r.maxY() - p.y()};
        for (int i = 0; i < 4; i++) {
            if (ps[i] == 0) {
                if (qs[i] <= 0) {
                    return false; // parallel to this edge and outside (or on) it
                }
            } else {
                double t = qs[i] / ps[i];
                if (ps[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
                if (t0 >= t1) {
                    return false;
                }
            }
        }
        return true;
    }
}
