package dev.tablewright.cli;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code run REQUEST.json --operation OP (--model FILE | --endpoint URL)}: one request in the AWS CLI's
 * {@code --cli-input-json} shape, on the Sandbox over a model's sample data or on a live endpoint;
 * printed as query prints. A write prints the item its ReturnValues asked for, if any.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run one request written as the AWS CLI takes it (--cli-input-json) on a model's sample data",
                "(--model FILE, the Sandbox) or on a live endpoint (--endpoint URL).",
                "Exit code: 0 answered, 1 DynamoDB refused the request, 2 bad arguments, request or model."})
final class RunCommand implements Callable<Integer> {
    @Parameters(paramLabel = "REQUEST", description = "a request file (.json), or - for standard input")
    String request;

    @Option(names = {"-o", "--operation"}, required = true, paramLabel = "OP", converter = Operation.Parser.class,
            description = "query, scan, get-item, put-item, update-item or delete-item")
    Operation operation;

    @Option(names = {"-m", "--model"}, paramLabel = "FILE", description = "a model file: run on its sample data (the Sandbox)")
    Path model;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE}); csv writes the count to stderr")
    PivotCommand.OutputFormat format;

    @Spec
    CommandSpec spec;

    /** The AWS CLI's names of the operations. */
    enum Operation {
        query, scan, get_item, put_item, update_item, delete_item;

        String cliName() {
            return name().replace('_', '-');
        }

        static final class Parser implements ITypeConverter<Operation> {
            @Override
            public Operation convert(String value) {
                for (Operation o : values()) {
                    if (o.cliName().equals(value)) {
                        return o;
                    }
                }
                throw new TypeConversionException("expected query, scan, get-item, put-item, update-item or delete-item,"
                        + " found '" + value + "'");
            }
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
        try (Target target = Target.open(model, live, err)) {
            if (target == null) {
                return ExitCodes.UNREADABLE;
            }
            RunRequest r = RunRequest.parse(json, operation.cliName());
            TableDesign t = target.table(r.table());
            String index = null;
            Page page = switch (operation) {
                case query -> target.gateway().query(r.query());
                case scan -> target.gateway().scan(r.scan());
                case get_item -> target.gateway().read(new PatternRequest.Get(r.getItem()));
                case put_item -> written(target.gateway().putItem(r.putItem()));
                case update_item -> written(target.gateway().updateItem(r.updateItem()));
                case delete_item -> written(target.gateway().deleteItem(r.deleteItem()));
            };
            if (operation == Operation.query) {
                index = r.query().index();
            } else if (operation == Operation.scan) {
                index = r.scan().index();
            }
            String title = t.name() + (index == null ? "" : " · " + index) + " · " + operation.cliName();
            Results.print(out, err, format, title, t, Results.keysOf(t, index), page);
            return ExitCodes.OK;
        } catch (DynamoException e) {
            err.println(e.errorCode() + ": " + e.getMessage());
            return ExitCodes.ERRORS;
        } catch (IllegalArgumentException e) {
            err.println("tablewright run: " + request + ": " + e.getMessage());
            return ExitCodes.USAGE;
        }
    }

    /** The attributes a write returned (ReturnValues), as a page of zero or one item. */
    private static Page written(WriteResult result) {
        List<Item> items = result.attributes().map(List::of).orElse(List.of());
        return new Page(items, items.size(), items.size(), null);
    }
}
