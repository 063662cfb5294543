package dev.tablewright.format;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Small model documents for tests, and checks on what reading them gave. */
final class Docs {
    static final String FILE = "test.json";

    private Docs() {
    }

    /** A document with one table whose members (after TableName/KeyAttributes) are {@code tableMembers}. */
    static String withTable(String tableMembers) {
        return """
                {
                  "ModelName": "M",
                  "ModelMetadata": {"Author": "", "DateCreated": "", "DateLastModified": "", "Description": "",
                                    "AWSService": "Amazon DynamoDB", "Version": "3.0"},
                  "DataModel": [{
                    "TableName": "T",
                    "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                      "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
                    "NonKeyAttributes": []%s
                  }]
                }
                """.formatted(tableMembers.isEmpty() ? "" : ",\n" + tableMembers);
    }

    static ReadResult parse(String json) {
        return WorkbenchJson.parse(json, FILE);
    }

    /** Reads a document that must give a model, without errors. */
    static DataModel clean(String json) {
        ReadResult r = parse(json);
        assertFalse(r.hasErrors(), r.problems()::toString);
        return r.model().orElseThrow();
    }

    static TableDesign table(String json) {
        return clean(json).tables().get(0);
    }

    static List<Problem> of(ReadResult r, Severity severity) {
        return r.problems().stream().filter(p -> p.severity() == severity).toList();
    }

    /** The only problem of that severity. */
    static Problem only(ReadResult r, Severity severity) {
        List<Problem> found = of(r, severity);
        assertEquals(1, found.size(), r.problems()::toString);
        assertEquals(FILE, found.get(0).file());
        return found.get(0);
    }

    /** Equal models, or a failure showing where their texts first differ (records print long). */
    static void assertSameModel(DataModel expected, DataModel actual) {
        if (expected.equals(actual)) {
            return;
        }
        String a = expected.toString();
        String b = actual.toString();
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        int from = Math.max(0, i - 300);
        throw new AssertionError("models differ at " + i + ":\n expected ..." + a.substring(from, Math.min(a.length(), i + 200))
                + "\n but was  ..." + b.substring(from, Math.min(b.length(), i + 200)));
    }

    /** Writes the model, reads it back and checks it is the same; returns the text. */
    static String roundTrip(DataModel model) {
        String text = WorkbenchJson.write(model);
        ReadResult again = parse(text);
        assertEquals(List.of(), again.problems().stream().filter(p -> p.severity() != Severity.INFO).toList(),
                () -> text);
        assertSameModel(model, again.model().orElseThrow());
        assertEquals(text, WorkbenchJson.write(again.model().orElseThrow()));
        return text;
    }
}
