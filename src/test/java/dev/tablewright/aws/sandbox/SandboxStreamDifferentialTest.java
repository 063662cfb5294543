package dev.tablewright.aws.sandbox;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.model.stream.KeptItems;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A seeded random run of writes through every write path of the Sandbox ends with the monthly totals'
 * counts and sums that the remaining streams make ({@link KeptItems}, the sample computation).
 */
class SandboxStreamDifferentialTest {
    private static final Set<String> EXACT = Set.of("pk", "sk", "movieId", "month", "streams", "minutes", "entityType");

    private static Item stream(String movie, String at, String user, String minutes) {
        return Item.of("pk", s("MOV#" + movie), "sk", s("STR#" + at + "#" + user), "movieId", s(movie),
                "streamedAt", s(at), "userId", s(user), "minutesWatched", n(minutes), "device", s("tv"),
                "entityType", s("stream"));
    }

    private static Map<String, AttributeValue> key(Item item) {
        return Map.of("pk", item.get("pk").orElseThrow(), "sk", item.get("sk").orElseThrow());
    }

    @Test
    void randomWritesOfEveryKindKeepTheCountsAndSumsOfTheRemainingStreams() {
        for (int seed = 1; seed <= 8; seed++) {
            Random random = new Random(seed);
            SandboxGateway sandbox = SandboxGateway.of(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS));
            List<Item> streams = new ArrayList<>(of(sandbox, "stream"));
            for (int step = 0; step < 60; step++) {
                int choice = random.nextInt(12);
                String month = "2024-0" + (5 + random.nextInt(3));
                String minutes = random.nextInt(200) + "." + random.nextInt(100);
                if (choice < 2 && !streams.isEmpty()) {
                    Item gone = streams.remove(random.nextInt(streams.size()));
                    sandbox.deleteItem(new DeleteItemRequest("Movies", key(gone), "", Expr.NONE, ReturnValues.NONE));
                } else if (choice < 4 && !streams.isEmpty()) {
                    int i = random.nextInt(streams.size());
                    Item changed = streams.get(i).with("minutesWatched", n(minutes))
                            .with("streamedAt", s(month + "-01T00:00:00Z"));
                    streams.set(i, changed);
                    sandbox.updateItem(new UpdateItemRequest("Movies", key(changed), "SET minutesWatched = :m, "
                            + "streamedAt = :at", "", Expr.NONE.withValue(":m", changed.get("minutesWatched").get())
                            .withValue(":at", changed.get("streamedAt").get()), ReturnValues.NONE));
                } else if (choice < 5 && !streams.isEmpty()) {
                    int i = random.nextInt(streams.size());
                    Item changed = streams.get(i).with("minutesWatched", n(minutes));
                    streams.set(i, changed);
                    sandbox.executeStatement(ExecuteStatementRequest.of("UPDATE Movies SET minutesWatched = " + minutes
                            + " WHERE pk = ? AND sk = ?", changed.get("pk").get(), changed.get("sk").get()));
                } else if (choice < 7) {
                    Item a = stream("m" + random.nextInt(3), month + "-1" + step % 10 + "T00:00:00Z", "b" + step, minutes);
                    Item b = stream("m" + random.nextInt(3), month + "-2" + step % 10 + "T00:00:00Z", "b" + step, "1.5");
                    streams.add(a);
                    streams.add(b);
                    if (choice == 5) {
                        sandbox.batchWrite(new BatchWriteRequest(List.of(new WriteRequest.Put("Movies", a),
                                new WriteRequest.Put("Movies", b))));
                    } else {
                        sandbox.transactWrite(new TransactWriteRequest(List.of(new TransactWrite.Put(
                                PutItemRequest.of("Movies", a)), new TransactWrite.Put(PutItemRequest.of("Movies", b))), ""));
                    }
                } else {
                    Item s = stream("m" + random.nextInt(3), month + "-0" + step % 10 + "T00:00:00Z", "u" + step, minutes);
                    streams.add(s);
                    sandbox.putItem(PutItemRequest.of("Movies", s));
                }
            }
            TableDesign movies = sandbox.describeTable("Movies").orElseThrow();
            List<Item> expected = KeptItems.compute(movies, movies.keptEntity("MonthlyTotal").orElseThrow(),
                    of(sandbox, "stream")).items();
            assertEquals(new HashSet<>(streams), new HashSet<>(of(sandbox, "stream")), "seed " + seed);
            assertEquals(exact(expected), exact(of(sandbox, "monthlyTotal")), "seed " + seed);
        }
    }

    private static Set<Item> exact(List<Item> items) {
        return items.stream().map(i -> {
            Map<String, AttributeValue> out = new LinkedHashMap<>();
            i.attributes().forEach((k, v) -> {
                if (EXACT.contains(k)) {
                    out.put(k, v);
                }
            });
            return new Item(out);
        }).collect(Collectors.toSet());
    }

    private static List<Item> of(SandboxGateway sandbox, String type) {
        Page page = sandbox.scan(ScanRequest.of("Movies"));
        return page.items().stream().filter(i -> i.get("entityType").equals(java.util.Optional.of(s(type)))).toList();
    }
}
