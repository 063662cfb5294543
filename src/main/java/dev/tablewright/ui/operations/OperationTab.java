package dev.tablewright.ui.operations;

import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.aws.Gateway;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * What every query tab's ViewModel is (Query/Scan, item, batch and transactions, PartiQL): on a
 * connection, running its kinds of operation with run and cancel, its runs in the session's history
 * and its results in one {@link TabResults}, saving into the model and opening what was saved.
 */
public abstract class OperationTab {
    protected final TabConnection tab;
    /** The tab's gateway, opened (or reopened) off the FX thread when a run asks for it. */
    protected final Supplier<Gateway> gateway;
    protected final Runs runs;
    /** The tables of the tab's connection, as listed so far. */
    protected final ObservableList<String> tables;
    /** A table's design as far as known now: a live table's once its description has come in. */
    protected final Function<String, Optional<TableDesign>> describe;
    protected final TabResults results = new TabResults();
    protected final SavedOperationsSaver saver = new SavedOperationsSaver(this::savable);
    protected final Command cancel;
    /** True while the tab holds a request that can run. */
    protected final ReadOnlyBooleanWrapper hasRequest = new ReadOnlyBooleanWrapper();
    /** Why there is no request (a field to fix), or what to know of the one there is; "" when all is well. */
    protected final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final Command run;
    private final Set<OperationKind> kinds;

    /** @param kinds what the tab runs (and recalls from the session's history) */
    protected OperationTab(Set<OperationKind> kinds, TabConnection tab) {
        this.kinds = kinds;
        this.tab = tab;
        this.gateway = tab.gateway();
        this.runs = new Runs(tab.tasks());
        this.tables = tab.tables();
        this.describe = tab::known;
        this.cancel = new Command(runs.busyProperty(), runs::cancel);
        this.run = new Command(hasRequest, runs.busyProperty(), this::runRequest);
    }

    /**
     * The shell command that runs {@code json} where this tab runs it: {@code aws dynamodb query
     * --cli-input-json '…'} and the connection's {@code --endpoint-url}, {@code --profile} and
     * {@code --region}. While a DynamoDB Local the connection starts has not told its port, a shell
     * comment saying so: pasted, it runs nothing, where a command without its endpoint would go to AWS.
     */
    protected String cliCommand(OperationKind operation, String json) {
        return tab.cliOptions().map(options -> CliInputJson.command(operation.cliName(), json) + options)
                .orElse("# DynamoDB Local is still starting, so its port is not known yet: copy the command again"
                        + " once the tab lists its tables");
    }

    /** The operations the tab builds and runs, and recalls from the session's history. */
    public Set<OperationKind> kinds() {
        return kinds;
    }

    /** The tab's connection, its tables and the one line about them. */
    public TabConnection connection() {
        return tab;
    }

    /** The tables of the tab's connection, for its pickers. */
    public ObservableList<String> tables() {
        return tables;
    }

    /** Busy, summary, error and history of the tab's runs. */
    public Runs runs() {
        return runs;
    }

    /** What the last run shows: its items as a grid (or a grid per table) and as DynamoDB JSON. */
    public TabResults results() {
        return results;
    }

    /** Runs the tab's request: executable while there is one and no run is under way. */
    public Command runCommand() {
        return run;
    }

    /** Starts a run of the request the tab holds now. */
    protected abstract void runRequest();

    /** Why there is no request (a field to fix), or that the JSON runs as written; "" when all is well. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** Stops waiting for the run: what it sent stays sent, its answer is not shown. */
    public Command cancelCommand() {
        return cancel;
    }

    /** Save…: the request as it is now, into the model. */
    public SavedOperationsSaver saver() {
        return saver;
    }

    /** Fills the tab from a saved operation of one of its kinds. */
    public abstract void open(SavedOperation op);

    /** Brings a run of the history back into the tab. */
    public abstract void recall(HistoryEntry entry);

    /** The request as it is now, as a saved operation (its name left to the user); empty when there is none. */
    protected abstract Optional<SavedOperation> savable();

    /** Joins the session's history (the runs of every tab) and lets Save… write into {@code saved}. */
    public void share(SessionHistory history, SavedOperations saved) {
        runs.join(history, kinds.stream().map(OperationKind::cliName).collect(Collectors.toUnmodifiableSet()),
                () -> gateway.get().displayName());
        saver.use(saved);
    }

    public ReadOnlyObjectProperty<GridSnapshot> gridProperty() {
        return results.gridProperty();
    }

    /** The items of the last run in DynamoDB JSON. */
    public ReadOnlyStringProperty resultJsonProperty() {
        return results.jsonProperty();
    }
}
