package dev.tablewright.engine.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.settings.TableClass;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A vector index's storage: its vectors at 4 bytes a dimension and its projected attributes, at the vector rate. */
class VectorIndexStorageCostTest {
    private static final TableCostEstimator COST = new TableCostEstimator(PriceTable.US_EAST_1);
    private static final long ITEMS = 1L << 30;

    /** Two sample items, one carrying a 4-dimension vector: the index holds half the table. */
    private static TableDesign table(List<VectorIndex> vectors, TableClass tableClass) {
        Item withVector = Item.of("pk", AttributeValue.s("P1"), "embedding", AttributeValue.list(AttributeValue.n("1"),
                AttributeValue.n("0"), AttributeValue.n("0"), AttributeValue.n("0")));
        return TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withItems(List.of(withVector, Item.of("pk", AttributeValue.s("P2"))))
                .withVectorIndexes(vectors)
                .withSettings(s -> s.withExpectedItemCount(Optional.of(ITEMS)).withTableClass(tableClass));
    }

    private static final VectorIndex KEYS_ONLY = new VectorIndex("ByEmbedding", "embedding", 4,
            DistanceFunction.COSINE, Projection.KEYS_ONLY, SearchSchema.NONE);

    @Test
    void itsVectorsAndKeysAreStoredAtTheVectorRate() {
        // 2^29 indexed items of 4 × 4 bytes + "pk"/"P1" (4 bytes): 20 bytes each, 10 GB, × $0.25.
        TableCost without = COST.of(table(List.of(), TableClass.STANDARD), List.of());
        TableCost with = COST.of(table(List.of(KEYS_ONLY), TableClass.STANDARD), List.of());
        assertEquals(2.50, with.storageMonthly() - without.storageMonthly(), 1e-9);
        assertTrue(with.notes().stream().anyMatch(n -> n.startsWith("Vector index ByEmbedding stores an estimated ")
                && n.contains("20 bytes") && n.contains("$2.5000 a month") && n.contains("2026-08-20")), with.notes().toString());
        // Standard-IA: 40 % of the storage rate.
        TableCost ia = COST.of(table(List.of(KEYS_ONLY), TableClass.STANDARD_INFREQUENT_ACCESS), List.of());
        TableCost iaWithout = COST.of(table(List.of(), TableClass.STANDARD_INFREQUENT_ACCESS), List.of());
        assertEquals(1.00, ia.storageMonthly() - iaWithout.storageMonthly(), 1e-9);
    }

    @Test
    void anAllIndexKeepsTheOtherAttributesButNotTheVectorTwice() {
        VectorIndexStorage all = VectorIndexStorage.of(table(List.of(), TableClass.STANDARD).withVectorIndexes(List.of(
                KEYS_ONLY.withProjection(Projection.ALL))), table(List.of(), TableClass.STANDARD).items(), 10).get(0);
        assertEquals(20, all.meanBytes(), 1e-9); // the item has nothing beside its key and vector
        assertEquals(1, all.sampleEntries());
        assertEquals(5, all.items(), 1e-9);
    }
}
