package dev.tablewright.format.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The one Jackson configuration of the format layer: trees keep decimals exactly as written (so
 * unknown fields are written back unchanged), text is written deterministically.
 */
public final class Json {
    /**
     * Plain JSON inside an {@code M} or {@code L} (docs/file-format.md) is written back typed, one
     * level becoming two: twice the reading limit of 1,000 levels is always writable.
     */
    public static final JsonFactory FACTORY = JsonFactory.builder()
            .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(2 * 1000 + 16).build())
            // A name may be as long as a string: a string read (an attribute named in a facet's
            // NonKeyAttributes) is written back as a name (a ModelSchema attribute) and must read again.
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNameLength(StreamReadConstraints.DEFAULT_MAX_STRING_LEN).build())
            .build();
    /** Keeps {@code 1.50} as {@code 1.50}: raw fields must not change when written back. */
    public static final JsonNodeFactory NODES = new JsonNodeFactory(true);

    private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY).setNodeFactory(NODES);
    private static final ObjectWriter COMPACT = MAPPER.writer();
    private static final ObjectWriter PRETTY = MAPPER.writer(prettyPrinter());

    private Json() {
    }

    public static ObjectNode object() {
        return NODES.objectNode();
    }

    public static ArrayNode array() {
        return NODES.arrayNode();
    }

    /** Two-space indent, {@code "key": value}, {@code \n} line ends, empty containers as {@code {}} / {@code []}. */
    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators).withObjectIndenter(indenter).withArrayIndenter(indenter);
    }

    /** The document as the writer stores it: indented, with a final newline. */
    public static String pretty(JsonNode node) {
        return write(PRETTY, node) + "\n";
    }

    /**
     * A generator that writes as {@link #pretty} does, for a document too large to build as a tree
     * first; closing it leaves {@code out} open.
     */
    public static JsonGenerator prettyGenerator(Writer out) throws IOException {
        return MAPPER.createGenerator(out).setPrettyPrinter(prettyPrinter())
                .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }

    /**
     * The same text onto {@code out}, written as it is made (a {@link StreamedArrayNode}'s elements one
     * at a time); {@code out} is flushed, not closed.
     *
     * @throws IllegalArgumentException when the tree is nested deeper than can be written; part of
     *                                  the text may have been written by then
     */
    public static void pretty(JsonNode node, Writer out) throws IOException {
        try (JsonGenerator g = FACTORY.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
            PRETTY.writeValue(g, node);
        } catch (StreamConstraintsException e) {
            throw cannotWrite(e);
        }
        out.write('\n');
        out.flush();
    }

    /** One line, for {@link dev.tablewright.model.RawJson} fields. */
    public static String compact(JsonNode node) {
        return write(COMPACT, node);
    }

    private static String write(ObjectWriter writer, JsonNode node) {
        try {
            return writer.writeValueAsString(node);
        } catch (StreamConstraintsException e) {
            throw cannotWrite(e);
        } catch (JsonProcessingException e) {
            // A tree in memory always serialises; this would be a Jackson bug.
            throw new UncheckedIOException(e);
        }
    }

    /** A value typed into a cell can be nested deeper than any file we read. */
    private static IllegalArgumentException cannotWrite(StreamConstraintsException e) {
        return new IllegalArgumentException("the model cannot be written: " + JsonLimits.describe(e.getOriginalMessage()), e);
    }

    /**
     * Parses JSON text that this layer wrote itself (a {@link dev.tablewright.model.RawJson} field).
     *
     * @throws IllegalArgumentException when the text is not JSON (a bug in whoever built the model)
     */
    public static JsonNode parseTrusted(String text) {
        Diagnostics d = new Diagnostics("");
        return JsonTreeReader.read(text, d).filter(n -> d.problems().isEmpty()).orElseThrow(
                () -> new IllegalArgumentException("not JSON: " + abbreviate(text, 60) + " " + d.problems()));
    }

    /** How a value is named in "expected …, found …" messages. */
    public static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        if (node.isNull()) {
            return "null";
        }
        if (node.isTextual()) {
            return "'" + abbreviate(node.textValue(), 40) + "'";
        }
        if (node.isNumber()) {
            return "the number " + abbreviate(node.asText(), 40);
        }
        if (node.isBoolean()) {
            return Boolean.toString(node.booleanValue());
        }
        if (node.isObject()) {
            return node.isEmpty() ? "an empty object" : "an object";
        }
        if (node.isArray()) {
            return node.isEmpty() ? "an empty array" : "an array";
        }
        return node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    }

    public static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
