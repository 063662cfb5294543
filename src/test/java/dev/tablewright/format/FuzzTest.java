package dev.tablewright.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Mutates real model files (the shared reference models, the Dynobase-form library and our samples)
 * many thousand times — members deleted, values of the wrong JSON type, type tags swapped, nesting
 * thousands deep, half-megabyte strings, truncated and byte-flipped files — and checks that reading,
 * the rules and writing never throw, that every file gets a verdict (a model, or an error saying why
 * not), and that any model read can be written and read back unchanged.
 * Reproduce a failure with {@code -Dtablewright.fuzz.seed=<seed> -Dtablewright.fuzz.iterations=1}.
 */
class FuzzTest {
    private static final long SEED = Long.getLong("tablewright.fuzz.seed", 0x7AB1E_5EEDL);
    private static final int ITERATIONS = Integer.getInteger("tablewright.fuzz.iterations", 10_000);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] TYPE_TAGS = {"S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS"};
    private static final int HALF_MEGABYTE = 512 * 1024;
    private static final String GARBAGE = "{}[]\",:\\ \n\r\t0123456789eE.+-truefalsenull#$`'\u0000\u00e9\u20ac"
            + "\ud83c\udfac\ud800\ufeff\u2028";

    @TempDir
    Path dir;

    @Test
    void readingMutatedFilesNeverThrowsAndWhatItReadsCanBeWritten() throws IOException {
        List<String> bases = new ArrayList<>();
        for (Path p : ReferenceFiles.all()) {
            bases.add(Files.readString(p));
        }
        bases.add(WorkbenchJson.write(ModelSchemaRoundTripTest.everything()));
        bases.add(Files.readString(Path.of("src/test/resources/reference/dynobase-form/library.json")));
        try (Stream<Path> samples = Files.list(Path.of("sample-models"))) {
            for (Path p : samples.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                bases.add(Files.readString(p));
            }
        }
        long start = System.nanoTime();
        int models = 0;
        for (int i = 0; i < ITERATIONS; i++) {
            long seed = SEED + i;
            Random random = new Random(seed);
            String input = bases.get(random.nextInt(bases.size()));
            int mutations = 1 + random.nextInt(3);
            for (int m = 0; m < mutations; m++) {
                input = mutate(input, random);
            }
            boolean read;
            if (random.nextInt(10) == 0) {
                read = check(seed, input, flipBytes(input, random));
            } else {
                read = check(seed, input, null);
            }
            if (read) {
                models++;
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("fuzz: %d inputs, %d gave a model, %d ms%n", ITERATIONS, models, millis);
        assertTrue(ITERATIONS < 100 || models > ITERATIONS / 4, "most mutations should still leave a usable model: " + models);
    }

    /** Some bits of the file's UTF-8 bytes flipped: read from disk, as the decoder must cope with them. */
    private static byte[] flipBytes(String input, Random r) {
        byte[] bytes = input.getBytes(StandardCharsets.UTF_8);
        for (int n = 1 + r.nextInt(8); n > 0 && bytes.length > 0; n--) {
            bytes[r.nextInt(bytes.length)] ^= (byte) (1 << r.nextInt(8));
        }
        return bytes;
    }

    /**
     * Returns whether a model was read.
     *
     * @param bytes when not null, the file's bytes (the input with bits flipped), read from a file
     */
    private boolean check(long seed, String input, byte[] bytes) {
        try {
            ReadResult r;
            if (bytes != null) {
                Path file = dir.resolve("fuzz.json");
                Files.write(file, bytes);
                r = WorkbenchJson.read(file);
            } else {
                r = WorkbenchJson.parse(input, "fuzz.json");
            }
            for (Problem p : r.problems()) {
                if (p.message().isBlank() || p.message().contains("internal error")
                        || p.message().contains("nested too deeply")) {
                    fail("bad problem: " + p);
                }
            }
            if (r.model().isEmpty()) {
                if (!r.hasErrors()) {
                    fail("no model and no error");
                }
                return false;
            }
            DataModel model = r.model().get();
            List<Problem> verdict = ModelValidator.validate(model);
            if (verdict.stream().anyMatch(p -> p.message().isBlank())) {
                fail("a rule gave a problem without a message: " + verdict);
            }
            String written = WorkbenchJson.write(model);
            ReadResult again = WorkbenchJson.parse(written, "rewritten.json");
            if (again.model().isEmpty()) {
                fail("the written model does not read back: " + again.problems());
            }
            // Stronger than required, and it holds: what was read survives writing, and writing is stable.
            Docs.assertSameModel(model, again.model().get());
            if (!WorkbenchJson.write(again.model().get()).equals(written)) {
                fail("writing the model read back gives other text");
            }
            return true;
        } catch (Throwable t) {
            if (System.getProperty("tablewright.fuzz.dump") != null) {
                try {
                    Files.writeString(Path.of(System.getProperty("tablewright.fuzz.dump")), input);
                } catch (IOException e) {
                    t.addSuppressed(e);
                }
            }
            String shown = input.length() > 4000 ? input.substring(0, 4000) + "…(" + input.length() + " chars)" : input;
            throw new AssertionError("fuzz failure with seed " + seed + " (-Dtablewright.fuzz.seed=" + seed
                    + " -Dtablewright.fuzz.iterations=1): " + t + "\n--- input ---\n" + shown, t);
        }
    }

    private static String mutate(String text, Random r) {
        int kind = r.nextInt(10);
        if (kind < 3) {
            return mutateText(text, r);
        }
        JsonNode tree;
        try {
            tree = JSON.readTree(text);
        } catch (IOException e) {
            return mutateText(text, r); // already broken: keep breaking it as text
        }
        if (tree == null || !tree.isContainerNode()) {
            return mutateText(text, r);
        }
        return mutateTree(tree, r);
    }

    private static String mutateText(String text, Random r) {
        if (text.isEmpty()) {
            return String.valueOf(GARBAGE.charAt(r.nextInt(GARBAGE.length())));
        }
        int at = r.nextInt(text.length() + 1);
        switch (r.nextInt(4)) {
            case 0: // truncate
                return text.substring(0, at);
            case 1: { // insert garbage characters
                StringBuilder sb = new StringBuilder(text);
                int n = 1 + r.nextInt(5);
                for (int i = 0; i < n; i++) {
                    sb.insert(Math.min(at, sb.length()), GARBAGE.charAt(r.nextInt(GARBAGE.length())));
                }
                return sb.toString();
            }
            case 2: { // delete a range
                int end = Math.min(text.length(), at + 1 + r.nextInt(40));
                return text.substring(0, at) + text.substring(end);
            }
            default: { // repeat a range
                int end = Math.min(text.length(), at + 1 + r.nextInt(80));
                return text.substring(0, end) + text.substring(at, end) + text.substring(end);
            }
        }
    }

    /** One change to a random node of the tree, written back compact or indented. */
    private static String mutateTree(JsonNode root, Random r) {
        List<Slot> slots = new ArrayList<>();
        collect(root, slots);
        if (slots.isEmpty()) {
            return root.toString();
        }
        Slot slot = slots.get(r.nextInt(slots.size()));
        String duplicateMarker = null;
        switch (r.nextInt(10)) {
            case 0:
                slot.delete();
                break;
            case 7:
                if (!swapTypeTag(slots, r)) {
                    slot.set(otherType(slot.get(), r));
                }
                break;
            case 8:
                if (r.nextInt(40) == 0) { // rare: each costs tens of milliseconds
                    slot.set(NODES.textNode(halfMegabyte(r)));
                } else {
                    slot.delete();
                }
                break;
            case 1:
                slot.set(otherType(slot.get(), r));
                break;
            case 2:
                slot.set(randomScalar(r));
                break;
            case 3:
                slot.set(r.nextBoolean() ? NODES.objectNode() : NODES.arrayNode());
                break;
            case 4:
                if (slot.parent instanceof ObjectNode o && slot.key != null) {
                    duplicateMarker = "\"__dup_" + r.nextInt(1_000_000) + "__\"";
                    o.set(duplicateMarker.substring(1, duplicateMarker.length() - 1),
                            r.nextBoolean() ? slot.get().deepCopy() : randomScalar(r));
                    String text = r.nextBoolean() ? root.toString() : root.toPrettyString();
                    return text.replace(duplicateMarker, JSON.valueToTree(slot.key).toString());
                }
                slot.set(randomScalar(r));
                break;
            case 5: {
                // Written as text: Jackson itself refuses to write past its depth limit.
                String marker = "__deep_" + r.nextInt(1_000_000) + "__";
                String inner = slot.get().toString();
                slot.set(NODES.textNode(marker));
                String text = r.nextBoolean() ? root.toString() : root.toPrettyString();
                return text.replace("\"" + marker + "\"", deep(inner, r));
            }
            default:
                slot.set(typedValue(r));
                break;
        }
        return r.nextBoolean() ? root.toString() : root.toPrettyString();
    }

    /** Renames the tag of a typed value ({@code {"S": …}} to {@code {"N": …}}…); false when the tree has none. */
    private static boolean swapTypeTag(List<Slot> slots, Random r) {
        List<ObjectNode> typed = new ArrayList<>();
        for (Slot s : slots) {
            JsonNode v = s.get();
            if (v.isObject() && v.size() == 1 && List.of(TYPE_TAGS).contains(v.fieldNames().next())) {
                typed.add((ObjectNode) v);
            }
        }
        if (typed.isEmpty()) {
            return false;
        }
        ObjectNode value = typed.get(r.nextInt(typed.size()));
        String tag = value.fieldNames().next();
        value.set(TYPE_TAGS[r.nextInt(TYPE_TAGS.length)], value.remove(tag));
        return true;
    }

    private static String halfMegabyte(Random r) {
        char[] chars = new char[HALF_MEGABYTE];
        java.util.Arrays.fill(chars, (char) ('a' + r.nextInt(26)));
        chars[r.nextInt(chars.length)] = '\u00e9';
        return new String(chars);
    }

    /** A DynamoDB-shaped or arbitrary value, sometimes nested deeply (past Jackson's depth limit too). */
    private static String deep(String inner, Random r) {
        int depth = new int[] {20, 200, 600, 1200, 3000, 6000}[r.nextInt(6)];
        boolean dynamo = r.nextBoolean();
        String open = dynamo ? "{\"M\": {\"a\": " : "[";
        String close = dynamo ? "}}" : "]";
        return open.repeat(depth) + inner + close.repeat(depth);
    }

    private static JsonNode typedValue(Random r) {
        ObjectNode o = NODES.objectNode();
        String[] types = {"S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS", "X", ""};
        o.set(types[r.nextInt(types.length)], r.nextInt(3) == 0 ? NODES.arrayNode().add(randomScalar(r)) : randomScalar(r));
        if (r.nextInt(5) == 0) {
            o.set("N", randomScalar(r));
        }
        return o;
    }

    private static JsonNode otherType(JsonNode node, Random r) {
        if (node.isTextual()) {
            return r.nextBoolean() ? NODES.numberNode(r.nextInt()) : NODES.arrayNode().add(node);
        }
        if (node.isNumber()) {
            return NODES.textNode(node.asText() + (r.nextBoolean() ? "x" : ""));
        }
        if (node.isObject()) {
            ArrayNode a = NODES.arrayNode();
            node.forEach(a::add);
            return a;
        }
        if (node.isArray()) {
            ObjectNode o = NODES.objectNode();
            for (int i = 0; i < node.size(); i++) {
                o.set(String.valueOf(i), node.get(i));
            }
            return o;
        }
        return NODES.textNode(String.valueOf(node));
    }

    private static JsonNode randomScalar(Random r) {
        switch (r.nextInt(9)) {
            case 0:
                return NODES.nullNode();
            case 1:
                return NODES.booleanNode(r.nextBoolean());
            case 2:
                return NODES.numberNode(r.nextLong());
            case 3:
                return NODES.numberNode(new java.math.BigDecimal(r.nextInt(2000) - 1000 + "e" + (r.nextInt(400) - 200)));
            case 4:
                return NODES.textNode(new String[] {"1e999999999", "-0", "1E-130", "9.9E125", "NaN", " 12 ",
                        "123456789012345678901234567890123456789"}[r.nextInt(7)]);
            case 5:
                return NODES.textNode(new String[] {"", "AAEC/w==", "%%%", "${x", "${a:4:0}#${b}", "primary", "local",
                        "M:N", "PROVISIONED", "GetItem", "S", "set"}[r.nextInt(12)]);
            case 6:
                return NODES.textNode("x".repeat(r.nextInt(3000)));
            default:
                StringBuilder sb = new StringBuilder();
                for (int i = r.nextInt(12); i > 0; i--) {
                    sb.append(GARBAGE.charAt(r.nextInt(GARBAGE.length())));
                }
                return NODES.textNode(sb.toString());
        }
    }

    /** A place in the tree: a member of an object or an element of an array. */
    private static final class Slot {
        final JsonNode parent;
        final String key;
        final int index;

        Slot(JsonNode parent, String key, int index) {
            this.parent = parent;
            this.key = key;
            this.index = index;
        }

        JsonNode get() {
            return key != null ? parent.get(key) : parent.get(index);
        }

        void set(JsonNode value) {
            if (key != null) {
                ((ObjectNode) parent).set(key, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void delete() {
            if (key != null) {
                ((ObjectNode) parent).remove(key);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }
    }

    private static void collect(JsonNode node, List<Slot> slots) {
        if (node.isObject()) {
            List<String> names = new ArrayList<>();
            node.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                slots.add(new Slot(node, name, -1));
                collect(node.get(name), slots);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                slots.add(new Slot(node, null, i));
                collect(node.get(i), slots);
            }
        }
    }
}
