package dev.tablewright.cli;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.data.CsvImport;
import dev.tablewright.format.data.CsvReader;
import dev.tablewright.format.data.ItemSelection;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EditRefused;
import dev.tablewright.model.edit.EditedKeptItems;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * {@code import csv FILE… --into MODEL --entity E -o OUT}: the rows of CSV files added to an entity of
 * a model as its items (docs/exports.md, "CSV import"). A row with a cell that does not parse stops
 * the import (every such cell is listed) unless {@code --skip-bad-rows}, so nothing is lost unsaid.
 */
final class CsvIntoEntity {
    static final String SOURCE = "csv";
    /** Enough errors to see what is wrong; the count says how many more. */
    private static final int ERRORS_SHOWN = 20;

    @Option(names = "--into", required = true, paramLabel = "MODEL", description = "the model the rows are added to")
    Path model;

    @Option(names = "--table", paramLabel = "TABLE", description = "the entity's table (when the model has several)")
    String table;

    @Option(names = "--entity", required = true, paramLabel = "ENTITY", description = "the entity the rows become items of")
    String entity;

    @Option(names = "--map", paramLabel = "COLUMN=ATTRIBUTE",
            description = "read a column as another attribute (COLUMN= skips it); by default each column is the attribute of its name")
    Map<String, String> mapping = new LinkedHashMap<>();

    @Option(names = "--skip-bad-rows", description = "add the rows that parse and list the others, instead of stopping")
    boolean skipBadRows;

    int run(List<Path> files, Path out, boolean force, PrintWriter stdout, PrintWriter err) {
        if (Files.exists(out) && !force && !out.toAbsolutePath().normalize().equals(model.toAbsolutePath().normalize())) {
            err.println("tablewright import: " + out + " exists; nothing was written (--force replaces it)");
            return ExitCodes.USAGE;
        }
        ReadResult read = ModelFiles.readOrReport(model, err);
        if (read == null) {
            return ExitCodes.UNREADABLE;
        }
        DataModel m = read.model().orElseThrow();
        ItemSelection target;
        try {
            target = ItemSelection.of(m, table, entity);
        } catch (IllegalArgumentException e) {
            err.println("tablewright import: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        TableDesign t = target.table();
        Entity e = target.entity().orElseThrow();
        List<Item> items = new ArrayList<>();
        List<CsvImport.CellError> errors = new ArrayList<>();
        for (Path file : files) {
            try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                CsvReader in = new CsvReader(r);
                List<String> header = CsvImport.header(in);
                Map<String, String> columns = CsvImport.defaultMapping(t, e, header);
                columns.putAll(mapping);
                CsvImport importer = new CsvImport(t, e, header, columns);
                CsvImport.Result result = importer.readAll(in, () -> false, n -> { });
                items.addAll(result.items());
                result.errors().forEach(x -> errors.add(new CsvImport.CellError(x.line(), x.column(), file + ": " + x.message())));
            } catch (IOException | IllegalArgumentException x) {
                err.println("tablewright import: " + file + ": " + x.getMessage());
                return x instanceof IOException ? ExitCodes.UNREADABLE : ExitCodes.ERRORS;
            }
        }
        errors.stream().limit(ERRORS_SHOWN).forEach(x -> err.println("tablewright import: " + x));
        if (errors.size() > ERRORS_SHOWN) {
            err.println("tablewright import: … and " + (errors.size() - ERRORS_SHOWN) + " more");
        }
        if (!errors.isEmpty() && !skipBadRows) {
            err.println("tablewright import: nothing was written (" + errors.size()
                    + " cells did not parse; --skip-bad-rows adds the other rows)");
            return ExitCodes.ERRORS;
        }
        DataModel changed;
        try {
            changed = new CsvImport(t, e, List.of(), Map.of()).edit(items).apply(m);
        } catch (EditRefused x) {
            err.println("tablewright import: " + x.getMessage());
            return ExitCodes.ERRORS;
        }
        if (!ModelFiles.save(changed, out, force, "import", err)) {
            return ExitCodes.UNREADABLE;
        }
        String stream = EditedKeptItems.message(EditedKeptItems.between(m, changed, t.name()));
        stdout.printf("Wrote %s: %,d %s items added%s%s%n", out, items.size(), e.name(),
                errors.isEmpty() ? "" : String.format(" (%,d rows left out)", errors.stream().map(CsvImport.CellError::line).distinct().count()),
                stream.isEmpty() ? "" : " · " + stream);
        return errors.isEmpty() ? ExitCodes.OK : ExitCodes.ERRORS;
    }
}
