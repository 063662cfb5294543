package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The JSON parts of a request as the AWS CLI takes them: {@code --expression-attribute-names}
 * ({@code {"#n": "name"}}) and {@code --expression-attribute-values} in DynamoDB JSON
 * ({@code {":v": {"S": "x"}}}); keys ({@code LastEvaluatedKey}) are written the same way.
 */
public final class RequestJson {
    private RequestJson() {
    }

    /** @throws IllegalArgumentException saying where and what was expected */
    public static Map<String, String> names(String json) {
        JsonNode root = object(json, "--names");
        Map<String, String> names = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isTextual()) {
                throw new IllegalArgumentException("--names: $." + e.getKey() + ": expected an attribute name string, found "
                        + Json.describe(e.getValue()));
            }
            names.put(e.getKey(), e.getValue().asText());
        }
        return names;
    }

    /** @throws IllegalArgumentException saying where and what was expected */
    public static Map<String, AttributeValue> values(String json) {
        JsonNode root = object(json, "--values");
        Diagnostics d = new Diagnostics("--values");
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            DynamoJson.decodeAsSent(e.getValue(), "$." + e.getKey(), d).ifPresent(v -> values.put(e.getKey(), v));
        }
        failOnErrors(d);
        return values;
    }

    /**
     * A PartiQL statement's parameters as a DynamoDB JSON array ({@code [{"S": "x"}, {"N": "1"}]});
     * blank text is none.
     *
     * @throws IllegalArgumentException saying where and what was expected
     */
    public static List<AttributeValue> parameters(String json) {
        if (json == null || json.isBlank()) {
            return List.of();
        }
        Diagnostics d = new Diagnostics("parameters");
        JsonNode root = JsonTreeReader.read(json, d).orElse(null);
        failOnErrors(d);
        if (root == null || !root.isArray()) {
            throw new IllegalArgumentException("parameters: expected a JSON array of DynamoDB values, found "
                    + (root == null ? "nothing" : Json.describe(root)));
        }
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            DynamoJson.decode(root.get(i), "$[" + i + "]", d).ifPresent(values::add);
        }
        failOnErrors(d);
        return values;
    }

    /**
     * One item in DynamoDB JSON ({@code {"pk": {"S": "a"}, "n": {"N": "1"}}}), as an item's editor holds it.
     *
     * @throws IllegalArgumentException saying where and what was expected
     */
    public static Item item(String json) {
        return new Item(RequestObject.item(object(json, "item"), "$"));
    }

    /** A key or item in DynamoDB JSON, one line. */
    public static String key(Map<String, AttributeValue> key) {
        return Json.compact(DynamoJson.encodeItem(new Item(key)));
    }

    private static JsonNode object(String json, String option) {
        Diagnostics d = new Diagnostics(option);
        JsonNode root = JsonTreeReader.read(json, d).orElse(null);
        failOnErrors(d);
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(option + ": expected a JSON object, found "
                    + (root == null ? "nothing" : Json.describe(root)));
        }
        return root;
    }

    /** Throws the errors {@code d} collected, joined, as one sentence for the user. */
    static void failOnErrors(Diagnostics d) {
        String errors = d.problems().stream().filter(Problem::isError).map(Problem::toString)
                .collect(Collectors.joining("; "));
        if (!errors.isEmpty()) {
            throw new IllegalArgumentException(errors);
        }
    }
}
