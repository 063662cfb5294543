package dev.tablewright.engine.migrate;

import java.util.List;

/**
 * What it takes to carry tables from one design to the next: each table's ordered steps, and what
 * DynamoDB cannot do at all. A plan with a refusal is said in full but is not to be applied.
 */
public record MigrationPlan(List<TablePlan> tables, List<Refusal> refusals) {
    public MigrationPlan {
        tables = List.copyOf(tables);
        refusals = List.copyOf(refusals);
    }

    public boolean refused() {
        return !refusals.isEmpty();
    }

    /** Every step, table by table. */
    public List<MigrationStep> steps() {
        return tables.stream().flatMap(t -> t.steps().stream()).toList();
    }

    public boolean isEmpty() {
        return steps().isEmpty() && refusals.isEmpty();
    }

    /** The sum of the steps' estimates; not known when any step's is not. */
    public Totals totals() {
        long reads = 0;
        long writes = 0;
        double dollars = 0;
        double seconds = 0;
        boolean known = true;
        for (MigrationStep s : steps()) {
            Estimate e = s.estimate();
            known &= e.known();
            reads += e.readUnits();
            writes += e.writeUnits();
            dollars += e.dollars();
            seconds += e.seconds().orElse(0.0);
        }
        return new Totals(reads, writes, dollars, seconds, known);
    }

    /** The plan's figures added up; {@code complete} is false when a step's could not be estimated. */
    public record Totals(long readUnits, long writeUnits, double dollars, double seconds, boolean complete) {
    }
}
