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

    private static final String ODD = """
            {"ModelName": "M", "DataModel": [
             {"TableName": "Odd", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
              "NonKeyAttributes": [{"AttributeName": "note", "AttributeType": "S"}],
              "TableFacets": [{"FacetName": "Pipe_Entity", "KeyAttributeAlias": {"PartitionKeyAlias": "PK"},
                "NonKeyAttributes": ["note"],
                "TableData": [{"PK": {"S": "a|b"}, "note": {"S": "x `y` *z* _w_ <b>bold</b>\\nsecond | line"}}]}]},
             {"TableName": "Bare", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
              "NonKeyAttributes": []}]}""";

    /** Names and item values are text: a pipe, a backtick, emphasis, HTML or a line break breaks no row and formats nothing. */
    @org.junit.jupiter.api.Test
    void namesAndValuesAreEscapedSoEveryRowKeepsItsCells() {
        DataModel m = dev.tablewright.format.WorkbenchJson.parse(ODD, "odd.json").model().orElseThrow();
        String doc = DesignDocument.render(m, Map.of());
        assertTrue(doc.contains("| Pipe\\_Entity |"), doc);
        assertTrue(doc.contains("| a\\|b |"), doc);
        assertTrue(doc.contains("x \\`y\\` \\*z\\* \\_w\\_ \\<b\\>bold\\</b\\><br>second \\| line"), doc);
        List<String> lines = doc.lines().toList();
        Integer cells = null;
        for (String line : lines) {
            if (!line.startsWith("|")) {
                cells = null;
                continue;
            }
            int n = unescapedPipes(line);
            if (cells == null) {
                cells = n;
            }
            assertEquals(cells, n, "every row of a table has its header's cells: " + line);
        }
    }

    @org.junit.jupiter.api.Test
    void aCodeSpanHoldsBackticksAndPipesAsWritten() {
        assertEquals("``a`b``", Markdown.code("a`b"));
        assertEquals("`` `x` ``", Markdown.code("`x`"));
        assertEquals("`a b`", Markdown.code("a\nb"));
        assertEquals("`a\\|b`", Markdown.cell(Markdown.code("a|b")));
    }

    /** A table without entities has nothing to draw: no link to a blank picture, a note instead. */
    @org.junit.jupiter.api.Test
    void aTableWithoutEntitiesLinksNoDiagram() {
        DataModel m = dev.tablewright.format.WorkbenchJson.parse(ODD, "odd.json").model().orElseThrow();
        String doc = DesignDocument.render(m, Map.of("Odd", "d-Odd.png", "Bare", "d-Bare.png"));
        assertTrue(doc.contains("](d-Odd.png)"), doc);
        assertTrue(!doc.contains("d-Bare.png"), doc);
        String bare = doc.substring(doc.indexOf("## Table Bare"));
        assertTrue(bare.contains("_No diagram: the table has no entities._"), bare);
    }

    private static int unescapedPipes(String line) {
        int n = 0;
        int backslashes = 0;
        for (char c : line.toCharArray()) {
            if (c == '|' && backslashes % 2 == 0) {
                n++;
            }
            backslashes = c == '\\' ? backslashes + 1 : 0;
        }
        return n;
    }
}
