package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.item.ItemForm;
import dev.tablewright.operation.item.ItemFormParser;
import dev.tablewright.operation.item.ItemKind;
import dev.tablewright.operation.item.ItemRequest;
import dev.tablewright.operation.item.ItemRequests;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.operation.run.RunCapacity;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * A Get, Put, Update or Delete tab: key fields typed from the table's key schema, a Put's other
 * attributes, update actions, condition rows and ReturnValues; the request as the CLI's JSON (editable;
 * an edit the form can hold flows back into it); runs on the active connection through the TaskRunner,
 * the item read or the attributes returned shown as a grid and as DynamoDB JSON.
 */
public final class ItemOperationViewModel extends OperationTab {
    /** What this tab runs (and recalls from the session's history). */
    static final Set<OperationKind> KINDS = Arrays.stream(ItemKind.values()).map(ItemKind::kind).collect(Collectors.toUnmodifiableSet());

    private final ObjectProperty<ItemKind> kind = new SimpleObjectProperty<>(ItemKind.GET);
    private final StringProperty table = new SimpleStringProperty();
    private final ObservableList<KeyField> keyFields = FXCollections.observableArrayList();
    private final StringProperty attributes = new SimpleStringProperty("");
    private final ObservableList<UpdateRow> actions = FXCollections.observableArrayList();
    private final ObservableList<FilterRow> condition = FXCollections.observableArrayList();
    private final ObjectProperty<ReturnValues> returnValues = new SimpleObjectProperty<>(ReturnValues.NONE);
    private final StringProperty projection = new SimpleStringProperty("");
    private final BooleanProperty consistentRead = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
    private ItemRequest request;
    /** The design of the request's table, for the grid; null when the catalog does not know it. */
    private TableDesign design;
    /** True while a JSON edit fills the form, so the form does not rewrite the JSON being typed. */
    private boolean fromJson;

    /** A tab on one gateway, its tables the model's. */
    public ItemOperationViewModel(TaskRunner tasks, Supplier<Gateway> gateway, Supplier<DataModel> model) {
        this(TabConnection.fixed(tasks, gateway, TableCatalog.of(model)));
    }

    /** @param tab the tab's connection: its runner, gateway and tables */
    public ItemOperationViewModel(TabConnection tab) {
        super(KINDS, tab);
        tab.pick(table, this::tableChosen);
        for (Observable p : List.of(kind, attributes, actions, condition, returnValues, projection, consistentRead)) {
            p.addListener(o -> rebuild());
        }
        if (!tables.isEmpty()) {
            table.set(tables.get(0));
        } else {
            rebuild();
        }
    }

    public ObjectProperty<ItemKind> kindProperty() {
        return kind;
    }

    public StringProperty tableProperty() {
        return table;
    }

    /** One field per key attribute of the table, partition then sort, typed as the schema declares. */
    public ObservableList<KeyField> keyFields() {
        return keyFields;
    }

    /** A Put's attributes besides the key, as a DynamoDB JSON object. */
    public StringProperty attributesProperty() {
        return attributes;
    }

    public ObservableList<UpdateRow> actions() {
        return actions;
    }

    /** The ConditionExpression's rows; none for an unconditional write. */
    public ObservableList<FilterRow> condition() {
        return condition;
    }

    public ObjectProperty<ReturnValues> returnValuesProperty() {
        return returnValues;
    }

    public StringProperty projectionProperty() {
        return projection;
    }

    public BooleanProperty consistentReadProperty() {
        return consistentRead;
    }

    public ReadOnlyStringProperty jsonProperty() {
        return json.getReadOnlyProperty();
    }

    public Optional<ItemRequest> request() {
        return Optional.ofNullable(request);
    }

    public String cliCommand() {
        return cliCommand(kind.get().kind(), json.get());
    }

    /**
     * The user edited the JSON: a request of the chosen kind that parses becomes the one to run, and
     * fills the form when the form can say the same; otherwise the note says why.
     */
    public void editJson(String text) {
        json.set(text);
        ItemKind k = kind.get();
        try {
            ItemRequest parsed = ItemFormParser.request(k, text);
            request = parsed;
            design = describe.apply(ItemFormParser.table(parsed)).orElse(null);
            Optional<ItemForm> back = design == null ? Optional.empty() : ItemFormParser.parse(parsed, design);
            if (back.isPresent()) {
                show(back.get());
                note.set("");
            } else {
                note.set("edited as JSON: the form cannot show this request; it runs as written");
            }
        } catch (IllegalArgumentException e) {
            request = null;
            note.set("the JSON is not a " + k.cliName() + " request: " + e.getMessage());
        }
        hasRequest.set(request != null);
    }

    /** Brings a run of the history back into the tab. */
    @Override
    public void recall(HistoryEntry entry) {
        for (ItemKind k : ItemKind.values()) {
            if (k.cliName().equals(entry.operation())) {
                kind.set(k);
                editJson(entry.json());
            }
        }
    }

    /** Fills the form with what the JSON says, leaving the JSON as typed. */
    private void show(ItemForm f) {
        fromJson = true;
        try {
            kind.set(f.kind());
            table.set(f.table());
            for (int i = 0; i < keyFields.size() && i < f.keyValues().size(); i++) {
                keyFields.get(i).valueProperty().set(f.keyValues().get(i));
            }
            attributes.set(f.attributes());
            actions.setAll(f.actions());
            condition.setAll(f.condition());
            returnValues.set(f.returnValues());
            projection.set(f.projection());
            consistentRead.set(f.consistentRead());
        } finally {
            fromJson = false;
        }
    }

    private void tableChosen() {
        List<AttributeDef> key = describe.apply(table.get()).map(t -> t.keySchema().attributes()).orElse(List.of());
        keyFields.setAll(key.stream().map(a -> {
            KeyField f = new KeyField(a.name(), a.type());
            f.valueProperty().addListener(o -> rebuild());
            return f;
        }).toList());
        rebuild();
    }

    private void rebuild() {
        if (fromJson) {
            return;
        }
        design = null;
        try {
            design = describe.apply(table.get() == null ? "" : table.get())
                    .orElseThrow(() -> new IllegalArgumentException("choose a table"));
            request = ItemRequests.build(new ItemForm(kind.get(), design.name(),
                    keyFields.stream().map(f -> f.valueProperty().get()).toList(), attributes.get(), actions, condition,
                    returnValues.get(), projection.get(), consistentRead.get()), design);
            json.set(text(request));
            note.set("");
        } catch (IllegalArgumentException e) {
            request = null;
            note.set(e.getMessage());
        }
        hasRequest.set(request != null);
    }

    private static String text(ItemRequest r) {
        if (r instanceof ItemRequest.Get g) {
            return CliInputJson.getItem(g.request());
        }
        if (r instanceof ItemRequest.Put p) {
            return CliInputJson.putItem(p.request());
        }
        if (r instanceof ItemRequest.Update u) {
            return CliInputJson.updateItem(u.request());
        }
        return CliInputJson.deleteItem(((ItemRequest.Delete) r).request());
    }

    /** What a run answered, computed off the FX thread: the one line, the grid and the JSON it shows. */
    private record Answer(String summary, GridSnapshot grid, String json) {
    }

    @Override
    protected void runRequest() {
        ItemRequest r = request;
        ItemKind k = kind.get();
        TableDesign t = design;
        runs.start("Running " + k.cliName(), k.cliName(), "", json.get(), progress -> {
            // Opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
            Gateway g = gateway.get();
            return answer(g, r, t, System.nanoTime());
        }, Answer::summary, a -> {
            results.show(a.grid(), a.json());
        });
    }

    private static Answer answer(Gateway g, ItemRequest r, TableDesign t, long t0) {
        String title = ItemFormParser.table(r);
        if (r instanceof ItemRequest.Get get) {
            ItemResult result = g.get(get.request()); // get, not getItem: the capacity comes too
            long ms = (System.nanoTime() - t0) / 1_000_000;
            List<Item> items = result.item().map(List::of).orElse(List.of());
            String found = items.isEmpty() ? "no item with that key" : "1 item";
            return new Answer(ResultLine.request(found, RunCapacity.read().add(result.consumed()), ms),
                    ResultItems.grid(title, t, null, items), ResultItems.json(items, ""));
        }
        WriteResult w;
        Map<String, AttributeValue> key;
        if (r instanceof ItemRequest.Put p) {
            w = g.putItem(p.request());
            key = p.request().item().attributes();
        } else if (r instanceof ItemRequest.Update u) {
            w = g.updateItem(u.request());
            key = u.request().key();
        } else {
            w = g.deleteItem(((ItemRequest.Delete) r).request());
            key = ((ItemRequest.Delete) r).request().key();
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        List<Item> returned = w.attributes().map(List::of).orElse(List.of());
        String found = returned.isEmpty() ? "done" : "done, returned " + returned.get(0).attributes().size()
                + " attributes";
        return new Answer(ResultLine.request(found, RunCapacity.write().add(w.consumed()), ms)
                + ResultLine.stream(w.stream()), ResultItems.grid(title, t, null, withKey(returned, key, t)), ResultItems.json(returned, ""));
    }

    /**
     * The returned attributes with the item's key, so the grid can place the row (UPDATED_NEW returns no
     * key); the JSON shows exactly what came back.
     */
    private static List<Item> withKey(List<Item> returned, Map<String, AttributeValue> item, TableDesign t) {
        if (returned.isEmpty() || t == null) {
            return returned;
        }
        Map<String, AttributeValue> row = new LinkedHashMap<>();
        t.keySchema().attributes().forEach(a -> {
            if (item.containsKey(a.name())) {
                row.put(a.name(), item.get(a.name()));
            }
        });
        returned.get(0).attributes().forEach(row::putIfAbsent);
        return List.of(new Item(row));
    }

    /** Opens a saved Get, Put, Update or Delete: its request as if typed into the JSON. */
    @Override
    public void open(SavedOperation op) {
        recall(HistoryEntry.of(op));
    }

    @Override
    protected Optional<SavedOperation> savable() {
        return request == null ? Optional.empty()
                : Optional.of(new SavedOperation("", kind.get().cliName(), json.get(), ""));
    }
}
