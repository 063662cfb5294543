package dev.tablewright.format.infra;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes HCL (Terraform's language) by hand as {@code terraform fmt} lays it out — two spaces per
 * level, the {@code =} of consecutive one-line arguments aligned — so a formatter leaves an export
 * as it is; every string is escaped so a name holding {@code "}, {@code \}, {@code ${} or {@code %{}
 * stays literal.
 */
final class Hcl {
    /** One output line: an argument ({@code name} set, aligned with its neighbours) or any other text. */
    private record Line(int depth, String name, String text) {
    }

    private final List<Line> lines = new ArrayList<>();
    private int depth;

    String text() {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < lines.size()) {
            int end = i;
            int width = 0;
            // terraform fmt aligns a run of one-line arguments; a block, comment, blank line or
            // multi-line value ends the run
            while (end < lines.size() && lines.get(end).name() != null) {
                width = Math.max(width, lines.get(end).name().length());
                end++;
            }
            if (end == i) {
                Line line = lines.get(i);
                out.append(line.text().isEmpty() ? "" : "  ".repeat(line.depth())).append(line.text()).append('\n');
                i++;
                continue;
            }
            for (; i < end; i++) {
                Line line = lines.get(i);
                out.append("  ".repeat(line.depth())).append(line.name())
                        .append(" ".repeat(width - line.name().length())).append(" = ").append(line.text()).append('\n');
            }
        }
        return out.toString();
    }

    Hcl open(String type, String... labels) {
        StringBuilder b = new StringBuilder(type);
        for (String label : labels) {
            b.append(' ').append(quote(label));
        }
        other(b.append(" {").toString());
        depth++;
        return this;
    }

    Hcl close() {
        depth--;
        return other("}");
    }

    Hcl blankLine() {
        lines.add(new Line(0, null, ""));
        return this;
    }

    Hcl string(String name, String value) {
        return raw(name, quote(value));
    }

    Hcl number(String name, long value) {
        return raw(name, Long.toString(value));
    }

    /** A number as HCL writes it: {@code 70}, {@code 50.5}. */
    Hcl decimal(String name, double value) {
        return raw(name, BigDecimal.valueOf(value).stripTrailingZeros().toPlainString());
    }

    Hcl bool(String name, boolean value) {
        return raw(name, Boolean.toString(value));
    }

    Hcl strings(String name, List<String> values) {
        return raw(name, values.stream().map(Hcl::quote).collect(Collectors.joining(", ", "[", "]")));
    }

    /** A map of strings, one quoted key per line: {@code tags = { "team" = "orders" }}. */
    Hcl map(String name, Map<String, String> entries) {
        other(name + " = {");
        depth++;
        entries.forEach((k, v) -> raw(quote(k), quote(v)));
        depth--;
        return other("}");
    }

    Hcl comment(String text) {
        return other("# " + text.replace('\n', ' ').replace('\r', ' '));
    }

    /** An expression written as it is ({@code "${var.x}Movies"}, a number …). */
    Hcl raw(String name, String expression) {
        lines.add(new Line(depth, name, expression));
        return this;
    }

    private Hcl other(String text) {
        lines.add(new Line(depth, null, text));
        return this;
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
