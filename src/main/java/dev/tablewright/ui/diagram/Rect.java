package dev.tablewright.ui.diagram;

import dev.tablewright.model.Point;

/** An axis-aligned rectangle on the diagram canvas, in canvas units (zoom 1). */
public record Rect(double x, double y, double width, double height) {

    public static Rect at(Point p, Size size) {
        return new Rect(p.x(), p.y(), size.width(), size.height());
    }

    public double maxX() {
        return x + width;
    }

    public double maxY() {
        return y + height;
    }

    public double centerX() {
        return x + width / 2;
    }

    public double centerY() {
        return y + height / 2;
    }

    /** True when the two share any area (touching edges do not count). */
    public boolean overlaps(Rect other) {
        return x < other.maxX() && other.x < maxX() && y < other.maxY() && other.y < maxY();
    }

    /** The rectangle spanned by two corners given in any order (a rubber band dragged any way). */
    public static Rect spanning(double x1, double y1, double x2, double y2) {
        return new Rect(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1));
    }
}
