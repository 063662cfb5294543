package dev.tablewright.ui.operations;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.ui.failure.Guarded;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;

/**
 * Makes the query tabs of the window: each on its own {@link TabConnection} (the active connection
 * when it opens), all sharing the session's history and saving into the model's saved operations,
 * and opens a saved operation in the tab of its kind. A tab whose view cannot be built opens saying so.
 */
public final class QueryTabs {
    private final Supplier<TabConnection> connection;
    private final Supplier<DataModel> model;
    private final SessionHistory history = new SessionHistory();
    private final SavedOperations saved;
    private final Consumer<Tab> open;

    /**
     * @param connection a new tab's connection
     * @param open       shows a tab in the window
     */
    public QueryTabs(Supplier<TabConnection> connection, Supplier<DataModel> model, SavedOperations saved,
            Consumer<Tab> open) {
        this.connection = connection;
        this.model = model;
        this.saved = saved;
        this.open = open;
    }

    /** The model's saved operations, as the tabs save into them. */
    public SavedOperations saved() {
        return saved;
    }

    public void query() {
        open.accept(queryTab(null));
    }

    public void item() {
        open.accept(itemTab(null));
    }

    public void partiql() {
        open.accept(partiqlTab(null));
    }

    public void batch() {
        open.accept(batchTab(null));
    }

    /** A saved operation in a new tab of its kind, filled with its request and named after it. */
    public void open(SavedOperation op) {
        String kind = op.operation();
        open.accept(OperationViewModel.KINDS.contains(kind) ? queryTab(op)
                : ItemOperationViewModel.KINDS.contains(kind) ? itemTab(op)
                : MultiOperationViewModel.KINDS.contains(kind) ? batchTab(op) : partiqlTab(op));
    }

    private Tab queryTab(SavedOperation op) {
        OperationViewModel vm = new OperationViewModel(connection.get(), model);
        vm.share(history, saved);
        if (op != null) {
            vm.open(op);
        }
        return tab(vm.connection().title(op == null ? "Query" : op.name()),
                Guarded.pane("The query tab could not be shown", () -> new OperationView(vm)));
    }

    private Tab itemTab(SavedOperation op) {
        ItemOperationViewModel vm = new ItemOperationViewModel(connection.get());
        vm.share(history, saved);
        if (op != null) {
            vm.open(op);
        }
        return tab(vm.connection().title(op == null ? "Item" : op.name()),
                Guarded.pane("The item tab could not be shown", () -> new ItemOperationView(vm)));
    }

    private Tab partiqlTab(SavedOperation op) {
        PartiqlViewModel vm = new PartiqlViewModel(connection.get(), model);
        vm.share(history, saved);
        if (op != null) {
            vm.open(op);
        }
        return tab(vm.connection().title(op == null ? "PartiQL" : op.name()),
                Guarded.pane("The PartiQL tab could not be shown", () -> new PartiqlView(vm)));
    }

    private Tab batchTab(SavedOperation op) {
        MultiOperationViewModel vm = new MultiOperationViewModel(connection.get());
        vm.share(history, saved);
        if (op != null) {
            vm.open(op);
        }
        return tab(vm.connection().title(op == null ? "Batch" : op.name()),
                Guarded.pane("The batch and transaction tab could not be shown", () -> new MultiOperationView(vm)));
    }

    private static Tab tab(ObservableValue<String> title, Node content) {
        Tab tab = new Tab();
        tab.textProperty().bind(title);
        tab.setContent(content);
        tab.setClosable(true);
        return tab;
    }
}
