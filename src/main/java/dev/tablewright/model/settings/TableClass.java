package dev.tablewright.model.settings;

import java.util.Locale;
import java.util.Optional;

/** DynamoDB's table classes: Standard, and Standard-Infrequent Access (cheaper storage, dearer requests). */
public enum TableClass {
    STANDARD("Standard"),
    STANDARD_INFREQUENT_ACCESS("Standard-IA");

    private final String label;

    TableClass(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** DynamoDB's own name ({@code STANDARD_INFREQUENT_ACCESS}), any case. */
    public static Optional<TableClass> parse(String text) {
        try {
            return Optional.of(valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
