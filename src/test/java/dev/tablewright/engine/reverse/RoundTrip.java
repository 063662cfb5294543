package dev.tablewright.engine.reverse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a reversed sample table must match: the same entities, the original's names and templates where
 * the data carries them, and every item's keys rendered by its entity's templates. Index items kept by
 * the stream are the exception: their keys render from their source item and its map entry (the
 * tracker's {@code ${projectId}#${key}}), which the items themselves do not hold, so only their count
 * comes back.
 */
public final class RoundTrip {
    /**
     * InferredNames the data cannot give back: the movies' CastMember items carry {@code entityType = "cast"}.
     * (The tournament's items carry no type attribute: its names come from the key prefixes
     * TOURNAMENT#, MATCH#, PLAYER# and happen to be the original's.)
     */
    private static final Map<String, String> NAMES_FROM_DATA = Map.of("CastMember", "Cast");

    private RoundTrip() {
    }

    public static void assertSame(String sample, TableDesign original, TableDesign reversed) {
        String where = sample + " " + original.name();
        assertEquals(original.entities().size(), reversed.entities().size(), where + ": "
                + reversed.entities().stream().map(Entity::name).toList());
        assertEquals(original.allItems().size(), reversed.allItems().size(), where + ": every item is in an entity");
        for (Entity want : original.entities()) {
            String name = NAMES_FROM_DATA.getOrDefault(want.name(), want.name());
            Entity got = reversed.entity(name).orElseThrow(() -> new AssertionError(where + ": no entity " + name
                    + " in " + reversed.entities().stream().map(Entity::name).toList()));
            assertEquals(want.items().size(), got.items().size(), where + " " + name);
            if (!keptIndexItems(original, want.name())) {
                assertEquals(want.keyTemplates(), got.keyTemplates(), where + " " + name);
            }
        }
        Set<String> ownAttributes = multiAttributeKeyParts(reversed);
        for (Entity e : reversed.entities()) {
            if (keptIndexItems(original, e.name())) {
                continue;
            }
            for (Item i : e.items()) {
                for (String key : reversed.keyAttributeNames()) {
                    String actual = KeyTemplate.textOf(i.attributes().get(key));
                    if (actual == null || ownAttributes.contains(key)) {
                        continue;
                    }
                    Optional<KeyTemplate> t = e.template(key);
                    assertTrue(t.isPresent() && t.get().rendersAs(i, actual),
                            where + " " + e.name() + ": " + key + " " + t + " renders " + actual + " of " + i);
                }
            }
        }
    }

    private static boolean keptIndexItems(TableDesign original, String entity) {
        return original.keptEntity(entity).filter(k -> k.keeping() instanceof IndexItems).isPresent();
    }

    private static Set<String> multiAttributeKeyParts(TableDesign t) {
        Set<String> parts = new HashSet<>();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            if (g.keys().isMultiAttribute()) {
                parts.addAll(g.keys().names());
            }
        }
        parts.removeAll(t.keySchema().names());
        return parts;
    }

    /** The sample's tables as a plain NoSQL Workbench export would hold them: items, no entities. */
    public static List<TableDesign> plain(List<TableDesign> tables) {
        return tables.stream().map(t -> t.withItems(t.allItems()).withEntities(List.of()).withRelationships(List.of())
                .withAccessPatterns(List.of())).toList();
    }
}
