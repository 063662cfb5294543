package dev.tablewright.aws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.pattern.ResultComparison;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import java.util.Map;

/** Access patterns of a sample on the Sandbox and on DynamoDB Local holding the same items. */
class SideBySideTest {

    @Test
    void everyPatternOfTheMoviesSampleAnswersAlikeOnTheSandboxAndOnDynamoDbLocal() {
        DataModel model = SampleModels.read("movies-actors.json").model().orElseThrow();
        TableDesign table = model.tables().get(0);
        Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local", false);
        local.createTable(table);
        try (SandboxGateway sandbox = SandboxGateway.of(model)) {
            IndexView.derivedItems(table).forEach(s -> local.putItem(PutItemRequest.of(table.name(), s.item())));
            for (AccessPattern p : table.accessPatterns()) {
                if (!p.operation().isRead()) {
                    continue;
                }
                SideBySide.Result r = SideBySide.run(table, p, Map.of(), sandbox, local);
                assertEquals(ResultComparison.Verdict.SAME, r.comparison().orElseThrow().verdict(),
                        () -> p.name() + ": " + r.summary());
            }
            AccessPattern cast = table.accessPatterns().stream().filter(p -> p.name().equals("List cast of a movie")).findFirst()
                    .orElseThrow();
            // One more cast member in the live table's partition: Local now answers with an item the Sandbox has not.
            AttributeValue movie = SideBySide.run(table, cast, Map.of(), sandbox, local).left().page().orElseThrow()
                    .items().get(0).attributes().get("pk");
            local.putItem(PutItemRequest.of(table.name(), Item.of("pk", movie, "sk", AttributeValue.s("act#zzz"),
                    "entityType", AttributeValue.s("cast"))));
            SideBySide.Result r = SideBySide.run(table, cast, Map.of(), sandbox, local);
            assertTrue(r.summary().contains("only in DynamoDB Local"), r.summary());
        } finally {
            local.deleteTable(table.name());
        }
    }

    /** Vector searches: both sides search with one vector, the one the named item has on the left. */
    @Test
    void aVectorSearchPatternRunsOnBothSidesWithTheSameVector() {
        DataModel model = SampleModels.read("products-vectors.json").model().orElseThrow();
        TableDesign table = model.tables().get(0);
        AccessPattern similar = table.accessPatterns().stream().filter(p -> p.name().equals("Similar products"))
                .findFirst().orElseThrow();
        // The right side lacks the footwear product nearest to the one searched with (and that one itself).
        DataModel fewer = model.withTable(table.name(), t -> t.withEntities(t.entities().stream()
                .map(e -> e.withItems(e.items().stream().filter(i -> !i.get("PK").orElseThrow().displayText()
                        .equals("PRODUCT#prd-ef36be")).toList())).toList()));
        try (SandboxGateway sandbox = SandboxGateway.of(model); SandboxGateway copy = SandboxGateway.of(model);
                SandboxGateway other = SandboxGateway.of(fewer)) {
            SideBySide.Result same = SideBySide.run(table, similar, Map.of(), sandbox, copy);
            assertEquals(ResultComparison.Verdict.SAME, same.comparison().orElseThrow().verdict(), same.summary());
            assertEquals(4, same.left().page().orElseThrow().items().size());

            SideBySide.Result r = SideBySide.run(table, similar, Map.of(), sandbox, other);
            assertTrue(r.right().page().isPresent(), "the vector came from the left: the right still searched");
            assertTrue(r.summary().contains("only in"), r.summary());
            // Named the other way round, the item is read from the right side's table.
            SideBySide.Result back = SideBySide.run(table, similar, Map.of(), other, sandbox);
            assertTrue(back.left().page().isPresent(), back.summary());

            // DynamoDB Local knows no SearchVectors: its side says so, the Sandbox's still answers.
            Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local", false);
            SideBySide.Result live = SideBySide.run(table, similar, Map.of(), sandbox, local);
            assertTrue(live.left().page().isPresent(), live.summary());
            assertTrue(live.right().page().isEmpty(), live.summary());
            assertEquals("DynamoDB Local: UnknownOperationException: DynamoDB Local does not support SearchVectors (vector"
                    + " indexes): search in the Sandbox, or on AWS", live.summary());
        }
    }

    @Test
    void aSideWithoutTheTableSaysSoAndTheOtherStillAnswers() {
        DataModel model = SampleModels.read("movies-actors.json").model().orElseThrow();
        TableDesign table = model.tables().get(0);
        Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local", false);
        try (SandboxGateway sandbox = SandboxGateway.of(model)) {
            SideBySide.Result r = SideBySide.run(table, table.accessPatterns().get(0), Map.of(), sandbox, local);
            assertTrue(r.comparison().isEmpty());
            assertTrue(r.left().page().isPresent());
            assertTrue(r.summary().startsWith("DynamoDB Local: ResourceNotFoundException"), r.summary());
        }
    }
}
