package dev.tablewright.engine.migrate;

/**
 * A change DynamoDB cannot make at all: the plan says it instead of leaving it out, and a plan with
 * a refusal is not applied.
 *
 * @param table  the table it concerns
 * @param what   the change, in a few words ("lower GSI-1's warm read throughput")
 * @param reason why DynamoDB refuses it and what to do instead, one sentence
 */
public record Refusal(String table, String what, String reason) {
    public Refusal {
        if (table == null || what == null || reason == null) {
            throw new NullPointerException("refusal table, what and reason");
        }
    }
}
