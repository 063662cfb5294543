package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;

/**
 * One relationship as the diagram draws it.
 *
 * @param index the relationship's position in its table, as {@code Movies/relationships/2} names it
 * @param label the designer's words for it ("has cast"), possibly empty
 */
public record RelationshipLine(int index, String from, String to, Cardinality cardinality, String label) {

    /** "1:N", drawn at the middle of the line. */
    public String cardinalityLabel() {
        return cardinality.label();
    }
}
