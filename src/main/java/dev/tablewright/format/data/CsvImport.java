package dev.tablewright.format.data;

import dev.tablewright.engine.value.CellInput;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.ItemEdits;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * CSV rows read as items of one entity (docs/exports.md, "CSV import"). Each column maps to an
 * attribute (by default the one of the same name; a key attribute the entity's template derives is
 * left out, as the keys are derived again when the items are added). A cell is parsed as the
 * attribute's declared type: an empty cell leaves the attribute out; S as written; N exactly; BOOL
 * {@code true}/{@code false}; B base64; NULL {@code null}; L, M and sets as DynamoDB JSON (the form
 * the CSV export writes, {@code {"SS":["a","b"]}}) or as a grid cell takes them ({@code [1, "a"]},
 * {@code {"k": true}}, {@code <<"a", "b">>}). An undeclared attribute is S unless its cell is a JSON
 * object or array. The file streams: {@link #readAll} holds the items, never the text.
 */
public final class CsvImport {
    /** What is wrong with one cell (or, with an empty column, the whole row). */
    public record CellError(long line, String column, String message) {
        @Override
        public String toString() {
            return "line " + line + (column.isEmpty() ? "" : ", column " + column) + ": " + message;
        }
    }

    /** One row read: its item when every cell parsed, else its errors. */
    public record Row(long line, Optional<Item> item, List<CellError> errors) {
        public Row {
            errors = List.copyOf(errors);
        }
    }

    /** A whole file read: the items of the rows without errors, and every error. */
    public record Result(List<Item> items, List<CellError> errors, long rows, boolean cancelled) {
        public Result {
            items = List.copyOf(items);
            errors = List.copyOf(errors);
        }
    }

    private final TableDesign table;
    private final Entity entity;
    private final List<String> header;
    private final Map<String, String> mapping;

    /**
     * @param mapping column → attribute; a column absent or mapped to "" is skipped
     * @throws IllegalArgumentException when two columns have one name, the mapping names a column the
     *                                  header lacks, or two columns map to one attribute
     */
    public CsvImport(TableDesign table, Entity entity, List<String> header, Map<String, String> mapping) {
        this.table = table;
        this.entity = entity;
        this.header = List.copyOf(header);
        Set<String> names = new HashSet<>();
        for (String column : header) {
            if (!names.add(column)) {
                // A mapping by column name could not tell them apart: one would overwrite the other.
                throw new IllegalArgumentException("the CSV has two columns named '" + column + "'; rename one");
            }
        }
        Set<String> targets = new HashSet<>();
        mapping.forEach((column, attribute) -> {
            if (!header.contains(column)) {
                throw new IllegalArgumentException("the CSV has no column '" + column + "' (it has "
                        + String.join(", ", header) + ")");
            }
            if (!attribute.isEmpty() && !targets.add(attribute)) {
                throw new IllegalArgumentException("two columns map to the attribute '" + attribute + "'");
            }
        });
        this.mapping = Collections.unmodifiableMap(new LinkedHashMap<>(mapping));
    }

    /** Each column to the attribute of its name, but for the keys the entity's templates derive. */
    public static Map<String, String> defaultMapping(TableDesign table, Entity entity, List<String> header) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String column : header) {
            m.put(column, entity.keyTemplates().containsKey(column) ? "" : column.strip());
        }
        return m;
    }

    /** The header row of a CSV (empty when the file is empty). */
    public static List<String> header(CsvReader in) throws IOException {
        return in.next().map(CsvReader.Record::cells).orElse(List.of());
    }

    public List<String> header() {
        return header;
    }

    public Map<String, String> mapping() {
        return mapping;
    }

    /** The type a cell of that attribute is read as; empty when undeclared (S unless it is JSON). */
    public Optional<AttributeType> type(String attribute) {
        return entity.attribute(attribute).map(AttributeDef::type).or(() -> table.attributeType(attribute));
    }

    /** Up to {@code max} rows after the header, parsed, for a preview. */
    public List<Row> preview(CsvReader in, int max) throws IOException {
        List<Row> rows = new ArrayList<>();
        Optional<CsvReader.Record> r;
        while (rows.size() < max && (r = in.next()).isPresent()) {
            rows.add(row(r.get()));
        }
        return rows;
    }

    /**
     * Every row after the header.
     *
     * @param stop     asked between rows; true ends the read (the result says it was cancelled)
     * @param progress told the rows read so far, every 1,000 rows
     */
    public Result readAll(CsvReader in, BooleanSupplier stop, LongConsumer progress) throws IOException {
        List<Item> items = new ArrayList<>();
        List<CellError> errors = new ArrayList<>();
        long rows = 0;
        Optional<CsvReader.Record> r;
        while ((r = in.next()).isPresent()) {
            if (stop.getAsBoolean()) {
                return new Result(items, errors, rows, true);
            }
            Row row = row(r.get());
            row.item().ifPresent(items::add);
            errors.addAll(row.errors());
            if (++rows % 1000 == 0) {
                progress.accept(rows);
            }
        }
        progress.accept(rows);
        return new Result(items, errors, rows, false);
    }

    /** The items read, added to the entity as one undoable edit (their keys derived by its templates). */
    public Edit edit(List<Item> items) {
        return ItemEdits.add(table.name(), entity.name(), items);
    }

    /** One record parsed under the mapping. */
    public Row row(CsvReader.Record record) {
        List<String> cells = record.cells();
        if (cells.size() == 1 && cells.get(0).isEmpty()) {
            return new Row(record.line(), Optional.empty(), List.of(new CellError(record.line(), "", "an empty line")));
        }
        if (cells.size() > header.size()) {
            return new Row(record.line(), Optional.empty(), List.of(new CellError(record.line(), "",
                    cells.size() + " cells under a header of " + header.size())));
        }
        LinkedHashMap<String, AttributeValue> values = new LinkedHashMap<>();
        List<CellError> errors = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            String column = header.get(i);
            String attribute = mapping.getOrDefault(column, "");
            String text = i < cells.size() ? cells.get(i) : "";
            if (attribute.isEmpty() || text.isEmpty()) {
                continue;
            }
            try {
                values.put(attribute, value(text, type(attribute)));
            } catch (IllegalArgumentException e) {
                errors.add(new CellError(record.line(), column, e.getMessage()));
            }
        }
        return errors.isEmpty() ? new Row(record.line(), Optional.of(new Item(values)), List.of())
                : new Row(record.line(), Optional.empty(), errors);
    }

    /** @throws IllegalArgumentException with a sentence for the user */
    static AttributeValue value(String text, Optional<AttributeType> declared) {
        if (declared.isEmpty()) {
            return CellInput.guess(text);
        }
        AttributeType type = declared.get();
        if (!type.isKeyType() && type != AttributeType.BOOL && type != AttributeType.NULL) {
            Optional<AttributeValue> dynamo = dynamoJson(text, type);
            if (dynamo.isPresent()) {
                return dynamo.get();
            }
        }
        try {
            return CellInput.parse(text, type);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not a " + type + " value: " + e.getMessage(), e);
        }
    }

    /** The export's form of a document or set value: {"L": […]} and so on; empty when it is not that. */
    private static Optional<AttributeValue> dynamoJson(String text, AttributeType type) {
        String t = text.strip();
        if (!t.startsWith("{\"" + type.name() + "\"")) {
            return Optional.empty();
        }
        try {
            Diagnostics d = new Diagnostics("csv");
            Optional<AttributeValue> v = DynamoJson.decode(Json.parseTrusted(t), "$", d);
            return d.errorCount() == 0 ? v.filter(x -> x.type() == type) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
