package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.TaskRunner;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A Get, Put, Update or Delete tab: key fields typed from the table's key schema, a Put's other
 * attributes, update actions, condition rows and ReturnValues; the request shown as the CLI's JSON;
 * runs on the active connection through the TaskRunner.
 */
public final class ItemOperationViewModel {
    private final TabConnection tab;
    private final Supplier<Gateway> gateway;
    private final Function<String, Optional<TableDesign>> describe;
    private final Runs runs;
    private final ObjectProperty<ItemKind> kind = new SimpleObjectProperty<>(ItemKind.GET);
    private final ObservableList<String> tables;
    private final StringProperty table = new SimpleStringProperty();
    private final ObservableList<KeyField> keyFields = FXCollections.observableArrayList();
    private final StringProperty attributes = new SimpleStringProperty("");
    private final ObservableList<UpdateAction> actions = FXCollections.observableArrayList();
    private final ObservableList<FilterRow> condition = FXCollections.observableArrayList();
    private final ObjectProperty<ReturnValues> returnValues = new SimpleObjectProperty<>(ReturnValues.NONE);
    private final StringProperty projection = new SimpleStringProperty("");
    private final BooleanProperty consistentRead = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper resultJson = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper hasRequest = new ReadOnlyBooleanWrapper();
    private final Command run;
    private ItemRequest request;

    /** A tab on one gateway, its tables the model's. */
    public ItemOperationViewModel(TaskRunner tasks, Supplier<Gateway> gateway, Supplier<DataModel> model) {
        this(TabConnection.fixed(tasks, gateway, TableCatalog.of(model)));
    }

    /** @param tab the tab's connection: its runner, gateway and tables */
    public ItemOperationViewModel(TabConnection tab) {
        this.tab = tab;
        this.gateway = tab.gateway();
        this.describe = tab::known; // as far as known now: a live table's once its description has come in
        this.runs = new Runs(tab.tasks());
        this.tables = tab.tables();
        run = new Command(hasRequest, runs.busyProperty(), this::runRequest);
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

    /** The tab's connection, its tables and the one line about them. */
    public TabConnection connection() {
        return tab;
    }

    public ObjectProperty<ItemKind> kindProperty() {
        return kind;
    }

    public ObservableList<String> tables() {
        return tables;
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

    public ObservableList<UpdateAction> actions() {
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

    /** Why there is no request yet (a field to fix), or "". */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** The item read, or the attributes the write returned, in DynamoDB JSON. */
    public ReadOnlyStringProperty resultJsonProperty() {
        return resultJson.getReadOnlyProperty();
    }

    /** Busy, summary, error and history of this tab's runs. */
    public Runs runs() {
        return runs;
    }

    public Command runCommand() {
        return run;
    }

    public Optional<ItemRequest> request() {
        return Optional.ofNullable(request);
    }

    public String cliCommand() {
        return CliInputJson.command(kind.get().cliName(), json.get());
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
        try {
            TableDesign design = describe.apply(table.get() == null ? "" : table.get())
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

    /** What a run answered: the item or returned attributes, if any, and how long it took. */
    private record Answer(Optional<Item> item, long millis) {
        String summary(ItemKind kind) {
            String what = kind == ItemKind.GET ? (item.isPresent() ? "1 item" : "no item with that key")
                    : item.isPresent() ? "done, returned " + item.get().attributes().size() + " attributes" : "done";
            return what + " · " + millis + " ms";
        }
    }

    private void runRequest() {
        ItemRequest r = request;
        ItemKind k = kind.get();
        runs.start("Running " + k.cliName(), k.cliName(), "", json.get(), progress -> {
            // Opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
            Gateway g = gateway.get();
            long t0 = System.nanoTime();
            Optional<Item> item = answer(g, r);
            return new Answer(item, (System.nanoTime() - t0) / 1_000_000);
        }, a -> a.summary(k), a -> resultJson.set(a.item().map(i -> ItemsJson.render(List.of(i))).orElse("")));
    }

    private static Optional<Item> answer(Gateway g, ItemRequest r) {
        if (r instanceof ItemRequest.Get get) {
            return g.getItem(get.request());
        }
        WriteResult w;
        if (r instanceof ItemRequest.Put p) {
            w = g.putItem(p.request());
        } else if (r instanceof ItemRequest.Update u) {
            w = g.updateItem(u.request());
        } else {
            w = g.deleteItem(((ItemRequest.Delete) r).request());
        }
        return w.attributes();
    }
}
