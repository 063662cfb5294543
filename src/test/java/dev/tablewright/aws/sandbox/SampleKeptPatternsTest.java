package dev.tablewright.aws.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;

/**
 * Issue 28 part 7: the access patterns that read what the stream keeps answer the samples' questions on
 * their kept items: the top movies of a month by their stream count (GSI-2), a project's issues by a
 * custom field (the two value indexes over the index items).
 */
class SampleKeptPatternsTest {

    private static List<String> run(String sample, String pattern, Map<String, String> parameters, String... attributes) {
        DataModel model = SampleModels.read(sample).model().orElseThrow();
        TableDesign table = model.tables().get(0);
        AccessPattern p = table.accessPatterns().stream().filter(a -> a.name().equals(pattern)).findFirst().orElseThrow();
        try (SandboxGateway sandbox = SandboxGateway.of(model)) {
            assertEquals(List.of(), sandbox.refused());
            return sandbox.read(PatternRequest.of(table, p, parameters)).items().stream()
                    .map(i -> describe(i, attributes)).toList();
        }
    }

    private static String describe(Item item, String... attributes) {
        StringBuilder s = new StringBuilder();
        for (String a : attributes) {
            s.append(s.isEmpty() ? "" : " ").append(item.get(a).map(AttributeValue::displayText).orElse("-"));
        }
        return s.toString();
    }

    @Test
    void theTopMoviesOfAMonthAreRankedByTheirStreams() {
        assertEquals(List.of("The Dark Knight 5", "Inception 4", "The Shawshank Redemption 3", "Pulp Fiction 2",
                "Forrest Gump 1"), run("movies-actors.json", "List top 10 most streamed movies by month", Map.of(),
                "movieTitle", "streamCount"));
        assertEquals(List.of("The Shawshank Redemption 3", "The Dark Knight 2", "Pulp Fiction 1"),
                run("movies-actors.json", "List top 10 most streamed movies by month", Map.of("yearMonth", "2021-08"),
                        "movieTitle", "streamCount"));
    }

    @Test
    void aMoviesTotalOfAMonthCountsItsStreamsAndMinutes() {
        assertEquals(List.of("3 380"), run("movies-actors.json", "Get total streams by movie ID and month", Map.of(),
                "streamCount", "totalMinutes"));
    }

    @Test
    void aProjectsIssuesComeInTheOrderOfACustomField() {
        assertEquals(List.of("3544 1500", "c20a 800", "9e61 350"),
                run("issue-tracker.json", "List issues by a number custom field", Map.of(), "PK", "NumValue"));
        assertEquals(List.of("d19f 2023-04-03", "020e 2023-05-01", "67d1 2023-05-02", "b7c2 2023-05-15"),
                run("issue-tracker.json", "List issues by a string custom field", Map.of(), "PK", "StringValue"));
        assertEquals(List.of("020e 2023-06-01", "67d1 2023-06-02"),
                run("issue-tracker.json", "List issues with a date field in a range", Map.of(), "PK", "StringValue"));
    }

    /** The pre-join: one Query returns the issue, its fields in one map, and the index items kept from them. */
    @Test
    void anIssuesPartitionHoldsItAndItsIndexItems() {
        assertEquals(List.of("35e9 Issue", "35e9#3fe6 NumberFieldValue", "35e9#47e5 StringFieldValue"),
                run("issue-tracker.json", "Get an issue with all its custom field values", Map.of(), "SK", "entityType"));
    }
}
