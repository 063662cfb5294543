package dev.tablewright.format.json;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonTreeReaderTest {

    @Test
    void brokenJsonGivesOneErrorAtLineAndColumn() {
        Diagnostics d = new Diagnostics("m.json");
        Optional<JsonNode> tree = JsonTreeReader.read("{\n  \"a\": 1,\n  \"b\" 2\n}", d);
        assertTrue(tree.isEmpty());
        assertEquals(1, d.problems().size());
        Problem p = d.problems().get(0);
        assertEquals(Severity.ERROR, p.severity());
        assertEquals("3:7", p.path());
        assertEquals("m.json", p.file());
        assertTrue(p.message().startsWith("broken JSON: "), p.message());
        assertTrue(!p.message().contains("Source"), p.message());
    }

    @Test
    void truncatedJsonIsReportedAtTheEnd() {
        Diagnostics d = new Diagnostics("m.json");
        assertTrue(JsonTreeReader.read("{\"a\": [1, 2", d).isEmpty());
        assertTrue(d.problems().get(0).path().startsWith("1:"), d.problems().toString());
    }

    @Test
    void crlfLineEndsCountAsOneLine() {
        Diagnostics d = new Diagnostics("m.json");
        JsonTreeReader.read("{\r\n\"a\": 1,\r\n x\r\n}", d);
        assertEquals("3:2", d.problems().get(0).path());
    }

    @Test
    void anEmptyTextIsAnError() {
        Diagnostics d = new Diagnostics("m.json");
        assertTrue(JsonTreeReader.read("  \n", d).isEmpty());
        assertEquals("1:1", d.problems().get(0).path());
    }

    @Test
    void aDuplicateKeyWarnsAndTheLaterValueWins() {
        Diagnostics d = new Diagnostics("m.json");
        JsonNode tree = JsonTreeReader.read("{\"a\": {\"b\": 1, \"b\": 2}}", d).orElseThrow();
        assertEquals(2, tree.get("a").get("b").intValue());
        assertEquals(Severity.WARNING, d.problems().get(0).severity());
        assertEquals("$.a.b", d.problems().get(0).path());
    }

    @Test
    void textAfterTheDocumentIsAnErrorButTheDocumentIsKept() {
        Diagnostics d = new Diagnostics("m.json");
        assertTrue(JsonTreeReader.read("{\"a\": 1} }", d).isPresent());
        assertEquals(Severity.ERROR, d.problems().get(0).severity());
        assertEquals("1:10", d.problems().get(0).path());
    }

    @Test
    void decimalsAreKeptExactly() {
        JsonNode tree = JsonTreeReader.read("{\"a\": 1.50, \"b\": 123456789012345678901234567890}",
                new Diagnostics("")).orElseThrow();
        assertEquals("{\"a\":1.50,\"b\":123456789012345678901234567890}", Json.compact(tree));
    }

    @Test
    void aByteOrderMarkIsSkipped() {
        Diagnostics d = new Diagnostics("m.json");
        String text = TextDecoder.decode("\uFEFF{\"a\": \"é\"}".getBytes(StandardCharsets.UTF_8), d);
        assertEquals("é", JsonTreeReader.read(text, d).orElseThrow().get("a").textValue());
        assertEquals(0, d.problems().size());
    }

    @Test
    void utf16IsReadWithANote() {
        Diagnostics d = new Diagnostics("m.json");
        String text = TextDecoder.decode("\uFEFF{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE), d);
        assertEquals(1, JsonTreeReader.read(text, d).orElseThrow().get("a").intValue());
        assertEquals(Severity.INFO, d.problems().get(0).severity());
    }

    @Test
    void bytesThatAreNotUtf8AreAnErrorWithTheirPosition() {
        Diagnostics d = new Diagnostics("m.json");
        byte[] bytes = {'{', '\n', '"', 'a', '"', ':', '"', (byte) 0xE9, '"', '}'};
        String text = TextDecoder.decode(bytes, d);
        assertEquals("\uFFFD", JsonTreeReader.read(text, d).orElseThrow().get("a").textValue());
        assertEquals("2:6", d.problems().get(0).path());
        assertEquals(Severity.ERROR, d.problems().get(0).severity());
    }

    @Test
    void prettyOutputIsTwoSpacesWithLfAndAFinalNewline() {
        JsonNode tree = JsonTreeReader.read("{\"a\":[],\"b\":{},\"c\":[1,{\"d\":\"x\"}]}", new Diagnostics(""))
                .orElseThrow();
        assertEquals("{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    1,\n    {\n      \"d\": \"x\"\n    }\n  ]\n}\n",
                Json.pretty(tree));
    }
}
