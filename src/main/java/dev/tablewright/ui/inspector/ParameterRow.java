package dev.tablewright.ui.inspector;

/** A parameter of an access pattern's key condition or filter and the field of its sample value. */
public record ParameterRow(String name, CommitField value) {
}
