package dev.tablewright.ui.operations;

import dev.tablewright.operation.run.HistoryEntry;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.WeakListChangeListener;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What ran in this session, in every tab, newest first: one list that all tabs add to. The oldest
 * entries go beyond {@link #CAP}, so a long session cannot fill the memory with requests. FX thread
 * only, as the tabs' runs report there.
 */
public final class SessionHistory {
    public static final int CAP = 500;

    private final ObservableList<HistoryEntry> entries = FXCollections.observableArrayList();
    private final ObservableList<HistoryEntry> readOnly = FXCollections.unmodifiableObservableList(entries);

    /** Every entry, newest first. */
    public ObservableList<HistoryEntry> entries() {
        return readOnly;
    }

    void add(HistoryEntry entry) {
        entries.add(0, entry);
        if (entries.size() > CAP) {
            entries.remove(CAP, entries.size());
        }
    }

    /**
     * Keeps {@code shown} equal to the entries of those operations (a tab recalls only its own kinds),
     * now and after every change; the list a tab's view holds stays the same object.
     *
     * @return the listener that does it, which the caller must hold: the session holds it weakly,
     *         so that a closed tab does not stay in memory for as long as the session
     */
    ListChangeListener<HistoryEntry> mirror(ObservableList<HistoryEntry> shown, Set<String> operations) {
        Predicate<HistoryEntry> mine = e -> operations.contains(e.operation());
        ListChangeListener<HistoryEntry> sync = c -> shown.setAll(entries.stream().filter(mine).toList());
        entries.addListener(new WeakListChangeListener<>(sync));
        shown.setAll(entries.stream().filter(mine).toList());
        return sync;
    }
}
