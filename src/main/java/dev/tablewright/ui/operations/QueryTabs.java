package dev.tablewright.ui.operations;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.ui.failure.Guarded;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

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
        open.accept(QUERY.tab(this, null));
    }

    public void item() {
        open.accept(ITEM.tab(this, null));
    }

    public void partiql() {
        open.accept(PARTIQL.tab(this, null));
    }

    public void batch() {
        open.accept(BATCH.tab(this, null));
    }

    public void vectorSearch() {
        open.accept(VECTOR.tab(this, null));
    }

    /** A saved operation in a new tab of its kind, filled with its request and named after it. */
    public void open(SavedOperation op) {
        OperationKind kind = OperationKind.ofCliName(op.operation()).orElse(OperationKind.EXECUTE_STATEMENT);
        TabKind<?> tab = BY_KIND.get(kind);
        open.accept(tab.tab(this, op));
    }

    /** The title of the tab an operation of {@code kind} opens in. */
    static String tabTitle(OperationKind kind) {
        TabKind<?> tab = BY_KIND.get(kind);
        return tab == null ? null : tab.title();
    }

    /**
     * A kind of tab: its title, the operations it runs, its ViewModel on a connection and its view.
     * A tab whose view cannot be built opens saying {@code failure}.
     */
    private record TabKind<V extends OperationTab>(String title, String failure, Set<OperationKind> kinds,
            BiFunction<TabConnection, Supplier<DataModel>, V> viewModel, Function<V, Node> view) {
        Tab tab(QueryTabs tabs, SavedOperation op) {
            V vm = viewModel.apply(tabs.connection.get(), tabs.model);
            vm.share(tabs.history, tabs.saved);
            if (op != null) {
                vm.open(op);
            }
            return QueryTabs.tab(vm.connection().title(op == null ? title : op.name()),
                    Guarded.pane(failure, () -> view.apply(vm)));
        }
    }

    private static final TabKind<OperationViewModel> QUERY = new TabKind<>("Query", "The query tab could not be shown",
            OperationViewModel.KINDS, OperationViewModel::new, OperationView::new);
    private static final TabKind<ItemOperationViewModel> ITEM = new TabKind<>("Item", "The item tab could not be shown",
            ItemOperationViewModel.KINDS, (c, m) -> new ItemOperationViewModel(c), ItemOperationView::new);
    private static final TabKind<MultiOperationViewModel> BATCH = new TabKind<>("Batch",
            "The batch and transaction tab could not be shown", MultiOperationViewModel.KINDS,
            (c, m) -> new MultiOperationViewModel(c), MultiOperationView::new);
    private static final TabKind<PartiqlViewModel> PARTIQL = new TabKind<>("PartiQL", "The PartiQL tab could not be shown",
            PartiqlViewModel.KINDS, PartiqlViewModel::new, PartiqlView::new);

    private static final TabKind<VectorSearchViewModel> VECTOR = new TabKind<>("Vector search",
            "The vector search tab could not be shown", VectorSearchViewModel.KINDS, VectorSearchViewModel::new,
            VectorSearchView::new);

    /** Which tab each operation opens in: every kind has one (QueryTabsTest). */
    private static final Map<OperationKind, TabKind<?>> BY_KIND = byKind(QUERY, ITEM, BATCH, PARTIQL, VECTOR);

    private static Map<OperationKind, TabKind<?>> byKind(TabKind<?>... tabs) {
        Map<OperationKind, TabKind<?>> map = new EnumMap<>(OperationKind.class);
        for (TabKind<?> t : tabs) {
            t.kinds().forEach(k -> map.put(k, t));
        }
        return map;
    }

    private static Tab tab(ObservableValue<String> title, Node content) {
        Tab tab = new Tab();
        tab.textProperty().bind(title);
        tab.setContent(content);
        tab.setClosable(true);
        return tab;
    }
}
