package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The part of a JSON block that the reader did not interpret, kept so that the writer can put it
 * back. Readers work on a copy and remove what they understood; what is left is the residue.
 */
final class Residue {
    /**
     * The member of a residue under which elements the reader could not read at all are kept whole,
     * at the path of their collection: the writer adds them back even inside collections keyed by
     * name (where a leftover of an element the designer deleted must not come back). The NUL
     * keeps it apart from any name a file holds.
     */
    static final String WHOLE = "\u0000whole";
    /**
     * Likewise, elements of arrays that were read but carry members the reader does not know (a
     * relationship with a note): the writer gives them back to the element it writes that agrees
     * with the kept one on every member it has.
     */
    static final String WITH = "\u0000with";

    private Residue() {
    }

    /** Removes objects that reading emptied (they held only understood members), recursively. */
    static void prune(ObjectNode work, JsonNode original) {
        for (String name : names(work)) {
            JsonNode w = work.get(name);
            JsonNode o = original == null ? null : original.get(name);
            if (w.isObject() && o != null && o.isObject()) {
                prune((ObjectNode) w, o);
                if (w.isEmpty() && !o.isEmpty()) {
                    work.remove(name);
                }
            }
        }
    }

    /** Moves {@code parent.name} of the work copy to the kept-whole part, under {@code at}. */
    static void keepWhole(ObjectNode work, List<String> at, ObjectNode parent, String name) {
        ObjectNode target = partAt(work, WHOLE, at);
        target.set(name, parent.remove(name));
    }

    /** Keeps an element of an array whole, under {@code at} (the array's path). */
    static void keepWhole(ObjectNode work, List<String> at, JsonNode element) {
        keepElement(work, WHOLE, at, element);
    }

    /** Keeps an element of an array that was read, for its members the reader does not know. */
    static void keepWith(ObjectNode work, List<String> at, JsonNode element) {
        keepElement(work, WITH, at, element);
    }

    private static void keepElement(ObjectNode work, String part, List<String> at, JsonNode element) {
        ObjectNode target = partAt(work, part, at.subList(0, at.size() - 1));
        String array = at.get(at.size() - 1);
        if (!target.has(array)) {
            target.putArray(array);
        }
        ((ArrayNode) target.get(array)).add(element.deepCopy());
    }

    private static ObjectNode partAt(ObjectNode work, String part, List<String> at) {
        ObjectNode target = work.has(part) ? (ObjectNode) work.get(part) : work.putObject(part);
        for (String step : at) {
            target = target.has(step) ? (ObjectNode) target.get(step) : target.putObject(step);
        }
        return target;
    }

    /** Puts the elements kept whole back where they were: beside what was written, never over it. */
    static void mergeWhole(ObjectNode generated, ObjectNode residue) {
        JsonNode whole = residue.get(WHOLE);
        if (whole != null && whole.isObject()) {
            addWhole(generated, (ObjectNode) whole);
        }
    }

    /** Gives the written elements that agree with an element kept for its other members those members. */
    static void mergeWith(ObjectNode generated, ObjectNode residue) {
        JsonNode with = residue.get(WITH);
        if (with != null && with.isObject()) {
            addWith(generated, with);
        }
    }

    private static void addWith(JsonNode generated, JsonNode kept) {
        if (kept.isArray() && generated.isArray()) {
            for (JsonNode original : kept) {
                for (JsonNode element : generated) {
                    if (element instanceof ObjectNode e && agrees(e, original)) {
                        original.properties().forEach(m -> {
                            if (!e.has(m.getKey())) {
                                e.set(m.getKey(), m.getValue().deepCopy());
                            }
                        });
                        break;
                    }
                }
            }
        } else if (kept.isObject() && generated.isObject()) {
            kept.properties().forEach(m -> {
                JsonNode g = generated.get(m.getKey());
                if (g != null) {
                    addWith(g, m.getValue());
                }
            });
        }
    }

    private static boolean agrees(ObjectNode written, JsonNode original) {
        if (!original.isObject()) {
            return false;
        }
        for (String name : names(written)) {
            if (!written.get(name).equals(original.get(name))) {
                return false;
            }
        }
        return true;
    }

    private static void addWhole(ObjectNode generated, ObjectNode kept) {
        for (String name : names(kept)) {
            JsonNode k = kept.get(name);
            JsonNode g = generated.get(name);
            if (g == null) {
                generated.set(name, k.deepCopy());
            } else if (g.isObject() && k.isObject()) {
                addWhole((ObjectNode) g, (ObjectNode) k);
            } else if (g.isArray() && k.isArray()) {
                k.forEach(e -> ((ArrayNode) g).add(e.deepCopy()));
            }
        }
    }

    /**
     * Adds the residue's members to a freshly written block. What the writer produced wins over a
     * residue member of the same name. Inside a collection keyed by name (models, indexes, …) a
     * member is only added back to an element that still exists: an entity renamed or deleted in
     * the designer must not come back as a ghost.
     *
     * @param keyedByName tells, from the path of names leading to an object, whether its members
     *                    are named elements
     */
    static void merge(ObjectNode generated, ObjectNode residue, Predicate<List<String>> keyedByName) {
        merge(generated, residue, keyedByName, new ArrayList<>());
    }

    private static void merge(ObjectNode generated, ObjectNode residue, Predicate<List<String>> keyedByName,
            List<String> at) {
        boolean named = keyedByName.test(at);
        for (String name : names(residue)) {
            if (at.isEmpty() && (name.equals(WHOLE) || name.equals(WITH))) {
                continue;
            }
            JsonNode r = residue.get(name);
            JsonNode g = generated.get(name);
            if (g == null) {
                if (!named) {
                    generated.set(name, r.deepCopy());
                }
            } else if (g.isObject() && r.isObject()) {
                at.add(name);
                merge((ObjectNode) g, (ObjectNode) r, keyedByName, at);
                at.remove(at.size() - 1);
            }
        }
    }

    /**
     * The part of a residue that {@link #merge} actually puts into {@code written}: what the
     * writer would drop (an index that is not read, a value the writer overrides) is not kept, nor
     * what the writer writes anyway ({@code bare}: its output without a residue), so that a model
     * read back from its own output equals the model written.
     */
    static ObjectNode keptIn(ObjectNode residue, JsonNode written) {
        return keptIn(residue, written, null);
    }

    /** @param bare what the writer writes without the residue, or null */
    static ObjectNode keptIn(ObjectNode residue, JsonNode written, JsonNode bare) {
        ObjectNode kept = residue.objectNode();
        for (String part : List.of(WHOLE, WITH)) {
            if (residue.get(part) instanceof ObjectNode whole) {
                ObjectNode put = wholeKeptIn(whole, written);
                if (!put.isEmpty()) {
                    kept.set(part, put);
                }
            }
        }
        // In the written order: a model read from its own output must hold the same text.
        for (String name : names(written)) {
            JsonNode r = residue.get(name);
            JsonNode w = written.get(name);
            JsonNode b = bare == null ? null : bare.get(name);
            if (r == null) {
                continue;
            }
            if (r.equals(w)) {
                // Whole, when written as kept (a saved query written back as it was read).
                if (!r.equals(b)) {
                    kept.set(name, r);
                }
            } else if (r.isObject() && w.isObject() && !r.isEmpty()) {
                ObjectNode inner = keptIn((ObjectNode) r, w, b);
                if (!inner.isEmpty()) {
                    kept.set(name, inner);
                }
            }
        }
        return kept;
    }

    /** The elements kept whole that the writer does put back (one the written block has of its own wins). */
    private static ObjectNode wholeKeptIn(ObjectNode whole, JsonNode written) {
        ObjectNode kept = whole.objectNode();
        for (String name : names(whole)) {
            JsonNode k = whole.get(name);
            JsonNode w = written.get(name);
            if (w == null) {
                continue;
            }
            if (k.equals(w)) {
                kept.set(name, k);
            } else if (k.isObject() && w.isObject()) {
                ObjectNode inner = wholeKeptIn((ObjectNode) k, w);
                if (!inner.isEmpty()) {
                    kept.set(name, inner);
                }
            } else if (k.isArray() && w.isArray()) {
                ArrayNode elements = kept.putArray(name);
                k.forEach(e -> {
                    for (JsonNode x : w) {
                        if (x.equals(e)) {
                            elements.add(e);
                            return;
                        }
                    }
                });
                if (elements.isEmpty()) {
                    kept.remove(name);
                }
            }
        }
        return kept;
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
