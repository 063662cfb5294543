package dev.tablewright.format.port;

import dev.tablewright.format.ReadResult;
import java.nio.file.Path;
import java.util.List;

/**
 * Turns files of another tool's format into a model. Each source registers one under its CLI name
 * in {@link dev.tablewright.format.registry.Importers}. No model in the result means a file could not be read at all; errors with a
 * model mean parts of it could not be understood.
 */
public interface Importer {
    /** The name {@code import} takes: {@code cloudformation} … */
    String source();

    String description();

    /** What a menu names it by ("CloudFormation template"). */
    String title();

    ReadResult read(List<Path> files);
}
