package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.partiql.Parser;
import dev.tablewright.engine.partiql.Statement;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.format.workbench.SavedRequests;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.pivot.GridSnapshot;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One PartiQL tab: a statement, its {@code ?} parameters as a DynamoDB JSON array and a Limit, run
 * as ExecuteStatement on the tab's connection through the TaskRunner, page by page (nextToken).
 * A SELECT's items show pivoted with the design of the statement's table when the model (or the
 * connection) knows it, else as plain columns; and as DynamoDB JSON.
 */
public final class PartiqlViewModel extends OperationTab {
    /** What this tab runs (and recalls from the session's history). */
    static final Set<OperationKind> KINDS = Set.of(OperationKind.EXECUTE_STATEMENT);

    private final Supplier<DataModel> model;
    private final StringProperty statement = new SimpleStringProperty("");
    private final StringProperty parameters = new SimpleStringProperty("");
    private final StringProperty limit = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper();
    private final Command next;
    /** The request of the last page shown, so Next page asks for the same statement. */
    private ExecuteStatementRequest last;

    /** A tab on one gateway. */
    public PartiqlViewModel(TaskRunner tasks, Supplier<Gateway> gateway, Supplier<DataModel> model) {
        this(TabConnection.fixed(tasks, gateway, TableCatalog.of(model)), model);
    }

    /**
     * @param tab   the tab's connection: its runner and gateway
     * @param model the open model, whose designs show a statement's items pivoted
     */
    public PartiqlViewModel(TabConnection tab, Supplier<DataModel> model) {
        super(KINDS, tab);
        this.model = model;
        var busy = runs.busyProperty();
        hasRequest.bind(Bindings.createBooleanBinding(() -> !statement.get().isBlank(), statement));
        next = new Command(hasNext, busy, this::runNextPage);
        // A changed statement is a new request: its next page is not the old one's.
        statement.addListener((o, a, b) -> forgetNext());
        parameters.addListener((o, a, b) -> forgetNext());
        limit.addListener((o, a, b) -> forgetNext());
    }

    public StringProperty statementProperty() {
        return statement;
    }

    /** The values of the statement's {@code ?}, as a DynamoDB JSON array; blank for none. */
    public StringProperty parametersProperty() {
        return parameters;
    }

    /** Items to read per page (before the WHERE filter); blank for DynamoDB's default. */
    public StringProperty limitProperty() {
        return limit;
    }

    public Command nextPageCommand() {
        return next;
    }

    /** Brings a run of the history back: its statement (the history keeps the statement text). */
    @Override
    public void recall(HistoryEntry entry) {
        statement.set(entry.json());
    }

    private void forgetNext() {
        last = null;
        hasNext.set(false);
    }

    @Override
    protected void runRequest() {
        String text = statement.get();
        String params = parameters.get();
        String max = limit.get();
        start("run", () -> new ExecuteStatementRequest(text, RequestJson.parameters(params), limit(max), null, false));
    }

    private void runNextPage() {
        ExecuteStatementRequest previous = last;
        start("next page", () -> previous);
    }

    private void start(String what, Supplier<ExecuteStatementRequest> request) {
        DataModel designs = model.get();
        runs.start("Running PartiQL " + what, OperationKind.EXECUTE_STATEMENT.cliName(), what, statement.get(), progress -> {
            ExecuteStatementRequest r = request.get(); // bad parameters or Limit fail the run in one line
            // Opened (or reopened) off the FX thread: a started DynamoDB Local takes seconds.
            Gateway g = gateway.get();
            long t0 = System.nanoTime();
            ExecuteStatementResult result = g.executeStatement(r);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            Optional<Statement> parsed = parsed(r.statement());
            boolean write = parsed.isPresent() && !(parsed.get() instanceof Statement.Select);
            // ExecuteStatement's result carries no consumed capacity: the line leaves it out.
            String summary = ResultLine.request(write && result.items().isEmpty() ? "done"
                    : ResultLine.items(result.items().size()), null, ms) + (result.hasMore() ? " · more pages" : "")
                    + ResultLine.stream(result.stream());
            TableDesign table = parsed.flatMap(s -> design(s.table(), designs, g)).orElse(null);
            return new Shown(ResultItems.grid(parsed.map(Statement::table).orElse("result"), table, null,
                    result.items()), ResultItems.json(result.items(), ""), summary,
                    result.hasMore() ? r.withNextToken(result.nextToken()) : null);
        }, Shown::summary, shown -> {
            results.show(shown.grid(), shown.json());
            last = shown.next();
            hasNext.set(last != null);
        });
    }

    /** What a run shows, computed off the FX thread; {@code next} asks for the next page, or is null. */
    private record Shown(GridSnapshot grid, String json, String summary, ExecuteStatementRequest next) {
    }

    private static Integer limit(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            int n = Integer.parseInt(text.strip());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("Limit: expected a whole number of at least 1, found '" + text.strip() + "'");
    }

    /** The statement as the Sandbox reads it; empty beyond its subset (a real endpoint may still run it). */
    private static Optional<Statement> parsed(String text) {
        try {
            return Optional.of(Parser.parse(text));
        } catch (DynamoException e) {
            return Optional.empty();
        }
    }

    /**
     * The table's design: the model's, else what the connection describes (keys and indexes only);
     * empty when neither knows it, or describing is refused (the statement ran: its items still show).
     */
    private static Optional<TableDesign> design(String table, DataModel designs, Gateway g) {
        Optional<TableDesign> known = designs == null ? Optional.empty() : designs.table(table);
        if (known.isPresent()) {
            return known;
        }
        try {
            return g.describeTable(table);
        } catch (DynamoException e) {
            return Optional.empty();
        }
    }

    /** Opens a saved ExecuteStatement: its statement, parameters and Limit. */
    @Override
    public void open(SavedOperation op) {
        SavedRequests.Statement parts = SavedRequests.statement(op.request());
        statement.set(parts.statement());
        parameters.set(parts.parameters());
        limit.set(parts.limit());
    }

    @Override
    protected Optional<SavedOperation> savable() {
        return SavedRequests.executeStatement(new SavedRequests.Statement(statement.get(), parameters.get(), limit.get()))
                .map(json -> new SavedOperation("", OperationKind.EXECUTE_STATEMENT.cliName(), json, ""));
    }
}
