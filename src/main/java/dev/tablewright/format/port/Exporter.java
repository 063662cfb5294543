package dev.tablewright.format.port;

import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyFileException;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.model.DataModel;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a model into one file of another tool's format. Each target registers one under its CLI
 * name in {@link dev.tablewright.format.registry.Exporters}, so a new target (code, CSV …) is one class and one line there.
 */
public interface Exporter {
    /** The name {@code export --to} takes: {@code cloudformation}, {@code terraform} … */
    String target();

    /** One line for the help and the error that lists the targets. */
    String description();

    /** The file name extension of what it writes, without the dot. */
    String extension();

    Export export(DataModel model);

    /**
     * The file name offered for the export of {@code model} when the user has named none: {@code base}
     * (the model's or the chosen table's name) with the extension. A target whose file must carry a
     * name of its own says so (Java: the public class it declares).
     */
    default String fileName(DataModel model, String base) {
        return base + "." + extension();
    }

    /**
     * Writes the export onto {@code out} (flushed, not closed) and returns its warnings. A target whose
     * text grows with the items writes it as it is made, never holding it whole; the others write
     * {@link #export}'s text.
     */
    default List<String> write(DataModel model, Writer out) throws IOException {
        Export export = export(model);
        out.write(export.text());
        out.flush();
        return export.warnings();
    }

    /** Writes the export to {@code file} atomically; a read-only file is refused ({@link ReadOnlyFileException}). */
    default Export write(DataModel model, Path file) throws IOException {
        return write(model, file, ReadOnlyTarget.REFUSE);
    }

    /**
     * Writes the export to {@code file} atomically; a target whose export is more than one file (the
     * design document and its diagram images) also writes the others beside it, and refuses before
     * writing any when one of them is read-only.
     */
    default Export write(DataModel model, Path file, ReadOnlyTarget readOnly) throws IOException {
        List<String> warnings = new ArrayList<>();
        AtomicFile.write(file, out -> warnings.addAll(write(model, new OutputStreamWriter(out, StandardCharsets.UTF_8))),
                readOnly);
        return new Export("", warnings);
    }
}
