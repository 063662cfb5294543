package dev.tablewright.ui.inspector;

import dev.tablewright.model.edit.EditRefused;
import java.math.BigDecimal;
import java.util.Optional;

/** Typed text of the settings' fields as values, or a sentence saying what the field takes. */
final class SettingInput {
    private SettingInput() {
    }

    /** A whole number ("5", "2,500,000", "12 000"); empty text is empty. */
    static Optional<Long> optionalWhole(String text, String what) {
        String t = text == null ? "" : text.strip().replace(",", "").replace("_", "").replace(" ", "");
        if (t.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(t));
        } catch (NumberFormatException e) {
            throw new EditRefused(what + " is a whole number; '" + text.strip() + "' is not.");
        }
    }

    static long whole(String text, String what) {
        return optionalWhole(text, what).orElseThrow(() -> new EditRefused(what + " needs a number."));
    }

    /** A percentage ("70", "50.5", "70 %"). */
    static double percent(String text, String what) {
        String t = text == null ? "" : text.strip();
        if (t.endsWith("%")) {
            t = t.substring(0, t.length() - 1).strip();
        }
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new EditRefused(what + " is a percentage such as 70; '" + text.strip() + "' is not.");
        }
    }

    /** A value as a field shows it: "" for none. */
    static String show(Optional<Long> value) {
        return value.map(String::valueOf).orElse("");
    }

    /** 70.0 as "70", 50.5 as "50.5". */
    static String show(double percent) {
        return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString();
    }
}
