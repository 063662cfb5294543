package dev.tablewright.rules;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;

/**
 * Item collections an LSI caps: in a table with a local secondary index, the items that share a
 * partition key value, with their LSI copies, may hold at most 10 GB; past that, writes into the
 * collection fail with ItemCollectionSizeLimitExceededException (AWS: "Item collections in Local
 * Secondary Indexes"). A 1:N whose children share their parent's partition key grows with the
 * number of children, which nothing bounds. Reported when an LSI indexes those children (they carry
 * its sort key), where the collection grows in the table and in the index alike.
 */
final class LsiCollectionRules {
    private LsiCollectionRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        if (table.localIndexes().isEmpty()) {
            return;
        }
        String pk = table.keySchema().partitionKey().name();
        for (int i = 0; i < table.relationships().size(); i++) {
            Relationship r = table.relationships().get(i);
            Optional<Entity> parent = table.entity(r.from());
            Optional<Entity> child = table.entity(r.to());
            if (r.cardinality() != Cardinality.ONE_TO_MANY || r.from().equals(r.to()) || parent.isEmpty()
                    || child.isEmpty()) {
                continue;
            }
            Optional<KeyTemplate> partition = parent.get().template(pk).filter(KeyTemplate::isValid);
            if (partition.isEmpty() || !partition.equals(child.get().template(pk))) {
                continue;
            }
            List<String> lsis = table.localIndexes().stream()
                    .filter(l -> IndexFill.fills(child.get(), l.sortKey().name())).map(LocalSecondaryIndex::name)
                    .toList();
            if (lsis.isEmpty()) {
                continue;
            }
            out.add(Problem.warning(Paths.relationship(table.name(), i), "each " + r.from() + "'s item collection ("
                    + pk + " = " + Text.quote(partition.get().source()) + ") gathers its " + r.to()
                    + " items without bound, and " + (lsis.size() == 1 ? "LSI " + lsis.get(0) + " indexes them"
                            : "LSIs " + String.join(", ", lsis) + " index them")
                    + ": with a local secondary index an item collection may hold at most 10 GB, "
                    + "after which writes to it fail (ItemCollectionSizeLimitExceededException); "
                    + "make it a GSI, which has no such limit, or keep the number of " + r.to() + " items bounded"));
        }
    }
}
