package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.format.request.SearchVectorsJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.operation.run.ResultLine;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The Vector search tab (issue 26): a table, one of its vector indexes, the search vector as
 * {@code [0.1, 0.2, …]} (checked for the index's dimensions when the design knows them), TopK (1–100),
 * a condition of {@code attribute = value} terms joined by AND, a projection; the request as the AWS
 * CLI's search-vectors {@code --cli-input-json}; runs SearchVectors on the tab's connection through the
 * TaskRunner and shows the results nearest first, the score column first, with what the score means.
 */
public final class VectorSearchViewModel extends OperationTab {
    /** What this tab runs (and recalls from the session's history). */
    static final Set<OperationKind> KINDS = Set.of(OperationKind.SEARCH_VECTORS);
    /** The column a result's score shows in: a name no attribute is expected to have. */
    public static final String SCORE = SearchGrid.SCORE;
    static final int DEFAULT_TOP_K = 10;

    private final Supplier<DataModel> model;
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

    /** The request as {@code --cli-input-json} takes it; "" while the form holds none. */
    public ReadOnlyStringProperty jsonProperty() {
        return json.getReadOnlyProperty();
    }

    /** What a score means for the chosen index ("cosine distance …, lower is nearer"); "" when unknown. */
    public ReadOnlyStringProperty meaningProperty() {
        return meaning.getReadOnlyProperty();
    }

    /** The request the tab runs now, if the form holds one. */
    public Optional<SearchVectorsRequest> request() {
        return Optional.ofNullable(request);
    }

    /** The shell command that runs the request: {@code aws dynamodb search-vectors --cli-input-json '…'}. */
    public String cliCommand() {
        return cliCommand(OperationKind.SEARCH_VECTORS, json.get());
    }

    private Optional<TableDesign> design() {
        String name = table.get();
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

    private void formChanged() {
        meaning.set(vectorIndex().map(v -> VectorSearchForm.meaning(v.distance())).orElse(""));
        try {
            request = build();
            json.set(SearchVectorsJson.write(request));
            note.set("");
        } catch (IllegalArgumentException e) {
            request = null;
            json.set("");
            note.set(e.getMessage());
        }
        hasRequest.set(request != null);
    }

    private SearchVectorsRequest build() {
        if (table.get() == null || table.get().isBlank()) {
            throw new IllegalArgumentException("choose a table");
        }
        if (index.get() == null || index.get().isBlank()) {
            throw new IllegalArgumentException("choose a vector index");
        }
        Optional<VectorIndex> known = vectorIndex();
        List<AttributeValue> numbers = known.isPresent()
                ? VectorSearchForm.vector(vector.get(), index.get(), known.get().dimensions())
                : VectorSearchForm.vector(vector.get());
        PlaceholderAllocator placeholders = new PlaceholderAllocator("#n");
        String cond = VectorSearchForm.condition(condition.get(), placeholders, design().orElse(null));
        SearchVectorsRequest r = new SearchVectorsRequest(table.get().strip(), index.get().strip(), numbers,
                VectorSearchForm.topK(topK.get()), cond, "", null, null);
        String proj = projection(projection.get(), placeholders);
        return r.withCondition(cond, placeholders.expr()).withProjection(proj);
    }

    private static String projection(String text, PlaceholderAllocator placeholders) {
        if (text == null || text.isBlank()) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (String name : text.split(",")) {
            if (!name.isBlank()) {
                names.add(placeholders.name(name.strip()));
            }
        }
        return String.join(", ", names);
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
            fill(entry.json());
        }
    }

    /** Opens a saved SearchVectors: its JSON back into the form. */
    @Override
    public void open(SavedOperation op) {
        fill(op.request());
    }

    /** The form filled from a search-vectors JSON request; the note says why when it is not one. */
    public void fill(String text) {
        SearchVectorsRequest r;
        try {
            r = SearchVectorsJson.parse(text);
        } catch (IllegalArgumentException e) {
            note.set("not a search-vectors request: " + e.getMessage());
            return;
        }
        table.set(r.table());
        index.set(r.index());
        vector.set(r.searchVector().stream().map(v -> v instanceof AttributeValue.N n ? n.text() : v.toString())
                .collect(java.util.stream.Collectors.joining(", ", "[", "]")));
        topK.set(String.valueOf(r.topK()));
        projection.set(resolveNames(r.projection(), r.expr().names()));
        condition.set(resolveCondition(r.condition(), r.expr().names(), r.expr().values()));
    }

    private static String resolveNames(String text, Map<String, String> names) {
        String out = text;
        for (Map.Entry<String, String> e : names.entrySet()) {
            out = out.replaceAll(Pattern.quote(e.getKey()) + "\\b", java.util.regex.Matcher.quoteReplacement(e.getValue()));
        }
        return out;
    }

    private static String resolveCondition(String text, Map<String, String> names, Map<String, AttributeValue> values) {
        String out = resolveNames(text, names);
        for (Map.Entry<String, AttributeValue> e : values.entrySet()) {
            String shown = e.getValue() instanceof AttributeValue.N n ? n.text()
                    : e.getValue() instanceof AttributeValue.S s ? s.value() : e.getValue().toString();
            out = out.replaceAll(Pattern.quote(e.getKey()) + "\\b", java.util.regex.Matcher.quoteReplacement(shown));
        }
        return out;
    }

    @Override
    protected Optional<SavedOperation> savable() {
        return request == null ? Optional.empty()
                : Optional.of(new SavedOperation("", OperationKind.SEARCH_VECTORS.cliName(), json.get(), ""));
    }
}
