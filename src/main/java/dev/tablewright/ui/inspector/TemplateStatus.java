package dev.tablewright.ui.inspector;

import dev.tablewright.model.Severity;
import java.util.List;

/**
 * What a key template gives and what is wrong with it.
 *
 * @param example  the key the template makes for the entity's first sample item, {@code <attr>} where
 *                 that item has no value; empty for a malformed or absent template
 * @param severity the worst of the messages, null when there are none
 * @param messages sentences for the user, worst first
 */
public record TemplateStatus(String example, Severity severity, List<String> messages) {
    public TemplateStatus {
        messages = List.copyOf(messages);
    }

    /** All messages, one per line (a tooltip's text). */
    public String message() {
        return String.join("\n", messages);
    }
}
