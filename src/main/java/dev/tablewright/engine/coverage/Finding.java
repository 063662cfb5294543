package dev.tablewright.engine.coverage;

import java.util.ArrayList;
import java.util.List;

/** What coverage holds against a read pattern, measured on the sample data. */
public enum Finding {
    /** It reads the whole table or index: a Scan, paid for every item whatever it returns. */
    NEEDS_SCAN,
    /** Its filter drops more than half of the (two or more) items the request reads, and DynamoDB bills them all. */
    FILTER_DISCARDS_MOST;

    /** The findings of one reading, in declaration order. */
    static List<Finding> of(Reading r) {
        List<Finding> found = new ArrayList<>();
        if (r.access() == Reading.Access.SCAN) {
            found.add(NEEDS_SCAN);
        }
        if (r.read() >= 2 && r.discarded() > r.returned()) {
            found.add(FILTER_DISCARDS_MOST);
        }
        return found;
    }
}
