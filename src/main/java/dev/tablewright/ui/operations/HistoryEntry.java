package dev.tablewright.ui.operations;

/**
 * One run of this session: what the list shows, and the request to bring back into the form.
 *
 * @param operation the AWS CLI's name of the operation ({@code query}, {@code put-item} …)
 */
public record HistoryEntry(String label, String operation, String json) {
    @Override
    public String toString() {
        return label;
    }
}
