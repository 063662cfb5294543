package dev.tablewright.cli;

import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.IsoDate;
import dev.tablewright.format.ReadResult;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.sample.DateRange;
import dev.tablewright.sample.GeneratedItems;
import dev.tablewright.sample.GenerationRequest;
import dev.tablewright.progress.Progress;
import dev.tablewright.sample.KeyLimitExceeded;
import dev.tablewright.sample.SampleGenerator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code generate MODEL [--table T] [--entity E=N …] [--items N] [--seed S] [--from D] [--to D] -o OUT}:
 * the model with generated sample items added, written atomically; nothing written when the entities'
 * templates give keys longer than DynamoDB allows.
 */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Add generated sample items to a model: values from the attributes' names and types, ids "
                + "that follow the relationships, primary keys that collide with nothing.",
                "Without --entity, every entity of the table gets --items items. The same seed and dates give the "
                        + "same items.",
                "Dates, months and timestamps lie between --from and --to (default: the twelve whole months before "
                        + "this one), so a month in a key holds several items.",
                "Entities the table's stream keeps (docs/streams.md) get no items of their own: theirs are computed "
                        + "from their sources' items, old and new, so totals add up.",
                "Keys longer than DynamoDB allows (2,048 bytes for a partition key, 1,024 for a sort key, an "
                        + "index's too) stop it before anything is written.",
                "Exit code: 0 written, 1 the model has errors, 2 bad arguments, keys too long, or a file that could "
                        + "not be read or written."})
final class GenerateCommand extends CliCommand {
    static final int DEFAULT_ITEMS = 20;

    @Parameters(paramLabel = "MODEL", description = "a model file (.json)")
    Path file;

    @Option(names = {"-t", "--table"}, paramLabel = "T", description = "the table (may be left out when the model has one)")
    String table;

    @Option(names = {"-e", "--entity"}, paramLabel = "ENTITY=N",
            description = "N items for this entity (repeatable); only the entities named get items")
    Map<String, Integer> entities = new LinkedHashMap<>();

    @Option(names = {"-n", "--items"}, paramLabel = "N",
            description = "items for every entity of the table, when no --entity is given (default: " + DEFAULT_ITEMS + ")")
    Integer items;

    @Option(names = {"-s", "--seed"}, paramLabel = "S", defaultValue = "1",
            description = "the random seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--from", paramLabel = "DATE", converter = IsoDate.class,
            description = "the first day of generated dates, months and timestamps, as yyyy-mm-dd (default: the first "
                    + "of the twelve whole months before this one, or a year before --to)")
    LocalDate from;

    @Option(names = "--to", paramLabel = "DATE", converter = IsoDate.class,
            description = "their last day, as yyyy-mm-dd (default: the end of last month, or a year after --from)")
    LocalDate to;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = "where to write the model (may be MODEL itself; the write is atomic)")
    Path out;

    @Option(names = "--force", description = "replace OUT even when it is read-only")
    boolean force;

    @Override
    protected int run(PrintWriter stdout, PrintWriter err) {
        if (!entities.isEmpty() && items != null) {
            err.println("tablewright generate: give either --entity (those entities only) or --items (every entity)");
            return ExitCodes.USAGE;
        }
        ReadResult read = ModelFiles.readOrReport(file, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        read.problems().forEach(err::println);
        DataModel model = read.model().orElseThrow();
        Optional<TableDesign> t = ModelFiles.table(model, table, err);
        if (t.isEmpty()) {
            return ExitCodes.USAGE;
        }
        if (t.get().entities().isEmpty()) {
            err.println("tablewright generate: table " + t.get().name() + " has no entities; sample items are "
                    + "generated per entity");
            return ExitCodes.USAGE;
        }
        GeneratedItems made;
        DateRange dates;
        try {
            dates = DateRange.of(from, to, DateRange.twelveMonthsBefore(LocalDate.now()));
            GenerationRequest request = (entities.isEmpty()
                    ? GenerationRequest.everyEntity(t.get(), items == null ? DEFAULT_ITEMS : items, seed)
                    : new GenerationRequest(entities, seed)).withDates(dates);
            made = SampleGenerator.generate(t.get(), request, Progress.NONE);
        } catch (IllegalArgumentException | KeyLimitExceeded e) {
            // Refused before anything is written: OUT stays as it was.
            err.println("tablewright generate: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        DataModel result = made.edit(t.get().name()).apply(model);
        if (!ModelFiles.save(result, out, force, "generate", err)) {
            return ExitCodes.UNREADABLE;
        }
        report(stdout, err, t.get(), made, dates);
        return read.hasErrors() ? ExitCodes.ERRORS : ExitCodes.OK;
    }

    private void report(PrintWriter stdout, PrintWriter err, TableDesign t, GeneratedItems made, DateRange dates) {
        stdout.printf("Generated %,d item%s in table %s (seed %d, dates %s):%n", made.count(),
                made.count() == 1 ? "" : "s", t.name(), seed, dates);
        int width = Math.max(1, Stream.concat(made.itemsByEntity().keySet().stream(),
                made.keptByEntity().keySet().stream()).mapToInt(String::length).max().orElse(1));
        for (Map.Entry<String, List<Item>> e : made.itemsByEntity().entrySet()) {
            stdout.printf("  %-" + width + "s %,8d%n", e.getKey(), e.getValue().size());
        }
        // Replaced, not added: a kept entity holds what the stream keeps from all its source's items.
        for (Map.Entry<String, List<Item>> e : made.keptByEntity().entrySet()) {
            stdout.printf("  %-" + width + "s %,8d computed from %s (kept by the stream)%n", e.getKey(),
                    e.getValue().size(), t.keptEntity(e.getKey()).map(KeptEntity::source).orElse("?"));
        }
        stdout.println("Wrote " + out);
        made.notes().forEach(n -> err.println("tablewright generate: note: " + n));
        stdout.flush();
        err.flush();
    }
}
