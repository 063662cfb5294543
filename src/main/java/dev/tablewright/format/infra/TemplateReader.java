package dev.tablewright.format.infra;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;

/**
 * A CloudFormation template's text as a JSON tree, from JSON or YAML. YAML's short forms become the
 * long ones CloudFormation defines: {@code !Ref X} is {@code {"Ref": "X"}}, {@code !Sub s} is
 * {@code {"Fn::Sub": s}}, {@code !GetAtt a.b} is {@code {"Fn::GetAtt": ["a", "b"]}}.
 */
final class TemplateReader {
    /** YAML's own tags, which only say the type a scalar has anyway. */
    private static final Set<String> CORE_TAGS = Set.of("str", "int", "float", "bool", "null", "map", "seq",
            "binary", "timestamp");
    private static final YAMLFactory YAML = YAMLFactory.builder().build();

    private final Diagnostics d;

    private TemplateReader(Diagnostics d) {
        this.d = d;
    }

    static Optional<JsonNode> read(String text, Diagnostics d) {
        String start = text.stripLeading();
        if (start.startsWith("{")) {
            return JsonTreeReader.read(text, d);
        }
        try (YAMLParser p = YAML.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                d.error(JsonPath.ROOT, "the file is empty; expected a CloudFormation template (JSON or YAML)");
                return Optional.empty();
            }
            return Optional.of(new TemplateReader(d).value(p, first, JsonPath.ROOT));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            d.error(JsonPath.ROOT, "not YAML or JSON" + (at == null ? "" : " at line " + at.getLineNr() + ", column "
                    + at.getColumnNr()) + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            d.error(JsonPath.ROOT, "cannot be read: " + e.getMessage());
        }
        return Optional.empty();
    }

    private JsonNode value(YAMLParser p, JsonToken token, String path) throws IOException {
        String tag = p.getTypeId();
        if (p.isCurrentAlias()) {
            d.error(path, "a YAML alias (*" + p.getText() + "): CloudFormation refuses aliases; expected the value written out");
        }
        JsonNode node = switch (token) {
            case START_OBJECT -> object(p, path);
            case START_ARRAY -> array(p, path);
            case VALUE_STRING -> Json.NODES.textNode(p.getText());
            case VALUE_NUMBER_INT -> Json.NODES.numberNode(p.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT -> Json.NODES.numberNode(p.getDecimalValue());
            case VALUE_TRUE, VALUE_FALSE -> Json.NODES.booleanNode(token == JsonToken.VALUE_TRUE);
            case VALUE_NULL -> tag == null ? Json.NODES.nullNode() : Json.NODES.textNode("");
            default -> throw new IOException("unexpected " + token + " at line " + p.currentLocation().getLineNr());
        };
        return tag == null || CORE_TAGS.contains(tag) || tag.startsWith("tag:yaml.org") ? node : intrinsic(tag, node);
    }

    private ObjectNode object(YAMLParser p, String path) throws IOException {
        ObjectNode o = Json.object();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String name = p.currentName();
            String member = JsonPath.key(path, name);
            if (o.has(name)) {
                d.error(member, "a second '" + name + "' in the same mapping (CloudFormation refuses it; the last is read)");
            }
            o.set(name, value(p, p.nextToken(), member));
        }
        return o;
    }

    private ArrayNode array(YAMLParser p, String path) throws IOException {
        ArrayNode a = Json.array();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            a.add(value(p, t, JsonPath.index(path, a.size())));
        }
        return a;
    }

    /** The long form of a short-form function: {@code !Ref}, {@code !Condition}, {@code !GetAtt}, else {@code Fn::Name}. */
    private static ObjectNode intrinsic(String tag, JsonNode argument) {
        ObjectNode o = Json.object();
        switch (tag) {
            case "Ref", "Condition" -> o.set(tag, argument);
            case "GetAtt" -> {
                if (argument.isTextual() && argument.textValue().contains(".")) {
                    String s = argument.textValue();
                    int dot = s.indexOf('.');
                    o.putArray("Fn::GetAtt").add(s.substring(0, dot)).add(s.substring(dot + 1));
                } else {
                    o.set("Fn::GetAtt", argument);
                }
            }
            default -> o.set("Fn::" + tag, argument);
        }
        return o;
    }
}
