package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.multi.MultiAnswer;
import dev.tablewright.operation.multi.MultiRequests;
import dev.tablewright.operation.multi.MultiRowForm;
import dev.tablewright.operation.multi.MultiRowKind;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.pivot.GridSnapshot;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The "Batch & transactions" tab: a BatchGet, BatchWrite, TransactGet or TransactWrite built from
 * rows (table, kind, typed key, item, update actions, conditions, projection), shown as the CLI's
 * JSON and editable there (read back into the rows where they can say the same, else run as written);
 * DynamoDB's limits checked before anything is sent. Runs on the tab's connection through the
 * TaskRunner: the items read as a grid per table and as DynamoDB JSON; for writes what was left
 * unprocessed, with a command to retry it; a cancelled transaction's reasons next to their rows.
 */
public final class MultiOperationViewModel extends OperationTab {
    /** What this tab runs (and recalls from the session's history). */
    static final Set<OperationKind> KINDS = Arrays.stream(MultiOperation.values()).map(MultiOperation::kind).collect(Collectors.toUnmodifiableSet());

    private final ObjectProperty<MultiOperation> operation = new SimpleObjectProperty<>(MultiOperation.BATCH_GET);
    private final ObservableList<MultiRow> rows = FXCollections.observableArrayList();
    private final BooleanProperty consistentRead = new SimpleBooleanProperty();
    private final StringProperty clientRequestToken = new SimpleStringProperty("");
    private final StringProperty json = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper limit = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper hasUnprocessed = new ReadOnlyBooleanWrapper();
    private final Command retry;
    /** Set off the FX thread by a cancelled transaction, shown on the rows when its error arrives. */
    private final AtomicReference<List<String>> reasons = new AtomicReference<>(List.of());
    private MultiItemRequest<?> request;
    private MultiItemRequest<?> unprocessed;
    /** While rows or JSON are set from the other side: their edits are not news. */
    private boolean quiet;

    /** A tab on one gateway, its tables the model's. */
    public MultiOperationViewModel(TaskRunner tasks, Supplier<Gateway> gateway, Supplier<DataModel> model) {
        this(TabConnection.fixed(tasks, gateway, TableCatalog.of(model)));
    }

    /** @param tab the tab's connection: its runner, gateway and tables */
    public MultiOperationViewModel(TabConnection tab) {
        super(KINDS, tab);
        retry = new Command(hasUnprocessed, runs.busyProperty(), this::retryUnprocessed);
        operation.addListener((o, a, b) -> operationChosen());
        consistentRead.addListener(o -> rebuild());
        clientRequestToken.addListener(o -> rebuild());
        rows.addListener((javafx.collections.ListChangeListener<MultiRow>) c -> rebuild());
        json.addListener((o, a, b) -> jsonEdited());
        runs.errorProperty().addListener((o, a, b) -> showReasons());
        // A live connection lists its tables later: rows on no table (or one it lacks) take the first.
        tables.addListener((javafx.collections.ListChangeListener<String>) c -> rows.stream()
                .filter(r -> !tables.contains(r.tableProperty().get()))
                .forEach(r -> r.tableProperty().set(tables.isEmpty() ? "" : tables.get(0))));
        addRow();
    }

    public ObjectProperty<MultiOperation> operationProperty() {
        return operation;
    }

    public ObservableList<MultiRow> rows() {
        return rows;
    }

    /** A BatchGet's ConsistentRead, for every table it reads. */
    public BooleanProperty consistentReadProperty() {
        return consistentRead;
    }

    /** A TransactWrite's idempotency token; blank for none. */
    public StringProperty clientRequestTokenProperty() {
        return clientRequestToken;
    }

    /** The request as the CLI's --cli-input-json; editable: an edit flows back into the rows where it can. */
    public StringProperty jsonProperty() {
        return json;
    }

    /** "3 of 25 put or delete requests at most": the operation's limit and where the request stands. */
    public ReadOnlyStringProperty limitProperty() {
        return limit.getReadOnlyProperty();
    }

    /** Sends again what the last batch left unprocessed (keys of a BatchGet, requests of a BatchWrite). */
    public Command retryUnprocessedCommand() {
        return retry;
    }

    public Optional<MultiItemRequest<?>> request() {
        return Optional.ofNullable(request);
    }

    public String cliCommand() {
        return cliCommand(operation.get().kind(), json.get());
    }

    /** A new row of the operation's first kind, on the last row's table (or the first table). */
    public void addRow() {
        String table = rows.isEmpty() ? (tables.isEmpty() ? "" : tables.get(0))
                : rows.get(rows.size() - 1).tableProperty().get();
        rows.add(row(MultiRowForm.of(MultiRowKind.of(operation.get()).get(0), table, List.of())));
    }

    public void removeRow(int index) {
        rows.remove(index);
    }

    /** A copy of the row right after it: the usual start of a second key on the same table. */
    public void duplicateRow(int index) {
        rows.add(index + 1, row(rows.get(index).form()));
    }

    /** Moves the row up (-1) or down (+1); order matters to a transaction's reasons and to the JSON. */
    public void moveRow(int index, int by) {
        int to = index + by;
        if (to >= 0 && to < rows.size()) {
            MultiRow r = rows.remove(index);
            rows.add(to, r);
        }
    }

    /** Brings a run of the history back: its operation and JSON. */
    @Override
    public void recall(HistoryEntry entry) {
        for (MultiOperation o : MultiOperation.values()) {
            if (o.cliName().equals(entry.operation())) {
                operation.set(o);
            }
        }
        json.set(entry.json());
    }

    private MultiRow row(MultiRowForm form) {
        return new MultiRow(describe, tab::describe, this::rebuild, form);
    }

    private void operationChosen() {
        List<MultiRowKind> kinds = MultiRowKind.of(operation.get());
        quiet = true;
        try {
            rows.stream().filter(r -> !kinds.contains(r.kindProperty().get()))
                    .forEach(r -> r.kindProperty().set(kinds.get(0)));
        } finally {
            quiet = false;
        }
        rebuild();
    }

    private List<MultiRowForm> forms() {
        return rows.stream().map(MultiRow::form).toList();
    }

    /** The rows changed: build the request again and show it as JSON. */
    private void rebuild() {
        if (quiet) {
            return;
        }
        rows.forEach(r -> r.setReason(""));
        MultiOperation op = operation.get();
        limit.set(rows.size() + (rows.size() == 1 ? " row · " : " rows · ") + op + " takes " + op.limitText());
        try {
            request = MultiRequests.build(op, forms(), describe, consistentRead.get(), clientRequestToken.get());
            limit.set(request.size() + " of " + op.limitText());
            quiet = true;
            try {
                json.set(CliInputJson.multi(request));
            } finally {
                quiet = false;
            }
            note.set("");
        } catch (IllegalArgumentException e) {
            request = null;
            note.set(e.getMessage());
        }
        hasRequest.set(request != null);
    }

    /** The JSON was edited: read it, and back into the rows where they can say the same. */
    private void jsonEdited() {
        if (quiet) {
            return;
        }
        MultiOperation op = operation.get();
        try {
            MultiItemRequest<?> parsed = CliInputJson.parseMulti(op, json.get());
            Optional<List<MultiRowForm>> back = MultiRequests.rows(parsed, describe);
            quiet = true;
            try {
                back.ifPresent(forms -> rows.setAll(forms.stream().map(this::row).toList()));
                if (parsed instanceof TransactWriteRequest t) {
                    clientRequestToken.set(t.clientRequestToken());
                }
                if (parsed instanceof BatchGetRequest b) {
                    consistentRead.set(b.tables().values().stream().anyMatch(BatchGetRequest.TableKeys::consistentRead));
                }
            } finally {
                quiet = false;
            }
            limit.set(parsed.size() + " of " + op.limitText());
            request = parsed.withinLimit();
            note.set(back.isPresent() ? "" : "The rows cannot show this request (a condition, an update expression, "
                    + "a nested projection or a table the connection does not list): it runs as written.");
        } catch (IllegalArgumentException e) {
            request = null;
            note.set(e.getMessage());
        }
        hasRequest.set(request != null);
    }

    /** What a run answered, and how long it took. */
    private record Ran(MultiAnswer answer, long millis) {
        String summary() {
            return answer.summary(millis);
        }
    }

    @Override
    protected void runRequest() {
        MultiItemRequest<?> r = request;
        String over = r.kind().overLimit(r.size());
        if (!over.isEmpty()) {
            note.set(over); // never sent: DynamoDB would refuse it whole
            return;
        }
        start(r, "");
    }

    private void retryUnprocessed() {
        start(unprocessed, "unprocessed");
    }

    private void start(MultiItemRequest<?> r, String what) {
        Map<String, TableDesign> designs = new LinkedHashMap<>();
        rows.forEach(row -> describe.apply(row.tableProperty().get()).ifPresent(t -> designs.put(t.name(), t)));
        reasons.set(List.of());
        rows.forEach(row -> row.setReason(""));
        runs.start("Running " + r.kind().cliName(), r.kind().cliName(), what, CliInputJson.multi(r), progress -> {
            // Opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
            Gateway g = gateway.get();
            long t0 = System.nanoTime();
            try {
                MultiAnswer answer = MultiAnswer.send(g, r);
                return new Ran(answer, (System.nanoTime() - t0) / 1_000_000);
            } catch (DynamoException e) {
                reasons.set(e.cancellationReasons());
                throw e;
            }
        }, Ran::summary, ran -> shown(ran.answer(), designs));
    }

    private void shown(MultiAnswer a, Map<String, TableDesign> designs) {
        unprocessed = a.unprocessed();
        hasUnprocessed.set(unprocessed != null);
        Map<String, GridSnapshot> byTable = new LinkedHashMap<>();
        List<Item> all = new ArrayList<>();
        a.items().forEach((table, items) -> {
            all.addAll(items);
            TableDesign t = designs.get(table);
            if (t != null && !items.isEmpty()) {
                byTable.put(table, GridSnapshot.of(t, null, PivotLayout.ofResult(t.name(), t, t.keySchema(), items)));
            }
        });
        results.show(byTable, all.isEmpty() ? "" : ItemsJson.render(all));
    }

    /** A cancelled transaction: each row gets DynamoDB's reason for its action. */
    private void showReasons() {
        List<String> codes = reasons.getAndSet(List.of());
        for (int i = 0; i < codes.size() && i < rows.size(); i++) {
            rows.get(i).setReason(codes.get(i));
        }
    }

    /** Opens a saved batch or transaction: its operation and request, as if typed into the JSON. */
    @Override
    public void open(SavedOperation op) {
        recall(HistoryEntry.of(op));
    }

    @Override
    protected Optional<SavedOperation> savable() {
        return request == null ? Optional.empty()
                : Optional.of(new SavedOperation("", operation.get().cliName(), json.get(), ""));
    }
}
