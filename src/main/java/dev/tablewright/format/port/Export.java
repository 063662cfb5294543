package dev.tablewright.format.port;

import java.util.List;

/**
 * What an exporter wrote and what the user should know about it.
 *
 * @param warnings what the target cannot say as the model says it (each names the table or index)
 */
public record Export(String text, List<String> warnings) {
    public Export {
        warnings = List.copyOf(warnings);
    }
}
