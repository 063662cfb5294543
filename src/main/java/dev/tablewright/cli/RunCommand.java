package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.ItemsAnswer;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.TableRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.operation.run.ResultLine;
import dev.tablewright.engine.partiql.Parser;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * {@code run REQUEST.json --operation OP (--model FILE | --endpoint URL)}: one request in the AWS CLI's
 * {@code --cli-input-json} shape, of any operation, on the Sandbox over a model's sample data or on a
 * live endpoint; printed as query prints. A write prints the item its ReturnValues asked for, if any.
 * The request is read by {@link CliInputJson#parse} and sent by {@link Gateway#execute}, so a kind of
 * operation runs here as soon as it has a reader and an answer; the four multi-item operations print
 * through {@link MultiRun}, a vector search through {@link SearchResults} (its scores beside its items).
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run one request written as the AWS CLI takes it (--cli-input-json) on a model's sample data",
                "(--model FILE, the Sandbox) or on a live endpoint (--endpoint URL).",
                "Exit code: 0 answered, 1 DynamoDB refused the request, 2 bad arguments, request or model."})
final class RunCommand extends CliCommand implements LiveCommand {
    @Parameters(paramLabel = "REQUEST", description = "a request file (.json), or - for standard input")
    String request;

    @Option(names = {"-o", "--operation"}, required = true, paramLabel = "OP", converter = Operations.class,
            completionCandidates = Operations.class, description = "${COMPLETION-CANDIDATES}")
    OperationKind operation;

    @Option(names = {"-m", "--model"}, paramLabel = "FILE", description = "a model file: run on its sample data (the Sandbox)")
    Path model;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Option(names = "--read-only", description = "refuse every write before anything is sent (as a read-only connection)")
    boolean readOnly;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE}); csv writes the count to stderr")
    PivotCommand.OutputFormat format;

    /** Every operation, by the AWS CLI's name. */
    static final class Operations implements ITypeConverter<OperationKind>, Iterable<String> {
        @Override
        public OperationKind convert(String value) {
            return OperationKind.ofCliName(value).orElseThrow(() -> new TypeConversionException(
                    "expected one of " + String.join(", ", OperationKind.cliNames()) + "; found '" + value + "'"));
        }

        @Override
        public Iterator<String> iterator() {
            return OperationKind.cliNames().iterator();
        }
    }

    @Override
    protected int run(PrintWriter out, PrintWriter err) throws IOException {
        if (model != null && live.isLive()) {
            err.println("tablewright run: give --model or --endpoint, not both");
            return ExitCodes.USAGE;
        }
        String json;
        try {
            json = request.equals("-") ? new String(System.in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    : Files.readString(Path.of(request));
        } catch (IOException e) {
            err.println("tablewright run: cannot read " + request + ": " + e.getMessage());
            return ExitCodes.UNREADABLE;
        }
        return CommandOutcome.of("run", err, () -> {
            DataRequest<?> parsed = parse(json);
            try (Target target = Target.open(model, live, err)) {
                if (target == null) {
                    return ExitCodes.UNREADABLE;
                }
                Gateway gateway = readOnly ? new ReadOnlyGateway(target.gateway()) : target.gateway();
                if (parsed instanceof MultiItemRequest<?> multi) {
                    return new MultiRun(gateway, target::table, format, out, err).run(multi);
                }
                // The table is known before anything is sent: a statement whose table cannot be told is not run.
                TableDesign t = target.table(table(parsed));
                Object answer = gateway.execute(parsed);
                String index = parsed instanceof TableRequest r ? r.index() : null;
                String title = t.name() + (index == null ? "" : " · " + index) + " · " + operation.cliName();
                if (answer instanceof SearchVectorsResult search) {
                    SearchResults.print(out, err, format, title, t, index, search);
                    String asked = CliInputJson.consumedCapacity(json);
                    if (!asked.equals("NONE")) {
                        (format == PivotCommand.OutputFormat.text ? out : err).println(
                                Returned.searchCapacity(asked, search.consumed()));
                    }
                    out.flush();
                    err.flush();
                    return ExitCodes.OK;
                }
                if (!(answer instanceof ItemsAnswer items)) {
                    throw new IllegalStateException(operation.apiName() + " answers no items to print");
                }
                Results.print(out, err, format, title, t, Results.keysOf(t, index), items.asPage());
                PrintWriter notes = format == PivotCommand.OutputFormat.text ? out : err;
                String asked = CliInputJson.consumedCapacity(json);
                if (!asked.equals("NONE")) {
                    notes.println(Returned.capacity(asked, items.asPage().consumed()));
                }
                if (answer instanceof WriteResult w && asksCollectionMetrics(parsed)) {
                    notes.println(Returned.collectionMetrics(w.collectionMetrics()));
                }
                StreamWrites stream = answer instanceof WriteResult w ? w.stream()
                        : answer instanceof ExecuteStatementResult r ? r.stream() : StreamWrites.NONE;
                if (!stream.isEmpty()) {
                    notes.println(ResultLine.streamText(stream)); // what the Sandbox's stream wrote after it
                }
                out.flush();
                err.flush();
                if (answer instanceof ExecuteStatementResult r && r.hasMore()) {
                    err.println("more pages: NextToken " + r.nextToken());
                }
                return ExitCodes.OK;
            }
        });
    }

    /** Whether the Put, Update or Delete asked ReturnItemCollectionMetrics SIZE. */
    private static boolean asksCollectionMetrics(DataRequest<?> request) {
        if (request instanceof PutItemRequest p) {
            return p.returns().collectionMetrics();
        } else if (request instanceof UpdateItemRequest u) {
            return u.returns().collectionMetrics();
        }
        return request instanceof DeleteItemRequest d && d.returns().collectionMetrics();
    }

    /** The request read from the file; what is wrong in it is told with the file's name. */
    private DataRequest<?> parse(String json) {
        try {
            return CliInputJson.parse(operation, json);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(request + ": " + e.getMessage(), e);
        }
    }

    /** The table the request names, or a PartiQL statement's (as the Sandbox reads it). */
    private String table(DataRequest<?> parsed) {
        if (parsed instanceof TableRequest r) {
            return r.table();
        }
        String statement = ((ExecuteStatementRequest) parsed).statement();
        try {
            return Parser.parse(statement).table();
        } catch (DynamoException e) {
            throw new IllegalArgumentException(request + ": cannot tell the statement's table: " + e.getMessage(), e);
        }
    }
}
