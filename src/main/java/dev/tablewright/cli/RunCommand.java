package dev.tablewright.cli;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.ReadOnlyGateway;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;

/**
 * {@code run REQUEST.json --operation OP (--model FILE | --endpoint URL)}: one request in the AWS CLI's
 * {@code --cli-input-json} shape, on the Sandbox over a model's sample data or on a live endpoint;
 * printed as query prints. A write prints the item its ReturnValues asked for, if any. The four
 * multi-item operations run through {@link MultiRun}.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run one request written as the AWS CLI takes it (--cli-input-json) on a model's sample data",
                "(--model FILE, the Sandbox) or on a live endpoint (--endpoint URL).",
                "Exit code: 0 answered, 1 DynamoDB refused the request, 2 bad arguments, request or model."})
final class RunCommand implements Callable<Integer> {
    @Parameters(paramLabel = "REQUEST", description = "a request file (.json), or - for standard input")
    String request;

    @Option(names = {"-o", "--operation"}, required = true, paramLabel = "OP", converter = Operations.class,
            description = "query, scan, get-item, put-item, update-item, delete-item, batch-get-item, batch-write-item,"
                    + " transact-get-items or transact-write-items")
    OperationKind operation;

    @Option(names = {"-m", "--model"}, paramLabel = "FILE", description = "a model file: run on its sample data (the Sandbox)")
    Path model;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Option(names = "--read-only", description = "refuse every write before anything is sent (as a read-only connection)")
    boolean readOnly;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE}); csv writes the count to stderr")
    PivotCommand.OutputFormat format;

    @Spec
    CommandSpec spec;

    /** The operations run takes, by the AWS CLI's names: all but PartiQL's. */
    static final class Operations implements ITypeConverter<OperationKind> {
        static final List<OperationKind> TAKEN = java.util.Arrays.stream(OperationKind.values())
                .filter(k -> k != OperationKind.EXECUTE_STATEMENT).toList();

        @Override
        public OperationKind convert(String value) {
            return OperationKind.ofCliName(value).filter(TAKEN::contains).orElseThrow(() -> new TypeConversionException(
                    "expected one of " + TAKEN.stream().map(OperationKind::cliName)
                            .collect(java.util.stream.Collectors.joining(", ")) + "; found '" + value + "'"));
        }
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
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
        if (operation.isMultiItem()) {
            return CommandOutcome.of("run", err, () -> {
                MultiItemRequest<?> multi = parseMulti(json);
                try (Target target = Target.open(model, live, err)) {
                    if (target == null) {
                        return ExitCodes.UNREADABLE;
                    }
                    return new MultiRun(gateway(target), target::table, format, out, err, BatchWriteRetries.standard())
                            .run(multi);
                }
            });
        }
        return CommandOutcome.of("run", err, () -> {
            Prepared prepared = prepare(json);
            try (Target target = Target.open(model, live, err)) {
                if (target == null) {
                    return ExitCodes.UNREADABLE;
                }
                TableDesign t = target.table(prepared.table());
                Page page = prepared.send().apply(gateway(target));
                String title = t.name() + (prepared.index() == null ? "" : " · " + prepared.index()) + " · "
                        + operation.cliName();
                Results.print(out, err, format, title, t, Results.keysOf(t, prepared.index()), page);
                return ExitCodes.OK;
            }
        });
    }

    /** The target's gateway; with --read-only, one that refuses every write before it is sent. */
    private Gateway gateway(Target target) {
        return readOnly ? new ReadOnlyGateway(target.gateway()) : target.gateway();
    }

    private MultiItemRequest<?> parseMulti(String json) {
        try {
            return CliInputJson.parseMulti(MultiOperation.of(operation), json);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(request + ": " + e.getMessage(), e);
        }
    }

    /** The request read from the file, ready to send; what is wrong in it is told with the file's name. */
    private record Prepared(String table, String index, Function<Gateway, Page> send) {
    }

    private Prepared prepare(String json) {
        try {
            return switch (operation) {
                case QUERY -> {
                    QueryRequest q = CliInputJson.parseQuery(json);
                    yield new Prepared(q.table(), q.index(), g -> g.query(q));
                }
                case SCAN -> {
                    ScanRequest q = CliInputJson.parseScan(json);
                    yield new Prepared(q.table(), q.index(), g -> g.scan(q));
                }
                case GET_ITEM -> {
                    GetItemRequest q = CliInputJson.parseGetItem(json);
                    yield new Prepared(q.table(), null, g -> g.read(new PatternRequest.Get(q)));
                }
                case PUT_ITEM -> {
                    PutItemRequest q = CliInputJson.parsePutItem(json);
                    yield new Prepared(q.table(), null, g -> written(g.putItem(q)));
                }
                case UPDATE_ITEM -> {
                    UpdateItemRequest q = CliInputJson.parseUpdateItem(json);
                    yield new Prepared(q.table(), null, g -> written(g.updateItem(q)));
                }
                case DELETE_ITEM -> {
                    DeleteItemRequest q = CliInputJson.parseDeleteItem(json);
                    yield new Prepared(q.table(), null, g -> written(g.deleteItem(q)));
                }
                case BATCH_GET_ITEM, BATCH_WRITE_ITEM, TRANSACT_GET_ITEMS, TRANSACT_WRITE_ITEMS ->
                        throw new IllegalStateException(operation + " runs through MultiRun");
                case EXECUTE_STATEMENT -> throw new IllegalStateException("run does not take " + operation.cliName());
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(request + ": " + e.getMessage(), e);
        }
    }

    /** The attributes a write returned (ReturnValues), as a page of zero or one item. */
    private static Page written(WriteResult result) {
        List<Item> items = result.attributes().map(List::of).orElse(List.of());
        return new Page(items, items.size(), items.size(), null);
    }
}
