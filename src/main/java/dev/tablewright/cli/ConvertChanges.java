package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.POJONode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.json.StreamedArrayNode;
import dev.tablewright.format.json.TextDecoder;
import dev.tablewright.format.json.Where;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What {@code convert} changes in a file, as one line per JSON member added, removed or changed
 * (key order is not a change): normalisations, derived keys, inferred types and our own members
 * show up as such; members kept as they were do not.
 *
 * <p>Neither document is held whole: the file is read as a stream, and each element of an array the
 * written document streams (the items) is compared, as it is read, with the element written there,
 * then dropped. Only the first lines are kept, and the count of all.
 */
final class ConvertChanges {
    private static final int MAX_VALUE = 40;

    /** The first lines of the changes (at most the limit asked for) and how many there are in all. */
    record Changes(List<String> first, int total) {
    }

    private ConvertChanges() {
    }

    /**
     * The changes from the file to the document that will be written ({@code written}, as
     * {@link dev.tablewright.format.WorkbenchJson#tree} gives it); empty when nothing changes.
     *
     * @throws IOException when the file cannot be opened
     */
    static Changes between(Path file, JsonNode written, int limit) throws IOException {
        Diagnostics ignored = new Diagnostics("");
        JsonNode old;
        try (InputStream in = Files.newInputStream(file); Reader text = TextDecoder.reader(in, ignored)) {
            old = JsonTreeReader.read(text, ignored, at -> streamedAt(written, at)
                    .map(array -> new ComparedElements(array, at.toString(), limit))).orElse(Json.object());
        }
        Lines lines = new Lines(limit);
        diff(JsonPath.ROOT, old, written, lines);
        return new Changes(List.copyOf(lines.first), lines.total);
    }

    /** The streamed array of the written document at {@code at}, if that is one. */
    private static Optional<StreamedArrayNode> streamedAt(JsonNode written, Where at) {
        return at(written, at).filter(StreamedArrayNode.class::isInstance).map(StreamedArrayNode.class::cast);
    }

    private static Optional<JsonNode> at(JsonNode root, Where where) {
        if (where.parent() == null) {
            return Optional.of(root);
        }
        return at(root, where.parent()).filter(parent -> !(parent instanceof StreamedArrayNode))
                .map(parent -> where.key() != null ? parent.get(where.key()) : parent.get(where.index()));
    }

    /** An old array's elements, each compared with the written one at its index as it is read. */
    private static final class ComparedElements implements JsonTreeReader.Elements {
        private final StreamedArrayNode written;
        private final String path;
        private final Lines lines;
        private int length;

        ComparedElements(StreamedArrayNode written, String path, int limit) {
            this.written = written;
            this.path = path;
            this.lines = new Lines(limit);
        }

        @Override
        public void element(JsonNode element, Where at) {
            if (length < written.length()) {
                JsonNode now = written.element(length);
                if (!element.equals(now)) {
                    diff(JsonPath.index(path, length), element, now, lines);
                }
            }
            length++;
        }

        @Override
        public JsonNode end() {
            return Json.NODES.pojoNode(new Compared(length, lines));
        }
    }

    /** What stands for an old streamed array in its tree: its length and its elements' changes. */
    private record Compared(int length, Lines lines) {
    }

    private static void diff(String at, JsonNode old, JsonNode now, Lines lines) {
        if (compared(old).isPresent() && now instanceof StreamedArrayNode written) {
            Compared c = compared(old).get();
            if (c.length() == written.length()) {
                lines.addAll(c.lines());
            } else {
                lines.add("changed " + at + ": " + shown(old) + " -> " + shown(now));
            }
        } else if (old.isObject() && now.isObject()) {
            old.fieldNames().forEachRemaining(name -> {
                if (!now.has(name)) {
                    lines.add("removed " + JsonPath.key(at, name));
                }
            });
            now.fieldNames().forEachRemaining(name -> {
                String path = JsonPath.key(at, name);
                if (!old.has(name)) {
                    lines.add("added   " + path);
                } else {
                    diff(path, old.get(name), now.get(name), lines);
                }
            });
        } else if (old.isArray() && now.isArray() && old.size() == now.size()) {
            for (int i = 0; i < old.size(); i++) {
                diff(JsonPath.index(at, i), old.get(i), now.get(i), lines);
            }
        } else if (!old.equals(readBack(now))) {
            lines.add("changed " + at + ": " + shown(old) + " -> " + shown(now));
        }
    }

    /**
     * A written number as it reads back: the tree built for writing holds a {@code long} where the
     * text reads as an {@code int}, a {@code double} where it reads as a decimal.
     */
    private static JsonNode readBack(JsonNode written) {
        return written.isNumber() ? Json.parseTrusted(Json.compact(written)) : written;
    }

    private static Optional<Compared> compared(JsonNode node) {
        return node instanceof POJONode p && p.getPojo() instanceof Compared c ? Optional.of(c) : Optional.empty();
    }

    private static String shown(JsonNode v) {
        Optional<Compared> c = compared(v);
        if (c.isPresent()) {
            return "an array of " + c.get().length();
        }
        if (v instanceof StreamedArrayNode s) {
            return "an array of " + s.length();
        }
        if (v.isArray()) {
            return "an array of " + v.size();
        }
        return v.isObject() ? "an object" : Json.abbreviate(Json.compact(v), MAX_VALUE);
    }

    /** The first lines, up to a limit, and the count of all. */
    private static final class Lines {
        private final int limit;
        private final List<String> first = new ArrayList<>();
        private int total;

        Lines(int limit) {
            this.limit = limit;
        }

        void add(String line) {
            if (first.size() < limit) {
                first.add(line);
            }
            total++;
        }

        /** Another part's lines, as if they had been added here one by one. */
        void addAll(Lines part) {
            part.first.forEach(this::add);
            total += part.total - part.first.size();
        }
    }
}
