package dev.tablewright.model;

/** How a stream keeps an entity's items from its source's: one of a closed set of kinds. */
public sealed interface Keeping permits Aggregate, IndexItems {
    /** This keeping with a source attribute renamed wherever it names one. */
    Keeping renameSourceAttribute(String from, String to);

    /** This keeping with an attribute of the kept item renamed. */
    Keeping renameKeptAttribute(String from, String to);
}
