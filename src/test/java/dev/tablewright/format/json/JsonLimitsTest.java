package dev.tablewright.format.json;

import java.util.List;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Jackson's reading limits, reported in the user's terms (no {@code StreamReadConstraints} getters). */
class JsonLimitsTest {

    private static Problem onlyProblem(String json) {
        Diagnostics d = new Diagnostics("m.json");
        assertTrue(JsonTreeReader.read(json, d).isEmpty());
        assertEquals(1, d.problems().size(), d.problems()::toString);
        Problem p = d.problems().get(0);
        assertEquals(Severity.ERROR, p.severity());
        assertFalse(p.message().contains("StreamReadConstraints"), p.message());
        assertFalse(p.message().contains("get"), p.message());
        return p;
    }

    @Test
    void tooDeepSaysHowDeepAndWhatDynamoDbAllows() {
        Problem p = onlyProblem("{\"a\": " + "[".repeat(1000) + "]".repeat(1000) + "}");
        assertEquals("the JSON is nested deeper than 1,000 levels; DynamoDB allows 32", p.message());
        assertEquals("1:1006", p.path()); // the 1,000th bracket, inside the object
    }

    @Test
    void aTooLongNumberSaysHowManyDigits() {
        Problem p = onlyProblem("{\"n\": " + "1".repeat(1001) + "}");
        assertEquals("a number has more than 1,000 digits; DynamoDB numbers have at most 38", p.message());
    }

    @Test
    void aTooLongStringSaysHowLong() {
        Problem p = onlyProblem("{\"s\": \"" + "x".repeat(20_000_001) + "\"}");
        assertEquals("a string is longer than 20,000,000 characters; a DynamoDB item is at most 400 KB", p.message());
    }

    @Test
    void aNameMayBeAsLongAsAString() {
        // A facet's NonKeyAttributes name (a string) is written back as a ModelSchema member name.
        Problem p = onlyProblem("{\"" + "k".repeat(20_000_001) + "\": 1}");
        assertTrue(p.message().contains("longer than 20,000,000 characters"), p::message);
        String name = "k".repeat(60_000);
        DataModel read = dev.tablewright.format.WorkbenchJson.parse(dev.tablewright.format.WorkbenchJson.write(
                DataModel.of("m", List.of(TableDesign.of("T", KeySchema.of(name, AttributeType.S))))), "x.json")
                .model().orElseThrow();
        assertEquals(name, read.tables().get(0).keySchema().partitionKey().name());
    }

    @Test
    void aValueTooDeepToWriteSaysSo() {
        com.fasterxml.jackson.databind.node.ArrayNode root = Json.array();
        com.fasterxml.jackson.databind.node.ArrayNode inner = root;
        for (int i = 0; i < 2100; i++) {
            inner = inner.addArray();
        }
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Json.pretty(root));
        assertEquals("the model cannot be written: the JSON is nested deeper than 2,016 levels; DynamoDB allows 32",
                e.getMessage());
    }

    @Test
    void everyLimitHasItsOwnWords() {
        for (String getter : new String[] {"getMaxNestingDepth", "getMaxNumberLength", "getMaxStringLength",
                "getMaxNameLength", "getMaxDocumentLength", "getMaxTokenCount"}) {
            String message = JsonLimits.describe("X (5) exceeds the maximum allowed (4, from `StreamReadConstraints."
                    + getter + "()`)");
            assertFalse(message.contains("get") || message.contains("exceeds"), message);
        }
        assertEquals("the JSON goes beyond a reading limit: BigDecimal scale (-2000000000) magnitude exceeds the "
                + "maximum allowed (100000)", JsonLimits.describe(
                "BigDecimal scale (-2000000000) magnitude exceeds the maximum allowed (100000)"));
    }
}
