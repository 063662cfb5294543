package dev.tablewright.engine.migrate;

import java.util.List;

/**
 * What {@code migrate verify} found: each table the plan leaves, read live and checked against TO.
 *
 * @param tables    in TO's order
 * @param refusals  the plan's refusals: what DynamoDB could not change, so TO's design may differ there
 */
public record VerifyReport(List<VerifiedTable> tables, List<Refusal> refusals) {
    public VerifyReport {
        tables = List.copyOf(tables);
        refusals = List.copyOf(refusals);
    }

    /** Whether every table is TO's design and all of its items match TO's templates. */
    public boolean matches() {
        return tables.stream().allMatch(VerifiedTable::matches);
    }
}
