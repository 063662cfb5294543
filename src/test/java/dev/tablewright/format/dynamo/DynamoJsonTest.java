package dev.tablewright.format.dynamo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DynamoJsonTest {
    private static final String PATH = "$.DataModel[0].TableFacets[1].TableData[3].PK";

    private static JsonNode json(String text) {
        return JsonTreeReader.read(text, new Diagnostics("t")).orElseThrow();
    }

    private static Optional<AttributeValue> decode(String text, Diagnostics d) {
        return DynamoJson.decode(json(text), PATH, d);
    }

    private static AttributeValue decodeClean(String text) {
        Diagnostics d = new Diagnostics("t");
        Optional<AttributeValue> v = decode(text, d);
        assertEquals(List.of(), d.problems());
        return v.orElseThrow();
    }

    @Test
    void decodesAllTenTypes() {
        assertEquals(AttributeValue.s("text"), decodeClean("{\"S\": \"text\"}"));
        assertEquals(AttributeValue.n("12.5"), decodeClean("{\"N\": \"12.5\"}"));
        assertEquals(new AttributeValue.B(Binary.of(new byte[] {1, 2, (byte) 0xFF})), decodeClean("{\"B\": \"AQL/\"}"));
        assertEquals(AttributeValue.TRUE, decodeClean("{\"BOOL\": true}"));
        assertEquals(AttributeValue.NULL, decodeClean("{\"NULL\": true}"));
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("a", AttributeValue.s("x"));
        m.put("b", AttributeValue.n(1));
        assertEquals(new AttributeValue.M(m), decodeClean("{\"M\": {\"a\": {\"S\": \"x\"}, \"b\": {\"N\": \"1\"}}}"));
        assertEquals(AttributeValue.list(AttributeValue.s("x"), AttributeValue.FALSE),
                decodeClean("{\"L\": [{\"S\": \"x\"}, {\"BOOL\": false}]}"));
        assertEquals(new AttributeValue.SS(Set.of("a", "b")), decodeClean("{\"SS\": [\"a\", \"b\"]}"));
        assertEquals(new AttributeValue.NS(Set.of(new BigDecimal("1"), new BigDecimal("2.5"))),
                decodeClean("{\"NS\": [\"1\", \"2.50\"]}"));
        assertEquals(new AttributeValue.BS(Set.of(Binary.of(new byte[] {0}))), decodeClean("{\"BS\": [\"AA==\"]}"));
    }

    @Test
    void encodesEveryTypeAndDecodesItBack() {
        Item item = Item.of("s", AttributeValue.s("𝄞 clef"), "n", AttributeValue.n("-0.000123"),
                "b", new AttributeValue.B(Binary.of(new byte[] {(byte) 0x80, (byte) 0xFE, 0x7F})),
                "bool", AttributeValue.TRUE, "null", AttributeValue.NULL,
                "m", new AttributeValue.M(Map.of("inner", AttributeValue.list(AttributeValue.n(1)))),
                "l", AttributeValue.list(), "ss", new AttributeValue.SS(Set.of("x")),
                "ns", new AttributeValue.NS(Set.of(new BigDecimal("12345678901234567890123456789012345678"))),
                "bs", new AttributeValue.BS(Set.of(Binary.of(new byte[] {(byte) 0xFF}))));
        Diagnostics d = new Diagnostics("t");
        Item back = DynamoJson.decodeItem(json(Json.compact(DynamoJson.encodeItem(item))), "$", d).orElseThrow();
        assertEquals(List.of(), d.problems());
        assertEquals(item, back);
        assertEquals(List.copyOf(item.attributes().keySet()), List.copyOf(back.attributes().keySet()));
    }

    @ParameterizedTest
    @CsvSource({"1e2, 100", "1.50, 1.5", "-0.0, 0", "00012, 12", "1E-5, 0.00001",
            "12345678901234567890123456789012345678, 12345678901234567890123456789012345678"})
    void numbersAreWrittenCanonical(String in, String out) {
        AttributeValue v = decodeClean("{\"N\": \"" + in + "\"}");
        assertEquals("{\"N\":\"" + out + "\"}", Json.compact(DynamoJson.encode(v)));
    }

    @Test
    void aJsonNumberIsToleratedWhereANumberStringBelongs() {
        assertEquals(AttributeValue.n("1"), decodeClean("{\"N\": 1}"));
        assertEquals(AttributeValue.n("2.5"), decodeClean("{\"N\": 2.50}"));
        assertEquals(new AttributeValue.NS(Set.of(BigDecimal.ONE, BigDecimal.TEN)), decodeClean("{\"NS\": [1, \"10\"]}"));
    }

    @Test
    void anEmptyCellIsLeftOutWithAnInfo() {
        Diagnostics d = new Diagnostics("f.json");
        Item item = DynamoJson.decodeItem(json("{\"PK\": {\"S\": \"a\"}, \"note\": {}}"), "$.TableData[0]", d)
                .orElseThrow();
        assertEquals(Item.of("PK", AttributeValue.s("a")), item);
        assertEquals(1, d.problems().size());
        Problem p = d.problems().get(0);
        assertEquals(Severity.INFO, p.severity());
        assertEquals("$.TableData[0].note", p.path());
        assertEquals("f.json", p.file());
    }

    @Test
    void aBadNumberSaysWhatWasExpectedAndFound() {
        Problem p = onlyError("{\"N\": \"abc\"}");
        assertEquals(PATH + ".N", p.path());
        assertEquals("expected a number string, found 'abc'", p.message());
    }

    @ParameterizedTest
    @CsvSource({"9.9E125, 990000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
            "1E-130, 0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
            "1E+38, 100000000000000000000000000000000000000"})
    void theWholeRangeOfDynamoDbNumbersIsRead(String in, String out) {
        assertEquals(out, ((AttributeValue.N) decodeClean("{\"N\": \"" + in + "\"}")).text());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e126", "1e-131", "123456789012345678901234567890123456789", "1e999999999",
            "-1e-999999999"})
    void numbersDynamoDbCannotStoreAreErrors(String text) {
        Problem p = onlyError("{\"N\": \"" + text + "\"}");
        assertTrue(p.message().startsWith("expected a number DynamoDB can store"), p.message());
    }

    @Test
    void badBase64IsAnError() {
        Problem p = onlyError("{\"B\": \"not base64!\"}");
        assertEquals("expected base64 text, found 'not base64!'", p.message());
        assertEquals(PATH + ".B", p.path());
    }

    @Test
    void wrongJsonTypesAreErrors() {
        assertEquals("expected a string, found the number 5", onlyError("{\"S\": 5}").message());
        assertEquals("expected true or false, found 'yes'", onlyError("{\"BOOL\": \"yes\"}").message());
        assertEquals("expected true (a NULL value is always true), found false", onlyError("{\"NULL\": false}").message());
        assertEquals("expected an object of typed values, found an array", onlyError("{\"M\": [1]}").message());
        assertEquals("expected an array of typed values, found an object", onlyError("{\"L\": {\"a\": 1}}").message());
        assertEquals("expected a typed value such as {\"S\": \"text\"}, found 'x'", onlyError("\"x\"").message());
        assertEquals("expected a type key (S, N, B, BOOL, NULL, M, L, SS, NS, BS), found 'X'",
                onlyError("{\"X\": \"1\"}").message());
        assertEquals("expected one type key (S, N, B, BOOL, NULL, M, L, SS, NS, BS), found 2: S, N",
                onlyError("{\"S\": \"1\", \"N\": \"1\"}").message());
    }

    @Test
    void badMembersOfContainersAreLeftOutAndReportedAtTheirPath() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("{\"M\": {\"ok\": {\"S\": \"x\"}, \"bad\": {\"N\": \"x\"}}}", d).orElseThrow();
        assertEquals(new AttributeValue.M(Map.of("ok", AttributeValue.s("x"))), v);
        assertEquals(PATH + ".M.bad.N", d.problems().get(0).path());

        Diagnostics d2 = new Diagnostics("t");
        AttributeValue l = decode("{\"L\": [{\"S\": \"x\"}, {\"B\": 1}]}", d2).orElseThrow();
        assertEquals(AttributeValue.list(AttributeValue.s("x")), l);
        assertEquals(PATH + ".L[1].B", d2.problems().get(0).path());
    }

    @Test
    void plainJsonInsideMapsAndListsIsReadByItsJsonTypeWithAWarningAtItsPath() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("""
                {"M": {"note": "something", "renewals": 1, "late": true, "due": null,
                       "speakers": [{"name": "A", "company": "B"}], "typed": {"S": "x"}}}
                """, d).orElseThrow();
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("note", AttributeValue.s("something"));
        m.put("renewals", AttributeValue.n(1));
        m.put("late", AttributeValue.TRUE);
        m.put("due", AttributeValue.NULL);
        m.put("speakers", AttributeValue.list(new AttributeValue.M(Map.of("name", AttributeValue.s("A"),
                "company", AttributeValue.s("B")))));
        m.put("typed", AttributeValue.s("x"));
        assertEquals(new AttributeValue.M(m), v);
        // One warning per plain value, at its own path; nothing inside a plain value is reported again.
        assertEquals(List.of(PATH + ".M.note", PATH + ".M.renewals", PATH + ".M.late", PATH + ".M.due",
                PATH + ".M.speakers"), d.problems().stream().map(Problem::path).toList());
        assertTrue(d.problems().stream().allMatch(p -> p.severity() == Severity.WARNING), d.problems()::toString);
        assertEquals("plain JSON where a typed value belongs: read as {\"S\": …} by its JSON type; the file is "
                + "saved back in DynamoDB JSON", d.problems().get(0).message());
    }

    @Test
    void plainJsonInsideAListKeepsEveryElement() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("{\"L\": [{\"name\": \"A\", \"company\": \"B\"}, {\"S\": \"typed\"}, 2.50]}", d)
                .orElseThrow();
        assertEquals(AttributeValue.list(new AttributeValue.M(Map.of("name", AttributeValue.s("A"),
                "company", AttributeValue.s("B"))), AttributeValue.s("typed"), AttributeValue.n("2.5")), v);
        assertEquals(List.of(PATH + ".L[0]", PATH + ".L[2]"), d.problems().stream().map(Problem::path).toList());
        assertTrue(d.problems().get(0).message().startsWith("plain JSON where a typed value belongs: read as {\"M\": …}"));
    }

    @Test
    void anObjectWithOneTypeKeyStaysATypedValueEvenInsidePlainJson() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("{\"M\": {\"outer\": {\"inner\": {\"N\": \"5\"}, \"bad\": {\"N\": \"x\"}}}}", d)
                .orElseThrow();
        assertEquals(new AttributeValue.M(Map.of("outer", new AttributeValue.M(Map.of("inner", AttributeValue.n(5))))), v);
        assertEquals(List.of(PATH + ".M.outer", PATH + ".M.outer.bad.N"), d.problems().stream().map(Problem::path).toList());
        assertEquals(Severity.ERROR, d.problems().get(1).severity());
    }

    @Test
    void aPlainNumberDynamoDbCannotStoreIsAnError() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("{\"M\": {\"big\": 1e200, \"ok\": \"x\"}}", d).orElseThrow();
        assertEquals(new AttributeValue.M(Map.of("ok", AttributeValue.s("x"))), v);
        Problem error = d.problems().stream().filter(Problem::isError).findFirst().orElseThrow();
        assertEquals(PATH + ".M.big", error.path());
    }

    @Test
    void plainJsonDeeperThanDynamoDbsLimitIsAnError() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("{\"M\": {\"deep\": " + "[".repeat(32) + "]".repeat(32) + ", \"ok\": "
                + "[".repeat(31) + "]".repeat(31) + "}}", d).orElseThrow();
        assertEquals(List.of("ok"), List.copyOf(((AttributeValue.M) v).value().keySet()));
        Problem error = d.problems().stream().filter(Problem::isError).findFirst().orElseThrow();
        assertEquals(PATH + ".M.deep", error.path());
        assertEquals("plain JSON where a typed value belongs, nested deeper than DynamoDB's 32 levels; it is left out",
                error.message());
    }

    @Test
    void aRepeatedSetValueIsKeptOnceWithAWarning() {
        Diagnostics d = new Diagnostics("t");
        AttributeValue v = decode("{\"NS\": [\"1\", \"1.0\"]}", d).orElseThrow();
        assertEquals(new AttributeValue.NS(Set.of(BigDecimal.ONE)), v);
        assertEquals(Severity.WARNING, d.problems().get(0).severity());
        assertEquals(PATH + ".NS[1]", d.problems().get(0).path());
    }

    @Test
    void attributeNamesThatAreNotIdentifiersUseBrackets() {
        Diagnostics d = new Diagnostics("t");
        DynamoJson.decodeItem(json("{\"GSI1-PK\": {\"N\": \"x\"}}"), "$.TableData[0]", d);
        assertEquals("$.TableData[0]['GSI1-PK'].N", d.problems().get(0).path());
    }

    private static Problem onlyError(String text) {
        Diagnostics d = new Diagnostics("t");
        assertTrue(decode(text, d).isEmpty());
        assertEquals(1, d.problems().size(), d.problems()::toString);
        assertEquals(Severity.ERROR, d.problems().get(0).severity());
        return d.problems().get(0);
    }
}
