package dev.tablewright.engine.drift;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Counts, item by item as a scan hands them over (nothing is kept but the counts and one example
 * each), which stored keys the model's templates do not give: for an item its entity claims, each
 * templated key attribute is derived from the item's own attributes and compared with what is stored.
 * A key that is absent where its template cannot be filled either (a sparse index) is fine.
 *
 * <p>Built with a number of items to keep ({@code migrate verify}), it also counts the items that do not
 * match per entity and keeps the first ones, each with every attribute that differs, and the keys of the
 * first items no entity claims: the scan then reads every item, and memory stays at what is kept.
 */
public final class ConformanceCheck {
    private static final String NONE = "(none)";

    /**
     * One templated attribute of an item that is not what the template gives.
     *
     * @param stored   the stored value, empty when the item lacks it
     * @param expected what the template gives from the item's attributes, empty when it cannot give one
     * @param reason   why the template cannot give one (empty when it can)
     */
    public record Difference(String attribute, Optional<String> stored, Optional<String> expected, String reason) {
        /** "gsi4pk is missing, TO gives year#2020", "sk is X, TO cannot give it: …" ({@code whose} is "TO"). */
        public String describe(String whose) {
            return attribute + " is " + stored.orElse("missing") + ", " + whose
                    + expected.map(e -> " gives " + e).orElse(" cannot give it: " + reason);
        }
    }

    /** An item whose templated attributes are not what its entity's templates give. */
    public record Mismatch(String entity, String key, List<Difference> differences) {
        public Mismatch {
            differences = List.copyOf(differences);
        }

        /** "Movie mov#tt1 / META: gsi4pk is missing, TO gives year#2020". */
        public String describe(String whose) {
            return entity + " " + key + ": " + String.join("; ", differences.stream().map(d -> d.describe(whose)).toList());
        }
    }

    /** An entity's items read, and how many of them do not match its templates. */
    public record EntityItems(String entity, long read, long mismatched) {
        public long matching() {
            return read - mismatched;
        }
    }

    /**
     * Every item read, item by item.
     *
     * @param mismatches    the first kept items that do not match, in the order read
     * @param unclaimedKeys the keys ("[PK=X, SK=Y]") of the first kept items no entity claims
     */
    public record Items(long read, List<EntityItems> entities, List<Mismatch> mismatches, long unclaimed,
            List<String> unclaimedKeys) {
        public Items {
            entities = List.copyOf(entities);
            mismatches = List.copyOf(mismatches);
            unclaimedKeys = List.copyOf(unclaimedKeys);
        }

        public long mismatched() {
            return entities.stream().mapToLong(EntityItems::mismatched).sum();
        }

        /** Whether every item belongs to an entity and matches its templates. */
        public boolean matches() {
            return mismatched() == 0 && unclaimed == 0;
        }
    }

    private static final class Tally {
        long drifted;
        String stored;
        String expected;
    }

    private final TableDesign table;
    private final EntityClaims claims;
    private final Map<String, KeyDerivation.Deriver> derivers = new HashMap<>();
    private final Map<String, Long> perEntity = new LinkedHashMap<>();
    private final Map<String, Map<String, Tally>> tallies = new HashMap<>();
    private final Map<String, Long> mismatchedPerEntity = new HashMap<>();
    private final int keep;
    private final List<Mismatch> mismatches = new ArrayList<>();
    private final List<String> unclaimedKeys = new ArrayList<>();
    private long sampled;
    private long unclaimed;
    private String unclaimedExample = "";

    /** @param table the model's table, with its entities and templates */
    public ConformanceCheck(TableDesign table) {
        this(table, 0);
    }

    /**
     * @param keep how many mismatching items, and how many keys of items no entity claims, to keep
     *             ({@link #items()}); 0 keeps none
     */
    public ConformanceCheck(TableDesign table, int keep) {
        if (keep < 0) {
            throw new IllegalArgumentException("the items to keep cannot be negative: " + keep);
        }
        this.table = table;
        this.keep = keep;
        this.claims = new EntityClaims(table);
        for (Entity e : table.entities()) {
            perEntity.put(e.name(), 0L);
            derivers.put(e.name(), KeyDerivation.forEntity(table, e));
        }
    }

    public void accept(List<Item> items) {
        items.forEach(this::accept);
    }

    public void accept(Item item) {
        sampled++;
        Optional<Entity> entity = claims.of(item);
        if (entity.isEmpty()) {
            if (unclaimed++ == 0) {
                unclaimedExample = keyText(item);
            }
            if (unclaimedKeys.size() < keep) {
                unclaimedKeys.add(keyText(item));
            }
            return;
        }
        Entity e = entity.get();
        perEntity.merge(e.name(), 1L, Long::sum);
        KeyDerivation.Result derived = derivers.get(e.name()).deriveAll(item);
        List<Difference> differences = new ArrayList<>();
        for (String attribute : e.keyTemplates().keySet()) {
            AttributeValue stored = item.attributes().get(attribute);
            Optional<KeyDerivation.Unfilled> unfilled = derived.unfilled().stream()
                    .filter(u -> u.attribute().equals(attribute)).findFirst();
            String expected;
            if (unfilled.isPresent()) {
                if (stored == null) {
                    continue; // nothing to give and nothing stored: the item is not in that index
                }
                expected = "the template cannot give it: " + unfilled.get().reason();
                differences.add(new Difference(attribute, Optional.of(stored.displayText()), Optional.empty(),
                        unfilled.get().reason()));
            } else {
                AttributeValue given = derived.item().attributes().get(attribute);
                if (given.equals(stored)) {
                    continue;
                }
                expected = "expected " + given.displayText();
                differences.add(new Difference(attribute, Optional.ofNullable(stored).map(AttributeValue::displayText),
                        Optional.of(given.displayText()), ""));
            }
            Tally t = tallies.computeIfAbsent(e.name(), n -> new LinkedHashMap<>())
                    .computeIfAbsent(attribute, a -> new Tally());
            if (t.drifted++ == 0) {
                t.stored = stored == null ? NONE : stored.displayText();
                t.expected = expected;
            }
        }
        if (!differences.isEmpty()) {
            mismatchedPerEntity.merge(e.name(), 1L, Long::sum);
            if (mismatches.size() < keep) {
                mismatches.add(new Mismatch(e.name(), primaryKeyText(item), differences));
            }
        }
    }

    /** Every item read so far: each entity's counts, the kept mismatches and keys of unclaimed items. */
    public Items items() {
        List<EntityItems> entities = new ArrayList<>();
        perEntity.forEach((name, read) -> entities.add(new EntityItems(name, read, mismatchedPerEntity.getOrDefault(name, 0L))));
        return new Items(sampled, entities, mismatches, unclaimed, unclaimedKeys);
    }

    public Conformance result(boolean partial) {
        List<KeyDrift> drifts = new ArrayList<>();
        for (Entity e : table.entities()) {
            Map<String, Tally> byAttribute = tallies.getOrDefault(e.name(), Map.of());
            for (Map.Entry<String, KeyTemplate> k : e.keyTemplates().entrySet()) {
                Tally t = byAttribute.get(k.getKey());
                if (t != null) {
                    drifts.add(new KeyDrift(e.name(), k.getKey(), k.getValue().source(), perEntity.get(e.name()),
                            t.drifted, t.stored, t.expected));
                }
            }
        }
        return new Conformance(table.name(), sampled, partial, perEntity, drifts, unclaimed, unclaimedExample);
    }

    /** "mov#tt1 / META": the table's key values as the user reads them, a missing one as "?". */
    private String primaryKeyText(Item item) {
        List<String> parts = new ArrayList<>();
        for (String name : table.keySchema().names()) {
            String text = KeyTemplate.textOf(item.attributes().get(name));
            parts.add(text == null ? "?" : text);
        }
        return String.join(" / ", parts);
    }

    /** "[PK=X, SK=Y]", a missing key attribute as "?". */
    private String keyText(Item item) {
        StringBuilder sb = new StringBuilder("[");
        String sep = "";
        for (String name : table.keySchema().names()) {
            AttributeValue v = item.attributes().get(name);
            sb.append(sep).append(name).append('=').append(v == null ? "?" : v.displayText());
            sep = ", ";
        }
        return sb.append(']').toString();
    }
}
