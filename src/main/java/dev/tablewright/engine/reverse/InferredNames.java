package dev.tablewright.engine.reverse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Readable names for what reverse engineering finds: entities from type values or key prefixes. */
final class InferredNames {
    private InferredNames() {
    }

    /** {@code movie} → Movie, {@code streamTotal} → StreamTotal, {@code STREAM_TOTAL} / {@code mov#} → StreamTotal / Mov. */
    static String entity(String text) {
        StringBuilder out = new StringBuilder();
        for (String word : words(text)) {
            out.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return out.isEmpty() ? "Entity" : out.toString();
    }

    /** {@code ORDER} → orderId, {@code order_line} → orderLineId: the attribute an unmatched key part holds. */
    static String idAttribute(String literal) {
        String pascal = entity(literal);
        return Character.toLowerCase(pascal.charAt(0)) + pascal.substring(1) + "Id";
    }

    /** Whether an attribute name reads as an identifier ({@code movieId}, {@code customer_id}, {@code ID}). */
    static boolean isIdLike(String name) {
        return name.endsWith("Id") || name.endsWith("ID") || name.toLowerCase(Locale.ROOT).endsWith("_id")
                || name.equalsIgnoreCase("id");
    }

    /** {@code name}, or {@code name2}, {@code name3}… the first that is not taken. */
    static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; taken.contains(candidate); n++) {
            candidate = name + n;
        }
        return candidate;
    }

    /** Words of an identifier: split at non-letters/digits and at lower→upper changes; all-caps words lowered. */
    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                flush(word, words);
            } else {
                if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(text.charAt(i - 1))) {
                    flush(word, words);
                }
                word.append(c);
            }
        }
        flush(word, words);
        return words;
    }

    private static void flush(StringBuilder word, List<String> words) {
        if (!word.isEmpty()) {
            String w = word.toString();
            words.add(w.equals(w.toUpperCase(Locale.ROOT)) ? w.toLowerCase(Locale.ROOT) : w);
            word.setLength(0);
        }
    }
}
