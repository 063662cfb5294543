package dev.tablewright.sample;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Makes one entity's items: parents picked first, then every other attribute drawn; the keys are
 * derived as {@code ItemEdits.add} will derive them, and an item whose primary key is taken is drawn
 * again. An entity stops early, with a note, when its keys keep colliding (every Movie × Actor pair
 * taken) or a 1:1 runs out of parents; a key longer than DynamoDB allows stops the whole generation
 * ({@link KeyLimitExceeded}).
 */
final class EntityGenerator {
    /** Draws per item before concluding that the entity's key space is full. */
    static final int ATTEMPTS = 64;
    /** Most optional index-only attributes are left out, so sparse indexes stay sparse. */
    private static final int PRESENT_IN_TEN = 3;

    private final EntityShape shape;
    private final List<ParentPicker> parents;
    private final Map<String, IdPool> ids;
    private final ValueFaker faker;
    private final Random random;
    private final PrimaryKeys keys;
    private final KeyDerivation.Deriver deriver;
    private final KeySizes sizes;
    private final String typeAttribute;
    private final AttributeValue typeValue;
    private final List<String> keyOrder;
    private final SampleVectors vectors;

    EntityGenerator(TableDesign table, EntityShape shape, List<ParentPicker> parents, Map<String, IdPool> ids,
            ValueFaker faker, Random random, PrimaryKeys keys, SampleVectors vectors) {
        this.shape = shape;
        this.parents = List.copyOf(parents);
        this.ids = Map.copyOf(ids);
        this.faker = faker;
        this.random = random;
        this.keys = keys;
        this.deriver = KeyDerivation.forEntity(table, shape.entity());
        this.sizes = new KeySizes(table, shape.entity());
        this.typeAttribute = table.typeAttribute();
        this.typeValue = AttributeValue.s(shape.entity().typeValue());
        this.keyOrder = new ArrayList<>(table.keyAttributeNames());
        keyOrder.add(typeAttribute);
        this.vectors = vectors;
    }

    List<Item> generate(int count, ProgressMeter meter, List<String> notes) {
        meter.startEntity(shape.name(), count);
        List<Item> items = new ArrayList<>(Math.min(count, 1 << 16));
        while (items.size() < count) {
            ParentPicker exhausted = parents.stream().filter(ParentPicker::exhausted).findFirst().orElse(null);
            if (exhausted != null) {
                notes.add(String.format("%s: %,d of %,d items; every %s already has its %s (1:1)", shape.name(),
                        items.size(), count, exhausted.link().parent(), shape.name()));
                break;
            }
            Item item = draw();
            if (item == null) {
                notes.add(String.format("%s: %,d of %,d items; the others would repeat primary keys already taken%s",
                        shape.name(), items.size(), count, parents.isEmpty() ? "" : " (too few parent items to "
                                + "combine: generate more " + parentNames() + " items)"));
                break;
            }
            items.add(item);
            meter.itemDone();
        }
        meter.skipped(count - items.size());
        return items;
    }

    /**
     * An item with a primary key no other item has, or null after {@link #ATTEMPTS} draws. Its keys
     * are derived and its type marker set here already (the uniqueness check needs the keys), and laid
     * out as the model's items are: keys, type marker, attributes.
     */
    private Item draw() {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Item item = attempt();
            if (item == null) {
                continue;
            }
            Item derived = deriver.deriveAll(item.with(typeAttribute, typeValue)).item();
            sizes.check(derived);
            if (keys.claim(derived)) {
                parents.forEach(ParentPicker::accept);
                return keysFirst(vectors.fill(derived));
            }
        }
        return null;
    }

    private Item keysFirst(Item item) {
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (String key : keyOrder) {
            AttributeValue v = item.attributes().get(key);
            if (v != null) {
                ordered.put(key, v);
            }
        }
        ordered.putAll(item.attributes());
        return new Item(ordered);
    }

    private Item attempt() {
        Map<String, AttributeValue> copied = new LinkedHashMap<>();
        for (ParentPicker picker : parents) {
            Item parent = picker.pick(copied, random);
            if (parent == null) {
                return null;
            }
            picker.link().childToParent().forEach((child, attribute) -> {
                AttributeValue v = parent.attributes().get(attribute);
                if (v != null) {
                    copied.putIfAbsent(child, v);
                }
            });
        }
        faker.startItem();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (AttributePlan a : shape.attributes()) {
            if (vectors.fills(a.name())) {
                continue; // drawn once the keys are derived: its group is read from them
            }
            AttributeValue v = copied.get(a.name());
            if (v == null) {
                if (a.sometimesAbsent() && random.nextInt(10) >= PRESENT_IN_TEN) {
                    continue;
                }
                IdPool pool = ids.get(a.name());
                v = pool != null ? pool.next(random) : faker.value(a);
            }
            values.put(a.name(), v);
        }
        return new Item(values);
    }

    private String parentNames() {
        return String.join(" or ", parents.stream().map(p -> p.link().parent()).distinct().toList());
    }
}
