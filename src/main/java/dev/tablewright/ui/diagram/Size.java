package dev.tablewright.ui.diagram;

/** The size of an entity box, in canvas units. */
public record Size(double width, double height) {
}
