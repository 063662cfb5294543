package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.model.edit.VectorIndexEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The document's tab order without a toolkit: each vector index's tab right after its own table's index tabs,
 * kept on reload, rename and delete. Two tables, each with a GSI (BySku) and a vector index.
 */
class DocumentTabOrderTest {
    private static final DataModel PRODUCTS = SampleModels.read("products-vectors.json").model().orElseThrow();
    /** ProductCatalog and a copy of it, Archive, whose vector index is ArchiveEmbedding. */
    private static final DataModel TWO = PRODUCTS.withTables(List.of(PRODUCTS.tables().get(0),
            archive(PRODUCTS.tables().get(0))));

    private final Document doc = new Document();
    private PivotGridsViewModel grids;

    private static TableDesign archive(TableDesign catalog) {
        return catalog.withName("Archive").withVectorIndexes(List.of(catalog.vectorIndexes().get(0).withName("ArchiveEmbedding")));
    }

    @BeforeEach
    void open() {
        doc.load(TWO);
        grids = new PivotGridsViewModel(doc, new ImmediateTaskRunner());
    }

    /** "table/tab" for each tab, in order; a vector index panel marked with a ~. */
    private List<String> order() {
        return grids.tabs().stream().map(t -> t.table() + "/" + (t instanceof VectorPanelViewModel ? "~" : "")
                + t.tabName()).toList();
    }

    @Test
    void eachVectorIndexTabFollowsItsOwnTablesIndexTabsAndAReloadKeepsTheOrder() {
        List<String> expected = List.of("ProductCatalog/ProductCatalog", "ProductCatalog/BySku",
                "ProductCatalog/~ByEmbedding", "Archive/Archive", "Archive/BySku", "Archive/~ArchiveEmbedding");
        assertEquals(expected, order());
        assertEquals(grids.grids().size() + grids.vectorPanels().size(), grids.tabs().size());

        DocumentTab panel = grids.tabs().get(2);
        doc.load(TWO); // File › Reload: the same model read again
        assertEquals(expected, order());
        assertSame(panel, grids.tabs().get(2), "a panel that stays keeps what was typed");
    }

    @Test
    void renamingATableOrAVectorIndexKeepsItsTabInPlace() {
        assertTrue(doc.apply(TableEdits.rename("ProductCatalog", "Catalog")).isEmpty());
        assertEquals(List.of("Catalog/Catalog", "Catalog/BySku", "Catalog/~ByEmbedding", "Archive/Archive",
                "Archive/BySku", "Archive/~ArchiveEmbedding"), order());

        TableDesign archive = doc.model().table("Archive").orElseThrow();
        assertTrue(doc.apply(VectorIndexEdits.change("Archive", "ArchiveEmbedding",
                archive.vectorIndexes().get(0).withName("ArchiveVectors"))).isEmpty());
        assertEquals(List.of("Catalog/Catalog", "Catalog/BySku", "Catalog/~ByEmbedding", "Archive/Archive",
                "Archive/BySku", "Archive/~ArchiveVectors"), order());

        doc.undo();
        doc.undo();
        assertEquals(List.of("ProductCatalog/ProductCatalog", "ProductCatalog/BySku", "ProductCatalog/~ByEmbedding",
                "Archive/Archive", "Archive/BySku", "Archive/~ArchiveEmbedding"), order());
    }

    @Test
    void deletingAVectorIndexTakesOnlyItsTabAndUndoPutsItBackBesideItsTable() {
        assertTrue(doc.apply(VectorIndexEdits.delete("ProductCatalog", "ByEmbedding")).isEmpty());
        assertEquals(List.of("ProductCatalog/ProductCatalog", "ProductCatalog/BySku", "Archive/Archive",
                "Archive/BySku", "Archive/~ArchiveEmbedding"), order());

        doc.undo();
        assertEquals(List.of("ProductCatalog/ProductCatalog", "ProductCatalog/BySku", "ProductCatalog/~ByEmbedding",
                "Archive/Archive", "Archive/BySku", "Archive/~ArchiveEmbedding"), order());

        doc.load(null);
        assertTrue(grids.tabs().isEmpty());
    }
}
