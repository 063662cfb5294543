package dev.tablewright.engine.diff;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Iterator;
import java.util.Map;

/**
 * Values in short text for a change line: a string quoted, a number as written, maps and lists
 * compact, everything cut at {@link #MAX} characters so one huge value cannot flood a review.
 */
final class Brief {
    static final int MAX = 120;

    private Brief() {
    }

    static String of(AttributeValue value) {
        StringBuilder sb = new StringBuilder();
        append(sb, value);
        return cut(sb);
    }

    static String of(Item item) {
        StringBuilder sb = new StringBuilder();
        appendMap(sb, item.attributes());
        return cut(sb);
    }

    /** Any text cut to {@link #MAX} characters (null stays null). */
    static String shortened(String s) {
        return s == null ? null : cut(new StringBuilder(s));
    }

    private static void append(StringBuilder sb, AttributeValue v) {
        if (sb.length() > MAX) {
            return; // already cut: don't walk the rest of a large value
        }
        if (v instanceof AttributeValue.S s) {
            sb.append(quote(s.value()));
        } else if (v instanceof AttributeValue.M m) {
            appendMap(sb, m.value());
        } else if (v instanceof AttributeValue.L l) {
            appendAll(sb, "[", l.value().iterator(), "]");
        } else if (v instanceof AttributeValue.SS ss) {
            appendSet(sb, "SS", ss.value().stream().map(Brief::quote).iterator());
        } else if (v instanceof AttributeValue.NS ns) {
            appendSet(sb, "NS", ns.value().stream().map(n -> new AttributeValue.N(n).text()).iterator());
        } else if (v instanceof AttributeValue.BS bs) {
            appendSet(sb, "BS", bs.value().stream().map(b -> "b\"" + b + '"').iterator());
        } else if (v instanceof AttributeValue.B b) {
            sb.append("b\"").append(b.value()).append('"');
        } else {
            sb.append(v.displayText());
        }
    }

    private static void appendMap(StringBuilder sb, Map<String, AttributeValue> map) {
        sb.append('{');
        String sep = "";
        for (Map.Entry<String, AttributeValue> e : map.entrySet()) {
            if (sb.length() > MAX) {
                break;
            }
            sb.append(sep).append(e.getKey()).append(": ");
            append(sb, e.getValue());
            sep = ", ";
        }
        sb.append('}');
    }

    private static void appendAll(StringBuilder sb, String open, Iterator<AttributeValue> values, String close) {
        sb.append(open);
        String sep = "";
        while (values.hasNext() && sb.length() <= MAX) {
            sb.append(sep);
            append(sb, values.next());
            sep = ", ";
        }
        sb.append(close);
    }

    private static void appendSet(StringBuilder sb, String type, Iterator<String> values) {
        sb.append(type).append('[');
        String sep = "";
        while (values.hasNext() && sb.length() <= MAX) {
            sb.append(sep).append(values.next());
            sep = ", ";
        }
        sb.append(']');
    }

    private static String quote(String s) {
        return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }

    private static String cut(StringBuilder sb) {
        return sb.length() <= MAX ? sb.toString() : sb.substring(0, MAX - 1) + "…";
    }
}
