package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import java.util.List;

/** The document's tab of vector index ByEmbedding (products-vectors: 8 dims, COSINE, HASH category, filter brand). */
class VectorPanelViewModelTest {
    private static final DataModel PRODUCTS = SampleModels.read("products-vectors.json").model().orElseThrow();
    private final Document doc = new Document();
    private PivotGridsViewModel grids;
    private VectorPanelViewModel panel;

    @BeforeEach
    void open() {
        doc.load(PRODUCTS);
        grids = new PivotGridsViewModel(doc, new ImmediateTaskRunner());
        panel = grids.vectorPanels().get(0);
    }

    private double score(int row) {
        return ((AttributeValue.N) panel.gridProperty().get().rows().get(row).value(SearchGrid.SCORE)).value().doubleValue();
    }

    @Test
    void theModelHasATabPerVectorIndexOfferingItsSampleItemsAndPartitionValues() {
        assertEquals(1, grids.vectorPanels().size());
        assertEquals("ProductCatalog", panel.table());
        assertEquals("ByEmbedding", panel.tabName());
        assertEquals("category", panel.partitionAttributeProperty().get());
        assertTrue(panel.partitionValues().contains("footwear"), panel.partitionValues().toString());
        assertEquals(List.of("brand"), List.copyOf(panel.filters().keySet()));
        assertTrue(panel.samples().contains("PRODUCT#prd-ef36be · PRODUCT"), panel.samples().toString());
        assertEquals("10", panel.topKProperty().get());
        assertTrue(panel.meaningProperty().get().contains("lower is nearer"), panel.meaningProperty().get());
        assertFalse(panel.searchCommand().isExecutable());
    }

    @Test
    void aSampleItemsVectorFindsThatItemFirstScoreFirstThenKeys() {
        panel.sampleProperty().set("PRODUCT#prd-ef36be · PRODUCT");
        assertTrue(panel.vectorProperty().get().startsWith("[-0.215068, 0.648221"), panel.vectorProperty().get());
        assertEquals("choose the category to search in", panel.noteProperty().get());
        panel.partitionProperty().set("footwear");
        panel.topKProperty().set("3");
        assertTrue(panel.searchCommand().isExecutable(), panel.noteProperty().get());
        panel.searchCommand().execute();

        assertEquals("", panel.errorProperty().get());
        GridSnapshot g = panel.gridProperty().get();
        assertEquals(List.of(SearchGrid.SCORE, "PK", "SK"), g.columns().subList(0, 3).stream().map(c -> c.name()).toList());
        assertTrue(g.rows().size() >= 1 && g.rows().size() <= 3);
        assertEquals(AttributeValue.s("PRODUCT#prd-ef36be"), g.rows().get(0).value("PK"));
        assertEquals("nearest first (" + g.rows().size() + ")", g.rows().get(0).partitionText(),
                "one block: its merged cell names the order");
        assertEquals(0.0, score(0), 1e-6);
        for (int i = 1; i < g.rows().size(); i++) {
            assertTrue(score(i) >= score(i - 1));
            assertEquals(AttributeValue.s("footwear"), g.rows().get(i).value("category"));
        }
        assertEquals(g.rows().size() + (g.rows().size() == 1 ? " result" : " results") + ", nearest first",
                panel.summaryProperty().get());
    }

    @Test
    void aFilterNarrowsTheResultsToItsValue() {
        panel.sampleProperty().set("PRODUCT#prd-ef36be · PRODUCT");
        panel.partitionProperty().set("footwear");
        panel.filters().get("brand").set("Stridewell");
        panel.searchCommand().execute();
        GridSnapshot g = panel.gridProperty().get();
        assertFalse(g.rows().isEmpty());
        assertTrue(g.rows().stream().allMatch(r -> AttributeValue.s("Stridewell").equals(r.value("brand"))));
    }

    @Test
    void aPastedVectorIsCheckedForTheIndexsDimensionsAndTopKForItsRange() {
        panel.partitionProperty().set("footwear");
        panel.vectorProperty().set("[0.1, 0.2]");
        assertEquals("the vector has 2 numbers; index ByEmbedding has 8 dimensions", panel.noteProperty().get());
        assertFalse(panel.searchCommand().isExecutable());
        panel.vectorProperty().set("[1, 0, 0, 0, 0, 0, 0, 0]");
        panel.topKProperty().set("0");
        assertEquals("TopK: expected a whole number from 1 to 100, found '0'", panel.noteProperty().get());
        panel.topKProperty().set("1");
        panel.searchCommand().execute();
        assertEquals(1, panel.gridProperty().get().rows().size());
    }

    @Test
    void aPartitionNoItemHoldsFindsNothingAndSaysSo() {
        panel.sampleProperty().set("PRODUCT#prd-ef36be · PRODUCT");
        panel.partitionProperty().set("no-such-category");
        panel.searchCommand().execute();
        assertEquals("", panel.errorProperty().get());
        assertEquals("0 results, nearest first", panel.summaryProperty().get());
    }

    @Test
    void panelsFollowTheModelAPanelThatStaysKeepsWhatWasTyped() {
        panel.partitionProperty().set("footwear");
        doc.load(PRODUCTS.withTable("ProductCatalog", t -> t.withVectorIndexes(List.of(
                t.vectorIndexes().get(0), t.vectorIndexes().get(0).withName("ByEmbedding2")))));
        assertEquals(List.of("ByEmbedding", "ByEmbedding2"), grids.vectorPanels().stream()
                .map(VectorPanelViewModel::tabName).toList());
        assertEquals(panel, grids.vectorPanels().get(0));
        assertEquals("footwear", panel.partitionProperty().get());

        doc.load(PRODUCTS.withTable("ProductCatalog", t -> t.withVectorIndexes(List.of())));
        assertTrue(grids.vectorPanels().isEmpty());
    }
}
