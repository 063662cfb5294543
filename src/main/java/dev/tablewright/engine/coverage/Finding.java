package dev.tablewright.engine.coverage;

import dev.tablewright.engine.pattern.PatternCondition;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/** What coverage holds against a read pattern, measured on the sample data. */
public enum Finding {
    /**
     * It reads the whole table or index: a Scan, paid for every item whatever it returns. A Scan of a
     * secondary index that returns all it reads is not one: a sparse index that only the pattern's
     * items fill is read for what it returns (DynamoDB's "scan a sparse index").
     */
    NEEDS_SCAN,
    /** Its filter drops more than half of the (two or more) items the request reads, and DynamoDB bills them all. */
    FILTER_DISCARDS_MOST,
    /** A Query of the table that names only its sort key: DynamoDB refuses it; only a Scan could answer. */
    SORT_KEY_ONLY;

    /** The findings of one pattern's reading, in declaration order. */
    static List<Finding> of(TableDesign table, AccessPattern p, Reading r) {
        List<Finding> found = new ArrayList<>();
        if (r.access() == Reading.Access.NOT_RUN && sortKeyOnly(table, p)) {
            return List.of(SORT_KEY_ONLY);
        }
        if (r.access() == Reading.Access.SCAN && !(r.index().isPresent() && r.discarded() == 0)) {
            found.add(NEEDS_SCAN);
        }
        if (r.read() >= 2 && r.discarded() > r.returned()) {
            found.add(FILTER_DISCARDS_MOST);
        }
        return found;
    }

    /** A Query of the base table whose key condition has one clause, on the table's sort key. */
    static boolean sortKeyOnly(TableDesign table, AccessPattern p) {
        if (p.operation() != OperationKind.QUERY || p.indexName().filter(i -> table.index(i).isPresent()).isPresent()
                || table.keySchema().sortKey().isEmpty()) {
            return false;
        }
        try {
            List<PatternCondition.Clause> clauses = PatternCondition.parse(p.keyCondition()).clauses();
            return clauses.size() == 1 && clauses.get(0).op().equals("=")
                    && clauses.get(0).attribute().equals(table.keySchema().sortKey().get().name());
        } catch (RuntimeException e) {
            return false; // a condition that does not parse is the pattern's error, not a coverage finding
        }
    }
}
