package dev.tablewright.engine.expr.parse;

import dev.tablewright.model.AttributeValue;
import java.util.Optional;

/** The request's ExpressionAttributeNames and ExpressionAttributeValues; a lookup counts as a use. */
public interface PlaceholderLookup {

    /** The attribute name {@code #placeholder} stands for. */
    Optional<String> name(String placeholder);

    /** The value {@code :placeholder} stands for. */
    Optional<AttributeValue> value(String placeholder);
}
