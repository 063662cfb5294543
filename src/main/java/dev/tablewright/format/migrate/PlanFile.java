package dev.tablewright.format.migrate;

import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.Source;

/**
 * What a plan file holds: the plan, what it was made from and to (so the commands that take it can
 * check they work on the same designs), and the write rate its times are at.
 */
public record PlanFile(Source from, Source to, double writeRate, MigrationPlan plan) {
    /** The plan file's version, its first member: a reader refuses a later one. */
    public static final int VERSION = 1;

    public PlanFile {
        if (from == null || to == null || plan == null) {
            throw new NullPointerException("plan file from, to and plan");
        }
    }
}
