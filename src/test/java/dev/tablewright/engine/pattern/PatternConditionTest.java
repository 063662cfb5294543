package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AccessPattern;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class PatternConditionTest {

    private static List<String> shape(String text) {
        return PatternCondition.parse(text).clauses().stream()
                .map(c -> c.attribute() + " " + c.op() + " " + c.operands().stream().map(Object::toString).toList())
                .toList();
    }

    private static String error(String text) {
        return assertThrows(IllegalArgumentException.class, () -> PatternCondition.parse(text)).getMessage();
    }

    @Test
    void readsEqualityBeginsWithAndBetween() {
        assertEquals(List.of("PK = [MOVIE#${movieId}]", "SK begins_with [ACTOR#]"),
                shape("PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)"));
        assertEquals(List.of("SK = [${a}]", "StringValue BETWEEN [${from}, ${to}]"),
                shape("SK = ${a} AND StringValue BETWEEN ${from} AND ${to}"));
        assertEquals(List.of("PK = [racer-${racerId}]", "Numeric >= [${min}]"),
                shape("PK = racer-${racerId} and Numeric >= ${min}"));
        assertEquals(List.of("a < [1]", "b <= [2]"), shape("a<1 AND b <= 2"));
        assertTrue(PatternCondition.parse("  ").clauses().isEmpty());
    }

    @Test
    void operandsRunToAnAndBetweenSpacesAndReservedWordsNameKeys() {
        assertEquals(List.of("PK = [Hello World]", "SK > [3]"), shape("PK = Hello World AND SK > 3"));
        assertEquals(List.of("PK = [BRAND#and-more]"), shape("PK = BRAND#and-more"));
        assertEquals(List.of("date = [2026-11-25]"), shape("date = 2026-11-25"), "date is a reserved word");
        assertEquals(List.of("SK begins_with [USER#]"), shape("begins_with( SK , USER# )"));
        assertEquals(List.of("PK = [x]", "SK BETWEEN [1, 2]"), shape("PK = x AND SK BETWEEN 1 AND 2"));
    }

    @Test
    void saysWhereAndWhyWithTheEnginesWords() {
        assertEquals("column 4: Invalid KeyConditionExpression: Syntax error; token: \"~\", near: \"PK ~ x\"",
                error("PK ~ x"));
        assertEquals("Invalid operator used in KeyConditionExpression: OR", error("PK = x OR SK = y"));
        assertEquals("KeyConditionExpressions must only contain one condition per key", error("PK = x AND PK = y"));
        assertTrue(error("begins_with(SK").startsWith("column 15: "), error("begins_with(SK"));
        assertTrue(error("SK BETWEEN 1").contains("<EOF>"), error("SK BETWEEN 1"));
        assertTrue(error("PK =").startsWith("column 5: "), error("PK ="));
        assertEquals("Invalid operator used in KeyConditionExpression: <>", error("PK <> x"));
    }

    /**
     * Every pattern of the samples and the reference files reads into clauses that say the condition
     * again (the hand parser this replaced gave the same clauses on all of them).
     */
    @Test
    void everySamplePatternReadsBackAsWritten() throws Exception {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("sample-models"))) {
            s.filter(p -> p.toString().endsWith(".json")).forEach(files::add);
        }
        files.add(Path.of("src/test/resources/reference/dynobase-form/library.json"));
        int read = 0;
        for (Path f : files) {
            for (var t : WorkbenchJson.read(f).model().orElseThrow().tables()) {
                for (AccessPattern p : t.accessPatterns()) {
                    assertEquals(normal(p.keyCondition()), render(PatternCondition.parse(p.keyCondition())),
                            f + ": " + p.name());
                    read++;
                }
            }
        }
        assertTrue(read >= 40, "patterns read: " + read);
    }

    private static String render(PatternCondition c) {
        return c.clauses().stream().map(k -> switch (k.op()) {
            case "begins_with" -> "begins_with(" + k.attribute() + ", " + k.operands().get(0) + ")";
            case "BETWEEN" -> k.attribute() + " BETWEEN " + k.operands().get(0) + " AND " + k.operands().get(1);
            default -> k.attribute() + " " + k.op() + " " + k.operands().get(0);
        }).collect(Collectors.joining(" AND "));
    }

    private static String normal(String text) {
        return text.strip().replaceAll("\\s+", " ").replaceAll("(?i) and ", " AND ");
    }
}
