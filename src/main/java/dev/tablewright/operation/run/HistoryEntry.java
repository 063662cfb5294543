package dev.tablewright.operation.run;


/**
 * One run of this session: what the list shows, and the request to bring back into the form.
 *
 * @param operation  the AWS CLI's name of the operation ({@code query}, {@code put-item} …)
 * @param connection the name of the connection it ran on ("" when not known)
 */
public record HistoryEntry(String label, String operation, String json, String connection) {
    public HistoryEntry {
        connection = connection == null ? "" : connection;
    }

    public HistoryEntry(String label, String operation, String json) {
        this(label, operation, json, "");
    }

    /** A saved operation, as if it had run: what a tab recalls to open it. */
    public static HistoryEntry of(dev.tablewright.model.SavedOperation op) {
        return new HistoryEntry(op.name(), op.operation(), op.request());
    }

    @Override
    public String toString() {
        return label;
    }
}
