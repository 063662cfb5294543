package dev.tablewright.engine.pattern;

import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Access patterns of kind "Vector search": run on the sample data by the engine's exact search, over
 * hand-worked EUCLIDEAN distances along one axis, narrowed by the partition value and a filter.
 */
class VectorSearchPatternTest {
    static final VectorIndex BY_EMBEDDING = new VectorIndex("ByEmbedding", "embedding", 3, DistanceFunction.EUCLIDEAN,
            Projection.ALL, new SearchSchema(Optional.of("category"), List.of("brand")));

    private static Item product(String pk, String category, String brand, double x) {
        return Item.of("pk", s(pk), "category", s(category), "brand", s(brand), "embedding",
                AttributeValue.list(AttributeValue.n(String.valueOf(x)), AttributeValue.n("0"), AttributeValue.n("0")));
    }

    static TableDesign products(List<AccessPattern> patterns) {
        return TableDesign.of("Products", KeySchema.of("pk", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("category", AttributeType.S),
                        new AttributeDef("brand", AttributeType.S)))
                .withVectorIndexes(List.of(BY_EMBEDDING))
                .withItems(List.of(product("P1", "shoes", "acme", 0), product("P2", "shoes", "acme", 1),
                        product("P3", "shoes", "other", 0.5), product("P4", "shoes", "acme", 3),
                        product("P5", "hats", "acme", 0.1)))
                .withAccessPatterns(patterns);
    }

    static AccessPattern similar(String vector, Integer topK) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put(AccessPattern.SEARCH_VECTOR, vector);
        parameters.put("category", "shoes");
        parameters.put("brand", "acme");
        return new AccessPattern("Similar products", "", null, OperationKind.SEARCH_VECTORS, "ByEmbedding",
                "category = ${category}", "#brand = ${brand}", "", true, parameters, topK);
    }

    private static PatternAnalysis analyse(AccessPattern p) {
        TableDesign t = products(List.of(p));
        return PatternAnalyzer.of(DataModel.of("m", List.of(t)), PriceTable.US_EAST_1).analyse(t, p);
    }

    private static List<String> keys(PatternAnalysis a) {
        return a.returned().stream().map(SourcedItem::item).map(i -> ((AttributeValue.S) i.get("pk").orElseThrow())
                .value()).toList();
    }

    @Test
    void anItemsVectorFindsItsNearestOfTheSameCategoryAndBrand() {
        PatternAnalysis a = analyse(similar("pk=P1", 2));
        assertEquals(List.of(), a.errors());
        // P3 (0.5) is of another brand, P5 (0.1) of another category: P1 itself (0), then P2 (1).
        assertEquals(List.of("P1", "P2"), keys(a));
        assertEquals("SearchVectors on index ByEmbedding", a.servedBy().text());
        assertTrue(a.capacity().isEmpty(), "a search is billed by bytes, not capacity units");
    }

    @Test
    void aSearchCostsTheBytesItExaminesAtLeastOneKilobyte() {
        // Five vectors of 3 dimensions: 60 bytes examined, billed as the 1 KB minimum at $0.002 per GB.
        AccessPattern p = similar("pk=P1", 2).withRate(new dev.tablewright.model.RequestRate(20, 10));
        double searches = 10 * 3600 * PriceTable.HOURS_PER_MONTH;
        double month = searches * 1024 / (1024.0 * 1024 * 1024) * 0.002;
        MonthlyCost cost = analyse(p).cost().orElseThrow();
        assertEquals(month, cost.onDemand(), 1e-9);
        assertEquals(month, cost.provisioned(), 1e-9);
        assertEquals(0.002, PriceTable.US_EAST_1.rate(PriceTable.Rate.VECTOR_SEARCH));
        assertEquals(0.0025, PriceTable.US_EAST_1.vectorRates(dev.tablewright.model.settings.TableClass
                .STANDARD_INFREQUENT_ACCESS).searchPerGb(), "Standard-IA pays 125 % on searches");
        // Over the minimum: 400 vectors of 768 dimensions examine 1,228,800 bytes.
        assertEquals(1_228_800 / (1024.0 * 1024 * 1024) * 0.002, PriceTable.US_EAST_1.vectorRates(
                dev.tablewright.model.settings.TableClass.STANDARD).search(400L * 768 * 4), 1e-15);
    }

    @Test
    void aSearchExaminesOnlyTheVectorsOfItsPartition() {
        // 300 dimensions: 4 shoes × 1,200 bytes = 4,800 bytes examined; the hat (another partition) is not.
        VectorIndex wide = new VectorIndex("ByEmbedding", "embedding", 300, DistanceFunction.EUCLIDEAN, Projection.ALL,
                BY_EMBEDDING.searchSchema());
        List<Item> items = List.of(product("P1", "shoes", "acme", 0), product("P2", "shoes", "acme", 1),
                product("P3", "shoes", "other", 2), product("P4", "shoes", "acme", 3), product("P5", "hats", "acme", 4));
        items = items.stream().map(i -> i.with("embedding", AttributeValue.list(java.util.stream.IntStream.range(0, 300)
                .mapToObj(d -> AttributeValue.n(String.valueOf(d))).toArray(AttributeValue[]::new)))).toList();
        AccessPattern p = similar("pk=P1", 2).withRate(new dev.tablewright.model.RequestRate(20, 10));
        TableDesign t = products(List.of(p)).withVectorIndexes(List.of(wide)).withItems(items);
        MonthlyCost cost = PatternAnalyzer.of(DataModel.of("m", List.of(t)), PriceTable.US_EAST_1).analyse(t, p).cost()
                .orElseThrow();
        double searches = 10 * 3600 * PriceTable.HOURS_PER_MONTH;
        assertEquals(searches * 4 * 300 * 4 / (1024.0 * 1024 * 1024) * 0.002, cost.onDemand(), 1e-9);
        assertEquals(Optional.of(s("shoes")), PatternRequest.searchPartition(t, p, wide));
        assertEquals(Optional.empty(), PatternRequest.searchPartition(t, p, new VectorIndex("All", "embedding", 300,
                DistanceFunction.EUCLIDEAN, Projection.ALL, SearchSchema.NONE)));
    }

    @Test
    void aPutOfAnItemCarryingTheVectorPaysItsVectorWrite() {
        // The 3-dimension vector is 12 bytes, billed as the 1 KB minimum at $0.52 per GB, on top of the write units.
        AccessPattern put = new AccessPattern("Add product", "", null, OperationKind.PUT_ITEM, null, "pk = ${id}", "",
                "", true, Map.of("id", "P2")).withRate(new dev.tablewright.model.RequestRate(4, 2));
        TableDesign withIndex = products(List.of(put));
        TableDesign withoutIndex = withIndex.withVectorIndexes(List.of());
        MonthlyCost with = PatternAnalyzer.of(DataModel.of("m", List.of(withIndex)), PriceTable.US_EAST_1)
                .analyse(withIndex, put).cost().orElseThrow();
        MonthlyCost without = PatternAnalyzer.of(DataModel.of("m", List.of(withoutIndex)), PriceTable.US_EAST_1)
                .analyse(withoutIndex, put).cost().orElseThrow();
        double vectorWrites = 2 * 3600 * PriceTable.HOURS_PER_MONTH * 1024 / (1024.0 * 1024 * 1024) * 0.52;
        assertEquals(vectorWrites, with.onDemand() - without.onDemand(), 1e-9);
        assertEquals(vectorWrites, with.provisioned() - without.provisioned(), 1e-9);
    }

    @Test
    void aLiteralVectorIsSearchedWith() {
        assertEquals(List.of("P4"), keys(analyse(similar("[2.9, 0, 0]", 1))));
    }

    @Test
    void whatCannotRunSaysWhy() {
        assertEquals(List.of("'Similar products' is a vector search without TopK: set its limit (1–100), the number"
                + " of nearest items to return"), analyse(similar("pk=P1", null)).errors());
        assertEquals(List.of("no sample item has the key pk=P9, whose vector the search would use"),
                analyse(similar("pk=P9", 2)).errors());
        assertEquals(List.of("the search vector's element 'x' is not a number"),
                analyse(similar("[1, x, 0]", 2)).errors());
    }

    @Test
    void theFileKeepsAVectorSearchPatternAsItIs() {
        DataModel model = DataModel.of("m", List.of(products(List.of(similar("pk=P1", 2)))));
        var result = WorkbenchJson.parse(WorkbenchJson.write(model), "m.json");
        assertEquals(List.of(), result.problems());
        DataModel read = result.model().orElseThrow();
        assertEquals(model.tables().get(0).accessPatterns(), read.tables().get(0).accessPatterns());
    }
}
