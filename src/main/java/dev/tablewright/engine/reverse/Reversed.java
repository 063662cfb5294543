package dev.tablewright.engine.reverse;

import dev.tablewright.model.TableDesign;
import java.util.List;

/**
 * A table as reverse engineering read it: the design with its inferred entities (each holding its
 * items), relationships and type attribute, and notes on what was uncertain, for the user's review.
 */
public record Reversed(TableDesign design, List<String> notes) {
    public Reversed {
        notes = List.copyOf(notes);
    }
}
