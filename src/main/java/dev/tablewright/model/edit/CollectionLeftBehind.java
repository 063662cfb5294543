package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An edit of one attribute that moves an item to another partition, when other items share the
 * partition it leaves: its item collection (a movie's cast and monthly totals under {@code MOV#m1}).
 * Those items keep the old key unless they move too; those whose templates use the same attribute
 * with the item's old value can follow ({@link #moveToo()}), the rest can only stay.
 *
 * @param oldPartition the partition key the item leaves, as text
 * @param newPartition the one it goes to
 * @param movable      per entity, the positions of the items that can follow (same attribute, same old value)
 * @param staying      per entity ("" for items of no entity), how many share the old key and cannot follow
 */
public record CollectionLeftBehind(String table, String entity, int position, String attribute, AttributeValue value,
        String oldPartition, String newPartition, Map<String, List<Integer>> movable, Map<String, Integer> staying) {

    /**
     * What setting {@code attribute} of item {@code position} of {@code entity} to {@code value} leaves
     * behind; empty when the item's partition key does not change or no other item shares it.
     */
    public static Optional<CollectionLeftBehind> of(DataModel model, String table, String entity, int position,
            String attribute, AttributeValue value) {
        TableDesign t = model.table(table).orElse(null);
        Entity e = t == null ? null : t.entity(entity).orElse(null);
        if (e == null || position < 0 || position >= e.items().size() || value == null) {
            return Optional.empty();
        }
        String pk = t.keySchema().partitionKey().name();
        if (!attribute.equals(pk) && !usesInKey(e, pk, attribute)) {
            return Optional.empty(); // the partition key cannot change: no need to derive the table's keys
        }
        Item before = KeyDerivation.deriveAll(t, e, e.items().get(position)).item();
        Item after = KeyDerivation.deriveAll(t, e, before.with(attribute, value)).item();
        Optional<AttributeValue> oldKey = before.get(pk);
        Optional<AttributeValue> newKey = after.get(pk);
        Optional<AttributeValue> oldValue = before.get(attribute);
        if (oldKey.isEmpty() || oldKey.equals(newKey)) {
            return Optional.empty();
        }
        Map<String, List<Integer>> movable = new LinkedHashMap<>();
        Map<String, Integer> staying = new LinkedHashMap<>();
        for (Entity other : t.entities()) {
            if (t.keptEntity(other.name()).isPresent()) {
                continue; // the stream keeps its items: they follow their source, never the user's move
            }
            for (int i = 0; i < other.items().size(); i++) {
                if (other == e && i == position) {
                    continue;
                }
                Item item = KeyDerivation.deriveAll(t, other, other.items().get(i)).item();
                if (!item.get(pk).equals(oldKey)) {
                    continue;
                }
                boolean follows = usesInKey(other, pk, attribute) && item.get(attribute).equals(oldValue);
                if (follows) {
                    movable.computeIfAbsent(other.name(), k -> new ArrayList<>()).add(i);
                } else {
                    staying.merge(other.name(), 1, Integer::sum);
                }
            }
        }
        long loose = t.items().stream().filter(i -> i.get(pk).equals(oldKey)).count();
        if (loose > 0) {
            staying.put("", (int) loose);
        }
        if (movable.isEmpty() && staying.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CollectionLeftBehind(table, entity, position, attribute, value,
                KeyTemplate.textOf(oldKey.get()), newKey.map(KeyTemplate::textOf).orElse(""), movable, staying));
    }

    private static boolean usesInKey(Entity e, String pk, String attribute) {
        return e.template(pk).map(tpl -> tpl.referencedAttributes().contains(attribute)).orElse(false);
    }

    /** "3 CastMember and 2 StreamTotal items keep MOV#m1" (then what cannot follow). */
    public String message() {
        List<String> parts = new ArrayList<>();
        movable.forEach((e, positions) -> parts.add(positions.size() + " " + e));
        staying.forEach((e, n) -> parts.add(n + " " + (e.isEmpty() ? "loose" : e)));
        int total = movable.values().stream().mapToInt(List::size).sum() + staying.values().stream().mapToInt(i -> i).sum();
        String text = join(parts) + (total == 1 ? " item keeps " : " items keep ") + oldPartition + ", the "
                + entity + " item's partition until now";
        int fixed = staying.values().stream().mapToInt(i -> i).sum();
        if (!movable.isEmpty() && fixed > 0) {
            text += " (" + fixed + " cannot follow: their keys do not use " + attribute + ")";
        }
        return text + ".";
    }

    public boolean canMove() {
        return !movable.isEmpty();
    }

    /** The edit of the item alone: its collection stays under the old key. */
    public Edit itemOnly() {
        return ItemEdits.set(table, entity, position, attribute, value);
    }

    /** The item's edit and, in the same undo step, the same change to every item that can follow it. */
    public Edit moveToo() {
        List<Edit> steps = new ArrayList<>();
        steps.add(itemOnly());
        movable.forEach((e, positions) -> positions.forEach(p -> steps.add(ItemEdits.set(table, e, p, attribute, value))));
        int moved = steps.size() - 1;
        return Edit.compound("Set " + attribute + " of " + entity + " item " + (position + 1) + " and move its "
                + moved + (moved == 1 ? " collection item" : " collection items") + " to " + newPartition, steps);
    }

    private static String join(List<String> parts) {
        if (parts.size() <= 1) {
            return String.join("", parts);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
