package dev.tablewright.format;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.TextDecoder;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.tablewright.format.Docs.withTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reading a file as a stream: the text decoded as it comes, the item arrays decoded as they are parsed. */
class StreamingReadTest {
    @TempDir
    Path dir;

    /** A table whose items are {@code count} lines long, one item per line. */
    private static String manyItems(int count, String last) {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < count; i++) {
            items.append("{\"PK\": {\"S\": \"p").append(i).append("\"}, \"SK\": {\"S\": \"s\"}},\n");
        }
        return withTable("\"TableData\": [\n" + items + last + "]");
    }

    @Test
    void aByteThatIsNotUtf8FarIntoAFileIsReportedAtItsLineAndColumn() throws Exception {
        String doc = manyItems(5000, "{\"PK\": {\"S\": \"x\"}, \"SK\": {\"S\": \"BAD\"}}\n");
        byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
        int bad = doc.indexOf("BAD");
        bytes[bad] = (byte) 0xE9;
        Path file = dir.resolve("m.json");
        Files.write(file, bytes);
        ReadResult r = WorkbenchJson.read(file);
        Problem p = r.problems().stream().filter(Problem::isError).findFirst().orElseThrow();
        String before = doc.substring(0, bad);
        int line = before.split("\n", -1).length;
        int column = bad - before.lastIndexOf('\n');
        assertEquals(line + ":" + column, p.path());
        assertEquals("the file is not valid UTF-8 text (byte " + bad + "); unreadable bytes were replaced by U+FFFD "
                + "and will be saved that way", p.message());
        assertEquals(5001, r.model().orElseThrow().tables().get(0).items().size());
    }

    @Test
    void utf16AndAByteOrderMarkAreReadFromAFile() throws Exception {
        String doc = manyItems(3000, "{\"PK\": {\"S\": \"é𝄞\"}, \"SK\": {\"S\": \"s\"}}\n");
        Path utf16 = dir.resolve("utf16.json");
        Files.write(utf16, ("\uFEFF" + doc).getBytes(StandardCharsets.UTF_16LE));
        Path bom = dir.resolve("bom.json");
        ByteArrayOutputStream withBom = new ByteArrayOutputStream();
        withBom.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        withBom.write(doc.getBytes(StandardCharsets.UTF_8));
        Files.write(bom, withBom.toByteArray());
        for (Path file : List.of(utf16, bom)) {
            ReadResult r = WorkbenchJson.read(file);
            assertFalse(r.hasErrors(), r.problems()::toString);
            assertEquals(Docs.parse(doc).model(), r.model());
        }
        assertEquals(Severity.INFO, WorkbenchJson.read(utf16).problems().get(0).severity());
    }

    @Test
    void charactersAcrossTheReadBufferAreDecodedWhole() throws Exception {
        for (int shift = 0; shift < 4; shift++) {
            String text = "x".repeat((1 << 16) - 3 + shift) + "𝄞é\u20ac" + "y".repeat(70_000) + "𝄞";
            Diagnostics d = new Diagnostics("m.json");
            assertEquals(text, TextDecoder.decode(text.getBytes(StandardCharsets.UTF_8), d));
            assertEquals(List.of(), d.problems());
        }
    }

    @Test
    void anEmptyFileSaysSo() throws Exception {
        Path file = dir.resolve("empty.json");
        Files.write(file, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, ' ', '\n'});
        ReadResult r = WorkbenchJson.read(file);
        assertEquals(List.of(new Problem(Severity.ERROR, file.toString(), "1:1", "the file is empty: expected a JSON object")),
                r.problems());
    }

    @Test
    void onlyTheItemArraysOfTablesAndFacetsAreStreamed() {
        // An unknown member named TableData elsewhere stays raw JSON and is written back as read.
        String doc = """
                {"ModelName": "M", "TableData": [{"x": 1}],
                 "DataModel": [{"TableName": "T", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK",
                   "AttributeType": "S"}}, "NonKeyAttributes": [], "Other": {"TableData": [1, 2]},
                   "TableData": [{"PK": {"S": "a"}}]}]}
                """;
        ReadResult r = Docs.parse(doc);
        assertFalse(r.hasErrors(), r.problems()::toString);
        String written = WorkbenchJson.write(r.model().orElseThrow());
        assertTrue(written.contains("\"TableData\": [\n    {\n      \"x\": 1"), written);
        assertTrue(written.contains("\"Other\": {\n        \"TableData\": [\n          1,"), written);
        assertEquals(1, r.model().orElseThrow().tables().get(0).items().size());
    }

    @Test
    void itemsBeforeTheKeysAndModelsAreStillAssignedAndFilled() {
        ReadResult r = Docs.parse("""
                {"ModelName": "M", "DataModel": [{
                  "TableData": [{"type": {"S": "user"}, "PK": {"S": ""}, "id": {"S": "u1"}}],
                  "TableName": "T",
                  "ModelSchema": {"format": "onetable:1.1.0", "version": "0.0.1", "params": {"typeField": "type"},
                    "models": {"user": {"type": {"type": "string", "value": "user"},
                      "PK": {"type": "string", "value": "USER#${id}"}, "id": {"type": "string"}}}},
                  "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                  "NonKeyAttributes": []
                }]}
                """);
        assertFalse(r.hasErrors(), r.problems()::toString);
        var user = r.model().orElseThrow().tables().get(0).entity("user").orElseThrow().items().get(0);
        assertEquals(dev.tablewright.model.AttributeValue.s("USER#u1"), user.get("PK").orElseThrow());
    }

    @Test
    void problemsOfStreamedItemsComeInReadingOrder() {
        // The item's error is reported where its table is read, after the model name's warning.
        ReadResult r = Docs.parse("""
                {"DataModel": [{"TableName": "T", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK",
                   "AttributeType": "S"}}, "TableData": [{"PK": {"N": "x"}}]}]}
                """);
        assertEquals(List.of("$.ModelName", "$.DataModel[0].TableData[0].PK.N", "$.DataModel[0].TableData[0]"),
                r.problems().stream().map(Problem::path).toList());
    }
}
