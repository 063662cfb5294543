package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.format.request.ItemsExport;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.read.ReadForm;
import dev.tablewright.operation.read.ReadFormParser;
import dev.tablewright.operation.read.ReadRuns;
import dev.tablewright.operation.read.ReadKind;
import dev.tablewright.operation.read.ReadRequests;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.operation.run.PageReads;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.Work;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One operation tab: the Query/Scan form, the request as the AWS CLI's JSON (editable; an edit the
 * form can hold flows back into it), and runs on the tab's connection through the TaskRunner: a
 * page, the next page, or all pages (at most {@link #SHOWN_CAP} items kept), exports of all pages,
 * and the session's history.
 */
public final class OperationViewModel extends OperationTab {
    /** What this tab runs (and recalls from the session's history). */
    static final Set<OperationKind> KINDS = Set.of(OperationKind.QUERY, OperationKind.SCAN);

    /** All pages stops keeping items here, so a huge table cannot exhaust memory. */
    public static final int SHOWN_CAP = 100_000;

    private final ReadFormViewModel form;
    private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper();
    private final Command next;
    private final Command all;
    private final PatternComparison comparison;
    private final Supplier<DataModel> model;
    private PatternRequest.Read request;
    private Map<String, AttributeValue> nextKey;
    private boolean fromJson;

    /** A tab on one gateway, its tables the model's. */
    public OperationViewModel(TaskRunner tasks, Supplier<Gateway> gateway, Supplier<DataModel> model) {
        this(TabConnection.fixed(tasks, gateway, TableCatalog.of(model)), model);
    }

    /**
     * @param tab   the tab's connection: its runner, gateway and tables
     * @param model the open model: the Sandbox that access patterns are compared against runs on it
     */
    public OperationViewModel(TabConnection tab, Supplier<DataModel> model) {
        super(KINDS, tab);
        TaskRunner tasks = tab.tasks();
        this.model = model;
        this.comparison = new PatternComparison(tasks);
        this.form = new ReadFormViewModel(tab);
        var busy = runs.busyProperty();
        next = new Command(Bindings.createBooleanBinding(() -> hasNext.get() && hasRequest.get(), hasNext, hasRequest),
                busy, this::runNextPage);
        all = new Command(hasRequest, busy, this::runAllPages);
        form.onChange(this::formChanged);
        formChanged();
    }

    public ReadFormViewModel form() {
        return form;
    }

    /** The request as {@code --cli-input-json} takes it. */
    public ReadOnlyStringProperty jsonProperty() {
        return json.getReadOnlyProperty();
    }

    public Command nextPageCommand() {
        return next;
    }

    public Command allPagesCommand() {
        return all;
    }

    /** The request the tab runs now, if the form or the JSON holds one. */
    public Optional<PatternRequest.Read> request() {
        return Optional.ofNullable(request);
    }

    /** The shell command that runs the request: {@code aws dynamodb query --cli-input-json '…'}. */
    public String cliCommand() {
        return cliCommand(request instanceof PatternRequest.Get ? OperationKind.GET_ITEM
                : form.kindProperty().get().kind(), json.get());
    }

    /**
     * The user edited the JSON: a request that parses becomes the one to run, and fills the form when
     * the form can say the same; otherwise the note says why.
     */
    public void editJson(String text) {
        json.set(text);
        TableDesign table = form.tableDesign().orElse(null);
        try {
            PatternRequest.Read parsed = form.kindProperty().get() == ReadKind.QUERY
                    ? new PatternRequest.Query(CliInputJson.parseQuery(text))
                    : new PatternRequest.Scan(CliInputJson.parseScan(text));
            setRequest(parsed);
            Optional<ReadForm> back = table == null ? Optional.empty() : formOf(parsed);
            if (back.isPresent()) {
                fromJson = true;
                try {
                    form.show(back.get());
                } finally {
                    fromJson = false;
                }
                note.set("");
            } else {
                note.set("edited as JSON: the form cannot show this request; it runs as written");
            }
        } catch (IllegalArgumentException e) {
            setRequest(null);
            note.set("the JSON is not a " + form.kindProperty().get().cliName() + " request: " + e.getMessage());
        }
    }

    /** Brings a run of the history back into the tab. */
    @Override
    public void recall(HistoryEntry entry) {
        for (ReadKind kind : ReadKind.values()) {
            if (kind.cliName().equals(entry.operation())) {
                form.kindProperty().set(kind);
                editJson(entry.json());
            }
        }
    }

    /** Exports every page of the request to {@code target}, written atomically. */
    public void export(Path target, ItemsExport.Format format) {
        PatternRequest.Read r = request;
        List<String> columns = ReadRuns.exportColumns(form.tableDesign().orElse(null));
        // The gateway is opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
        start("Exporting to " + target.getFileName(), progress -> new RunResult(null, null,
                ReadRuns.export(gateway.get(), r, target, format, columns, progress), null), "export " + format.extension());
    }

    private Optional<ReadForm> formOf(PatternRequest.Read parsed) {
        return form.tableDesign().flatMap(t -> ReadFormParser.parse(parsed, t));
    }

    private void formChanged() {
        if (fromJson) {
            return;
        }
        try {
            TableDesign table = form.tableDesign()
                    .orElseThrow(() -> new IllegalArgumentException("choose a table"));
            setRequest(ReadRequests.build(form.form(), table));
            json.set(text(request));
            note.set("");
        } catch (IllegalArgumentException e) {
            setRequest(null);
            note.set(e.getMessage());
        }
    }

    private void setRequest(PatternRequest.Read r) {
        request = r;
        hasRequest.set(r != null);
        hasNext.set(false);
        nextKey = null;
    }

    private static String text(PatternRequest.Read r) {
        if (r instanceof PatternRequest.Get g) {
            return CliInputJson.getItem(g.request());
        }
        return r instanceof PatternRequest.Query q ? CliInputJson.query(q.request())
                : CliInputJson.scan(((PatternRequest.Scan) r).request());
    }

    /**
     * The model's design of the chosen table: access patterns belong to the design, so a tab on a live
     * connection (whose DescribeTable knows only keys and indexes) still offers and compares them.
     */
    private Optional<TableDesign> designed() {
        String name = form.tableProperty().get();
        DataModel m = model.get();
        return name == null || m == null ? Optional.empty() : m.table(name);
    }

    /** The access patterns of the chosen table that read (GetItem, Query, Scan): the ones a tab runs. */
    public List<AccessPattern> patterns() {
        return designed().map(t -> t.accessPatterns().stream()
                .filter(p -> p.operation() == OperationKind.GET_ITEM || p.operation() == OperationKind.QUERY
                        || p.operation() == OperationKind.SCAN).toList()).orElse(List.of());
    }

    /**
     * Makes the request of {@code pattern} with {@code parameters} (over its sample values) the
     * tab's request: a Query or Scan fills the form, a GetItem shows as its JSON.
     *
     * @return why it cannot, for the user, or empty
     */
    public Optional<String> usePattern(AccessPattern pattern, Map<String, String> parameters) {
        TableDesign table = designed().orElse(null);
        if (table == null) {
            return Optional.of("choose a table");
        }
        PatternRequest.Read read;
        try {
            read = PatternRequest.of(table, pattern, parameters);
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        if (read instanceof PatternRequest.Get) {
            setRequest(read);
            json.set(text(read));
            note.set("GetItem of '" + pattern.name() + "': run it as written");
            return Optional.empty();
        }
        form.kindProperty().set(read instanceof PatternRequest.Query ? ReadKind.QUERY : ReadKind.SCAN);
        editJson(text(read));
        return Optional.empty();
    }

    /**
     * Runs an access pattern on the Sandbox (the model's sample data) and on the tab's connection,
     * off the FX thread, and says in {@link #comparisonProperty()} whether they returned the same items
     * in the same order, and where not.
     */
    public void comparePattern(AccessPattern pattern, Map<String, String> parameters) {
        comparison.compare(designed().orElse(null), pattern, parameters, model.get(), gateway);
    }

    /** The last comparison, side by side (its rows, the two sides' names). */
    PatternComparison comparison() {
        return comparison;
    }

    /** The last comparison of an access pattern on the Sandbox and the tab's connection, or "". */
    public ReadOnlyStringProperty comparisonProperty() {
        return comparison.textProperty();
    }

    @Override
    protected void runRequest() {
        runPage(request, "run");
    }

    private void runNextPage() {
        runPage(PageReads.from(request, nextKey), "next page");
    }

    private void runPage(PatternRequest.Read r, String what) {
        TableDesign table = form.tableDesign().orElseThrow();
        // The gateway is opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
        start("Running " + what, progress -> shown(table, r, ReadRuns.page(gateway.get(), r)), what);
    }

    private void runAllPages() {
        TableDesign table = form.tableDesign().orElseThrow();
        PatternRequest.Read r = request;
        start("Reading all pages", progress -> shown(table, r, ReadRuns.allPages(gateway.get(), r, progress, SHOWN_CAP)),
                "all pages");
    }

    private void start(String title, Work<RunResult> work, String what) {
        String verb = request instanceof PatternRequest.Get ? OperationKind.GET_ITEM.cliName() : form.kindProperty().get().cliName();
        runs.start(title, verb, what, json.get(), work, RunResult::summary, result -> {
            if (result.grid() != null) {
                results.show(result.grid(), result.json());
                nextKey = result.nextKey();
                hasNext.set(nextKey != null);
            }
        });
    }

    private static RunResult shown(TableDesign table, PatternRequest.Read r, ReadRuns.Read read) {
        String index = r instanceof PatternRequest.Query q ? q.request().index()
                : r instanceof PatternRequest.Scan s ? s.request().index() : null;
        return new RunResult(ResultItems.grid(table.name(), table, index, read.items()),
                ResultItems.json(read.items(), "; export writes them all"), read.line(), read.nextKey());
    }

    /** Opens a saved Query or Scan: its request as if typed into the JSON. */
    @Override
    public void open(SavedOperation op) {
        recall(HistoryEntry.of(op));
    }

    @Override
    protected Optional<SavedOperation> savable() {
        return request().map(r -> new SavedOperation("", r instanceof PatternRequest.Get ? OperationKind.GET_ITEM.cliName()
                : form.kindProperty().get().cliName(), json.get(), ""));
    }
}
