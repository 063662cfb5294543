package dev.tablewright.aws.differential;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Values in DynamoDB JSON, for reproductions a person can read and replay. */
final class Show {
    private Show() {
    }

    static String value(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            return "{\"S\":" + quote(s.value()) + "}";
        } else if (v instanceof AttributeValue.N n) {
            return "{\"N\":\"" + n.text() + "\"}";
        } else if (v instanceof AttributeValue.B b) {
            return "{\"B\":\"" + b.value().toBase64() + "\"}";
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
            ss.value().forEach(e -> parts.add(quote(e)));
            return "{\"SS\":[" + String.join(",", parts) + "]}";
        } else if (v instanceof AttributeValue.NS ns) {
            List<String> parts = new ArrayList<>();
            ns.value().forEach(e -> parts.add("\"" + DynamoNumber.format(e) + "\""));
            return "{\"NS\":[" + String.join(",", parts) + "]}";
        }
        List<String> parts = new ArrayList<>();
        ((AttributeValue.BS) v).value().forEach(e -> parts.add("\"" + e.toBase64() + "\""));
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

    /** Shortens a long answer (big items) for a report. */
    static String brief(Object o) {
        String s = String.valueOf(o);
        return s.length() <= 1500 ? s : s.substring(0, 1500) + "… (" + s.length() + " chars)";
    }
}
