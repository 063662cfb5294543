package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;

/** The right-hand side of a SET action. */
public sealed interface UpdateValue {

    record Path(DocumentPath path) implements UpdateValue {
    }

    record Literal(String placeholder, AttributeValue value) implements UpdateValue {
    }

    /** {@code if_not_exists(path, fallback)}. */
    record IfNotExists(DocumentPath path, UpdateValue fallback) implements UpdateValue {
    }

    /** {@code list_append(first, second)}. */
    record ListAppend(UpdateValue first, UpdateValue second) implements UpdateValue {
    }

    /** {@code left + right} or {@code left - right}. */
    record Arithmetic(boolean plus, UpdateValue left, UpdateValue right) implements UpdateValue {
    }
}
