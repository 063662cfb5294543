package dev.tablewright.model;

/** A position on the diagram canvas, in canvas units. */
public record Point(double x, double y) {
}
