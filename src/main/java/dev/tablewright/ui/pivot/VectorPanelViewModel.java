package dev.tablewright.ui.pivot;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.operation.run.RunFailures;
import dev.tablewright.operation.search.VectorSearchForm;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The document's tab of one vector index (issue 26): a search panel over the model's sample items. The
 * query vector is a sample item's (picked by its keys) or pasted; TopK 1–100; the partition value when the
 * index's search schema has one (offering the values the items hold); an optional {@code = value} per
 * filter attribute. Search runs SearchVectors on a Sandbox of the open model through the TaskRunner (the
 * FX thread never waits) and shows the nearest items score first, with what the score means.
 */
public final class VectorPanelViewModel implements DocumentTab {
    private final Document document;
    private final TaskRunner tasks;
    private final String table;
    private final String index;
    private final ObservableList<String> samples = FXCollections.observableArrayList();
    private final ObservableList<String> partitionValues = FXCollections.observableArrayList();
    private final Map<String, Item> sampleItems = new LinkedHashMap<>();
    private final StringProperty sample = new SimpleStringProperty("");
    private final StringProperty vector = new SimpleStringProperty("");
    private final StringProperty topK = new SimpleStringProperty("10");
    private final StringProperty partition = new SimpleStringProperty("");
    private final Map<String, StringProperty> filters = new LinkedHashMap<>();
    private final ReadOnlyStringWrapper partitionAttribute = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper meaning = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper hasRequest = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<GridSnapshot> grid = new ReadOnlyObjectWrapper<>();
    private final Command search;
    private SearchVectorsRequest request;

    public VectorPanelViewModel(Document document, TaskRunner tasks, String table, String index) {
        this.document = document;
        this.tasks = tasks;
        this.table = table;
        this.index = index;
        this.search = new Command(hasRequest, busy, this::search);
        sample.addListener((o, a, b) -> {
            Item item = sampleItems.get(b);
            VectorIndex v = vectorIndex().orElse(null);
            if (item != null && v != null) {
                item.get(v.vectorAttribute()).ifPresent(value -> vector.set(CellText.of(value)));
            }
        });
        vector.addListener((o, a, b) -> changed());
        topK.addListener((o, a, b) -> changed());
        partition.addListener((o, a, b) -> changed());
        refresh();
    }

    public String table() {
        return table;
    }

    public String index() {
        return index;
    }

    /** The index's vector attribute, "" when the index is gone: its column shows vectors compactly. */
    public String vectorAttribute() {
        return vectorIndex().map(VectorIndex::vectorAttribute).orElse("");
    }

    /** The tab's name: the index's. */
    public String tabName() {
        return index;
    }

    /** Reads the index and the sample items again from the open model (after an edit). */
    public void refresh() {
        Optional<TableDesign> t = design();
        Optional<VectorIndex> v = vectorIndex();
        sampleItems.clear();
        Set<String> values = new LinkedHashSet<>();
        if (t.isPresent() && v.isPresent()) {
            List<String> keys = new ArrayList<>();
            keys.add(t.get().keySchema().partitionKey().name());
            t.get().keySchema().sortKey().ifPresent(k -> keys.add(k.name()));
            for (Item item : t.get().allItems()) {
                if (item.get(v.get().vectorAttribute()).orElse(null) instanceof AttributeValue.L) {
                    String label = keys.stream().map(k -> item.get(k).map(CellText::of).orElse(""))
                            .collect(Collectors.joining(" · "));
                    sampleItems.putIfAbsent(label, item);
                }
                v.get().searchSchema().partitionAttribute().flatMap(item::get).map(CellText::of).ifPresent(values::add);
            }
        }
        samples.setAll(sampleItems.keySet());
        partitionValues.setAll(values);
        partitionAttribute.set(v.flatMap(x -> x.searchSchema().partitionAttribute()).orElse(""));
        List<String> filterNames = v.map(x -> x.searchSchema().filterAttributes()).orElse(List.of());
        if (!filterNames.equals(List.copyOf(filters.keySet()))) {
            filters.clear();
            for (String f : filterNames) {
                StringProperty p = new SimpleStringProperty("");
                p.addListener((o, a, b) -> changed());
                filters.put(f, p);
            }
        }
        meaning.set(v.map(x -> VectorSearchForm.meaning(x.distance())).orElse(""));
        changed();
    }

    /** The sample items holding a vector, by their keys ("PRODUCT#1 · PRODUCT"). */
    public ObservableList<String> samples() {
        return samples;
    }

    /** The sample item whose vector is the query; choosing one fills {@link #vectorProperty()}. */
    public StringProperty sampleProperty() {
        return sample;
    }

    /** The search vector, {@code [0.1, 0.2, …]}. */
    public StringProperty vectorProperty() {
        return vector;
    }

    public StringProperty topKProperty() {
        return topK;
    }

    /** The search schema's HASH attribute, "" when it has none (then no partition value is asked). */
    public ReadOnlyStringProperty partitionAttributeProperty() {
        return partitionAttribute.getReadOnlyProperty();
    }

    /** The partition value to search in. */
    public StringProperty partitionProperty() {
        return partition;
    }

    /** The partition values the items hold. */
    public ObservableList<String> partitionValues() {
        return partitionValues;
    }

    /** Each filter attribute of the search schema and its value ("" for no filter on it), in schema order. */
    public Map<String, StringProperty> filters() {
        return java.util.Collections.unmodifiableMap(filters);
    }

    /** What a score means for this index: "score: cosine distance (…), lower is nearer". */
    public ReadOnlyStringProperty meaningProperty() {
        return meaning.getReadOnlyProperty();
    }

    /** What to fix before searching; "" when the form holds a search. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** How the last search failed, in DynamoDB's words; "" otherwise. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** "3 results, nearest first". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The results, score first; null before the first search. */
    public ReadOnlyObjectProperty<GridSnapshot> gridProperty() {
        return grid.getReadOnlyProperty();
    }

    /** Search (Ctrl+Enter): executable while the form holds a search and none runs. */
    public Command searchCommand() {
        return search;
    }

    private Optional<TableDesign> design() {
        DataModel m = document.model();
        return m == null ? Optional.empty() : m.table(table);
    }

    private Optional<VectorIndex> vectorIndex() {
        return design().flatMap(t -> t.vectorIndex(index));
    }

    private void changed() {
        try {
            request = build();
            note.set("");
        } catch (IllegalArgumentException e) {
            request = null;
            note.set(e.getMessage());
        }
        hasRequest.set(request != null);
    }

    private SearchVectorsRequest build() {
        TableDesign t = design().orElseThrow(() -> new IllegalArgumentException("table " + table + " is gone"));
        VectorIndex v = t.vectorIndex(index).orElseThrow(() -> new IllegalArgumentException("index " + index + " is gone"));
        List<AttributeValue> numbers = VectorSearchForm.vector(vector.get(), index, v.dimensions());
        int k = VectorSearchForm.topK(topK.get());
        PlaceholderAllocator placeholders = new PlaceholderAllocator("#n");
        List<String> terms = new ArrayList<>();
        Optional<String> hash = v.searchSchema().partitionAttribute();
        if (hash.isPresent()) {
            String value = partition.get() == null ? "" : partition.get().strip();
            if (value.isEmpty()) {
                throw new IllegalArgumentException("choose the " + hash.get() + " to search in");
            }
            terms.add(placeholders.name(hash.get()) + " = " + placeholders.value(VectorSearchForm.value(hash.get(), value, t)));
        }
        filters.forEach((name, p) -> {
            String value = p.get() == null ? "" : p.get().strip();
            if (!value.isEmpty()) {
                terms.add(placeholders.name(name) + " = " + placeholders.value(VectorSearchForm.value(name, value, t)));
            }
        });
        return SearchVectorsRequest.of(table, index, numbers, k)
                .withCondition(String.join(" AND ", terms), placeholders.expr());
    }

    private void search() {
        SearchVectorsRequest r = request;
        DataModel model = document.model();
        TableDesign t = design().orElse(null);
        busy.set(true);
        error.set("");
        tasks.run("Searching " + index, progress -> {
            try (SandboxGateway sandbox = SandboxGateway.of(model)) {
                return SearchGrid.of(table, index, t, sandbox.searchVectors(r));
            }
        }, shown -> {
            busy.set(false);
            grid.set(shown);
            int n = shown.rows().size();
            summary.set(n + (n == 1 ? " result" : " results") + ", nearest first");
        }, failure -> {
            busy.set(false);
            error.set(RunFailures.sentence(failure));
        }, () -> busy.set(false));
    }
}
