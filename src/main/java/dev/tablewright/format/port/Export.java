package dev.tablewright.format.port;

import java.util.List;

/**
 * What an exporter wrote and what the user should know about it.
 *
 * @param text     the export's text; empty when it went to a file as it was made
 *                 ({@link Exporter#write(dev.tablewright.model.DataModel, java.nio.file.Path, dev.tablewright.io.ReadOnlyTarget)})
 * @param warnings what the target cannot say as the model says it (each names the table or index)
 * @param besides  the names of the files written beside the exported one (a code export's stream handlers)
 */
public record Export(String text, List<String> warnings, List<String> besides) {
    public Export {
        warnings = List.copyOf(warnings);
        besides = List.copyOf(besides);
    }

    public Export(String text, List<String> warnings) {
        this(text, warnings, List.of());
    }
}
