package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.format.ReadResult;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code info MODEL}: tables, keys, indexes, entities and item counts at a glance. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Summarize a model: tables, key schemas, indexes, entities, access patterns, item counts.")
final class InfoCommand extends CliCommand {
    @Parameters(paramLabel = "MODEL", description = "a model file (.json)")
    Path file;

    @Override
    protected int run(PrintWriter out, PrintWriter err) {
        ReadResult read = ModelFiles.readOrReport(file, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        DataModel model = read.model().orElseThrow();
        out.println("Model: " + (model.name().isEmpty() ? file.getFileName() : model.name()));
        if (!model.metadata().description().isEmpty()) {
            out.println("  " + model.metadata().description());
        }
        for (TableDesign t : model.tables()) {
            printTable(out, t);
        }
        read.problems().forEach(p -> out.println(p));
        out.flush();
        return ExitCodes.OK;
    }

    private static void printTable(PrintWriter out, TableDesign t) {
        out.printf("%nTable %s  (%s; %d items; billing %s)%n", t.name(), keys(t.keySchema()), t.allItems().size(),
                t.billing().mode());
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            out.printf("  GSI %-20s %s  projection %s%n", g.name(), keys(g.keys()), projection(g.projection()));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            out.printf("  LSI %-20s %s  projection %s%n", l.name(), keys(l.keySchema(t.keySchema())),
                    projection(l.projection()));
        }
        if (!t.entities().isEmpty()) {
            out.printf("  Entities (type attribute %s):%n", t.typeAttribute());
            for (Entity e : t.entities()) {
                String templates = e.keyTemplates().entrySet().stream()
                        .map(en -> en.getKey() + "=" + en.getValue().source())
                        .collect(Collectors.joining(", "));
                out.printf("    %-20s %4d items  %s%n", e.name(), e.items().size(), templates);
            }
        }
        if (!t.items().isEmpty()) {
            out.printf("  Items of no entity: %d%n", t.items().size());
        }
        if (!t.accessPatterns().isEmpty()) {
            out.printf("  Access patterns: %d%n", t.accessPatterns().size());
            t.accessPatterns().forEach(p -> out.printf("    %-10s %-24s %s%n", p.operation().apiName(),
                    p.indexName().orElse("table"), p.name()));
        }
        if (!t.relationships().isEmpty()) {
            out.printf("  Relationships: %s%n", t.relationships().stream()
                    .map(r -> r.from() + " " + r.cardinality().label() + " " + r.to())
                    .collect(Collectors.joining(", ")));
        }
    }

    /** "PK id S, SK at N"; a multi-attribute key lists each attribute: "PK (tournamentId S, region S), SK (…)". */
    private static String keys(KeySchema k) {
        return "PK " + attributes(k.partitionKeys()) + (k.hasSortKey() ? ", SK " + attributes(k.sortKeys()) : "");
    }

    private static String attributes(List<AttributeDef> keys) {
        String listed = keys.stream().map(a -> a.name() + " " + a.type()).collect(Collectors.joining(", "));
        return keys.size() == 1 ? listed : "(" + listed + ")";
    }

    private static String projection(Projection p) {
        return p.nonKeyAttributes().isEmpty() ? p.type().name()
                : p.type() + " " + String.join(", ", p.nonKeyAttributes());
    }
}
