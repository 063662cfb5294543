package dev.tablewright.aws.differential;

import dev.tablewright.engine.api.ConsumedCapacity;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.value.Utf8;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Values in DynamoDB JSON, for reproductions a person can read. A long string or binary (a 400 KB
 * attribute, a 2 KB key) is shortened to its start and its length, {@code "big…" (420,000 chars,
 * 700,000 bytes)}: what matters about it is how long it is. The seed replays the exact values.
 */
final class Show {
    /** Strings longer than this many characters, and binaries longer than this many bytes, are shortened. */
    static final int LONG = 64;
    /** How much of a shortened value is shown. */
    private static final int HEAD = 16;

    private Show() {
    }

    static String value(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            return "{\"S\":" + string(s.value()) + "}";
        } else if (v instanceof AttributeValue.N n) {
            return "{\"N\":\"" + n.text() + "\"}";
        } else if (v instanceof AttributeValue.B b) {
            return "{\"B\":" + binary(b.value()) + "}";
        } else if (v instanceof AttributeValue.Bool b) {
            return "{\"BOOL\":" + b.value() + "}";
        } else if (v instanceof AttributeValue.Null) {
            return "{\"NULL\":true}";
        } else if (v instanceof AttributeValue.M m) {
            return "{\"M\":" + map(m.value()) + "}";
        } else if (v instanceof AttributeValue.L l) {
            List<String> parts = new ArrayList<>();
            l.value().forEach(e -> parts.add(value(e)));
            return "{\"L\":[" + String.join(",", parts) + "]}";
        } else if (v instanceof AttributeValue.SS ss) {
            List<String> parts = new ArrayList<>();
            ss.value().forEach(e -> parts.add(string(e)));
            return "{\"SS\":[" + String.join(",", parts) + "]}";
        } else if (v instanceof AttributeValue.NS ns) {
            List<String> parts = new ArrayList<>();
            ns.value().forEach(e -> parts.add("\"" + DynamoNumber.format(e) + "\""));
            return "{\"NS\":[" + String.join(",", parts) + "]}";
        }
        List<String> parts = new ArrayList<>();
        ((AttributeValue.BS) v).value().forEach(e -> parts.add(binary(e)));
        return "{\"BS\":[" + String.join(",", parts) + "]}";
    }

    static String map(Map<String, AttributeValue> m) {
        if (m == null) {
            return "null";
        }
        List<String> parts = new ArrayList<>();
        m.forEach((k, v) -> parts.add(quote(k) + ":" + value(v)));
        return "{" + String.join(",", parts) + "}";
    }

    static String item(Item i) {
        return map(i.attributes());
    }

    static String expr(Expr e) {
        return "names=" + e.names() + " values=" + map(e.values());
    }

    /** A string quoted, or for a long one its start and its length in characters (and UTF-8 bytes). */
    static String string(String s) {
        int chars = s.codePointCount(0, s.length());
        if (chars <= LONG) {
            return quote(s);
        }
        String head = quote(s.substring(0, s.offsetByCodePoints(0, HEAD)));
        long bytes = Utf8.byteLength(s);
        return head.substring(0, head.length() - 1) + "…\" (" + count(chars) + " chars"
                + (bytes == chars ? "" : ", " + count(bytes) + " bytes") + ")";
    }

    /** A binary in base64, or for a long one the start of its base64 and its length in bytes. */
    static String binary(Binary b) {
        String base64 = b.toBase64();
        return b.length() <= LONG ? "\"" + base64 + "\""
                : "\"" + base64.substring(0, HEAD) + "…\" (" + count(b.length()) + " bytes)";
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** An answer (items, pages, returned attributes) with its values shown as {@link #value} does. */
    static String answer(Outcome o) {
        return o.failed() ? o.toString() : answer(o.value());
    }

    private static String answer(Object o) {
        if (o instanceof Item i) {
            return item(i);
        } else if (o instanceof Page p) {
            return "Page[items=" + answer(p.items()) + ", count=" + p.count() + ", scannedCount=" + p.scannedCount()
                    + ", lastEvaluatedKey=" + map(p.lastEvaluatedKey()) + ", consumed=" + capacity(p.consumed()) + "]";
        } else if (o instanceof ItemResult r) {
            return "ItemResult[item=" + answer(r.item()) + ", consumed=" + capacity(r.consumed()) + "]";
        } else if (o instanceof WriteResult w) {
            return "WriteResult[attributes=" + answer(w.attributes()) + ", consumed=" + capacity(w.consumed()) + "]";
        } else if (o instanceof Optional<?> opt) {
            return opt.map(v -> "Optional[" + answer(v) + "]").orElse("Optional.empty");
        } else if (o instanceof List<?> l) {
            List<String> parts = new ArrayList<>();
            l.forEach(e -> parts.add(answer(e)));
            return "[" + String.join(", ", parts) + "]";
        }
        return String.valueOf(o);
    }

    /** Capacity units per table (the table names are the same on both sides). */
    static String capacity(List<ConsumedCapacity> consumed) {
        List<String> parts = new ArrayList<>();
        consumed.forEach(c -> parts.add(c.capacityUnits() + (c.readCapacityUnits() == 0 ? "" : " read "
                + c.readCapacityUnits()) + (c.writeCapacityUnits() == 0 ? "" : " write " + c.writeCapacityUnits())
                + (c.byIndex() ? " (table " + c.tableCapacity().capacityUnits() + ", GSIs " + c.globalIndexes()
                        + ", LSIs " + c.localIndexes() + ")" : "")));
        return parts.toString();
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            if (cp == '"' || cp == '\\') {
                sb.append('\\').appendCodePoint(cp);
            } else if (cp < 0x20 || cp > 0x7e) {
                sb.append(cp > 0xffff ? "\\u" + String.format("%04x", (int) Character.highSurrogate(cp))
                        + "\\u" + String.format("%04x", (int) Character.lowSurrogate(cp)) : String.format("\\u%04x", cp));
            } else {
                sb.appendCodePoint(cp);
            }
        });
        return sb.append('"').toString();
    }

    /**
     * Shortens whatever is still long for a report: long values are already shortened, so this cuts
     * only answers of many items: a batch of 25 puts still shows whole.
     */
    static String brief(Object o) {
        String s = String.valueOf(o);
        return s.length() <= 16_000 ? s : s.substring(0, 16_000) + "… (" + count(s.length()) + " chars)";
    }
}
