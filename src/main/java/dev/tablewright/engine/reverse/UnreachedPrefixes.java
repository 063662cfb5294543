package dev.tablewright.engine.reverse;

import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Kinds of item a cut-short sample probably missed: an inferred sort key that names another item by
 * its identifier ({@code act#${actorId}} in a cast member) when no inferred entity's partition key
 * starts with that prefix (no {@code act#…} actor was sampled). A parallel Scan's first pages hold a
 * few partitions' items, so a sample of a big table often finds the cast members but not the actors
 * they point to. A sort key of the item's own values ({@code str#${streamedAt}}) names nothing else,
 * and a whole table has no other kinds to find: neither gets the note.
 */
public final class UnreachedPrefixes {
    private UnreachedPrefixes() {
    }

    /**
     * The note for a reversed sample, or empty when it read the whole table or reached every kind its
     * sort keys name.
     *
     * @param reversed the inferred design (its entities' key templates)
     * @param sampled  how many items the sample read
     * @param cut      the table had more items than the sample read
     * @param readMore how to read a larger sample, for the note's end ("run reverse again with --sample 10000")
     */
    public static Optional<String> note(TableDesign reversed, int sampled, boolean cut, String readMore) {
        if (!cut) {
            return Optional.empty();
        }
        List<String> named = of(reversed);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("the sample stopped at " + sampled + " items, and " + String.join("; ", named)
                + ": the table likely holds kinds of item the sample did not reach; " + readMore);
    }

    /** Each sort key naming an identifier under a prefix no entity's partition key starts with, said as a phrase. */
    static List<String> of(TableDesign reversed) {
        String partition = reversed.keySchema().partitionNames().get(0);
        Optional<String> sort = reversed.keySchema().sortNames().stream().findFirst();
        if (sort.isEmpty()) {
            return List.of();
        }
        Set<String> owned = new HashSet<>();
        for (Entity e : reversed.entities()) {
            prefix(e.keyTemplates().get(partition)).ifPresent(owned::add);
        }
        List<String> named = new ArrayList<>();
        Set<String> said = new HashSet<>();
        for (Entity e : reversed.entities()) {
            KeyTemplate t = e.keyTemplates().get(sort.get());
            Optional<String> prefix = prefix(t);
            if (prefix.isPresent() && !owned.contains(prefix.get()) && namesAnIdentifier(t) && said.add(prefix.get())) {
                named.add(e.name() + "'s " + sort.get() + " " + t.source() + " names items no sampled item's "
                        + partition + " starts with (" + prefix.get() + "…)");
            }
        }
        return named;
    }

    /** The template's literal start ({@code act#}), when it has one before its first attribute. */
    private static Optional<String> prefix(KeyTemplate t) {
        if (t == null || t.parts().size() < 2 || !(t.parts().get(0) instanceof KeyTemplate.Literal l)
                || l.text().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(l.text());
    }

    /** Its first attribute is an identifier ({@code actorId}, {@code user_id}, {@code ID}): a reference to another item. */
    private static boolean namesAnIdentifier(KeyTemplate t) {
        return t.parts().get(1) instanceof KeyTemplate.Ref r && r.attribute().matches(".*[a-z0-9](Id|ID)|.*_(id|ID)|(?i)id");
    }
}
