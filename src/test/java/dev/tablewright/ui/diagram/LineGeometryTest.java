package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LineGeometryTest {
    private static final double EPS = 1e-9;

    @Test
    void aLineRunsFromBorderToBorder() {
        Rect left = new Rect(0, 0, 100, 50);
        Rect right = new Rect(300, 0, 100, 50);
        LineGeometry.Segment s = LineGeometry.between(left, right, 0, 1);
        assertEquals(100, s.x1(), EPS);
        assertEquals(25, s.y1(), EPS);
        assertEquals(300, s.x2(), EPS);
        assertEquals(25, s.y2(), EPS);

        Rect below = new Rect(0, 200, 100, 50);
        LineGeometry.Segment down = LineGeometry.between(left, below, 0, 1);
        assertEquals(50, down.y1(), EPS);
        assertEquals(200, down.y2(), EPS);
    }

    @Test
    void parallelLinesBetweenTheSameBoxesAreSpreadApart() {
        Rect left = new Rect(0, 0, 100, 100);
        Rect right = new Rect(300, 0, 100, 100);
        LineGeometry.Segment first = LineGeometry.between(left, right, 0, 2);
        LineGeometry.Segment second = LineGeometry.between(left, right, 1, 2);
        assertEquals(LineGeometry.PARALLEL_SPACING, Math.abs(first.y1() - second.y1()), EPS);
        assertEquals(50, (first.y1() + second.y1()) / 2, EPS, "centred on the boxes' centre line");
    }
}
