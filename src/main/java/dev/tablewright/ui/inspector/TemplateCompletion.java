package dev.tablewright.ui.inspector;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Completion of attribute names inside a key template's {@code ${…}}: which names fit what is typed
 * between {@code ${} and the caret, and the text once one is chosen. Pure functions, no toolkit.
 */
public final class TemplateCompletion {

    /** Text and caret after a completion. */
    public record Insertion(String text, int caret) {
    }

    private TemplateCompletion() {
    }

    /**
     * The attributes that complete the reference the caret is in: names starting with the typed
     * prefix first, then names containing it (case-insensitive), each group in the given order.
     * Empty when the caret is not inside an open {@code ${}, or is past a {@code :} (size and pad).
     */
    public static List<String> matches(String text, int caret, List<String> attributes) {
        Optional<String> typed = prefix(text, caret);
        if (typed.isEmpty()) {
            return List.of();
        }
        String p = typed.get().toLowerCase(Locale.ROOT);
        List<String> starting = new ArrayList<>();
        List<String> containing = new ArrayList<>();
        for (String a : attributes) {
            String lower = a.toLowerCase(Locale.ROOT);
            if (lower.startsWith(p)) {
                starting.add(a);
            } else if (lower.contains(p)) {
                containing.add(a);
            }
        }
        starting.addAll(containing);
        return List.copyOf(starting);
    }

    /**
     * Puts {@code attribute} in place of the typed prefix (and of the rest of the name after the
     * caret), closes the reference if it was open, and moves the caret past the {@code }}.
     * Unchanged when the caret is not inside a reference.
     */
    public static Insertion insert(String text, int caret, String attribute) {
        int open = openReference(text, caret);
        if (open < 0) {
            return new Insertion(text, caret);
        }
        int nameStart = open + 2;
        int end = caret;
        while (end < text.length() && isNamePart(text.charAt(end))) {
            end++;
        }
        boolean closed = end < text.length() && text.charAt(end) == '}';
        String rest = closed ? text.substring(end + 1) : text.substring(end);
        String head = text.substring(0, nameStart) + attribute + "}";
        return new Insertion(head + rest, head.length());
    }

    /** What was typed between {@code ${} and the caret, if the caret is inside an unfinished name. */
    static Optional<String> prefix(String text, int caret) {
        int open = openReference(text, caret);
        if (open < 0) {
            return Optional.empty();
        }
        String typed = text.substring(open + 2, caret);
        return typed.indexOf(':') >= 0 ? Optional.empty() : Optional.of(typed.strip());
    }

    /** The index of the {@code ${} whose reference the caret is in, or -1. */
    private static int openReference(String text, int caret) {
        if (text == null || caret < 2 || caret > text.length()) {
            return -1;
        }
        int open = text.lastIndexOf("${", caret - 2);
        if (open < 0) {
            return -1;
        }
        return text.indexOf('}', open + 2) >= 0 && text.indexOf('}', open + 2) < caret ? -1 : open;
    }

    private static boolean isNamePart(char c) {
        return c != '}' && c != ':' && c != '$' && c != '#' && !Character.isWhitespace(c);
    }
}
