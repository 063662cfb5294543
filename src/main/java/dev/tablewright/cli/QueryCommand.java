package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.pivot.PivotJson;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code query MODEL …}: one Query (or an access pattern's Get/Query/Scan) on the model's sample data
 * in the Sandbox — the engine that behaves as DynamoDB does — or, with {@code --endpoint URL}, on a
 * live table (its keys from DescribeTable; the model, if given, lends its access patterns).
 */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = {"Run a Query, or an access pattern, on a model's sample data (the Sandbox engine),",
                "or on a live table with --endpoint URL.",
                "Prints the items, then their count and the LastEvaluatedKey if the result has more.",
                "Exit code: 0 answered, 1 DynamoDB refused the request, 2 bad arguments or unreadable model."})
final class QueryCommand extends CliCommand implements LiveCommand {
    @Parameters(paramLabel = "MODEL", arity = "0..1",
            description = "a model file (.json); with --endpoint, needed only for --pattern")
    Path file;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    What what;

    static final class What {
        @Option(names = {"-k", "--key-condition"}, paramLabel = "EXPR", description = "a KeyConditionExpression")
        String keyCondition;

        @Option(names = {"-p", "--pattern"}, paramLabel = "NAME", description = "an access pattern of the table")
        String pattern;
    }

    @Option(names = {"-t", "--table"}, paramLabel = "T", description = "the table (may be left out when the model has one)")
    String table;

    @Option(names = {"-i", "--index"}, paramLabel = "I", description = "a GSI or LSI to query")
    String index;

    @Option(names = "--filter", paramLabel = "EXPR", description = "a FilterExpression")
    String filter;

    @Option(names = "--names", paramLabel = "JSON", description = "ExpressionAttributeNames, e.g. '{\"#s\": \"status\"}'")
    String names;

    @Option(names = "--values", paramLabel = "JSON",
            description = "ExpressionAttributeValues in DynamoDB JSON, e.g. '{\":pk\": {\"S\": \"MOVIE#1\"}}'")
    String values;

    @Option(names = "--limit", paramLabel = "N", description = "items to read (before the filter)")
    Integer limit;

    @Option(names = "--descending", description = "ScanIndexForward=false")
    boolean descending;

    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "a parameter of the access pattern")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text, csv or json (default: ${DEFAULT-VALUE}); csv writes the count to stderr")
    PivotCommand.OutputFormat format;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        String misplaced = misplacedOption();
        if (misplaced != null) {
            err.println("tablewright query: " + misplaced);
            return ExitCodes.USAGE;
        }
        return CommandOutcome.of("query", err, () -> {
            try (Target target = Target.open(file, live, err)) {
                if (target == null) {
                    return ExitCodes.UNREADABLE;
                }
                TableDesign t;
                Page page;
                KeySchema keys;
                String title;
                if (what.pattern != null) {
                    DataModel model = target.model().orElseThrow(() ->
                            new IllegalArgumentException("--pattern needs the MODEL file that holds the access pattern"));
                    Optional<TableDesign> designed = ModelFiles.table(model, table, err);
                    if (designed.isEmpty()) {
                        return ExitCodes.USAGE;
                    }
                    Optional<AccessPattern> p = designed.get().accessPatterns().stream()
                            .filter(a -> a.name().equals(what.pattern)).findFirst();
                    if (p.isEmpty()) {
                        err.println("tablewright query: no access pattern '" + what.pattern + "'; the table has: "
                                + designed.get().accessPatterns().stream().map(AccessPattern::name).collect(Collectors.joining(", ")));
                        return ExitCodes.USAGE;
                    }
                    // A live table answers with its own key schema (DescribeTable); the model lends the request.
                    t = target.table(designed.get().name());
                    keys = Results.keysOf(t, p.get().indexName().orElse(null));
                    title = p.get().name();
                    page = target.gateway().read(PatternRequest.of(designed.get(), p.get(), params));
                } else {
                    t = target.table(table);
                    Expr expr = new Expr(names == null ? Map.of() : RequestJson.names(names),
                            values == null ? Map.of() : RequestJson.values(values));
                    page = target.gateway().query(new QueryRequest(t.name(), index, what.keyCondition, filter, "", expr, limit,
                            !descending, null, null, false));
                    keys = Results.keysOf(t, index);
                    title = t.name() + (index == null ? "" : " · " + index);
                }
                Results.print(out, err, format, title, t, keys, page);
                return ExitCodes.OK;
            }
        });
    }

    /** Options of the other mode are refused rather than silently ignored. */
    private String misplacedOption() {
        if (what.pattern != null) {
            if (index != null || filter != null || names != null || values != null || limit != null || descending) {
                return "--index, --filter, --names, --values, --limit and --descending go with --key-condition;"
                        + " an access pattern brings its own (give its parameters with --param)";
            }
        } else if (!params.isEmpty()) {
            return "--param goes with --pattern; a --key-condition takes its values from --values";
        }
        return null;
    }
}
