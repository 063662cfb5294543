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
