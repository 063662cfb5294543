package dev.tablewright.format.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import dev.tablewright.format.port.Export;
import dev.tablewright.io.ReadOnlyTarget;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

class DataExportsTest {

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    private static DataModel model(String name) {
        return SampleModels.read(name).model().orElseThrow();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void dynamoJsonParsesBackWithTheProjectsReaderToTheSameItems(String sample) {
        for (ItemSelection s : ItemSelection.tables(model(sample))) {
            JsonNode array = Json.parseTrusted(ItemsDynamoJson.render(s));
            Diagnostics d = new Diagnostics(sample);
            List<Item> back = new ArrayList<>();
            for (int i = 0; i < array.size(); i++) {
                back.add(DynamoJson.decodeItem(array.get(i), "$[" + i + "]", d).orElseThrow());
            }
            assertEquals(0, d.errorCount(), d.problems().toString());
            assertEquals(s.items(), back);
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void batchWriteFilesHoldAtMost25PutsAndEveryItemOnce(String sample) {
        for (ItemSelection s : ItemSelection.tables(model(sample))) {
            List<BatchWriteFiles.RequestFile> files = BatchWriteFiles.render(s);
            assertEquals((s.items().size() + 24) / 25, files.size());
            List<Item> back = new ArrayList<>();
            for (BatchWriteFiles.RequestFile f : files) {
                JsonNode request = Json.parseTrusted(f.json());
                assertEquals(List.of(s.table().name()), iterableNames(request));
                JsonNode puts = request.get(s.table().name());
                assertTrue(puts.size() >= 1 && puts.size() <= 25, f.name() + " holds " + puts.size());
                puts.forEach(p -> back.add(DynamoJson.decodeItem(p.path("PutRequest").path("Item"), "$",
                        new Diagnostics(f.name())).orElseThrow()));
            }
            assertEquals(s.items(), back);
        }
    }

    @Test
    void batchWriteSplitsBigSelectionsIntoNumberedChunks() {
        TableDesign t = model("movies-actors.json").tables().get(0);
        List<Item> many = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            many.add(Item.of("pk", dev.tablewright.model.AttributeValue.s("p" + i)));
        }
        List<BatchWriteFiles.RequestFile> files = BatchWriteFiles.render(new ItemSelection(t.withItems(many)
                .withEntities(List.of()), Optional.empty()));
        assertEquals(List.of(25, 25, 10), files.stream().map(f -> Json.parseTrusted(f.json()).get(t.name()).size()).toList());
        assertEquals(t.name() + "-0003.json", files.get(2).name());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void csvColumnsPutKeysFirst(String sample) {
        for (ItemSelection s : ItemSelection.tables(model(sample))) {
            List<String> columns = s.columns();
            String header = ItemsCsv.render(s).lines().findFirst().orElse("");
            assertEquals(String.join(",", columns), header);
            List<String> keys = s.table().keySchema().names();
            if (!s.items().isEmpty()) {
                assertEquals(keys, columns.subList(0, keys.size()), "table keys lead");
            }
        }
    }

    /** Each item target writes to a file as it goes exactly the text it exports. */
    @ParameterizedTest
    @MethodSource("samples")
    void itemTargetsWriteToAFileTheTextTheyExport(String sample, @TempDir Path dir) throws Exception {
        DataModel m = model(sample);
        for (TableDesign t : m.tables()) {
            DataModel one = ItemSelection.narrow(m, t.name(), null);
            for (ItemsExporter exporter : ItemsExporter.all()) {
                Path file = dir.resolve(t.name() + "." + exporter.extension());
                Export written = exporter.write(one, file, ReadOnlyTarget.REFUSE);
                Export text = exporter.export(one);
                assertEquals(text.text(), Files.readString(file), sample + " " + exporter.target());
                assertEquals(text.warnings(), written.warnings());
            }
        }
    }

    /** The batch-write array holds, in order, what the request files hold. */
    @ParameterizedTest
    @MethodSource("samples")
    void batchWriteArrayHoldsTheRequestFiles(String sample) {
        for (ItemSelection s : ItemSelection.tables(model(sample))) {
            JsonNode array = Json.parseTrusted(ItemsExporter.text(BatchWriteFiles::array, s));
            List<JsonNode> files = BatchWriteFiles.render(s).stream().map(f -> Json.parseTrusted(f.json())).toList();
            List<JsonNode> elements = new ArrayList<>();
            array.elements().forEachRemaining(elements::add);
            assertEquals(files, elements);
        }
    }

    /** Export an entity's items as CSV, import them into the emptied entity: the same items. */
    @ParameterizedTest
    @MethodSource("samples")
    void csvRoundTripGivesTheSameItems(String sample) throws Exception {
        DataModel m = model(sample);
        int checked = 0;
        for (TableDesign t : m.tables()) {
            for (Entity e : t.entities()) {
                // A kept entity's items are computed from its source's, not imported: the tracker's index
                // items hold no attribute their templates could render their keys from.
                if (e.items().isEmpty() || t.keptEntity(e.name()).isPresent()) {
                    continue;
                }
                String csv = ItemsCsv.render(new ItemSelection(t, Optional.of(e)));
                DataModel emptied = m.withTable(t.name(), x -> x.withEntity(e.name(), y -> y.withItems(List.of())));
                TableDesign et = emptied.table(t.name()).orElseThrow();
                Entity ee = et.entity(e.name()).orElseThrow();
                CsvReader in = new CsvReader(new StringReader(csv));
                List<String> header = CsvImport.header(in);
                CsvImport importer = new CsvImport(et, ee, header, CsvImport.defaultMapping(et, ee, header));
                CsvImport.Result r = importer.readAll(in, () -> false, n -> { });
                assertEquals(List.of(), r.errors());
                assertEquals(e.items().size(), r.rows());
                DataModel back = importer.edit(r.items()).apply(emptied);
                // Added items carry the entity's type marker, as any item added to an entity does.
                List<Item> expected = e.items().stream().map(i -> i.has(t.typeAttribute()) ? i
                        : i.with(t.typeAttribute(), dev.tablewright.model.AttributeValue.s(e.typeValue()))).toList();
                assertEquals(expected, back.table(t.name()).orElseThrow().entity(e.name()).orElseThrow().items(),
                        sample + " " + e.name());
                checked++;
            }
        }
        assertTrue(checked > 0, "the sample has entity items");
    }

    @Test
    void cellsAreParsedByDeclaredTypeAndErrorsNameLineAndColumn() throws Exception {
        DataModel m = model("movies-actors.json");
        TableDesign t = m.tables().get(0);
        Entity e = t.entities().get(0);
        String numeric = e.attributes().stream().filter(a -> a.type() == dev.tablewright.model.AttributeType.N)
                .map(a -> a.name()).findFirst().orElse(null);
        org.junit.jupiter.api.Assumptions.assumeTrue(numeric != null, "an N attribute to test with");
        String csv = "note," + numeric + "\r\n\"a, \"\"quoted\"\"\nline\",12.50\r\nx,twelve\r\n";
        CsvReader in = new CsvReader(new StringReader(csv));
        List<String> header = CsvImport.header(in);
        CsvImport importer = new CsvImport(t, e, header, CsvImport.defaultMapping(t, e, header));
        List<CsvImport.Row> rows = importer.preview(in, 10);
        assertEquals(2, rows.size());
        Item first = rows.get(0).item().orElseThrow();
        assertEquals("a, \"quoted\"\nline", first.get("note").orElseThrow().displayText());
        assertEquals(dev.tablewright.model.AttributeValue.n("12.5"), first.get(numeric).orElseThrow());
        CsvImport.CellError err = rows.get(1).errors().get(0);
        assertEquals(4, err.line());
        assertEquals(numeric, err.column());
        assertFalse(rows.get(1).item().isPresent());
    }

    @Test
    void aHundredThousandRowsStreamThrough() throws Exception {
        DataModel m = model("movies-actors.json");
        TableDesign t = m.tables().get(0);
        Entity e = t.entities().get(0);
        StringBuilder csv = new StringBuilder("title\n");
        for (int i = 0; i < 100_000; i++) {
            csv.append("t").append(i).append('\n');
        }
        CsvReader in = new CsvReader(new StringReader(csv.toString()));
        List<String> header = CsvImport.header(in);
        long[] progress = {0};
        CsvImport.Result r = new CsvImport(t, e, header, Map.of("title", "title"))
                .readAll(in, () -> false, n -> progress[0] = n);
        assertEquals(100_000, r.items().size());
        assertEquals(100_000, progress[0]);
    }

    private static List<String> iterableNames(JsonNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
