package dev.tablewright.ui.csvimport;

import dev.tablewright.format.data.CsvImport;
import dev.tablewright.format.data.CsvReader;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.KeptItemEdits;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * File → Import → CSV into entity: a CSV file, the table and entity its rows become items of, the
 * attribute each column is read as, and a preview of the first rows parsed (each row's item or its
 * errors). Import reads the whole file in the background (progress, cancel) and adds the items as
 * one undo step; any cell that does not parse stops it, with nothing added, unless bad rows are skipped.
 */
public final class CsvImportViewModel {
    /** Rows parsed for the preview. */
    public static final int PREVIEW_ROWS = 20;

    /** One column: its header and the attribute it is read as ("" skips it). */
    public static final class ColumnMapping {
        private final String column;
        private final StringProperty attribute;

        ColumnMapping(String column, String attribute) {
            this.column = column;
            this.attribute = new SimpleStringProperty(attribute);
        }

        public String column() {
            return column;
        }

        public StringProperty attributeProperty() {
            return attribute;
        }
    }

    /** One previewed row: its line, the item as text, its errors. */
    public record PreviewRow(long line, String item, String errors) {
    }

    private final Document document;
    private final TaskRunner tasks;
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>();
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObjectProperty<String> table = new SimpleObjectProperty<>();
    private final ObservableList<String> entities = FXCollections.observableArrayList();
    private final ObjectProperty<String> entity = new SimpleObjectProperty<>();
    private final ObservableList<ColumnMapping> columns = FXCollections.observableArrayList();
    private final ObservableList<PreviewRow> preview = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper skipBadRows = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");
    private List<String> header = List.of();
    private TaskRunner.Handle handle;

    private final DialogService dialogs;

    public CsvImportViewModel(Document document, TaskRunner tasks, DialogService dialogs) {
        this.document = document;
        this.tasks = tasks;
        this.dialogs = dialogs;
        table.addListener((o, a, b) -> {
            entities.setAll(design(b).map(t -> t.entities().stream().map(Entity::name).toList()).orElse(List.of()));
            entity.set(entities.isEmpty() ? null : entities.get(0));
        });
        entity.addListener((o, a, b) -> remap());
    }

    /** Asks for a CSV file and opens it; false when the user chose none. */
    public boolean chooseFile() {
        Path current = file.get();
        Optional<Path> chosen = dialogs.chooseCsvToOpen(current == null ? null : current.toAbsolutePath().getParent());
        chosen.ifPresent(this::open);
        return chosen.isPresent();
    }

    /** Opens a CSV: its header and preview are read in the background, on the selected table. */
    public void open(Path csv) {
        DataModel m = document.model();
        file.set(csv);
        result.set("");
        tables.setAll(m == null ? List.of() : m.tables().stream().map(TableDesign::name).toList());
        ModelPath path = document.selection();
        table.set(path != null && tables.contains(path.table()) ? path.table() : tables.isEmpty() ? null : tables.get(0));
        tasks.run("Reading " + csv.getFileName(), p -> {
            try (BufferedReader r = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
                return CsvImport.header(new CsvReader(r));
            }
        }, outcome -> outcome.dispatch(h -> {
            header = h;
            remap();
        }, failure -> result.set("Cannot read " + csv.getFileName() + ": " + failure.getMessage()), () -> { }));
    }

    private void remap() {
        Optional<CsvImport> importer;
        try {
            importer = importer(true);
        } catch (IllegalArgumentException e) {
            // Two columns of one name: the file cannot be read by column name.
            columns.clear();
            preview.clear();
            result.set(e.getMessage());
            return;
        }
        columns.setAll(importer.map(i -> header.stream().map(c -> new ColumnMapping(c, i.mapping().get(c))).toList())
                .orElse(List.of()));
        columns.forEach(c -> c.attributeProperty().addListener((o, a, b) -> refreshPreview()));
        refreshPreview();
    }

    /** Parses the first rows again under the current mapping, in the background. */
    public void refreshPreview() {
        Path csv = file.get();
        Optional<CsvImport> importer;
        try {
            importer = importer(false);
        } catch (IllegalArgumentException e) {
            preview.clear();
            result.set(e.getMessage());
            return;
        }
        if (csv == null || importer.isEmpty()) {
            preview.clear();
            return;
        }
        tasks.run("Previewing " + csv.getFileName(), p -> {
            try (BufferedReader r = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
                CsvReader in = new CsvReader(r);
                in.next();
                return importer.get().preview(in, PREVIEW_ROWS);
            }
        }, outcome -> outcome.dispatch(rows -> {
            preview.setAll(rows.stream().map(CsvImportViewModel::row).toList());
            result.set("");
        }, failure -> result.set("Cannot read " + csv.getFileName() + ": " + failure.getMessage()), () -> { }));
    }

    private static PreviewRow row(CsvImport.Row r) {
        String errors = String.join("; ", r.errors().stream()
                .map(e -> (e.column().isEmpty() ? "" : e.column() + ": ") + e.message()).toList());
        return new PreviewRow(r.line(), r.item().map(i -> i.attributes().toString()).orElse(""), errors);
    }

    /** Reads every row in the background and adds the items to the entity as one undo step. */
    public void importAll() {
        Path csv = file.get();
        Optional<CsvImport> importer;
        try {
            importer = importer(false);
        } catch (IllegalArgumentException e) {
            result.set(e.getMessage());
            return;
        }
        if (running.get() || csv == null || importer.isEmpty()) {
            return;
        }
        String entityName = entity.get();
        // Said before the file is read: the edit would refuse the items anyway.
        Optional<String> kept = design(table.get()).flatMap(t -> KeptItemEdits.refusal(t, entityName));
        if (kept.isPresent()) {
            result.set(kept.get());
            return;
        }
        boolean skip = skipBadRows.get();
        running.set(true);
        result.set("");
        handle = tasks.run("Importing " + csv.getFileName(), p -> {
            try (BufferedReader r = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
                CsvReader in = new CsvReader(r);
                in.next();
                // Rows, not bytes, are counted as they are read: the message says how far, the bar stays indefinite.
                return importer.get().readAll(in, p::isCancelled, n -> p.update(-1, String.format("%,d rows", n)));
            }
        }, outcome -> {
            running.set(false);
            handle = null;
            outcome.dispatch(read -> apply(importer.get(), entityName, read, skip),
                    failure -> result.set("Could not import: " + failure.getMessage()),
                    () -> result.set("Import cancelled; nothing was added."));
        });
    }

    private void apply(CsvImport importer, String entityName, CsvImport.Result read, boolean skip) {
        if (read.cancelled()) {
            result.set("Import cancelled; nothing was added.");
            return;
        }
        if (!read.errors().isEmpty() && !skip) {
            result.set(String.format("%,d cells did not parse; nothing was added. First: %s", read.errors().size(),
                    read.errors().get(0)));
            return;
        }
        if (read.items().isEmpty()) {
            result.set("The file has no rows to add.");
            return;
        }
        long bad = read.errors().stream().map(CsvImport.CellError::line).distinct().count();
        document.apply(importer.edit(read.items())).ifPresentOrElse(
                reason -> result.set("Could not add the items: " + reason),
                () -> result.set(String.format("Added %,d %s items.", read.items().size(), entityName)
                        + (bad == 0 ? "" : String.format(" %,d rows with errors were left out.", bad))));
    }

    public void cancel() {
        if (handle != null) {
            handle.cancel();
        }
    }

    /**
     * The importer for the current table, entity and mapping.
     *
     * @param defaults whether to map by name instead of the form's mapping
     */
    private Optional<CsvImport> importer(boolean defaults) {
        Optional<TableDesign> t = design(table.get());
        Optional<Entity> e = t.flatMap(x -> x.entity(entity.get() == null ? "" : entity.get()));
        if (e.isEmpty() || header.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> mapping = new LinkedHashMap<>();
        if (defaults) {
            mapping = CsvImport.defaultMapping(t.get(), e.get(), header);
        } else {
            for (ColumnMapping c : columns) {
                mapping.put(c.column(), c.attributeProperty().get() == null ? "" : c.attributeProperty().get().strip());
            }
        }
        return Optional.of(new CsvImport(t.get(), e.get(), header, mapping));
    }

    private Optional<TableDesign> design(String name) {
        DataModel m = document.model();
        return m == null || name == null ? Optional.empty() : m.table(name);
    }

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    public ObservableList<String> entities() {
        return entities;
    }

    public ObjectProperty<String> entityProperty() {
        return entity;
    }

    public ObservableList<ColumnMapping> columns() {
        return columns;
    }

    public ObservableList<PreviewRow> preview() {
        return preview;
    }

    public javafx.beans.property.BooleanProperty skipBadRowsProperty() {
        return skipBadRows;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the last preview or import said ("Added 1,000 Movie items.", why it stopped …). */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }
}
