package dev.tablewright.model;

import java.util.Optional;

/** How many of each side a relationship links. */
public enum Cardinality {
    ONE_TO_ONE("1:1"), ONE_TO_MANY("1:N"), MANY_TO_MANY("M:N");

    private final String label;

    Cardinality(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Optional<Cardinality> parse(String text) {
        for (Cardinality c : values()) {
            if (c.label.equalsIgnoreCase(text) || c.name().equalsIgnoreCase(text)) {
                return Optional.of(c);
            }
        }
        return switch (text == null ? "" : text.strip().toUpperCase(java.util.Locale.ROOT)) {
            case "1:M", "1-N", "ONE-TO-MANY" -> Optional.of(ONE_TO_MANY);
            case "N:M", "M:M", "N:N", "MANY-TO-MANY" -> Optional.of(MANY_TO_MANY);
            case "1-1", "ONE-TO-ONE" -> Optional.of(ONE_TO_ONE);
            default -> Optional.empty();
        };
    }
}
