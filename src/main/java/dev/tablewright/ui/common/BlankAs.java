package dev.tablewright.ui.common;

import javafx.util.StringConverter;

/**
 * Shows a choice of names where "" means something ("All entities", "(none named)"): the blank
 * choice is shown as that sentence, every other as itself.
 */
public final class BlankAs extends StringConverter<String> {
    private final String shown;

    public BlankAs(String shown) {
        this.shown = shown;
    }

    @Override
    public String toString(String name) {
        return name == null || name.isEmpty() ? shown : name;
    }

    @Override
    public String fromString(String text) {
        return text == null || text.equals(shown) ? "" : text;
    }
}
