package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Point;
import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.CubicCurveTo;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;

/**
 * One relationship on the canvas: a line between two boxes with crow's-foot ends (a bar on a "one"
 * end, a crow's foot on a "many" end) and its cardinality ("1:N") at the middle. A relationship of
 * an entity with itself is a loop on the box's top-right corner.
 */
final class RelationshipNode extends Group {
    static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final double FOOT_LENGTH = 14;
    private static final double FOOT_SPREAD = 8;
    private static final double BAR_DISTANCE = 8;

    private final RelationshipLine line;
    private final Path hit = new Path();
    private final Path stroke = new Path();
    private final Path markers = new Path();
    private final Label label;

    RelationshipNode(RelationshipLine line) {
        this.line = line;
        setId("relationship-" + line.index());
        getStyleClass().add("relationship");
        hit.getStyleClass().add("relationship-hit");
        stroke.getStyleClass().add("relationship-line");
        markers.getStyleClass().add("relationship-marker");
        stroke.setMouseTransparent(true);
        markers.setMouseTransparent(true);
        label = new Label(line.cardinalityLabel());
        label.getStyleClass().add("relationship-label");
        // Centred on the point given to relocate, whatever the label's width.
        label.translateXProperty().bind(label.widthProperty().divide(-2));
        label.translateYProperty().bind(label.heightProperty().divide(-2));
        String tip = line.from() + " " + line.cardinalityLabel() + " " + line.to()
                + (line.label().isEmpty() ? "" : " — " + line.label());
        Tooltip.install(this, new Tooltip(tip));
        getChildren().addAll(hit, stroke, markers, label);
    }

    RelationshipLine line() {
        return line;
    }

    /**
     * Draws the line along a route (see {@link LinePlan}): its first point on one box, its last on the
     * other, the cardinality label centred on {@code labelAt}.
     */
    void layoutRoute(List<Point> route, Point labelAt) {
        List<PathElement> path = new ArrayList<>();
        path.add(new MoveTo(route.get(0).x(), route.get(0).y()));
        for (int i = 1; i < route.size(); i++) {
            path.add(new LineTo(route.get(i).x(), route.get(i).y()));
        }
        Point a = route.get(0);
        Point a2 = route.get(1);
        Point b = route.get(route.size() - 1);
        Point b2 = route.get(route.size() - 2);
        double la = Math.max(Math.hypot(a2.x() - a.x(), a2.y() - a.y()), 1e-9);
        double lb = Math.max(Math.hypot(b2.x() - b.x(), b2.y() - b.y()), 1e-9);
        // At each end, the direction pointing away from that end's box along the line.
        draw(path, a.x(), a.y(), (a2.x() - a.x()) / la, (a2.y() - a.y()) / la, b.x(), b.y(),
                (b2.x() - b.x()) / lb, (b2.y() - b.y()) / lb, labelAt.x(), labelAt.y());
    }

    /** Draws a relationship of an entity with itself as a loop over the box's top-right corner. */
    void layoutLoop(Rect box, int lane, Point labelAt) {
        double size = LinePlan.LOOP_SIZE + lane * LineGeometry.PARALLEL_SPACING;
        double sx = box.maxX() - size;
        double sy = box.y();
        double ex = box.maxX();
        double ey = box.y() + size;
        List<PathElement> path = List.of(new MoveTo(sx, sy),
                new CubicCurveTo(sx, sy - size * 1.4, ex + size * 1.4, ey, ex, ey));
        draw(path, sx, sy, 0, -1, ex, ey, 1, 0, labelAt.x(), labelAt.y());
    }

    private void draw(List<PathElement> path, double fromX, double fromY, double fromUx, double fromUy,
            double toX, double toY, double toUx, double toUy, double labelX, double labelY) {
        hit.getElements().setAll(copy(path));
        stroke.getElements().setAll(copy(path));
        List<PathElement> ends = new ArrayList<>();
        Cardinality c = line.cardinality();
        end(ends, fromX, fromY, fromUx, fromUy, c == Cardinality.MANY_TO_MANY);
        end(ends, toX, toY, toUx, toUy, c != Cardinality.ONE_TO_ONE);
        markers.getElements().setAll(ends);
        label.relocate(labelX, labelY);
    }

    /** A crow's foot (many) or a bar (one) where the line meets a box at (x, y); u points away from the box. */
    private static void end(List<PathElement> out, double x, double y, double ux, double uy, boolean many) {
        double px = -uy;
        double py = ux;
        if (many) {
            double tipX = x + ux * FOOT_LENGTH;
            double tipY = y + uy * FOOT_LENGTH;
            out.add(new MoveTo(x + px * FOOT_SPREAD, y + py * FOOT_SPREAD));
            out.add(new LineTo(tipX, tipY));
            out.add(new LineTo(x - px * FOOT_SPREAD, y - py * FOOT_SPREAD));
            out.add(new MoveTo(x, y));
            out.add(new LineTo(tipX, tipY));
        } else {
            double bx = x + ux * BAR_DISTANCE;
            double by = y + uy * BAR_DISTANCE;
            out.add(new MoveTo(bx + px * FOOT_SPREAD * 0.8, by + py * FOOT_SPREAD * 0.8));
            out.add(new LineTo(bx - px * FOOT_SPREAD * 0.8, by - py * FOOT_SPREAD * 0.8));
        }
    }

    /** Path elements belong to one path each, so each path gets its own copies. */
    private static List<PathElement> copy(List<PathElement> path) {
        List<PathElement> out = new ArrayList<>();
        for (PathElement e : path) {
            if (e instanceof MoveTo m) {
                out.add(new MoveTo(m.getX(), m.getY()));
            } else if (e instanceof LineTo l) {
                out.add(new LineTo(l.getX(), l.getY()));
            } else if (e instanceof CubicCurveTo c) {
                out.add(new CubicCurveTo(c.getControlX1(), c.getControlY1(), c.getControlX2(), c.getControlY2(),
                        c.getX(), c.getY()));
            }
        }
        return out;
    }

    void showSelected(boolean selected) {
        pseudoClassStateChanged(SELECTED, selected);
    }
}
