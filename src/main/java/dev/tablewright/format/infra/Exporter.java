package dev.tablewright.format.infra;

import dev.tablewright.model.DataModel;

/**
 * Turns a model into one file of another tool's format. Each target registers one under its CLI
 * name in {@link Exporters}, so a new target (code, CSV …) is one class and one line there.
 */
public interface Exporter {
    /** The name {@code export --to} takes: {@code cloudformation}, {@code terraform} … */
    String target();

    /** One line for the help and the error that lists the targets. */
    String description();

    /** The file name extension of what it writes, without the dot. */
    String extension();

    Export export(DataModel model);
}
