package dev.tablewright.ui.operations;

import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.pivot.GridSnapshot;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * What every query tab's ViewModel is (Query/Scan, item, batch and transactions, PartiQL): on a
 * connection, running its kinds of operation with run and cancel, its runs in the session's history
 * and its results in one {@link TabResults}, saving into the model and opening what was saved.
 */
public interface OperationTab {
    /** The operations the tab builds and runs, and recalls from the session's history. */
    Set<OperationKind> kinds();

    /** The tab's connection, its tables and the one line about them. */
    TabConnection connection();

    /** Busy, summary, error and history of the tab's runs. */
    Runs runs();

    TabResults results();

    Command runCommand();

    Command cancelCommand();

    /** Save…: the request as it is now, into the model. */
    SavedOperationsSaver saver();

    /** Fills the tab from a saved operation of one of its kinds. */
    void open(SavedOperation op);

    /** Brings a run of the history back into the tab. */
    void recall(HistoryEntry entry);

    /** Joins the session's history (the runs of every tab) and lets Save… write into {@code saved}. */
    default void share(SessionHistory history, SavedOperations saved) {
        runs().join(history, kinds().stream().map(OperationKind::cliName).collect(Collectors.toUnmodifiableSet()),
                () -> connection().gateway().get().displayName());
        saver().use(saved);
    }

    default ReadOnlyObjectProperty<GridSnapshot> gridProperty() {
        return results().gridProperty();
    }

    /** The items of the last run in DynamoDB JSON. */
    default ReadOnlyStringProperty resultJsonProperty() {
        return results().jsonProperty();
    }
}
