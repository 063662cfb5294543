package dev.tablewright.rules;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;

/**
 * A stream on a table whose access patterns only read: a stream records writes, so with no pattern
 * that writes (PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems) it records only
 * what the patterns do not describe. A table with no access patterns at all is not reported: its
 * use is not modelled.
 */
final class StreamUseRules {
    private StreamUseRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        if (table.settings().stream().isEmpty() || table.accessPatterns().isEmpty()) {
            return;
        }
        if (table.accessPatterns().stream().map(AccessPattern::operation).noneMatch(k -> k.writes())) {
            out.add(Problem.info(Paths.table(table.name()), "the table has a stream ("
                    + table.settings().stream().get() + "), but none of its "
                    + Text.count(table.accessPatterns().size(), "access pattern", "access patterns")
                    + " writes: a stream records writes, so add the patterns that write or turn the stream off"));
        }
    }
}
