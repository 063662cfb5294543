package dev.tablewright.model.settings;

import java.util.Locale;
import java.util.Optional;

/** What a DynamoDB stream record carries of the changed item ({@code StreamViewType}). */
public enum StreamView {
    KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES;

    public static Optional<StreamView> parse(String text) {
        try {
            return Optional.of(valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
