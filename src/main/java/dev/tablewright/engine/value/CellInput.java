package dev.tablewright.engine.value;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a user types into a grid cell, read back as a value of the cell's type: the inverse of
 * {@link dev.tablewright.format.pivot.CellText}. S as typed; N exactly (38 digits, no rounding); B as
 * base64; BOOL {@code true}/{@code false}; NULL {@code null}; L and M as JSON ({@code [1, "a"]},
 * {@code {"k": true}}); SS, NS, BS as {@code <<"a", "b">>}, {@code <<1, 2>>}, {@code <<AQI=>>} (a
 * plain JSON array is accepted too). Errors name the position and what was expected.
 */
public final class CellInput {
    private final String text;
    private int pos;

    private CellInput(String text) {
        this.text = text;
    }

    /** @throws IllegalArgumentException with a sentence for the user */
    public static AttributeValue parse(String text, AttributeType type) {
        String t = text == null ? "" : text;
        switch (type) {
            case S:
                return new AttributeValue.S(t);
            case N:
                return AttributeValue.N.parse(t.strip());
            case B:
                return new AttributeValue.B(base64(t.strip()));
            case BOOL:
                if (t.strip().equals("true") || t.strip().equals("false")) {
                    return new AttributeValue.Bool(Boolean.parseBoolean(t.strip()));
                }
                throw new IllegalArgumentException("expected true or false");
            case NULL:
                if (t.strip().equals("null") || t.isBlank()) {
                    return new AttributeValue.Null();
                }
                throw new IllegalArgumentException("a NULL attribute holds only null");
            default:
                CellInput in = new CellInput(t);
                AttributeValue v = in.value();
                in.skipSpace();
                if (in.pos < t.length()) {
                    throw in.error("unexpected text after the value");
                }
                return conform(v, type);
        }
    }

    /** Which type a value typed without a declared type most likely has: JSON-ish text, else S. */
    public static AttributeValue guess(String text) {
        String t = text.strip();
        try {
            if (t.startsWith("{")) {
                return parse(t, AttributeType.M);
            }
            if (t.startsWith("[")) {
                return parse(t, AttributeType.L);
            }
        } catch (IllegalArgumentException e) {
            // not a document: keep the text
        }
        return new AttributeValue.S(text);
    }

    private static AttributeValue conform(AttributeValue v, AttributeType type) {
        if (type == AttributeType.L && v instanceof AttributeValue.L) {
            return v;
        }
        if (type == AttributeType.M && v instanceof AttributeValue.M) {
            return v;
        }
        if (type == AttributeType.SS || type == AttributeType.NS || type == AttributeType.BS) {
            List<AttributeValue> members = v instanceof AttributeValue.L l ? l.value() : setMembers(v);
            if (members == null) {
                throw new IllegalArgumentException("expected a set like <<\"a\", \"b\">>");
            }
            if (members.isEmpty()) {
                throw new IllegalArgumentException("a set cannot be empty in DynamoDB");
            }
            return set(members, type);
        }
        throw new IllegalArgumentException("expected " + (type == AttributeType.M ? "a JSON object {…}" : "a JSON array […]"));
    }

    private static List<AttributeValue> setMembers(AttributeValue v) {
        if (v instanceof AttributeValue.SS ss) {
            return ss.value().stream().map(s -> (AttributeValue) new AttributeValue.S(s)).toList();
        }
        if (v instanceof AttributeValue.NS ns) {
            return ns.value().stream().map(n -> (AttributeValue) new AttributeValue.N(n)).toList();
        }
        if (v instanceof AttributeValue.BS bs) {
            return bs.value().stream().map(b -> (AttributeValue) new AttributeValue.B(b)).toList();
        }
        return null;
    }

    private static AttributeValue set(List<AttributeValue> members, AttributeType type) {
        Set<String> strings = new LinkedHashSet<>();
        Set<BigDecimal> numbers = new LinkedHashSet<>();
        Set<Binary> binaries = new LinkedHashSet<>();
        for (AttributeValue m : members) {
            if (type == AttributeType.SS && m instanceof AttributeValue.S s) {
                strings.add(s.value());
            } else if (type == AttributeType.NS && m instanceof AttributeValue.N n) {
                numbers.add(n.value());
            } else if (type == AttributeType.BS && m instanceof AttributeValue.B b) {
                binaries.add(b.value());
            } else if (type == AttributeType.BS && m instanceof AttributeValue.S s) {
                binaries.add(base64(s.value()));
            } else {
                throw new IllegalArgumentException("every member of a " + type + " must be a "
                        + (type == AttributeType.SS ? "string" : type == AttributeType.NS ? "number" : "base64 binary"));
            }
        }
        int size = type == AttributeType.SS ? strings.size() : type == AttributeType.NS ? numbers.size() : binaries.size();
        if (size != members.size()) {
            throw new IllegalArgumentException("a set cannot hold the same member twice");
        }
        if (type == AttributeType.SS) {
            return new AttributeValue.SS(strings);
        }
        return type == AttributeType.NS ? new AttributeValue.NS(numbers) : new AttributeValue.BS(binaries);
    }

    private static Binary base64(String text) {
        try {
            return Binary.fromBase64(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected base64 (A–Z, a–z, 0–9, +, /, =): " + e.getMessage());
        }
    }

    private AttributeValue value() {
        skipSpace();
        if (pos >= text.length()) {
            throw error("expected a value");
        }
        char c = text.charAt(pos);
        if (c == '"') {
            return new AttributeValue.S(string());
        }
        if (c == '{') {
            return map();
        }
        if (c == '[') {
            return new AttributeValue.L(list('[', ']'));
        }
        if (text.startsWith("<<", pos)) {
            pos++;
            List<AttributeValue> members = list('<', '>');
            if (pos >= text.length() || text.charAt(pos) != '>') {
                throw error("expected >> to close the set");
            }
            pos++;
            AttributeType type = members.isEmpty() || members.get(0) instanceof AttributeValue.S ? AttributeType.SS
                    : members.get(0) instanceof AttributeValue.N ? AttributeType.NS : AttributeType.BS;
            return set(members, type);
        }
        String word = word();
        switch (word) {
            case "true":
                return new AttributeValue.Bool(true);
            case "false":
                return new AttributeValue.Bool(false);
            case "null":
                return new AttributeValue.Null();
            default:
                if (word.matches("[-+]?[0-9.][0-9.eE+-]*")) {
                    try {
                        return AttributeValue.N.parse(word);
                    } catch (IllegalArgumentException e) {
                        throw error(e.getMessage());
                    }
                }
                // Inside a document, binary shows as bare base64.
                return new AttributeValue.B(base64(word));
        }
    }

    private AttributeValue map() {
        pos++;
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        skipSpace();
        if (peek('}')) {
            pos++;
            return new AttributeValue.M(map);
        }
        while (true) {
            skipSpace();
            if (!peek('"')) {
                throw error("expected a quoted attribute name");
            }
            String key = string();
            skipSpace();
            expect(':');
            if (map.put(key, value()) != null) {
                throw error("the name \"" + key + "\" appears twice");
            }
            skipSpace();
            if (peek(',')) {
                pos++;
            } else {
                expect('}');
                return new AttributeValue.M(map);
            }
        }
    }

    private List<AttributeValue> list(char open, char close) {
        pos++;
        List<AttributeValue> values = new ArrayList<>();
        skipSpace();
        if (peek(close)) {
            pos++;
            return values;
        }
        while (true) {
            values.add(value());
            skipSpace();
            if (peek(',')) {
                pos++;
            } else {
                expect(close);
                return values;
            }
        }
    }

    private String string() {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c == '\\' && pos < text.length()) {
                char e = text.charAt(pos++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'u' -> {
                        if (pos + 4 > text.length()) {
                            throw error("expected four hex digits after \\u");
                        }
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
        throw error("a string is not closed with \"");
    }

    private String word() {
        int start = pos;
        while (pos < text.length() && ",]}>: \t\n".indexOf(text.charAt(pos)) < 0) {
            pos++;
        }
        if (start == pos) {
            throw error("expected a value");
        }
        return text.substring(start, pos);
    }

    private boolean peek(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void expect(char c) {
        skipSpace();
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private IllegalArgumentException error(String message) {
        return new IllegalArgumentException("at character " + (pos + 1) + ": " + message);
    }
}
