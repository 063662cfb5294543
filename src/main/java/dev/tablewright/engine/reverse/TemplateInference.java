package dev.tablewright.engine.reverse;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Infers one key attribute's template from an entity's items. A whole value that another attribute
 * holds on every item is {@code ${attr}}; a value the same on every item is a constant; otherwise the
 * values are split at the first separator ({@code # | : - _}) that every value has equally often, each
 * part becoming a literal (the same on every item) or a reference to the attribute that holds it
 * (padded, {@code ${lineNo:3:0}}, when the key pads it). A variable part no attribute holds becomes a
 * new attribute named after the literal before it ({@code ORDER#…} → {@code orderId}), added to the
 * items. The template is kept only if it renders every item's actual key.
 */
final class TemplateInference {
    /** The outcome: a template or none, the items (with any new attribute), and what to tell the user. */
    record Result(Optional<KeyTemplate> template, List<Item> items, List<String> notes) {
    }

    /** One part of a split value. */
    private sealed interface Piece permits Text, Ref, NewRef {
    }

    private record Text(String text) implements Piece {
    }

    private record Ref(String attribute, int size) implements Piece {
    }

    private record NewRef(String attribute, int position) implements Piece {
    }

    private final String entity;
    private final String key;
    private final List<Item> items;
    private final List<Item> carriers = new ArrayList<>();
    private final List<String> values = new ArrayList<>();
    private final List<String> candidates = new ArrayList<>();

    private TemplateInference(String entity, String key, List<Item> items, Set<String> excluded) {
        this.entity = entity;
        this.key = key;
        this.items = items;
        for (Item i : items) {
            String text = KeyTemplate.textOf(i.attributes().get(key));
            if (text != null) {
                carriers.add(i);
                values.add(text);
            }
        }
        if (!carriers.isEmpty()) {
            for (String name : carriers.get(0).attributes().keySet()) {
                if (!name.equals(key) && !excluded.contains(name) && carriers.stream().allMatch(i -> i.has(name))) {
                    candidates.add(name);
                }
            }
        }
    }

    /**
     * @param excluded attributes a template may not read: the keys themselves and the type attribute
     */
    static Result infer(String entity, String key, List<Item> items, Set<String> excluded) {
        return new TemplateInference(entity, key, items, excluded).run();
    }

    /**
     * Whether the key holds values of its own: with no literal prefix or constant word, and no other
     * attribute holding them or a part of them. An index on such a key indexes the attribute itself.
     */
    static boolean holdsOwnValues(String key, List<Item> items, Set<String> excluded) {
        TemplateInference t = new TemplateInference("", key, items, excluded);
        return !t.carriers.isEmpty() && t.holders(t.values).isEmpty()
                && t.carriers.stream().allMatch(i -> KeyPrefix.of(i.attributes().get(key)).isNone())
                && (!t.allStrings() || t.bestSplit().filter(Split::readsAnAttribute).isEmpty());
    }

    private Result run() {
        if (carriers.isEmpty()) {
            return new Result(Optional.empty(), items, List.of());
        }
        boolean constant = values.stream().distinct().count() == 1;
        List<String> whole = holders(values);
        // A value the same on every item is a marker (PROFILE) unless an id holds it or a part of it
        // (one order's lines all in ORDER#1), or an attribute on exactly the items that carry this
        // sparse key (flagged = SPAM puts a review in the moderation index).
        boolean marker = constant && carriers.size() > 1;
        List<String> telling = whole.stream().filter(h -> InferredNames.isIdLike(h) || sparseAlike(h)).toList();
        if (!whole.isEmpty() && (!marker || !telling.isEmpty())) {
            return checked(List.of(new Ref(best(marker ? telling : whole, ""), 0)), "");
        }
        Optional<Split> split = allStrings() ? bestSplit() : Optional.empty();
        if (split.isPresent() && (!constant || split.get().readsAnAttribute())) {
            return checked(split.get().pieces(), split.get().separator());
        }
        if (constant) {
            return checked(List.of(new Text(values.get(0))), "");
        }
        return new Result(Optional.empty(), items, List.of(entity + ": " + key + " holds values no other attribute "
                + "has; it stays an attribute of its own, with no template"));
    }

    /** Only strings are split: a number's text has no parts. */
    private boolean allStrings() {
        return carriers.stream().allMatch(i -> i.attributes().get(key) instanceof AttributeValue.S);
    }

    private record Split(String separator, List<Piece> pieces, long invented) {
        boolean readsAnAttribute() {
            return pieces.stream().anyMatch(p -> p instanceof Ref);
        }
    }

    /** The split with the fewest new attributes, separators tried in order; none if it needs a new
     * attribute without a literal to name it after. */
    private Optional<Split> bestSplit() {
        Split best = null;
        for (char c : KeyPrefix.SEPARATORS.toCharArray()) {
            String sep = String.valueOf(c);
            Optional<List<String[]>> tokens = tokens(sep);
            if (tokens.isEmpty()) {
                continue;
            }
            List<Piece> pieces = pieces(tokens.get());
            long invented = pieces.stream().filter(p -> p instanceof NewRef).count();
            boolean named = pieces.stream().anyMatch(p -> p instanceof Text t && !t.text().isEmpty());
            if ((invented == 0 || named) && (best == null || invented < best.invented())) {
                best = new Split(sep, pieces, invented);
            }
        }
        return Optional.ofNullable(best);
    }

    /** Every value split at {@code sep}, when each has it the same number of times (at least once). */
    private Optional<List<String[]>> tokens(String sep) {
        List<String[]> split = new ArrayList<>();
        for (String v : values) {
            String[] parts = v.split(Pattern.quote(sep), -1);
            if (parts.length < 2 || (!split.isEmpty() && split.get(0).length != parts.length)) {
                return Optional.empty();
            }
            split.add(parts);
        }
        return Optional.of(split);
    }

    private List<Piece> pieces(List<String[]> tokens) {
        List<Piece> pieces = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        items.forEach(i -> taken.addAll(i.attributes().keySet()));
        String lastWord = "";
        for (int j = 0; j < tokens.get(0).length; j++) {
            int at = j;
            List<String> column = tokens.stream().map(t -> t[at]).toList();
            boolean constant = column.stream().distinct().count() == 1;
            List<String> holders = holders(column);
            Piece piece;
            if (constant && (carriers.size() > 1 || holders.isEmpty()) && holders.stream().noneMatch(InferredNames::isIdLike)) {
                piece = new Text(column.get(0));
            } else if (!holders.isEmpty()) {
                piece = new Ref(best(holders, lastWord), 0);
            } else {
                piece = padded(column).orElse(null);
                if (piece == null) {
                    String name = InferredNames.unique(InferredNames.idAttribute(lastWord.isEmpty() ? entity : lastWord), taken);
                    taken.add(name);
                    piece = new NewRef(name, j);
                }
            }
            if (piece instanceof Text t && !t.text().isEmpty()) {
                lastWord = t.text();
            }
            pieces.add(piece);
        }
        return pieces;
    }

    /** Whether the attribute is on exactly the items that carry the key, and some items carry neither. */
    private boolean sparseAlike(String attribute) {
        return carriers.size() < items.size() && items.stream().allMatch(i -> i.has(attribute) == i.has(key));
    }

    /** Attributes (of the candidates) whose text equals the column's value on every carrier. */
    private List<String> holders(List<String> column) {
        List<String> found = new ArrayList<>();
        for (String name : candidates) {
            boolean all = true;
            for (int c = 0; c < carriers.size() && all; c++) {
                all = column.get(c).equals(KeyTemplate.textOf(carriers.get(c).attributes().get(name)));
            }
            if (all) {
                found.add(name);
            }
        }
        return found;
    }

    /** A column of zero-padded numbers of one width, each the text of one attribute: {@code ${lineNo:3:0}}. */
    private Optional<Piece> padded(List<String> column) {
        int width = column.get(0).length();
        if (column.stream().anyMatch(t -> t.length() != width)) {
            return Optional.empty();
        }
        for (String name : candidates) {
            boolean all = true;
            for (int c = 0; c < carriers.size() && all; c++) {
                String text = KeyTemplate.textOf(carriers.get(c).attributes().get(name));
                all = text != null && text.length() <= width && column.get(c).equals("0".repeat(width - text.length()) + text);
            }
            if (all) {
                return Optional.of(new Ref(name, width));
            }
        }
        return Optional.empty();
    }

    /** Of several attributes that hold a part: one named like the literal before it, else an id, else the first. */
    private static String best(List<String> holders, String literal) {
        String stem = literal.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        String start = stem.length() >= 3 ? stem.substring(0, 3) : stem;
        return holders.stream().filter(h -> !start.isEmpty() && h.toLowerCase(Locale.ROOT).startsWith(start)).findFirst()
                .or(() -> holders.stream().filter(InferredNames::isIdLike).findFirst())
                .orElse(holders.get(0));
    }

    /** Builds the template, adds any new attributes to the items, and keeps it only if every key renders. */
    private Result checked(List<Piece> pieces, String separator) {
        StringBuilder source = new StringBuilder();
        List<NewRef> invented = new ArrayList<>();
        for (int j = 0; j < pieces.size(); j++) {
            if (j > 0) {
                source.append(separator);
            }
            Piece p = pieces.get(j);
            if (p instanceof Text t) {
                source.append(t.text()); // a literal "${" would not render: the check below drops it
            } else if (p instanceof Ref r) {
                source.append(r.size() > 0 ? "${" + r.attribute() + ":" + r.size() + ":0}" : "${" + r.attribute() + "}");
            } else if (p instanceof NewRef n) {
                source.append("${").append(n.attribute()).append('}');
                invented.add(n);
            }
        }
        KeyTemplate template = KeyTemplate.parse(source.toString());
        List<Item> updated = withNewAttributes(invented, separator);
        List<String> notes = new ArrayList<>();
        for (Item i : updated) {
            String actual = KeyTemplate.textOf(i.attributes().get(key));
            if (actual != null && !template.rendersAs(i, actual)) {
                notes.add(entity + ": " + key + " — the inferred template " + template + " does not render \"" + actual
                        + "\"; dropped, " + key + " stays an attribute of its own");
                return new Result(Optional.empty(), items, notes);
            }
        }
        invented.forEach(n -> notes.add(entity + ": " + key + " — no attribute holds the part after \""
                + literalBefore(pieces, n) + "\"; added " + n.attribute() + " to the items for " + template));
        return new Result(Optional.of(template), updated, notes);
    }

    private static String literalBefore(List<Piece> pieces, NewRef n) {
        for (int j = n.position() - 1; j >= 0; j--) {
            if (pieces.get(j) instanceof Text t && !t.text().isEmpty()) {
                return t.text();
            }
        }
        return "";
    }

    private List<Item> withNewAttributes(List<NewRef> invented, String separator) {
        if (invented.isEmpty()) {
            return items;
        }
        List<Item> updated = new ArrayList<>(items.size());
        for (Item i : items) {
            String text = KeyTemplate.textOf(i.attributes().get(key));
            if (text == null) {
                updated.add(i);
                continue;
            }
            String[] parts = text.split(Pattern.quote(separator), -1);
            Map<String, AttributeValue> added = new LinkedHashMap<>();
            invented.forEach(n -> added.put(n.attribute(), AttributeValue.s(parts[n.position()])));
            updated.add(i.edit(m -> m.putAll(added)));
        }
        return updated;
    }
}
