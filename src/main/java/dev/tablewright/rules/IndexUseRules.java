package dev.tablewright.rules;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Problem;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;

/**
 * Whether entities reach the indexes meant for them. An index holds only the items that carry all
 * of its keys (AWS: "Take advantage of sparse indexes"), and an entity fills a key attribute only
 * with a template or by carrying it ({@link IndexFill}): a GSI no entity fills stays empty while it
 * is paid for, and a pattern that reads an index its entity does not fill returns none of its items.
 */
final class IndexUseRules {
    private IndexUseRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        if (!table.entities().isEmpty()) {
            for (GlobalSecondaryIndex gsi : table.globalIndexes()) {
                if (!IndexFill.anyFills(table, gsi.keys())) {
                    out.add(Problem.warning(Paths.index(table.name(), gsi.name()), "no entity fills GSI " + gsi.name()
                            + "'s keys (" + String.join(", ", gsi.keys().names()) + "): none has templates for them "
                            + "or carries them, so the index stays empty; give the entities it serves templates "
                            + "for its keys, or remove it"));
                }
            }
        }
        for (AccessPattern p : table.accessPatterns()) {
            pattern(table, p, out);
        }
    }

    private static void pattern(TableDesign table, AccessPattern p, List<Problem> out) {
        Optional<Entity> entity = p.entityName().flatMap(table::entity);
        Optional<SecondaryIndex> index = AccessPatternRules.index(table, p).flatMap(table::index);
        if (entity.isEmpty() || index.isEmpty()) {
            return; // the base table's keys are EntityRules'; unknown names AccessPatternRules'
        }
        List<String> missing = IndexFill.missing(entity.get(), index.get().keySchema(table.keySchema()));
        if (!missing.isEmpty()) {
            out.add(Problem.warning(Paths.accessPattern(table.name(), p.name()), "reads index " + index.get().name()
                    + " for " + entity.get().name() + " items, but " + entity.get().name()
                    + " has no template for " + String.join(", ", missing) + " and does not carry "
                    + (missing.size() == 1 ? "it" : "them") + ": its items are not in the index, "
                    + "so the pattern returns none of them"));
        }
    }
}
