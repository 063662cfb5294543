package dev.tablewright.format.infra;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes HCL (Terraform's language) by hand, two spaces per level, with every string escaped so a
 * name holding {@code "}, {@code \}, {@code ${} or {@code %{} stays literal.
 */
final class Hcl {
    private final StringBuilder out = new StringBuilder();
    private int depth;

    String text() {
        return out.toString();
    }

    Hcl open(String type, String... labels) {
        indent();
        out.append(type);
        for (String label : labels) {
            out.append(' ').append(quote(label));
        }
        out.append(" {\n");
        depth++;
        return this;
    }

    Hcl close() {
        depth--;
        indent();
        out.append("}\n");
        return this;
    }

    Hcl blankLine() {
        out.append('\n');
        return this;
    }

    Hcl string(String name, String value) {
        return raw(name, quote(value));
    }

    Hcl number(String name, long value) {
        return raw(name, Long.toString(value));
    }

    Hcl bool(String name, boolean value) {
        return raw(name, Boolean.toString(value));
    }

    Hcl strings(String name, List<String> values) {
        return raw(name, values.stream().map(Hcl::quote).collect(Collectors.joining(", ", "[", "]")));
    }

    Hcl comment(String text) {
        indent();
        out.append("# ").append(text.replace('\n', ' ')).append('\n');
        return this;
    }

    /** An expression written as it is ({@code "${var.x}Movies"}, a number …). */
    Hcl raw(String name, String expression) {
        indent();
        out.append(name).append(" = ").append(expression).append('\n');
        return this;
    }

    private void indent() {
        out.append("  ".repeat(depth));
    }

    /** A quoted HCL string whose every character is literal. */
    static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                // a template sequence starts at ${ or %{; doubling the sign makes it literal
                case '$', '%' -> b.append(c).append(i + 1 < s.length() && s.charAt(i + 1) == '{' ? String.valueOf(c) : "");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
