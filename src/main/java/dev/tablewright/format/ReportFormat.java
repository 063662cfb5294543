package dev.tablewright.format;

import java.util.Locale;

/** How a report is written: text for the terminal, Markdown for a pull-request comment, JSON for tools. */
public enum ReportFormat {
    TEXT, MARKDOWN, JSON;

    /** The format named on a command line: text, markdown (md) or json. */
    public static ReportFormat parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "text" -> TEXT;
            case "markdown", "md" -> MARKDOWN;
            case "json" -> JSON;
            default -> throw new IllegalArgumentException("unknown format '" + name + "': text, markdown or json");
        };
    }
}
