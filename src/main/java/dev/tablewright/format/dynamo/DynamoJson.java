package dev.tablewright.format.dynamo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.Item;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * DynamoDB JSON ({@code {"S": "text"}}, {@code {"N": "12.5"}}, …) to and from {@link AttributeValue}.
 * Reading never throws: a value that cannot be read is left out and reported at its JSON path.
 */
public final class DynamoJson {
    private static final String TYPE_KEYS = "S, N, B, BOOL, NULL, M, L, SS, NS, BS";
    private static final Set<String> TYPES = Set.of(TYPE_KEYS.split(", "));
    /** DynamoDB's limit on nested maps and lists. */
    private static final int MAX_LEVELS = 32;
    private static final int AS_SENT_MAX_EXPONENT = 1000;
    /** Reads a member of an M or L, reporting plain JSON; inside plain JSON, only its outermost value is reported. */
    private static final Reader<AttributeValue> REPORTED = (node, path, d) -> element(node, path, d, true);
    private static final Reader<AttributeValue> INSIDE_PLAIN = (node, path, d) -> element(node, path, d, false);

    private DynamoJson() {
    }

    /** An item: an object of typed values. Empty (with an error) when the node is not an object. */
    public static Optional<Item> decodeItem(JsonNode node, String path, Diagnostics d) {
        return decodeItem(node, () -> path, d);
    }

    /** Likewise, with the path spelled out only for a problem (a large file has millions of items). */
    public static Optional<Item> decodeItem(JsonNode node, Supplier<String> path, Diagnostics d) {
        return decodeItem(node, At.item(path, false), d);
    }

    /**
     * An item of a request, its numbers as sent: DynamoDB's number limits (38 digits, the magnitude
     * range) are left to whoever answers the request, which refuses them in its own words.
     */
    public static Optional<Item> decodeItemAsSent(JsonNode node, String path, Diagnostics d) {
        return decodeItem(node, At.item(() -> path, true), d);
    }

    private static Optional<Item> decodeItem(JsonNode node, At at, Diagnostics d) {
        if (node == null || !node.isObject()) {
            d.error(at.path(), "expected an item (an object of typed values), found " + Json.describe(node));
            return Optional.empty();
        }
        return Optional.of(new Item(decodeMembers(node, at, d, DynamoJson::decode)));
    }

    /**
     * One typed value. Empty when it cannot be read (an error) or is an empty cell {@code {}}
     * (an info: Workbench writes it for a cell without a value, which carries no data).
     */
    public static Optional<AttributeValue> decode(JsonNode node, String path, Diagnostics d) {
        return decode(node, At.value(path, false), d);
    }

    /** One typed value of a request, its numbers as sent (see {@link #decodeItemAsSent}). */
    public static Optional<AttributeValue> decodeAsSent(JsonNode node, String path, Diagnostics d) {
        return decode(node, At.value(path, true), d);
    }

    private static Optional<AttributeValue> decode(JsonNode node, At path, Diagnostics d) {
        if (node == null || !node.isObject()) {
            d.error(path.path(), "expected a typed value such as {\"S\": \"text\"}, found " + Json.describe(node));
            return Optional.empty();
        }
        if (node.isEmpty()) {
            d.info(path.path(), "an empty cell ({} without a type) carries no data; it is left out");
            return Optional.empty();
        }
        if (node.size() > 1) {
            List<String> keys = new ArrayList<>();
            node.fieldNames().forEachRemaining(keys::add);
            d.error(path.path(), "expected one type key (" + TYPE_KEYS + "), found " + keys.size() + ": "
                    + String.join(", ", keys));
            return Optional.empty();
        }
        Map.Entry<String, JsonNode> typed = node.properties().iterator().next();
        return decodeTyped(typed.getKey(), typed.getValue(), path, d);
    }

    private static Optional<AttributeValue> decodeTyped(String type, JsonNode v, At path, Diagnostics d) {
        At at = path.typeKey(type);
        switch (type) {
            case "S":
                return string(v, at, d).map(AttributeValue.S::new);
            case "N":
                return number(v, at, d).map(AttributeValue.N::new);
            case "B":
                return binary(v, at, d).map(AttributeValue.B::new);
            case "BOOL":
                if (v.isBoolean()) {
                    return Optional.of(AttributeValue.bool(v.booleanValue()));
                }
                return expected(d, at, "true or false", v);
            case "NULL":
                if (v.isBoolean() && v.booleanValue()) {
                    return Optional.of(AttributeValue.NULL);
                }
                return expected(d, at, "true (a NULL value is always true)", v);
            case "M":
                if (v.isObject()) {
                    return Optional.of(new AttributeValue.M(decodeMembers(v, at, d, REPORTED)));
                }
                return expected(d, at, "an object of typed values", v);
            case "L":
                return list(v, at, d);
            case "SS":
                return set(v, at, d, DynamoJson::string).map(AttributeValue.SS::new);
            case "NS":
                return set(v, at, d, DynamoJson::number).map(AttributeValue.NS::new);
            case "BS":
                return set(v, at, d, DynamoJson::binary).map(AttributeValue.BS::new);
            default:
                d.error(path.path(), "expected a type key (" + TYPE_KEYS + "), found '" + Json.abbreviate(type, 40) + "'");
                return Optional.empty();
        }
    }

    /**
     * @param member how a member is read: an item's attributes must be typed values; plain JSON is
     *               tolerated inside an {@code M}
     */
    private static Map<String, AttributeValue> decodeMembers(JsonNode object, At path, Diagnostics d,
            Reader<AttributeValue> member) {
        Map<String, AttributeValue> members = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = object.properties().iterator();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> f = fields.next();
            member.apply(f.getValue(), path.member(f.getKey()), d)
                    .ifPresent(v -> members.put(f.getKey(), v));
        }
        return members;
    }

    private static Optional<AttributeValue> list(JsonNode v, At path, Diagnostics d) {
        if (!v.isArray()) {
            return expected(d, path, "an array of typed values", v);
        }
        return Optional.of(elements(v, path, d, REPORTED));
    }

    private static AttributeValue.L elements(JsonNode array, At path, Diagnostics d, Reader<AttributeValue> element) {
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            element.apply(array.get(i), path.element(i), d).ifPresent(values::add);
        }
        return new AttributeValue.L(values);
    }

    /**
     * A member of an {@code M} or an element of an {@code L}: a typed value, or plain JSON that
     * hand-edited files hold there ({@code "details": {"M": {"note": "x"}}}), read by its JSON type
     * (docs/file-format.md). An object with exactly one key that names a type is a typed value at any
     * depth; {@code {}} is an empty cell, as everywhere.
     *
     * @param warn whether to report plain JSON here: only its outermost value is reported
     */
    private static Optional<AttributeValue> element(JsonNode node, At path, Diagnostics d, boolean warn) {
        if (node.isEmpty() && node.isObject() || looksTyped(node)) {
            return decode(node, path, d);
        }
        if (warn) {
            if (path.depth() + levels(node) > MAX_LEVELS) {
                // Written typed, plain JSON takes twice the depth: within DynamoDB's limit it always can be.
                d.error(path.path(), "plain JSON where a typed value belongs, nested deeper than DynamoDB's "
                        + MAX_LEVELS + " levels; it is left out");
                return Optional.empty();
            }
            d.warning(path.path(), "plain JSON where a typed value belongs: read as {\"" + plainType(node)
                    + "\": …} by its JSON type; the file is saved back in DynamoDB JSON");
        }
        return plain(node, path, d);
    }

    /** How many maps and lists a plain or typed value nests, itself included. */
    private static int levels(JsonNode node) {
        JsonNode inside = node;
        if (looksTyped(node)) {
            String type = node.fieldNames().next();
            inside = type.equals("M") || type.equals("L") ? node.get(type) : null;
        }
        if (inside == null || !inside.isContainerNode() || inside.isObject() && inside.isEmpty() && inside == node) {
            return 0;
        }
        int deepest = 0;
        for (JsonNode child : inside) {
            deepest = Math.max(deepest, levels(child));
        }
        return 1 + deepest;
    }

    private static String plainType(JsonNode node) {
        return node.isTextual() ? "S" : node.isNumber() ? "N" : node.isBoolean() ? "BOOL" : node.isNull() ? "NULL"
                : node.isArray() ? "L" : "M";
    }

    private static boolean looksTyped(JsonNode node) {
        return node.isObject() && node.size() == 1 && TYPES.contains(node.fieldNames().next());
    }

    /** string → S, number → N, true/false → BOOL, null → NULL, object → M, array → L. */
    private static Optional<AttributeValue> plain(JsonNode node, At path, Diagnostics d) {
        if (node.isTextual()) {
            return Optional.of(new AttributeValue.S(node.textValue()));
        }
        if (node.isNumber()) {
            return number(node, path, d).map(AttributeValue.N::new);
        }
        if (node.isBoolean()) {
            return Optional.of(AttributeValue.bool(node.booleanValue()));
        }
        if (node.isNull()) {
            return Optional.of(AttributeValue.NULL);
        }
        if (node.isArray()) {
            return Optional.of(elements(node, path, d, INSIDE_PLAIN));
        }
        return Optional.of(new AttributeValue.M(decodeMembers(node, path, d, INSIDE_PLAIN)));
    }

    private static <T> Optional<Set<T>> set(JsonNode v, At path, Diagnostics d,
            Reader<T> element) {
        if (!v.isArray()) {
            return expected(d, path, "an array", v);
        }
        Set<T> values = new LinkedHashSet<>();
        for (int i = 0; i < v.size(); i++) {
            At at = path.element(i);
            Optional<T> value = element.apply(v.get(i), at, d);
            if (value.isPresent() && !values.add(value.get())) {
                d.warning(at.path(), "a set holds each value once; this repeated value is dropped");
            }
        }
        return Optional.of(values);
    }

    /**
     * Where a value stands, spelled out only when a problem is reported (a large file has millions of
     * values and almost never a problem), and how many maps and lists hold it.
     */
    private record At(Supplier<String> root, At parent, String key, int index, int depth, boolean asSent) {
        /** The members of an item are its attributes, held by no map or list. */
        static At item(Supplier<String> path, boolean asSent) {
            return new At(path, null, null, -1, -1, asSent);
        }

        static At value(String path, boolean asSent) {
            return new At(() -> path, null, null, -1, 0, asSent);
        }

        /** {@code .M} of {@code {"M": …}}: the same value. */
        At typeKey(String type) {
            return new At(null, this, type, -1, depth, asSent);
        }

        At member(String name) {
            return new At(null, this, name, -1, depth + 1, asSent);
        }

        At element(int i) {
            return new At(null, this, null, i, depth + 1, asSent);
        }

        String path() {
            if (parent == null) {
                return root.get();
            }
            return key != null ? JsonPath.key(parent.path(), key) : JsonPath.index(parent.path(), index);
        }
    }

    /** Reads one scalar of a value, reporting at {@code path} when it cannot. */
    private interface Reader<T> {
        Optional<T> apply(JsonNode node, At path, Diagnostics d);
    }

    private static Optional<String> string(JsonNode v, At path, Diagnostics d) {
        return v.isTextual() ? Optional.of(v.textValue()) : expected(d, path, "a string", v);
    }

    /** A number string; a JSON number is accepted too (seen in hand-written files). */
    private static Optional<BigDecimal> number(JsonNode v, At path, Diagnostics d) {
        BigDecimal value;
        if (v.isNumber()) {
            value = v.decimalValue();
        } else if (v.isTextual()) {
            try {
                value = new BigDecimal(v.textValue().strip());
            } catch (NumberFormatException e) {
                return expected(d, path, "a number string", v);
            }
        } else {
            return expected(d, path, "a number string", v);
        }
        // As sent, up to an exponent no number written by hand reaches (canonical form writes it out).
        if (path.asSent() && Math.abs((long) value.precision() - value.scale()) <= AS_SENT_MAX_EXPONENT) {
            return Optional.of(DynamoNumber.canonical(value));
        }
        try {
            return Optional.of(DynamoNumber.check(value));
        } catch (IllegalArgumentException e) {
            d.error(path.path(), "expected a number DynamoDB can store, found " + Json.describe(v) + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    private static Optional<Binary> binary(JsonNode v, At path, Diagnostics d) {
        if (v.isTextual()) {
            try {
                return Optional.of(Binary.fromBase64(v.textValue()));
            } catch (IllegalArgumentException e) {
                // falls through to the report below
            }
        }
        return expected(d, path, "base64 text", v);
    }

    private static <T> Optional<T> expected(Diagnostics d, At path, String what, JsonNode found) {
        d.error(path.path(), "expected " + what + ", found " + Json.describe(found));
        return Optional.empty();
    }

    public static ObjectNode encodeItem(Item item) {
        ObjectNode node = Json.object();
        item.attributes().forEach((name, value) -> node.set(name, encode(value)));
        return node;
    }

    public static ObjectNode encode(AttributeValue value) {
        ObjectNode node = Json.object();
        String type = value.type().name();
        if (value instanceof AttributeValue.S s) {
            node.put(type, s.value());
        } else if (value instanceof AttributeValue.N n) {
            node.put(type, n.text());
        } else if (value instanceof AttributeValue.B b) {
            node.put(type, b.value().toBase64());
        } else if (value instanceof AttributeValue.Bool b) {
            node.put(type, b.value());
        } else if (value instanceof AttributeValue.Null) {
            node.put(type, true);
        } else if (value instanceof AttributeValue.M m) {
            node.set(type, encodeMembers(m.value()));
        } else if (value instanceof AttributeValue.L l) {
            ArrayNode array = node.putArray(type);
            l.value().forEach(v -> array.add(encode(v)));
        } else if (value instanceof AttributeValue.SS ss) {
            ArrayNode array = node.putArray(type);
            ss.value().forEach(array::add);
        } else if (value instanceof AttributeValue.NS ns) {
            ArrayNode array = node.putArray(type);
            ns.value().forEach(n -> array.add(DynamoNumber.format(n)));
        } else if (value instanceof AttributeValue.BS bs) {
            ArrayNode array = node.putArray(type);
            bs.value().forEach(b -> array.add(b.toBase64()));
        }
        return node;
    }

    private static ObjectNode encodeMembers(Map<String, AttributeValue> members) {
        ObjectNode node = Json.object();
        members.forEach((k, v) -> node.set(k, encode(v)));
        return node;
    }
}
