package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import java.util.Map;
import java.util.Optional;

/**
 * SAM's {@code AWS::Serverless::SimpleTable} as the {@code AWS::DynamoDB::Table} properties SAM
 * generates from it (same logical ID): PrimaryKey {Name, Type} (default {@code id}, String) as the key,
 * PAY_PER_REQUEST unless a ProvisionedThroughput is given, Tags as a list; the rest passes as it is.
 */
final class SimpleTableReader {
    static final String TYPE = "AWS::Serverless::SimpleTable";
    private static final Map<String, String> KEY_TYPES = Map.of("String", "S", "Number", "N", "Binary", "B");

    private final PropertyReader r;
    private final Diagnostics d;

    SimpleTableReader(PropertyReader r) {
        this.r = r;
        this.d = r.diagnostics();
    }

    Optional<ObjectNode> asTable(JsonNode props, String path) {
        if (!props.isMissingNode() && !props.isObject()) {
            d.error(path, "expected the table's Properties (an object), found " + Json.describe(props));
            return Optional.empty();
        }
        ObjectNode table = Json.object();
        int errors = d.errorCount();
        String name = "id";
        String type = "S";
        JsonNode key = props.path("PrimaryKey");
        String kp = JsonPath.key(path, "PrimaryKey");
        if (!key.isMissingNode()) {
            if (!key.isObject()) {
                d.error(kp, "expected {Name, Type: String|Number|Binary}, found " + Json.describe(key));
            } else {
                name = r.text(key, "Name", kp).filter(n -> !n.isBlank()).orElse(name);
                Optional<String> t = r.text(key, "Type", kp);
                if (t.isEmpty() || !KEY_TYPES.containsKey(t.get())) {
                    d.error(JsonPath.key(kp, "Type"), "expected String, Number or Binary, found "
                            + t.map(x -> "'" + x + "'").orElse("nothing"));
                } else {
                    type = KEY_TYPES.get(t.get());
                }
            }
        }
        table.putArray("AttributeDefinitions").addObject().put("AttributeName", name).put("AttributeType", type);
        table.putArray("KeySchema").addObject().put("AttributeName", name).put("KeyType", "HASH");
        table.put("BillingMode", props.has("ProvisionedThroughput") ? "PROVISIONED" : "PAY_PER_REQUEST");
        for (Map.Entry<String, JsonNode> e : props.properties()) {
            switch (e.getKey()) {
                case "PrimaryKey" -> { }
                case "Tags" -> tags(e.getValue(), JsonPath.key(path, "Tags")).ifPresent(t -> table.set("Tags", t));
                default -> table.set(e.getKey(), e.getValue());
            }
        }
        return d.errorCount() == errors ? Optional.of(table) : Optional.empty();
    }

    /** SAM's tag map as CloudFormation's list of {Key, Value}. */
    private Optional<ArrayNode> tags(JsonNode map, String path) {
        if (!map.isObject()) {
            d.error(path, "expected a map of tag names to values, found " + Json.describe(map));
            return Optional.empty();
        }
        ArrayNode list = Json.array();
        map.properties().forEach(e -> list.addObject().put("Key", e.getKey()).set("Value", e.getValue()));
        return Optional.of(list);
    }
}
