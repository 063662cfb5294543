package dev.tablewright.engine.reverse;

import dev.tablewright.model.AttributeValue;

/**
 * The literal prefix of a key value, by which items are grouped when no type attribute names their
 * entity: {@code MOVIE#42} → {@code MOVIE#}, {@code race-1101} → {@code race-}, {@code METADATA} →
 * {@code METADATA} (a constant word), anything else ({@code c1001}, {@code 2021-08}, a number) → none.
 */
record KeyPrefix(String text) {
    /** Separators in the order they are tried: the first present after a word wins. */
    static final String SEPARATORS = "#|:-_";
    static final KeyPrefix NONE = new KeyPrefix("");

    static KeyPrefix of(AttributeValue value) {
        if (!(value instanceof AttributeValue.S s)) {
            return NONE;
        }
        String v = s.value();
        for (char sep : SEPARATORS.toCharArray()) {
            int at = v.indexOf(sep);
            if (at > 0 && isWord(v.substring(0, at))) {
                return new KeyPrefix(v.substring(0, at + 1));
            }
        }
        return isConstantWord(v) ? new KeyPrefix(v) : NONE;
    }

    boolean isNone() {
        return text.isEmpty();
    }

    /** The prefix without its separator: what an entity name is made from. */
    String word() {
        int last = text.length() - 1;
        return last >= 0 && SEPARATORS.indexOf(text.charAt(last)) >= 0 ? text.substring(0, last) : text;
    }

    /** A whole value that is a constant marker rather than an id: upper-case letters ({@code PROFILE}). */
    boolean isWholeValue() {
        return !isNone() && SEPARATORS.indexOf(text.charAt(text.length() - 1)) < 0;
    }

    private static boolean isWord(String s) {
        return s.chars().allMatch(c -> Character.isLetter(c) || c == '_') && Character.isLetter(s.charAt(0));
    }

    private static boolean isConstantWord(String s) {
        return s.length() > 1 && s.chars().allMatch(c -> Character.isUpperCase(c) || c == '_');
    }
}
