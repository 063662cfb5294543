package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalItems;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.UpdateRow;
import dev.tablewright.operation.item.ItemKind;
import dev.tablewright.operation.read.ReadKind;
import dev.tablewright.operation.run.PageReads;
import dev.tablewright.progress.Progress;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The builder against DynamoDB Local (in-process): a Scan's segments read in parallel, one segment's
 * page, and the capacity DynamoDB reports summed into each tab's result line.
 */
class OperationsOnDynamoDbLocalTest {
    private static final String TABLE = "ops-builder";
    private static final int ITEMS = 400;
    private static final TableDesign DESIGN = TableDesign.of(TABLE, KeySchema.of("pk", AttributeType.S, "sk",
            AttributeType.N));
    private static final DataModel MODEL = DataModel.of("ops", List.of(DESIGN));
    private static Gateway local;

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();

    @BeforeAll
    static void fill() {
        local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        LocalItems.freshTable(local, DESIGN);
        LocalItems.put(local, TABLE, ITEMS, i -> new Item(Map.of("pk", AttributeValue.s("P" + i % 13),
                "sk", new AttributeValue.N(new BigDecimal(i)), "title", AttributeValue.s("item " + i))));
    }

    @AfterAll
    static void drop() {
        local.deleteTable(TABLE);
    }

    private OperationViewModel scan(int segments) {
        OperationViewModel vm = new OperationViewModel(tasks, () -> local, () -> MODEL);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.form().limitProperty().set("25");
        vm.form().segmentsProperty().set(segments);
        return vm;
    }

    private static Set<String> sortKeys(OperationViewModel vm) {
        return vm.gridProperty().get().rows().stream().map(r -> r.value("sk").toString()).collect(Collectors.toSet());
    }

    @Test
    void allPagesOfAParallelScanReadEverySegmentOnceAndSumTheirCapacity() {
        OperationViewModel vm = scan(4);
        vm.allPagesCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        List<GridRow> rows = vm.gridProperty().get().rows();
        assertEquals(ITEMS, rows.size());
        assertEquals(ITEMS, sortKeys(vm).size(), "every item once");
        String line = vm.runs().summaryProperty().get();
        assertTrue(line.matches("400 items · 400 scanned · \\d+(\\.\\d+)? RCU · \\d+ pages in \\d+ ms · [\\d,]+ items/s"
                + " · 4 segments in parallel"), line);
        assertFalse(line.contains(" 0 RCU"), line);
    }

    @Test
    void onePageOfAParallelScanIsOneSegmentsPageAndTheJsonPicksTheSegment() {
        OperationViewModel vm = scan(4);
        assertTrue(vm.jsonProperty().get().contains("\"Segment\": 0"), vm.jsonProperty().get());
        assertTrue(vm.jsonProperty().get().contains("\"TotalSegments\": 4"), vm.jsonProperty().get());
        vm.runCommand().execute();
        Set<String> first = sortKeys(vm);
        String line = vm.runs().summaryProperty().get();
        assertTrue(line.matches("25 items · 25 scanned · segment 0 of 4 · \\d+(\\.\\d+)? RCU · \\d+ ms · more pages"),
                line);

        vm.editJson(vm.jsonProperty().get().replace("\"Segment\": 0", "\"Segment\": 2"));
        assertEquals(2, ((PatternRequest.Scan) vm.request().orElseThrow()).request().segment());
        vm.runCommand().execute();
        assertTrue(vm.runs().summaryProperty().get().contains(" · segment 2 of 4 · "), vm.runs().summaryProperty().get());
        assertTrue(sortKeys(vm).stream().noneMatch(first::contains), "another segment, other items");
    }

    @Test
    void theCapStopsEverySegmentAndCancelStopsTheRun() {
        OperationViewModel vm = scan(4);
        PageReads.Capped kept = new PageReads.Capped(60);
        Set<String> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();
        List<String> messages = new java.util.concurrent.CopyOnWriteArrayList<>();
        Progress progress = new Progress() {
            @Override
            public void update(double fraction, String message) {
                threads.add(Thread.currentThread().getName());
                messages.add(message);
            }

            @Override
            public boolean isCancelled() {
                return false;
            }
        };
        PageReads.Totals totals = PageReads.all(local, vm.request().orElseThrow(), progress, kept);
        assertEquals(Set.of("scan-segment"), threads, "read by ScanAllPages' segment threads");
        assertTrue(messages.get(0).matches("25 items, 1 page · [\\d,]+ items/s"), messages.get(0));
        assertEquals(60, kept.items().size());
        assertTrue(totals.stopped());
        assertTrue(totals.count() < ITEMS, "the segments stopped early: " + totals.count());

        tasks.cancelWhen(title -> title.equals("Reading all pages"));
        vm.allPagesCommand().execute();
        assertEquals("cancelled", vm.runs().summaryProperty().get());
        assertFalse(vm.runs().busyProperty().get());
    }

    @Test
    void theItemTabShowsTheCapacityItsGetAndWritesConsumed() {
        ItemOperationViewModel vm = new ItemOperationViewModel(tasks, () -> local, () -> MODEL);
        vm.keyFields().get(0).valueProperty().set("P1");
        vm.keyFields().get(1).valueProperty().set("1");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(1, vm.gridProperty().get().rows().size());
        assertTrue(vm.runs().summaryProperty().get().matches("1 item · 0\\.5 RCU · \\d+ ms"), vm.runs().summaryProperty().get());

        vm.kindProperty().set(ItemKind.UPDATE);
        vm.actions().setAll(new UpdateRow(UpdateRow.Verb.SET, "title", "renamed"));
        vm.runCommand().execute();
        assertTrue(vm.runs().summaryProperty().get().matches("done · 1 WCU · \\d+ ms"), vm.runs().summaryProperty().get());
    }
}
