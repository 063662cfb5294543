package dev.tablewright.engine.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.stream.KeptFixtures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The stream handlers' work per source write, as docs/streams.md says the handler does it. */
class StreamWriteCostTest {
    static final RequestRate RATE = new RequestRate(10, 1);
    static final String STREAM_KEY = "pk = MOV#m1 AND sk = STR#2024-05-01T20:00:00Z#u1";

    static AccessPattern pattern(String name, String entity, OperationKind op, String key) {
        return new AccessPattern(name, "", entity, op, null, key, "", "", true, Map.of()).withRate(RATE);
    }

    static TableDesign movies() {
        return KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0);
    }

    static PatternAnalysis analyse(TableDesign table, AccessPattern p) {
        TableDesign t = table.withAccessPatterns(List.of(p));
        PatternAnalysis a = PatternAnalyzer.of(DataModel.of("m", List.of(t)), PriceTable.US_EAST_1).analyse(t, p);
        assertEquals(List.of(), a.errors(), p.name());
        return a;
    }

    private static StreamWrite only(TableDesign table, AccessPattern p) {
        List<StreamWrite> stream = analyse(table, p).stream();
        assertEquals(1, stream.size(), stream::toString);
        return stream.get(0);
    }

    private static MonthlyCost priced(double read, double write) {
        return MonthlyCost.of(new RequestCapacity(read, write, false), RATE,
                PriceTable.US_EAST_1.forClass(TableClass.STANDARD));
    }

    @Test
    void aPutOfASourceItemReadsItsGroupAndWritesTheMarkerAndTheGroupInOneTransaction() {
        StreamWrite w = only(movies(), pattern("Record a stream", "Stream", OperationKind.PUT_ITEM, STREAM_KEY));
        assertEquals("MonthlyTotal", w.keptEntity());
        assertEquals("Stream", w.source());
        assertTrue(w.aggregate());
        assertEquals(1, w.reads(), "a consistent GetItem of the group's item");
        assertEquals(2, w.writes(), "the marker and the group item");
        assertEquals(1, w.capacity().readUnits(), "the group item is under 4 KB: one strongly consistent unit");
        assertEquals(4, w.capacity().writeUnits(), "two actions under 1 KB, each twice in a transaction");
        assertEquals(1, w.streamRecords());
        assertFalse(w.capacity().perItem());
        assertEquals(Optional.of(priced(1, 4)), w.cost());
        assertEquals("MonthlyTotal — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per request; "
                + "1 stream record, " + StreamWrite.FREE_STREAM_READS, w.describe());
    }

    @Test
    void aDeleteTouchesOneGroup() {
        StreamWrite w = only(movies(), pattern("Remove a stream", "Stream", OperationKind.DELETE_ITEM, STREAM_KEY));
        assertEquals(1, w.reads());
        assertEquals(4, w.capacity().writeUnits());
    }

    @Test
    void anUpdateMovesItsItemBetweenGroupsOnlyWhenAGroupPartIsNotFixedByTheKey() {
        AccessPattern update = pattern("Edit a stream", "Stream", OperationKind.UPDATE_ITEM, STREAM_KEY);
        StreamWrite keyed = only(movies(), update);
        assertEquals(1, keyed.reads(), "movieId and streamedAt are in the source's key templates: an update keeps them");

        TableDesign byDevice = movies().withKeptEntities(List.of(new KeptEntity("MonthlyTotal", "Stream",
                new Aggregate(List.of(new GroupPart("movieId", "movieId", PartOf.VALUE),
                        new GroupPart("month", "streamedAt", PartOf.MONTH),
                        new GroupPart("device", "device", PartOf.VALUE)),
                        ((Aggregate) movies().keptEntities().get(0).keeping()).measures()))));
        StreamWrite moved = only(byDevice, update);
        assertEquals(2, moved.reads(), "the group it left and the group it entered");
        assertEquals(3, moved.writes(), "the marker and two groups in one transaction");
        assertEquals(2, moved.capacity().readUnits());
        assertEquals(6, moved.capacity().writeUnits());
        assertEquals(1, only(byDevice, update.withOperation(OperationKind.PUT_ITEM)).reads(),
                "a put that replaces counts one group");
    }

    @Test
    void aGroupItemInAGsiWritesItsEntryInTheTransactionTwiceMoreWhenAMeasureKeysIt() {
        TableDesign t = movies()
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("TopOfMonth", KeySchema.of("gsi1pk",
                        AttributeType.S, "gsi1sk", AttributeType.S), Projection.ALL)))
                .withEntity("MonthlyTotal", e -> e.withKeyTemplate("gsi1pk", KeyTemplate.parse("MONTH#${month}"))
                        .withKeyTemplate("gsi1sk", KeyTemplate.parse("${streams}")));
        StreamWrite w = only(t, pattern("Record a stream", "Stream", OperationKind.PUT_ITEM, STREAM_KEY));
        assertEquals(2 * (1 + 1 + 2), w.capacity().writeUnits(),
                "the marker, the group item and its GSI entry, deleted and put again: its key is the count");
        assertEquals(Optional.of(Map.of("TopOfMonth", 4.0)), w.capacity().globalIndexWrites());
        TableDesign byMonth = t.withEntity("MonthlyTotal", e -> e.withKeyTemplate("gsi1sk",
                KeyTemplate.parse("${movieId}")));
        StreamWrite steady = only(byMonth, pattern("Record a stream", "Stream", OperationKind.PUT_ITEM, STREAM_KEY));
        assertEquals(2 * (1 + 1 + 1), steady.capacity().writeUnits(), "an entry whose key stays is written once");
        assertEquals(Optional.of(Map.of("TopOfMonth", 2.0)), steady.capacity().globalIndexWrites());
    }

    @Test
    void aBatchOrTransactionWriteCostsTheHandlerPerItem() {
        StreamWrite w = only(movies(), pattern("Import streams", "Stream", OperationKind.BATCH_WRITE_ITEM, STREAM_KEY));
        assertTrue(w.capacity().perItem());
        assertEquals(4, w.capacity().writeUnits());
        assertTrue(w.describe().contains("4 WCU per item"), w.describe());
    }

    @Test
    void indexItemsWriteTheAverageEntriesAndTheMarker() {
        TableDesign issues = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX).tables().get(0);
        AccessPattern put = pattern("Save an issue", "Issue", OperationKind.PUT_ITEM, "pk = PRJ#p1 AND sk = ISS#i1");
        String key = issues.entity("Issue").orElseThrow().items().get(0).get("pk").map(AttributeValue::displayText)
                .orElseThrow();
        put = put.withKeyCondition("pk = " + key + " AND sk = "
                + issues.entity("Issue").orElseThrow().items().get(0).get("sk").orElseThrow().displayText());
        StreamWrite w = only(issues, put);
        assertFalse(w.aggregate());
        assertEquals(1, w.reads(), "a consistent read of the marker");
        assertEquals(3.0 / 3 + 1, w.writes(), "3 index items of 3 issues: 1 a write, and the marker");
        assertEquals(1, w.capacity().readUnits());
        assertEquals(2, w.capacity().writeUnits(), "not transactional: 1 KB units each");

        // Five entries over the three issues' sample items (2, 1 and now 2): 5/3 index items a write.
        List<Item> items = new ArrayList<>(issues.entity("Issue").orElseThrow().items());
        Item third = items.get(2).with("customFields", new AttributeValue.M(Map.of(
                "a", AttributeValue.s("1"), "b", AttributeValue.s("2"))));
        items.set(2, third);
        TableDesign more = issues.withEntity("Issue", e -> e.withItems(items));
        StreamWrite five = only(more, put);
        assertEquals(5.0 / 3 + 1, five.writes(), 1e-12);
        assertEquals(5.0 / 3 + 1, five.capacity().writeUnits(), 1e-12);
        assertTrue(five.describe().startsWith("FieldIndex — 1 consistent read, 2.67 writes (index items and the "
                + "marker): 1 RCU, 2.67 WCU per request"), five.describe());
    }

    @Test
    void nothingIsAddedWithoutAKeptEntityOrForARead() {
        AccessPattern put = pattern("Record a stream", "Stream", OperationKind.PUT_ITEM, STREAM_KEY);
        PatternAnalysis plain = analyse(movies().withKeptEntities(List.of()), put);
        assertEquals(List.of(), plain.stream());
        assertEquals(plain.cost(), plain.totalCost());
        assertTrue(plain.streamCost().isEmpty());
        assertEquals(List.of(), analyse(movies(), put.withOperation(OperationKind.GET_ITEM)).stream());
        assertEquals(List.of(), analyse(movies(), pattern("Fix a total", "MonthlyTotal", OperationKind.PUT_ITEM,
                "pk = MOV#m1 AND sk = TOTAL#2024-05")).stream(), "a write of the kept entity itself starts no handler");
    }

    @Test
    void theTotalCostAddsTheStreamsToThePatternsOwn() {
        PatternAnalysis a = analyse(movies(), pattern("Record a stream", "Stream", OperationKind.PUT_ITEM, STREAM_KEY));
        MonthlyCost own = a.cost().orElseThrow();
        assertEquals(Optional.of(priced(1, 4)), a.streamCost());
        assertEquals(Optional.of(own.plus(priced(1, 4))), a.totalCost());
        assertEquals(own.plus(priced(1, 4)), CostTotals.of(List.of(a)).byTable().get("Movies"));
        assertEquals(own, CostTotals.of(List.of(analyse(movies().withKeptEntities(List.of()),
                a.pattern()))).byTable().get("Movies"));
    }
}
