package dev.tablewright.operation.multi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;

class MultiAnswerTest {
    private final SandboxGateway sandbox = SandboxGateway.of(SampleModels.read("movies-actors.json").model().orElseThrow());

    private static Map<String, AttributeValue> key(String pk, String sk) {
        return Map.of("pk", AttributeValue.s(pk), "sk", AttributeValue.s(sk));
    }

    @Test
    void aTransactGetGroupsWhatItFoundByTableAndCountsTheGetsThatFound() {
        MultiAnswer a = MultiAnswer.send(sandbox, new TransactGetRequest(List.of(
                new TransactGet("Movies", key("mov#tt0109830", "mov#tt0109830"), "", Expr.NONE),
                new TransactGet("Movies", key("mov#none", "mov#none"), "", Expr.NONE))));
        assertEquals(List.of("Movies"), List.copyOf(a.items().keySet()));
        assertEquals(1, a.items().get("Movies").size());
        assertEquals(1, a.found());
        assertNull(a.unprocessed());
        assertTrue(a.summary(4).startsWith("1 of 2 found · "), a.summary(4));
        assertTrue(a.summary(4).endsWith(" · 4 ms"), a.summary(4));
    }

    @Test
    void aBatchGetReadsEveryKeyTheSandboxHasAndLeavesNothing() {
        MultiAnswer a = MultiAnswer.send(sandbox, new BatchGetRequest(Map.of("Movies", BatchGetRequest.TableKeys.of(
                List.of(key("mov#tt0109830", "mov#tt0109830"), key("mov#none", "mov#none"))))));
        assertEquals(1, a.found());
        assertEquals(0, a.left());
        assertTrue(a.summary(2).startsWith("1 item · "), a.summary(2));
    }

    @Test
    void aTransactWriteIsDoneAndSaysHowManyActions() {
        Item item = Item.of("pk", AttributeValue.s("mov#new"), "sk", AttributeValue.s("mov#new"));
        MultiAnswer a = MultiAnswer.send(sandbox, new TransactWriteRequest(List.of(
                new TransactWrite.Put(dev.tablewright.engine.api.PutItemRequest.of("Movies", item))), "token-1"));
        assertEquals("done · 1 actions · 3 ms", a.summary(3));
        assertTrue(a.items().isEmpty());
    }

    @Test
    void aWritesLineSaysWhatTheSandboxsStreamWroteAfterIt() {
        SandboxGateway movies = SandboxGateway.of(dev.tablewright.model.stream.KeptFixtures.read(
                dev.tablewright.model.stream.KeptFixtures.MONTHLY_TOTALS));
        MultiAnswer batch = MultiAnswer.send(movies, new dev.tablewright.engine.api.BatchWriteRequest(List.of(
                new dev.tablewright.engine.api.WriteRequest.Delete("Movies", key("MOV#m2", "STR#2024-05-18T08:00:00Z#u1")))));
        assertEquals("done · 0 unprocessed · 2 ms · +1 write by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05 (deleted)",
                batch.summary(2));
        MultiAnswer transaction = MultiAnswer.send(movies, new TransactWriteRequest(List.of(
                new TransactWrite.Delete(new dev.tablewright.engine.api.DeleteItemRequest("Movies",
                        key("MOV#m1", "STR#2024-06-02T19:00:00Z#u3"), "", Expr.NONE,
                        dev.tablewright.engine.api.ReturnValues.NONE))), ""));
        assertEquals("done · 1 actions · 2 ms · +1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-06 (deleted)",
                transaction.summary(2));
    }
}
