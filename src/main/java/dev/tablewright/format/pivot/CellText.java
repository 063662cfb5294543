package dev.tablewright.format.pivot;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.KeySchema;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** How a grid cell (in the app or the text pivot) shows a value: scalars plainly, documents and sets as compact JSON. */
public final class CellText {
    private CellText() {
    }

    /** A partition's merged cell: its value, or "(W24, EU)" for a multi-attribute key's tuple. */
    public static String partition(List<AttributeValue> values) {
        return KeySchema.tuple(values.stream().map(CellText::of).toList());
    }

    public static String of(AttributeValue v) {
        if (v == null) {
            return "";
        }
        if (v instanceof AttributeValue.S s) {
            return s.value();
        }
        StringBuilder sb = new StringBuilder();
        append(sb, v);
        return sb.toString();
    }

    private static void append(StringBuilder sb, AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            quote(sb, s.value());
        } else if (v instanceof AttributeValue.N n) {
            sb.append(n.text());
        } else if (v instanceof AttributeValue.B b) {
            sb.append(b.value().toBase64());
        } else if (v instanceof AttributeValue.Bool b) {
            sb.append(b.value());
        } else if (v instanceof AttributeValue.Null) {
            sb.append("null");
        } else if (v instanceof AttributeValue.M m) {
            sb.append('{');
            Iterator<Map.Entry<String, AttributeValue>> it = m.value().entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<String, AttributeValue> e = it.next();
                quote(sb, e.getKey());
                sb.append(": ");
                append(sb, e.getValue());
                if (it.hasNext()) {
                    sb.append(", ");
                }
            }
            sb.append('}');
        } else if (v instanceof AttributeValue.L l) {
            joined(sb, l.value(), "[", "]");
        } else if (v instanceof AttributeValue.SS ss) {
            joined(sb, ss.value().stream().map(AttributeValue.S::new).toList(), "<<", ">>");
        } else if (v instanceof AttributeValue.NS ns) {
            joined(sb, ns.value().stream().map(CellText::number).toList(), "<<", ">>");
        } else if (v instanceof AttributeValue.BS bs) {
            joined(sb, bs.value().stream().map(CellText::binary).toList(), "<<", ">>");
        }
    }

    private static AttributeValue number(BigDecimal n) {
        return new AttributeValue.N(DynamoNumber.canonical(n));
    }

    private static AttributeValue binary(Binary b) {
        return new AttributeValue.B(b);
    }

    private static void joined(StringBuilder sb, Iterable<? extends AttributeValue> values, String open, String close) {
        sb.append(open);
        Iterator<? extends AttributeValue> it = values.iterator();
        while (it.hasNext()) {
            append(sb, it.next());
            if (it.hasNext()) {
                sb.append(", ");
            }
        }
        sb.append(close);
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        sb.append('"');
    }
}
