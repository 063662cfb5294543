package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One JSON object of a request in the AWS CLI's shape, at its path ({@code $}, {@code $.TransactItems[2].Put}):
 * its members read as the shape types them, every mistake named by its JSON path. Members outside
 * the shape are refused when the object is opened, never ignored.
 */
final class RequestObject {
    private final JsonNode node;
    private final String path;

    private RequestObject(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /**
     * The request's top object.
     *
     * @param what the shape's name for messages ("query request", "batch-get-item request")
     */
    static RequestObject root(String json, Set<String> members, String what) {
        return of(rootNode(json), "$", members, what);
    }

    /** The request's top object, unchecked: a shape whose members are checked their own way. */
    static JsonNode rootNode(String json) {
        Diagnostics d = new Diagnostics("request");
        JsonNode root = JsonTreeReader.read(json, d).orElse(null);
        RequestJson.failOnErrors(d);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("expected a JSON object, found "
                    + (root == null ? "nothing" : Json.describe(root)));
        }
        return root;
    }

    /** The object {@code node} at {@code path}, its members checked against the shape. */
    static RequestObject of(JsonNode node, String path, Set<String> members, String what) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(path + ": expected a JSON object, found " + Json.describe(node));
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!members.contains(name)) {
                String legacy = ReturnMembers.legacy(path, name);
                if (legacy != null) {
                    throw new IllegalArgumentException(legacy);
                }
                throw new IllegalArgumentException(path + "." + name + ": not a member of a " + what
                        + " (expected one of " + members.stream().sorted().collect(Collectors.joining(", ")) + ")");
            }
        }
        RequestObject o = new RequestObject(node, path);
        ReturnMembers.check(o);
        return o;
    }

    String path(String member) {
        return path + "." + member;
    }

    boolean has(String member) {
        JsonNode n = node.get(member);
        return n != null && !n.isNull();
    }

    /** The object member {@code member}, checked against its own shape. */
    RequestObject object(String member, Set<String> members, String what) {
        return of(required(member), path(member), members, what);
    }

    /** The members of a map-shaped member ({@code RequestItems}: table → …), in the order written. */
    List<Map.Entry<String, JsonNode>> entries(String member) {
        JsonNode n = required(member);
        if (!n.isObject() || n.isEmpty()) {
            throw new IllegalArgumentException(path(member) + ": expected a JSON object with at least one member, found "
                    + Json.describe(n));
        }
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
        n.fields().forEachRemaining(entries::add);
        return entries;
    }

    /** The elements of an array member; none is a mistake (DynamoDB wants at least one). */
    List<JsonNode> array(String member) {
        return array(required(member), path(member));
    }

    static List<JsonNode> array(JsonNode n, String path) {
        if (!n.isArray() || n.isEmpty()) {
            throw new IllegalArgumentException(path + ": expected a JSON array with at least one element, found "
                    + Json.describe(n));
        }
        List<JsonNode> elements = new ArrayList<>();
        n.forEach(elements::add);
        return elements;
    }

    String text(String member, boolean required) {
        if (!has(member)) {
            if (required) {
                throw missing(member);
            }
            return null;
        }
        JsonNode n = node.get(member);
        if (!n.isTextual()) {
            throw new IllegalArgumentException(path(member) + ": expected a string, found " + Json.describe(n));
        }
        return n.asText();
    }

    Integer integer(String member) {
        if (!has(member)) {
            return null;
        }
        JsonNode n = node.get(member);
        if (!n.canConvertToInt() || !n.isIntegralNumber() || n.asInt() < 0) {
            throw new IllegalArgumentException(path(member) + ": expected a whole number, found " + Json.describe(n));
        }
        return n.asInt();
    }

    boolean bool(String member, boolean absent) {
        if (!has(member)) {
            return absent;
        }
        JsonNode n = node.get(member);
        if (!n.isBoolean()) {
            throw new IllegalArgumentException(path(member) + ": expected true or false, found " + Json.describe(n));
        }
        return n.asBoolean();
    }

    /** A key or an item in DynamoDB JSON; null when absent and not required. */
    Map<String, AttributeValue> item(String member, boolean required) {
        if (!has(member)) {
            if (required) {
                throw missing(member);
            }
            return null;
        }
        return item(node.get(member), path(member));
    }

    static Map<String, AttributeValue> item(JsonNode n, String path) {
        Diagnostics d = new Diagnostics("");
        Map<String, AttributeValue> item = new LinkedHashMap<>(
                DynamoJson.decodeItemAsSent(n, path, d).map(Item::attributes).orElse(Map.of()));
        RequestJson.failOnErrors(d);
        return item;
    }

    /** ExpressionAttributeNames and ExpressionAttributeValues. */
    Expr expr() {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        if (has("ExpressionAttributeValues")) {
            JsonNode n = node.get("ExpressionAttributeValues");
            if (!n.isObject()) {
                throw new IllegalArgumentException(path("ExpressionAttributeValues") + ": expected a JSON object, found "
                        + Json.describe(n));
            }
            Diagnostics d = new Diagnostics("");
            n.fields().forEachRemaining(e -> DynamoJson.decodeAsSent(e.getValue(),
                    path("ExpressionAttributeValues") + "." + e.getKey(), d).ifPresent(v -> values.put(e.getKey(), v)));
            RequestJson.failOnErrors(d);
        }
        return new Expr(names(), values);
    }

    private Map<String, String> names() {
        Map<String, String> names = new LinkedHashMap<>();
        if (!has("ExpressionAttributeNames")) {
            return names;
        }
        JsonNode n = node.get("ExpressionAttributeNames");
        if (!n.isObject()) {
            throw new IllegalArgumentException(path("ExpressionAttributeNames") + ": expected a JSON object, found "
                    + Json.describe(n));
        }
        n.fields().forEachRemaining(e -> {
            if (!e.getValue().isTextual()) {
                throw new IllegalArgumentException(path("ExpressionAttributeNames") + "." + e.getKey()
                        + ": expected an attribute name string, found " + Json.describe(e.getValue()));
            }
            names.put(e.getKey(), e.getValue().asText());
        });
        return names;
    }

    private JsonNode required(String member) {
        if (!has(member)) {
            throw missing(member);
        }
        return node.get(member);
    }

    private IllegalArgumentException missing(String member) {
        return new IllegalArgumentException(path(member) + ": missing");
    }
}
