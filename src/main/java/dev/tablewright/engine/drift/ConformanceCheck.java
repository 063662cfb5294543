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
 */
public final class ConformanceCheck {
    private static final String NONE = "(none)";

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
    private long sampled;
    private long unclaimed;
    private String unclaimedExample = "";

    /** @param table the model's table, with its entities and templates */
    public ConformanceCheck(TableDesign table) {
        this.table = table;
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
            return;
        }
        Entity e = entity.get();
        perEntity.merge(e.name(), 1L, Long::sum);
        KeyDerivation.Result derived = derivers.get(e.name()).deriveAll(item);
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
            } else {
                AttributeValue given = derived.item().attributes().get(attribute);
                if (given.equals(stored)) {
                    continue;
                }
                expected = "expected " + given.displayText();
            }
            Tally t = tallies.computeIfAbsent(e.name(), n -> new LinkedHashMap<>())
                    .computeIfAbsent(attribute, a -> new Tally());
            if (t.drifted++ == 0) {
                t.stored = stored == null ? NONE : stored.displayText();
                t.expected = expected;
            }
        }
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
