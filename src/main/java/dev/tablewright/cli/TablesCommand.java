package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.aws.sdk.SdkDescribe;
import dev.tablewright.format.KeyText;
import dev.tablewright.format.SettingsSummary;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.TableDesign;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tables [NAME] (--endpoint URL | --model FILE)}: a connection's tables, or one table described:
 * keys (every attribute of a multi-attribute key), GSIs, LSIs, projections, item count, and each setting that
 * differs from DynamoDB's default (TTL, stream, recovery, replicas…).
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = {"List the tables of a live endpoint (--endpoint URL) or of a model (--model FILE);",
                "with a NAME, describe that table: keys, GSIs, LSIs, projections, item count.",
                "Exit code: 0 answered, 1 DynamoDB refused the request, 2 bad arguments or unreadable model."})
final class TablesCommand extends CliCommand implements LiveCommand {
    @Parameters(paramLabel = "NAME", arity = "0..1", description = "a table to describe")
    String name;

    @Option(names = {"-m", "--model"}, paramLabel = "FILE", description = "a model file: its tables, as the Sandbox has them")
    Path model;

    @Mixin
    LiveOptions live = new LiveOptions();

    @Override
    public LiveOptions liveOptions() {
        return live;
    }

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "text",
            description = "text or json (default: ${DEFAULT-VALUE})")
    Format format;

    enum Format { text, json }

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        return CommandOutcome.of("tables", err, () -> {
            try (Target target = Target.open(model, live, err)) {
                if (target == null) {
                    return ExitCodes.UNREADABLE;
                }
                if (name == null) {
                    List<String> names = target.tableNames();
                    if (format == Format.json) {
                        ArrayNode list = Json.array();
                        names.forEach(list::add);
                        out.println(Json.pretty(list));
                    } else {
                        names.forEach(out::println);
                    }
                } else {
                    SdkDescribe.Description d = target.describe(name);
                    out.println(format == Format.json ? Json.pretty(json(d)) : text(d));
                }
                out.flush();
                return ExitCodes.OK;
            }
        });
    }

    static String text(SdkDescribe.Description d) {
        TableDesign t = d.design();
        StringBuilder s = new StringBuilder();
        s.append(t.name()).append("  ").append(String.format("%,d", d.itemCount())).append(d.itemCount() == 1 ? " item" : " items")
                .append(", ").append(KeyText.billing(t.billing()))
                .append(", ").append(d.status()).append(System.lineSeparator());
        s.append("  keys  ").append(KeyText.keys(t.keySchema())).append(System.lineSeparator());
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            s.append("  GSI   ").append(g.name()).append(": ").append(KeyText.keys(g.keys())).append("; ")
                    .append(KeyText.projection(g.projection())).append(System.lineSeparator());
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            s.append("  LSI   ").append(l.name()).append(": ").append(KeyText.keys(l.keySchema(t.keySchema()))).append("; ")
                    .append(KeyText.projection(l.projection())).append(System.lineSeparator());
        }
        SettingsSummary.lines(t).forEach(l -> s.append("  ").append(l).append(System.lineSeparator()));
        return s.toString().stripTrailing();
    }

    private static ObjectNode json(SdkDescribe.Description d) {
        TableDesign t = d.design();
        ObjectNode o = Json.object();
        o.put("TableName", t.name());
        o.put("TableStatus", d.status());
        o.put("ItemCount", d.itemCount());
        o.put("BillingMode", t.billing().mode().name());
        o.set("KeySchema", keySchema(t.keySchema()));
        ArrayNode gsis = Json.array();
        t.globalIndexes().forEach(g -> gsis.add(index(g.name(), g.keys(), g.projection())));
        o.set("GlobalSecondaryIndexes", gsis);
        ArrayNode lsis = Json.array();
        t.localIndexes().forEach(l -> lsis.add(index(l.name(), l.keySchema(t.keySchema()), l.projection())));
        o.set("LocalSecondaryIndexes", lsis);
        return o;
    }

    private static ObjectNode index(String name, KeySchema keys, Projection p) {
        ObjectNode o = Json.object();
        o.put("IndexName", name);
        o.set("KeySchema", keySchema(keys));
        ObjectNode projection = o.putObject("Projection");
        projection.put("ProjectionType", p.type().name());
        if (p.type() == ProjectionType.INCLUDE) {
            ArrayNode attributes = projection.putArray("NonKeyAttributes");
            p.nonKeyAttributes().forEach(attributes::add);
        }
        return o;
    }

    /** DescribeTable's shape: HASH elements then RANGE elements, each with its type. */
    private static ArrayNode keySchema(KeySchema keys) {
        ArrayNode list = Json.array();
        keys.partitionKeys().forEach(a -> list.add(element(a, "HASH")));
        keys.sortKeys().forEach(a -> list.add(element(a, "RANGE")));
        return list;
    }

    private static ObjectNode element(AttributeDef a, String keyType) {
        ObjectNode e = Json.object();
        e.put("AttributeName", a.name());
        e.put("KeyType", keyType);
        e.put("AttributeType", a.type().name());
        return e;
    }

}
