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
import java.io.Reader;
import java.util.Optional;

/**
 * Text to a Jackson tree, reporting instead of throwing: broken JSON becomes one problem at
 * {@code line:column}; a duplicate key becomes a warning (the later value wins, as in JavaScript's
 * {@code JSON.parse}, which NoSQL Workbench uses). Decimals are kept exactly as written. Arrays a
 * {@link Streamed} claims are handed over element by element instead of kept in the tree.
 */
public final class JsonTreeReader {

    private JsonTreeReader() {
    }

    /** The document's tree, or empty when the text is not JSON (a problem says where and why). */
    public static Optional<JsonNode> read(String text, Diagnostics diagnostics) {
        return read(text, diagnostics, Streamed.NONE);
    }

    /** Likewise, handing the elements of the arrays {@code streamed} claims to it as they are read. */
    public static Optional<JsonNode> read(String text, Diagnostics diagnostics, Streamed streamed) {
        String json = text.startsWith("\uFEFF") ? text.substring(1) : text;
        return parse(() -> Json.FACTORY.createParser(json), diagnostics, streamed);
    }

    /**
     * Reads the document from {@code text} as it comes (see {@link TextDecoder#reader}), never holding
     * the whole text: with the item arrays streamed, the tree holds only the rest of the document.
     */
    public static Optional<JsonNode> read(Reader text, Diagnostics diagnostics, Streamed streamed) {
        return parse(() -> Json.FACTORY.createParser(text), diagnostics, streamed);
    }

    private interface ParserSource {
        JsonParser open() throws IOException;
    }

    private static Optional<JsonNode> parse(ParserSource source, Diagnostics diagnostics, Streamed streamed) {
        JsonParser reading = null;
        try (JsonParser parser = source.open()) {
            reading = parser;
            if (parser.nextToken() == null) {
                diagnostics.error("1:1", "the file is empty: expected a JSON object");
                return Optional.empty();
            }
            JsonNode root = new Builder(parser, diagnostics, streamed).value(Where.ROOT);
            checkNothingFollows(parser, diagnostics);
            return Optional.of(root);
        } catch (StreamConstraintsException e) {
            // Some limits are checked without a location; the parser still knows where it stopped.
            JsonLocation at = e.getLocation() != null || reading == null ? e.getLocation()
                    : reading.currentTokenLocation();
            diagnostics.error(position(at), JsonLimits.describe(e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            diagnostics.error(position(e.getLocation()), "broken JSON: " + clean(e.getOriginalMessage()));
        } catch (IOException e) {
            diagnostics.error("", "cannot read the JSON text: " + e.getMessage());
        }
        return Optional.empty();
    }

    /**
     * Arrays whose elements are handed over one by one instead of kept in the tree (a model's item
     * arrays: a large file is mostly items, and the tree of a whole file takes ten times its size).
     */
    public interface Streamed {
        Streamed NONE = at -> Optional.empty();

        /** Where the elements of the array at {@code at} go, or empty to build it into the tree. */
        Optional<Elements> at(Where at);
    }

    /** Receives the elements of one streamed array; {@link #end} gives what stands for it in the tree. */
    public interface Elements {
        void element(JsonNode element, Where at);

        JsonNode end();
    }

    /** One pass over a parser; duplicate keys are reported as found. */
    private record Builder(JsonParser p, Diagnostics d, Streamed streamed) {

        JsonNode value(Where path) throws IOException {
            JsonToken token = p.currentToken();
            if (token == null) {
                throw new com.fasterxml.jackson.core.JsonParseException(p, "Unexpected end-of-input: expected a value");
            }
            switch (token) {
                case START_OBJECT:
                    return object(path);
                case START_ARRAY:
                    Optional<Elements> elements = streamed.at(path);
                    return elements.isPresent() ? stream(path, elements.get()) : array(path);
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

        private ObjectNode object(Where path) throws IOException {
            ObjectNode node = Json.object();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                Where childPath = path.member(name);
                p.nextToken();
                JsonNode child = value(childPath);
                if (node.has(name)) {
                    d.warning(childPath.toString(), "the key '" + name + "' appears twice in one object; the later value is used");
                }
                node.set(name, child);
            }
            return node;
        }

        private ArrayNode array(Where path) throws IOException {
            ArrayNode node = Json.array();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                node.add(value(path.element(node.size())));
            }
            return node;
        }

        private JsonNode stream(Where path, Elements elements) throws IOException {
            for (int i = 0; p.nextToken() != JsonToken.END_ARRAY; i++) {
                Where at = path.element(i);
                elements.element(value(at), at);
            }
            return elements.end();
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
