package dev.tablewright.engine.coverage;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.edit.Suggestion;
import java.util.List;

/**
 * One pattern's coverage: what its request does on the sample data, what is wrong with that, and
 * the fixes the designer proposes, each a {@link Suggestion} the user applies in one undoable step.
 */
public record PatternCoverage(AccessPattern pattern, Reading reading, List<Finding> findings, List<Suggestion> fixes) {
    public PatternCoverage {
        findings = List.copyOf(findings);
        fixes = List.copyOf(fixes);
    }

    public boolean flagged() {
        return !findings.isEmpty();
    }

    /** One sentence per finding, with the sample data's figures. */
    public List<String> explanations() {
        return findings.stream().map(f -> switch (f) {
            case NEEDS_SCAN -> "needs a Scan: it reads all " + reading.read() + " items of the "
                    + reading.index().map(i -> "index " + i).orElse("table") + " to return " + reading.returned();
            case FILTER_DISCARDS_MOST -> "its filter discards " + reading.discarded() + " of the " + reading.read()
                    + " items it reads, and every item read is paid for";
            case SORT_KEY_ONLY -> "its key condition names only the table's sort key: DynamoDB refuses a Query "
                    + "without the partition key, so only a Scan could answer it";
        }).toList();
    }
}
