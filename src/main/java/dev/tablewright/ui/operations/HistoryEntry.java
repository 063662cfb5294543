package dev.tablewright.ui.operations;

/** One run of this session: what the list shows, and the request to bring back into the form. */
public record HistoryEntry(String label, ReadKind kind, String json) {
    @Override
    public String toString() {
        return label;
    }
}
