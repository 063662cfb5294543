package dev.tablewright.aws.commit;

import java.util.Locale;

/**
 * What became of one vector index in a commit, as one line of the report, in the style of
 * {@link SettingOutcome}: "vector index ByEmbedding: not supported by DynamoDB Local, skipped".
 *
 * @param detail for NOT_KEPT what the table has instead ("none", "dimensions 4 (the model's 3)")
 * @param where  the endpoint in words: "DynamoDB Local" …
 */
public record VectorIndexOutcome(String index, Status status, String detail, String where) {
    public enum Status {
        /** Created, ready (ACTIVE, not backfilling), and read back as the model has it. */
        CREATED,
        /** Sent, and the table reads back without it or with it otherwise: the endpoint did not keep it. */
        NOT_KEPT,
        /** The endpoint knows no vector indexes: not sent, the table made without it. */
        SKIPPED
    }

    public String line() {
        String head = "vector index " + index + ": ";
        switch (status) {
            case CREATED:
                return head + "created";
            case NOT_KEPT:
                return head + "sent, but " + where + " keeps " + detail;
            default:
                return head + "not supported by " + where + ", skipped";
        }
    }

    public String statusName() {
        return status.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
