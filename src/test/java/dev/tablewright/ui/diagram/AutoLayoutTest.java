package dev.tablewright.ui.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AutoLayoutTest {

    private static Relationship oneToMany(String from, String to) {
        return new Relationship(from, to, Cardinality.ONE_TO_MANY, "");
    }

    private static Rect rect(DiagramLayout layout, Map<String, Size> sizes, String name) {
        return Rect.at(layout.position(name).orElseThrow(), sizes.getOrDefault(name, AutoLayout.DEFAULT_SIZE));
    }

    private static void assertNoOverlaps(DiagramLayout layout, Map<String, Size> sizes, List<String> names) {
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                assertFalse(rect(layout, sizes, names.get(i)).overlaps(rect(layout, sizes, names.get(j))),
                        names.get(i) + " overlaps " + names.get(j));
            }
        }
    }

    private static void assertAbove(DiagramLayout layout, Map<String, Size> sizes, String parent, String child) {
        assertTrue(rect(layout, sizes, parent).maxY() < rect(layout, sizes, child).y(), parent + " above " + child);
    }

    @Test
    void parentsStandAboveTheirChildren() {
        List<String> names = List.of("Stream", "CastMember", "Actor", "Movie");
        List<Relationship> rels = List.of(new Relationship("Movie", "Actor", Cardinality.MANY_TO_MANY, ""),
                oneToMany("Movie", "CastMember"), oneToMany("Actor", "CastMember"), oneToMany("Movie", "Stream"));
        Map<String, Size> sizes = Map.of("Movie", new Size(260, 300), "Actor", new Size(200, 90));
        DiagramLayout layout = AutoLayout.arrange(names, sizes, rels);

        assertEquals(names, List.copyOf(layout.positions().keySet()), "one position per entity, in entity order");
        assertAbove(layout, sizes, "Movie", "Stream");
        assertAbove(layout, sizes, "Movie", "CastMember");
        assertAbove(layout, sizes, "Actor", "CastMember");
        assertEquals(AutoLayout.MARGIN, layout.position("Movie").orElseThrow().y());
        assertEquals(AutoLayout.MARGIN, layout.position("Actor").orElseThrow().y(),
                "an M:N has no parent: Actor is a root like Movie");
        assertNoOverlaps(layout, sizes, names);
    }

    @Test
    void entitiesLinkedOnlyByManyToManyStayWithTheDiagram() {
        List<String> names = List.of("Loner", "Student", "Course");
        DiagramLayout layout = AutoLayout.arrange(names, Map.of(),
                List.of(new Relationship("Student", "Course", Cardinality.MANY_TO_MANY, "")));
        assertEquals(layout.position("Student").orElseThrow().y(), layout.position("Course").orElseThrow().y());
        assertAbove(layout, Map.of(), "Student", "Loner");
    }

    @Test
    void manyBoxesOfMixedSizesNeverOverlapAndWrapWideRows() {
        List<String> names = new ArrayList<>();
        Map<String, Size> sizes = new HashMap<>();
        List<Relationship> rels = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String n = "E" + i;
            names.add(n);
            sizes.put(n, new Size(150 + (i * 37) % 300, 60 + (i * 53) % 400));
            if (i > 0 && i < 30) {
                rels.add(oneToMany("E" + (i % 3 == 0 ? 0 : (i - 1) / 3), n)); // a bushy tree under E0
            }
        }
        DiagramLayout layout = AutoLayout.arrange(names, sizes, rels);

        assertEquals(40, layout.positions().size());
        assertNoOverlaps(layout, sizes, names);
        for (String n : names) {
            assertTrue(rect(layout, sizes, n).maxX() <= AutoLayout.MARGIN + AutoLayout.MAX_ROW_WIDTH, n + " wraps");
            assertTrue(rect(layout, sizes, n).x() >= AutoLayout.MARGIN, n);
        }
        for (Relationship r : rels) {
            assertAbove(layout, sizes, r.from(), r.to());
        }
    }

    @Test
    void entitiesWithoutRelationshipsGoInAGridBelow() {
        List<String> names = List.of("Loner", "Parent", "Child", "Other");
        DiagramLayout layout = AutoLayout.arrange(names, Map.of(), List.of(oneToMany("Parent", "Child")));
        Map<String, Size> sizes = Map.of();
        assertAbove(layout, sizes, "Child", "Loner");
        assertEquals(layout.position("Loner").orElseThrow().y(), layout.position("Other").orElseThrow().y());
        assertEquals(AutoLayout.MARGIN, layout.position("Loner").orElseThrow().x());
        assertNoOverlaps(layout, sizes, names);
    }

    @Test
    void cyclesAndSelfRelationshipsAreLaidOutToo() {
        List<String> names = List.of("A", "B", "C", "Self");
        List<Relationship> rels = List.of(oneToMany("A", "B"), oneToMany("B", "C"), oneToMany("C", "A"),
                oneToMany("Self", "Self"), oneToMany("A", "Nowhere"));
        DiagramLayout layout = AutoLayout.arrange(names, Map.of(), rels);
        assertEquals(4, layout.positions().size());
        assertAbove(layout, Map.of(), "A", "B");
        assertAbove(layout, Map.of(), "B", "C");
        assertNoOverlaps(layout, Map.of(), names);
    }

    @Test
    void childrenAreOrderedUnderTheirParents() {
        // Listed crosswise: without reordering, A's child would sit under B and B's under A.
        List<String> names = List.of("A", "B", "ChildOfB", "ChildOfA");
        DiagramLayout layout = AutoLayout.arrange(names, Map.of(),
                List.of(oneToMany("A", "ChildOfA"), oneToMany("B", "ChildOfB")));
        Point a = layout.position("A").orElseThrow();
        Point b = layout.position("B").orElseThrow();
        assertTrue(a.x() < b.x());
        assertTrue(layout.position("ChildOfA").orElseThrow().x() < layout.position("ChildOfB").orElseThrow().x());
    }

    @Test
    void startsAtTheGivenTopAndIsDeterministic() {
        List<String> names = List.of("X", "Y");
        List<Relationship> rels = List.of(oneToMany("X", "Y"));
        DiagramLayout layout = AutoLayout.arrange(names, Map.of(), rels, 500);
        assertEquals(500, layout.position("X").orElseThrow().y());
        assertEquals(layout, AutoLayout.arrange(names, Map.of(), rels, 500));
        assertTrue(AutoLayout.arrange(List.of(), Map.of(), rels).positions().isEmpty());
    }
}
