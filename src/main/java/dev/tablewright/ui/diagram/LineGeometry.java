package dev.tablewright.ui.diagram;

/**
 * Where a relationship line runs: from the border of one box to the border of the other, along the
 * line between their centres, shifted sideways when two boxes share several relationships so the
 * lines do not lie on top of each other. Pure geometry, in canvas units.
 */
final class LineGeometry {
    /** How far apart parallel lines between the same two boxes run. */
    static final double PARALLEL_SPACING = 18;

    /** A straight piece of line from (x1, y1) to (x2, y2). */
    record Segment(double x1, double y1, double x2, double y2) {
        double midX() {
            return (x1 + x2) / 2;
        }

        double midY() {
            return (y1 + y2) / 2;
        }

        double length() {
            return Math.hypot(x2 - x1, y2 - y1);
        }
    }

    private LineGeometry() {
    }

    /**
     * The line between two boxes, border to border.
     *
     * @param lane which of {@code lanes} parallel lines between the same two boxes this is (0-based)
     */
    static Segment between(Rect from, Rect to, int lane, int lanes) {
        double dx = to.centerX() - from.centerX();
        double dy = to.centerY() - from.centerY();
        double length = Math.hypot(dx, dy);
        double shift = (lane - (lanes - 1) / 2.0) * PARALLEL_SPACING;
        double ox = length == 0 ? 0 : -dy / length * shift;
        double oy = length == 0 ? 0 : dx / length * shift;
        double ax = from.centerX() + ox;
        double ay = from.centerY() + oy;
        double bx = to.centerX() + ox;
        double by = to.centerY() + oy;
        if (from.overlaps(to)) {
            return new Segment(ax, ay, bx, by); // no gap between them to draw in: centre to centre
        }
        double tFrom = exit(from, ax, ay, bx - ax, by - ay);
        double tTo = exit(to, bx, by, ax - bx, ay - by);
        return new Segment(ax + (bx - ax) * tFrom, ay + (by - ay) * tFrom, bx + (ax - bx) * tTo,
                by + (ay - by) * tTo);
    }

    /**
     * The fraction t of the ray (x, y) + t·(dx, dy) at which it leaves the rectangle; the ray starts
     * inside it. 0 when the ray has no direction.
     */
    static double exit(Rect r, double x, double y, double dx, double dy) {
        double t = Double.MAX_VALUE;
        if (dx > 0) {
            t = Math.min(t, (r.maxX() - x) / dx);
        } else if (dx < 0) {
            t = Math.min(t, (r.x() - x) / dx);
        }
        if (dy > 0) {
            t = Math.min(t, (r.maxY() - y) / dy);
        } else if (dy < 0) {
            t = Math.min(t, (r.y() - y) / dy);
        }
        return t == Double.MAX_VALUE ? 0 : Math.max(0, Math.min(1, t));
    }
}
