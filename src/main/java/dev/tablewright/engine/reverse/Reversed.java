package dev.tablewright.engine.reverse;

import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/**
 * A table as reverse engineering read it: the design with its inferred entities (each holding its
 * items), relationships and type attribute, and notes on what was uncertain, for the user's review.
 *
 * @param typeAttribute the attribute the entities were told apart by; empty when they were grouped by
 *                      key prefixes (their items then carry no type value)
 */
public record Reversed(TableDesign design, Optional<String> typeAttribute, List<String> notes) {
    public Reversed {
        notes = List.copyOf(notes);
    }
}
