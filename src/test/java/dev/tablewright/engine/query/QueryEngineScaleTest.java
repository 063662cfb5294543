package dev.tablewright.engine.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Partitions are found by hash, not by scanning; items are stored compactly. */
class QueryEngineScaleTest {
    private static final TableDesign TABLE = TableDesign.of("scale",
            KeySchema.of("PK", AttributeType.S, "SK", AttributeType.N));

    private static Item item(int partition, int sort) {
        return Item.of("PK", AttributeValue.s("P#" + partition), "SK", AttributeValue.n(sort),
                "v", AttributeValue.n(sort % 7));
    }

    @Test
    void aPartitionQueryAmong100000ItemsTakesWellUnderAMillisecond() {
        QueryEngine engine = new QueryEngine();
        engine.createTable(TABLE);
        for (int i = 0; i < 100_000; i++) {
            engine.putItem(PutItemRequest.of("scale", item(i % 1_000, i)));
        }
        QueryRequest q = QueryRequest.of("scale", "PK = :p AND SK > :s",
                Expr.NONE.withValue(":p", AttributeValue.s("P#42")).withValue(":s", AttributeValue.n(50_000)));
        long[] nanos = new long[2_000];
        Page page = null;
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            page = engine.query(q);
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        long median = nanos[nanos.length / 2];
        System.out.println("QueryEngineScaleTest: median partition query " + median / 1000 + " µs");
        assertEquals(50, page.count());
        assertTrue(median < 1_000_000, "median query " + median / 1000 + " µs");
    }

    @Test
    void aMillionSmallItemsFitInTheTestHeap() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        // What the tests before this one left in the shared JVM is not the table's: measure from here.
        long before = rt.totalMemory() - rt.freeMemory();
        QueryEngine engine = new QueryEngine();
        engine.createTable(TABLE);
        for (int i = 0; i < 1_000_000; i++) {
            engine.putItem(PutItemRequest.of("scale", item(i % 50_000, i)));
        }
        assertEquals(1_000_000, engine.itemCount("scale"));
        System.gc();
        long used = rt.totalMemory() - rt.freeMemory() - before;
        System.out.println("QueryEngineScaleTest: 1,000,000 items, heap used " + used / (1024 * 1024) + " MB");
        // Surefire runs with -Xmx1g; the table must leave most of it free.
        assertTrue(used < 500L * 1024 * 1024, "heap used " + used / (1024 * 1024) + " MB");
        Page page = engine.query(QueryRequest.of("scale", "PK = :p",
                Expr.NONE.withValue(":p", AttributeValue.s("P#7"))));
        assertEquals(20, page.count());
    }
}
