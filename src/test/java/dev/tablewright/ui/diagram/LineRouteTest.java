package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineRouteTest {
    private static final Rect LEFT = new Rect(0, 0, 200, 100);
    private static final Rect RIGHT = new Rect(600, 0, 200, 100);
    private static final Rect MIDDLE = new Rect(300, -20, 200, 140);

    @Test
    void withNothingInTheWayTheLineIsStraightBorderToBorder() {
        List<Point> route = LineRoute.between(LEFT, RIGHT, List.of(new Rect(300, 400, 100, 100)), 0, 1);
        assertEquals(List.of(new Point(200, 50), new Point(600, 50)), route);
    }

    @Test
    void aBoxInTheWayIsGoneAroundAndTheRouteStillJoinsTheTwoBoxes() {
        List<Point> route = LineRoute.between(LEFT, RIGHT, List.of(MIDDLE), 0, 1);
        assertTrue(route.size() > 2, "a bend: " + route);
        assertTrue(LineRoute.clear(route, List.of(MIDDLE)), route::toString);
        assertTrue(onBorder(route.get(0), LEFT), route.get(0) + " on " + LEFT);
        assertTrue(onBorder(route.get(route.size() - 1), RIGHT), route.get(route.size() - 1) + " on " + RIGHT);
        for (int i = 1; i < route.size(); i++) {
            Point p = route.get(i - 1);
            Point q = route.get(i);
            assertTrue(p.x() == q.x() || p.y() == q.y(), "orthogonal pieces: " + route);
        }
    }

    @Test
    void aBoxBelowInTheWayIsAvoidedToo() {
        Rect top = new Rect(0, 0, 200, 100);
        Rect bottom = new Rect(0, 500, 200, 100);
        Rect between = new Rect(-20, 250, 240, 100);
        List<Point> route = LineRoute.between(top, bottom, List.of(between), 0, 1);
        assertTrue(LineRoute.clear(route, List.of(between)), route::toString);
    }

    @Test
    void whenEveryRouteIsBlockedTheLineStaysStraight() {
        Rect wall = new Rect(-5000, -5000, 10000, 10000);
        List<Point> route = LineRoute.between(LEFT, RIGHT, List.of(wall), 0, 1);
        assertEquals(2, route.size());
    }

    @Test
    void crossingIsTheInsideOnlyNotATouch() {
        Rect r = new Rect(0, 0, 10, 10);
        assertTrue(LineRoute.crosses(new Point(-5, 5), new Point(15, 5), r));
        assertFalse(LineRoute.crosses(new Point(-5, 10), new Point(15, 10), r), "along the edge");
        assertFalse(LineRoute.crosses(new Point(-5, -5), new Point(-1, 20), r));
        assertTrue(LineRoute.crosses(new Point(2, 2), new Point(3, 3), r), "wholly inside");
    }

    @Test
    void theLabelSitsHalfwayAlongTheRoute() {
        assertEquals(new Point(75, 50), LinePlan.halfway(List.of(new Point(0, 0), new Point(0, 50),
                new Point(150, 50), new Point(150, 100))));
    }

    @Test
    void aBentRouteKeepsOffTheLinesAlreadyDrawn() {
        List<Point> first = LineRoute.between(LEFT, RIGHT, List.of(MIDDLE), 0, 1);
        List<LineGeometry.Segment> taken = LineOverlap.segments(first);
        List<Point> second = LineRoute.between(LEFT, RIGHT, List.of(MIDDLE), 0, 1, taken);
        assertTrue(LineOverlap.runsAlong(first, taken), "the check sees a line along itself");
        assertFalse(LineOverlap.runsAlong(second, taken), first + " and " + second);
        assertTrue(LineRoute.clear(second, List.of(MIDDLE)), second::toString);
        assertTrue(onBorder(second.get(0), LEFT) && onBorder(second.get(second.size() - 1), RIGHT), second::toString);
    }

    @Test
    void labelsOfCrossingLinesDoNotPileUpAtTheCrossing() {
        // An X: both lines have their middle at the same point.
        java.util.Map<String, Rect> boxes = new java.util.LinkedHashMap<>();
        boxes.put("A", new Rect(0, 0, 200, 100));
        boxes.put("B", new Rect(500, 400, 200, 100));
        boxes.put("C", new Rect(500, 0, 200, 100));
        boxes.put("D", new Rect(0, 400, 200, 100));
        RelationshipLine ab = new RelationshipLine(0, "A", "B", dev.tablewright.model.Cardinality.ONE_TO_MANY, "");
        RelationshipLine cd = new RelationshipLine(1, "C", "D", dev.tablewright.model.Cardinality.ONE_TO_MANY, "");
        var plan = LinePlan.of(boxes, List.of(ab, cd));
        assertEquals(LinePlan.halfway(plan.get(ab).route()), plan.get(ab).labelCentre(), "the first keeps its middle");
        assertFalse(plan.get(ab).label().overlaps(plan.get(cd).label()));
        boxes.values().forEach(b -> assertFalse(plan.get(cd).label().overlaps(b)));
    }

    private static boolean onBorder(Point p, Rect r) {
        boolean inX = p.x() >= r.x() - 0.01 && p.x() <= r.maxX() + 0.01;
        boolean inY = p.y() >= r.y() - 0.01 && p.y() <= r.maxY() + 0.01;
        boolean onEdge = Math.abs(p.x() - r.x()) < 0.01 || Math.abs(p.x() - r.maxX()) < 0.01
                || Math.abs(p.y() - r.y()) < 0.01 || Math.abs(p.y() - r.maxY()) < 0.01;
        return inX && inY && onEdge;
    }
}
