package dev.tablewright.model.edit;

import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Point;
import java.util.Map;

/** Edits of where entity boxes stand on the diagram. */
public final class LayoutEdits {
    private LayoutEdits() {
    }

    /** Moves one or more boxes as one undo step (a drag of a multi-selection). */
    public static Edit move(String table, Map<String, Point> positions) {
        String description = positions.size() == 1 ? "Move " + positions.keySet().iterator().next()
                : "Move " + positions.size() + " entities";
        Map<String, Point> copy = Map.copyOf(positions);
        return new Edit(description, m -> Tables.change(m, table, t -> {
            DiagramLayout layout = t.layout();
            for (Map.Entry<String, Point> e : copy.entrySet()) {
                Tables.entity(t, e.getKey());
                layout = layout.with(e.getKey(), e.getValue());
            }
            return t.withLayout(layout);
        }));
    }

    /** Replaces the whole layout (auto-layout). */
    public static Edit arrange(String table, DiagramLayout layout) {
        return new Edit("Arrange diagram", m -> Tables.change(m, table, t -> t.withLayout(layout)));
    }
}
