package dev.tablewright.rules;

import static dev.tablewright.rules.Settings.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;

import java.util.Optional;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class ResourcePolicyRulesTest {
    private static final TableDesign ORDERS = AllSettings.provisioned();

    private static UnaryOperator<TableDesign> policy(String text) {
        return settings(s -> s.withResourcePolicy(Optional.of(text)));
    }

    @Test
    void aPolicyIsAJsonObject() {
        Settings.adds(ORDERS, policy("[{\"Effect\":\"Allow\"}]"), Severity.ERROR, "Orders",
                "the table's resource policy is not a JSON object (it does not start with '{')");
        Settings.adds(ORDERS, policy("{\"Version\":\"2012-10-17\",}"), Severity.ERROR, "Orders",
                "is not a JSON object (a member name must be a string in double quotes at character 25)");
        Settings.adds(ORDERS, policy("Version: 2012-10-17"), Severity.ERROR, "Orders", "is not a JSON object");
        Settings.addsNothing(ORDERS, policy(" \n" + AllSettings.POLICY + "\n"));
    }

    @Test
    void aPolicyHasAtMost20KilobytesWhiteSpaceIncluded() {
        String head = "{\"Version\":\"2012-10-17\",\"Sid\":\"";
        String tail = "\"}";
        int fill = 20 * 1024 - head.length() - tail.length();
        Settings.addsNothing(ORDERS, policy(head + "x".repeat(fill) + tail));
        Settings.adds(ORDERS, policy(head + "x".repeat(fill) + tail + " "), Severity.ERROR, "Orders",
                "the table's resource policy has 20,481 bytes: DynamoDB allows 20,480 (20 KB), white space included");
        // Bytes of UTF-8, not characters: 'é' is two.
        Settings.adds(ORDERS, policy(head + "x".repeat(fill - 1) + "é" + tail), Severity.ERROR, "Orders",
                "has 20,481 bytes");
    }

    @Test
    void theRecognizerTakesJsonAndNothingElse() {
        assertEquals(Optional.empty(), JsonDocument.objectProblem("{\"a\":[1,-2.5e+3,true,false,null,{},[],\"\\u00e9\\n\"]}"));
        assertEquals(Optional.of("it is empty"), JsonDocument.objectProblem("  "));
        assertEquals(Optional.of("text after the object at character 3"), JsonDocument.objectProblem("{}{"));
        assertEquals(Optional.of("a string is not closed at character 6"), JsonDocument.objectProblem("{\"abc"));
        assertEquals(Optional.of("',' or '}' expected at character 7"), JsonDocument.objectProblem("{\"a\":01}"));
        assertEquals(Optional.of("an unknown escape \\x at character 4"), JsonDocument.objectProblem("{\"\\x\":1}"));
        assertEquals(Optional.of("',' or '}' expected at character 8"), JsonDocument.objectProblem("{\"a\":1 \"b\":2}"));
        assertEquals(Optional.of("',' or ']' expected at character 9"), JsonDocument.objectProblem("{\"a\":[1 2]}"));
        assertEquals(Optional.of("an unexpected character 'x' at character 6"), JsonDocument.objectProblem("{\"a\":x}"));
        assertEquals(Optional.of("it ends before '}' at character 7"), JsonDocument.objectProblem("{\"a\":1"));
    }
}
