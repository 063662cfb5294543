package dev.tablewright.ui.inspector;

import dev.tablewright.engine.pattern.PatternDraft;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/**
 * A key condition built from an entity's own key templates ({@link PatternDraft}), offered in the
 * pattern inspector: {@code Movie · table · pk = MOVIE#${movieId}}.
 *
 * @param draft the pattern it makes: its entity, operation, index, key condition and sample values
 */
public record KeyDraft(String label, AccessPattern draft) {

    /**
     * Every draft the entity's templates allow, on the table and each index it lands in: the whole
     * partition, the sort key's prefix, a range on a date part, and one item. For every entity when
     * {@code entity} is null.
     */
    static List<KeyDraft> of(TableDesign table, String entity) {
        List<KeyDraft> out = new ArrayList<>();
        for (Entity e : table.entities()) {
            if (entity != null && !entity.equals(e.name())) {
                continue;
            }
            List<String> places = new ArrayList<>();
            places.add(null);
            table.indexes().stream().map(SecondaryIndex::name).forEach(places::add);
            for (String index : places) {
                for (PatternDraft.Sort sort : PatternDraft.Sort.values()) {
                    try {
                        AccessPattern p = PatternDraft.of(table, e.name(), index, sort, "draft");
                        if (out.stream().noneMatch(d -> d.draft().equals(p))) {
                            out.add(new KeyDraft(e.name() + " · " + (index == null ? "table" : index) + " · "
                                    + p.keyCondition(), p));
                        }
                    } catch (IllegalArgumentException notThere) {
                        // the entity is not in that index, or its template has no prefix: nothing to offer
                    }
                }
            }
        }
        return out;
    }
}
