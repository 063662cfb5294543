package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.format.request.SearchVectorsJson;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.engine.pattern.SearchVectorSource;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.operation.search.VectorSearchFields;
import dev.tablewright.operation.search.VectorSearchForm;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.pivot.GridSnapshot;
import dev.tablewright.ui.pivot.SearchGrid;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The Vector search tab (issue 26): a table, one of its vector indexes, the search vector as
 * {@code [0.1, 0.2, …]} (checked for the index's dimensions when the design knows them), TopK (1–100),
 * a condition of {@code attribute = value} terms joined by AND, a projection; the request as the AWS
 * CLI's search-vectors {@code --cli-input-json}, editable (an edit the form can hold flows back into it); runs SearchVectors on the tab's connection through the
 * TaskRunner and shows the results nearest first, the score column first, with what the score means.
 */
public final class VectorSearchViewModel extends OperationTab {
    /** What this tab runs (and recalls from the session's history). */
    static final Set<OperationKind> KINDS = Set.of(OperationKind.SEARCH_VECTORS);
    /** The column a result's score shows in: a name no attribute is expected to have. */
    public static final String SCORE = SearchGrid.SCORE;
    static final int DEFAULT_TOP_K = 10;

    private final Supplier<DataModel> model;
    private final PatternComparison comparison;
    private final StringProperty table = new SimpleStringProperty("");
    private final StringProperty index = new SimpleStringProperty("");
    private final StringProperty vector = new SimpleStringProperty("");
    private final StringProperty topK = new SimpleStringProperty(String.valueOf(DEFAULT_TOP_K));
    private final StringProperty condition = new SimpleStringProperty("");
    private final StringProperty projection = new SimpleStringProperty("");
    private final ObservableList<String> indexes = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper meaning = new ReadOnlyStringWrapper("");
    private SearchVectorsRequest request;
    /** True while an edit of the JSON fills the form, so the form does not write the JSON back. */
    private boolean fromJson;

    /** A tab on one gateway, its tables the model's. */
    public VectorSearchViewModel(TaskRunner tasks, Supplier<Gateway> gateway, Supplier<DataModel> model) {
        this(TabConnection.fixed(tasks, gateway, TableCatalog.of(model)), model);
    }

    /**
     * @param tab   the tab's connection: its runner, gateway and tables
     * @param model the open model, whose designs give a table's vector indexes and attribute types
     */
    public VectorSearchViewModel(TabConnection tab, Supplier<DataModel> model) {
        super(KINDS, tab);
        this.model = model;
        this.comparison = new PatternComparison(tab.tasks());
        table.addListener((o, a, b) -> tableChanged());
        for (StringProperty p : List.of(index, vector, topK, condition, projection)) {
            p.addListener((o, a, b) -> formChanged());
        }
        if (!tables.isEmpty()) {
            table.set(tables.get(0));
        }
        formChanged();
    }

    public StringProperty tableProperty() {
        return table;
    }

    public StringProperty indexProperty() {
        return index;
    }

    /** The vector indexes of the chosen table, as its design knows them. */
    public ObservableList<String> indexes() {
        return indexes;
    }

    /** The search vector, {@code [0.1, 0.2, …]}. */
    public StringProperty vectorProperty() {
        return vector;
    }

    public StringProperty topKProperty() {
        return topK;
    }

    /** {@code category = footwear AND brand = Stridewell}: search-schema attributes, {@code =} only. */
    public StringProperty conditionProperty() {
        return condition;
    }

    /** Attribute names separated by commas; blank for the index's projected attributes. */
    public StringProperty projectionProperty() {
        return projection;
    }

    /** The request as {@code --cli-input-json} takes it; "" while the form holds none; as typed after an edit. */
    public ReadOnlyStringProperty jsonProperty() {
        return json.getReadOnlyProperty();
    }

    /** What a score means for the chosen index ("cosine distance …, lower is nearer"); "" when unknown. */
    public ReadOnlyStringProperty meaningProperty() {
        return meaning.getReadOnlyProperty();
    }

    /** The request the tab runs now, if the form or the JSON holds one. */
    public Optional<SearchVectorsRequest> request() {
        return Optional.ofNullable(request);
    }

    /** The shell command that runs the request: {@code aws dynamodb search-vectors --cli-input-json '…'}. */
    public String cliCommand() {
        return cliCommand(OperationKind.SEARCH_VECTORS, json.get());
    }

    private Optional<TableDesign> design() {
        return design(table.get());
    }

    /** The model's design of table {@code name}, else what the connection describes of it. */
    private Optional<TableDesign> design(String name) {
        DataModel m = model.get();
        Optional<TableDesign> designed = m == null || name == null ? Optional.empty() : m.table(name);
        return designed.isPresent() ? designed : name == null ? Optional.empty() : describe.apply(name);
    }

    private Optional<VectorIndex> vectorIndex() {
        return design().flatMap(t -> t.vectorIndex(index.get()));
    }

    private void tableChanged() {
        List<String> names = design().map(t -> t.vectorIndexes().stream().map(VectorIndex::name).toList())
                .orElse(List.of());
        indexes.setAll(names);
        index.set(names.isEmpty() ? "" : names.get(0));
        formChanged();
    }

    private VectorSearchFields fields() {
        return new VectorSearchFields(table.get(), index.get(), vector.get(), topK.get(), condition.get(),
                projection.get());
    }

    private void formChanged() {
        meaning.set(vectorIndex().map(v -> VectorSearchForm.meaning(v.distance())).orElse(""));
        if (fromJson) {
            return; // the form follows an edit of the JSON: the JSON stays as typed
        }
        try {
            setRequest(fields().build(design().orElse(null)));
            json.set(SearchVectorsJson.write(request));
            note.set("");
        } catch (IllegalArgumentException e) {
            setRequest(null);
            json.set("");
            note.set(e.getMessage());
        }
    }

    private void setRequest(SearchVectorsRequest r) {
        request = r;
        hasRequest.set(r != null);
    }

    /**
     * The user edited the JSON: a request that parses becomes the one to run, and fills the form when the
     * form can say the same; otherwise the note says why and the form stays as it was.
     */
    public void editJson(String text) {
        json.set(text);
        SearchVectorsRequest parsed;
        try {
            parsed = SearchVectorsJson.parse(text);
        } catch (IllegalArgumentException e) {
            setRequest(null);
            note.set("the JSON is not a " + OperationKind.SEARCH_VECTORS.cliName() + " request: " + e.getMessage());
            return;
        }
        setRequest(parsed);
        Optional<VectorSearchFields> back = VectorSearchFields.of(parsed, design(parsed.table()).orElse(null));
        if (back.isEmpty()) {
            note.set("edited as JSON: the form cannot show this request; it runs as written");
            return;
        }
        fromJson = true;
        try {
            show(back.get());
        } finally {
            fromJson = false;
        }
        meaning.set(vectorIndex().map(v -> VectorSearchForm.meaning(v.distance())).orElse(""));
        note.set("");
    }

    private void show(VectorSearchFields f) {
        table.set(f.table());
        index.set(f.index());
        vector.set(f.vector());
        topK.set(f.topK());
        condition.set(f.condition());
        projection.set(f.projection());
    }

    /** The chosen table's vector search patterns, as the model has them. */
    public List<AccessPattern> patterns() {
        return design().map(t -> t.accessPatterns().stream().filter(p -> p.operation() == OperationKind.SEARCH_VECTORS)
                .toList()).orElse(List.of());
    }

    /**
     * Makes the search of {@code pattern} (its sample values, {@code parameters} over them) the tab's
     * request, its JSON and the form: an item key as its search vector is read from the sample items.
     *
     * @return why it cannot, for the user, or empty
     */
    public Optional<String> usePattern(AccessPattern pattern, Map<String, String> parameters) {
        Optional<TableDesign> t = design();
        if (t.isEmpty()) {
            return Optional.of("choose a table");
        }
        try {
            VectorIndex v = pattern.indexName().flatMap(t.get()::vectorIndex).orElseThrow(() ->
                    new IllegalArgumentException("'" + pattern.name() + "' names no vector index of " + t.get().name()));
            Map<String, String> values = new LinkedHashMap<>(pattern.parameters());
            values.putAll(parameters);
            List<AttributeValue> vector = SearchVectorSource.vector(t.get(), v, values.get(AccessPattern.SEARCH_VECTOR),
                    SearchVectorSource.sampleItems(t.get()));
            editJson(SearchVectorsJson.write(PatternRequest.searchVectors(t.get(), pattern, parameters, vector)));
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    /**
     * Runs a vector search pattern on the Sandbox (the model's sample data) and on the tab's connection,
     * off the FX thread, with one search vector; {@link #comparisonProperty()} says whether they agree.
     */
    public void comparePattern(AccessPattern pattern, Map<String, String> parameters) {
        comparison.compare(design().orElse(null), pattern, parameters, model.get(), gateway);
    }

    /** The last comparison, side by side. */
    PatternComparison comparison() {
        return comparison;
    }

    /** The last comparison of a pattern on the Sandbox and the tab's connection, or "". */
    public ReadOnlyStringProperty comparisonProperty() {
        return comparison.textProperty();
    }

    @Override
    protected void runRequest() {
        SearchVectorsRequest r = request;
        TableDesign t = design().orElse(null);
        String what = r.index();
        runs.start("Searching " + r.index(), OperationKind.SEARCH_VECTORS.cliName(), what, json.get(), progress -> {
            // Opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
            var g = gateway.get();
            long t0 = System.nanoTime();
            SearchVectorsResult result = g.searchVectors(r);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            int n = result.results().size();
            String summary = ResultLine.request(n + (n == 1 ? " result" : " results") + ", nearest first", null, ms);
            return new Shown(SearchGrid.of(r.table(), r.index(), t, result), ResultItems.json(result.items(), ""), summary);
        }, Shown::summary, shown -> results.show(shown.grid(), shown.json()));
    }

    /** What a run shows, computed off the FX thread. */
    private record Shown(GridSnapshot grid, String json, String summary) {
    }

    /** Brings a run of the history back into the tab: the history keeps the request's JSON. */
    @Override
    public void recall(HistoryEntry entry) {
        if (OperationKind.SEARCH_VECTORS.cliName().equals(entry.operation())) {
            editJson(entry.json());
        }
    }

    /** Opens a saved SearchVectors: its JSON, and the form where it can show it. */
    @Override
    public void open(SavedOperation op) {
        editJson(op.request());
    }

    @Override
    protected Optional<SavedOperation> savable() {
        return request == null ? Optional.empty()
                : Optional.of(new SavedOperation("", OperationKind.SEARCH_VECTORS.cliName(), json.get(), ""));
    }
}
