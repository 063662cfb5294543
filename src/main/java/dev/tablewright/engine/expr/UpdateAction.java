package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;

/** One action of an update expression; each targets a document path. */
public sealed interface UpdateAction {

    DocumentPath path();

    record Set(DocumentPath path, UpdateValue value) implements UpdateAction {
    }

    record Remove(DocumentPath path) implements UpdateAction {
    }

    /** {@code ADD path :v}: a number to add or a set to merge. */
    record Add(DocumentPath path, AttributeValue value) implements UpdateAction {
    }

    /** {@code DELETE path :v}: a set of elements to take away. */
    record Delete(DocumentPath path, AttributeValue value) implements UpdateAction {
    }
}
