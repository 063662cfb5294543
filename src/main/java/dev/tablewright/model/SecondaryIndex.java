package dev.tablewright.model;

/** A GSI or an LSI. */
public sealed interface SecondaryIndex permits GlobalSecondaryIndex, LocalSecondaryIndex {
    String name();

    Projection projection();

    /** The index's full key schema, given the table's (an LSI shares the table's partition key). */
    KeySchema keySchema(KeySchema tableKeys);

    SecondaryIndex withName(String name);
}
