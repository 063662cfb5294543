package dev.tablewright.format.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.util.Optional;

/**
 * Text to a Jackson tree, reporting instead of throwing: broken JSON becomes one problem at
 * {@code line:column}; a duplicate key becomes a warning (the later value wins, as in JavaScript's
 * {@code JSON.parse}, which NoSQL Workbench uses). Decimals are kept exactly as written.
 */
public final class JsonTreeReader {

    private JsonTreeReader() {
    }

    /** The document's tree, or empty when the text is not JSON (a problem says where and why). */
    public static Optional<JsonNode> read(String text, Diagnostics diagnostics) {
        String json = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (json.isBlank()) {
            diagnostics.error("1:1", "the file is empty: expected a JSON object");
            return Optional.empty();
        }
        JsonParser reading = null;
        try (JsonParser parser = Json.FACTORY.createParser(json)) {
            reading = parser;
            parser.nextToken();
            JsonNode root = value(parser, Where.ROOT, diagnostics);
            checkNothingFollows(parser, diagnostics);
            return Optional.of(root);
        } catch (StreamConstraintsException e) {
            // Some limits are checked without a location; the parser still knows where it stopped.
            JsonLocation at = e.getLocation() != null || reading == null ? e.getLocation() : reading.currentTokenLocation();
            diagnostics.error(position(at), JsonLimits.describe(e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            diagnostics.error(position(e.getLocation()), "broken JSON: " + clean(e.getOriginalMessage()));
        } catch (IOException e) {
            diagnostics.error("", "cannot read the JSON text: " + e.getMessage());
        }
        return Optional.empty();
    }

    private static JsonNode value(JsonParser p, Where path, Diagnostics d) throws IOException {
        JsonToken token = p.currentToken();
        if (token == null) {
            throw new com.fasterxml.jackson.core.JsonParseException(p, "Unexpected end-of-input: expected a value");
        }
        switch (token) {
            case START_OBJECT:
                return object(p, path, d);
            case START_ARRAY:
                return array(p, path, d);
            case VALUE_STRING:
                return Json.NODES.textNode(p.getText());
            case VALUE_NUMBER_INT:
                return integer(p);
            case VALUE_NUMBER_FLOAT:
                return Json.NODES.numberNode(p.getDecimalValue());
            case VALUE_TRUE:
                return Json.NODES.booleanNode(true);
            case VALUE_FALSE:
                return Json.NODES.booleanNode(false);
            case VALUE_NULL:
                return Json.NODES.nullNode();
            default:
                throw new com.fasterxml.jackson.core.JsonParseException(p, "Unexpected token " + token);
        }
    }

    private static JsonNode integer(JsonParser p) throws IOException {
        switch (p.getNumberType()) {
            case INT:
                return Json.NODES.numberNode(p.getIntValue());
            case LONG:
                return Json.NODES.numberNode(p.getLongValue());
            default:
                return Json.NODES.numberNode(p.getBigIntegerValue());
        }
    }

    private static ObjectNode object(JsonParser p, Where path, Diagnostics d) throws IOException {
        ObjectNode node = Json.object();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            Where childPath = new Where(path, name, -1);
            p.nextToken();
            JsonNode child = value(p, childPath, d);
            if (node.has(name)) {
                d.warning(childPath.toString(), "the key '" + name + "' appears twice in one object; the later value is used");
            }
            node.set(name, child);
        }
        return node;
    }

    private static ArrayNode array(JsonParser p, Where path, Diagnostics d) throws IOException {
        ArrayNode node = Json.array();
        while (p.nextToken() != JsonToken.END_ARRAY) {
            node.add(value(p, new Where(path, null, node.size()), d));
        }
        return node;
    }

    /**
     * Where a value stands, spelled out as a JSON path only when a problem is reported there: a file
     * of 100,000 items has millions of members, and almost never a problem.
     */
    private record Where(Where parent, String key, int index) {
        static final Where ROOT = new Where(null, null, -1);

        @Override
        public String toString() {
            if (parent == null) {
                return JsonPath.ROOT;
            }
            return key != null ? JsonPath.key(parent.toString(), key) : JsonPath.index(parent.toString(), index);
        }
    }

    /** Text after the document is an error, but the document itself is still usable. */
    private static void checkNothingFollows(JsonParser p, Diagnostics d) {
        try {
            if (p.nextToken() != null) {
                d.error(position(p.currentTokenLocation()), "unexpected text after the end of the JSON document");
            }
        } catch (IOException e) {
            JsonLocation at = e instanceof JsonProcessingException j ? j.getLocation() : null;
            d.error(position(at), "unexpected text after the end of the JSON document");
        }
    }

    private static String position(JsonLocation location) {
        if (location == null) {
            return "";
        }
        return Math.max(1, location.getLineNr()) + ":" + Math.max(1, location.getColumnNr());
    }

    /** Jackson's messages, without the source description it puts inside locations. */
    private static String clean(String message) {
        if (message == null) {
            return "unreadable JSON";
        }
        return message.replaceAll("\\[Source: [^;\\]]*; ", "[").replace('\n', ' ').strip();
    }
}
