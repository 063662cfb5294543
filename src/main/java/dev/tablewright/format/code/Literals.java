package dev.tablewright.format.code;

/**
 * String literals and comments for generated code, safe for any text a model holds: quotes,
 * backslashes, line breaks and (in Java, whose compiler reads {@code \}{@code u} escapes even in
 * comments) unicode escapes.
 */
final class Literals {
    private Literals() {
    }

    /** A double-quoted literal; Java escapes controls in octal (a unicode escape there would be read as the character). */
    static String quoted(String text, boolean java) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        out.append(java ? String.format("\\%03o", (int) c) : String.format("\\u%04x", (int) c));
                    } else if (c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** Line comments ({@code //}: Java and JavaScript, {@code #}: Python), one per line of the text, indented. */
    static String comment(String text, String marker, String indent) {
        boolean java = marker.equals("//");
        StringBuilder out = new StringBuilder();
        for (String line : text.strip().split("\\R", -1)) {
            // Doubled, no backslash before a u is one Java's compiler reads as starting an escape.
            String safe = java ? line.replace("\\", "\\\\") : line;
            out.append(indent).append(marker).append(safe.isBlank() ? "" : " " + safe.stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
