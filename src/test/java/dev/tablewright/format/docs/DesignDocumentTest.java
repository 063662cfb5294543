package dev.tablewright.format.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.List;
import java.util.Map;

class DesignDocumentTest {

    static List<String> samples() {
        return SampleModels.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everyEntityTemplatePatternAndIndexIsInTheDocument(String sample) {
        DataModel m = SampleModels.read(sample).model().orElseThrow();
        String doc = DesignDocument.render(m, Map.of());
        assertTrue(doc.contains("No diagram image"), "the missing diagram is said");
        for (TableDesign t : m.tables()) {
            assertTrue(doc.contains("## Table " + t.name()), t.name());
            for (Entity e : t.entities()) {
                assertTrue(doc.contains("| " + e.name() + " |"), e.name());
                e.keyTemplates().values().forEach(k -> assertTrue(
                        doc.contains("`" + k.source().replace("|", "\\|") + "`"), k.source()));
            }
            for (AccessPattern p : t.accessPatterns()) {
                assertTrue(doc.contains("| " + p.name().replace("|", "\\|") + " |"), p.name());
            }
            for (SecondaryIndex i : t.indexes()) {
                assertTrue(doc.contains("### " + t.name() + " index " + i.name()), i.name());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void theDiagramImageIsLinkedWhenThereIsOne(String sample) {
        DataModel m = SampleModels.read(sample).model().orElseThrow();
        Map<String, String> images = new java.util.LinkedHashMap<>();
        m.tables().forEach(t -> images.put(t.name(), "design-" + t.name() + ".png"));
        String doc = DesignDocument.render(m, images);
        m.tables().forEach(t -> assertTrue(doc.contains("![Entity diagram of " + t.name() + "](design-" + t.name() + ".png)"),
                t.name()));
        assertTrue(!doc.contains("No diagram image"), "no note where every table has its image");
    }

    /** Each grid shows a row of every entity that has items in it, and every key cell filled. */
    @ParameterizedTest
    @MethodSource("samples")
    void everyEntitysRowsAreShownWithTheirKeys(String sample) {
        DataModel m = SampleModels.read(sample).model().orElseThrow();
        for (TableDesign t : m.tables()) {
            for (dev.tablewright.engine.pivot.PivotLayout grid : dev.tablewright.engine.pivot.PivotLayout.all(t)) {
                java.util.Set<String> inGrid = new java.util.TreeSet<>();
                grid.blocks().forEach(b -> b.rows().forEach(r -> {
                    if (r.entity() != null) {
                        inGrid.add(r.entity());
                    }
                }));
                java.util.Set<String> shown = new java.util.TreeSet<>();
                List<dev.tablewright.engine.pivot.PivotLayout.Row> rows = DesignDocument.shownRows(grid);
                rows.forEach(r -> {
                    if (r.entity() != null) {
                        shown.add(r.entity());
                    }
                });
                assertEquals(inGrid, shown, sample + " " + grid.title());
                for (dev.tablewright.engine.pivot.PivotLayout.Row r : rows) {
                    for (int c = 0; c < grid.partitionColumns(); c++) {
                        assertTrue(r.value(grid.columns().get(c).name()) != null, sample + " " + grid.title());
                    }
                }
            }
            String doc = DesignDocument.render(m, Map.of());
            assertTrue(!doc.contains("\n|  |"), "no row starts with an empty key cell");
        }
    }
}
