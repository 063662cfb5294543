package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.edit.TableEdits;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A GSI's own capacity in the index editor, without a toolkit: units, auto scaling, maximum, insights. */
class IndexCapacityTest {
    private Document document;
    private InspectorViewModel inspector;

    @BeforeEach
    void open() {
        document = new Document();
        document.load(AllSettings.model());
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
    }

    private IndexCapacity open(String table, String index) {
        document.selectionProperty().set(new ModelPath.Index(table, index));
        return inspector.table().indexEditor().capacity();
    }

    private IndexSettings settings(String table, String index) {
        return document.model().table(table).orElseThrow().globalIndexes().stream()
                .filter(g -> g.name().equals(index)).findFirst().orElseThrow().settings();
    }

    private static boolean type(CommitField field, String text) {
        field.textProperty().set(text);
        return field.commit();
    }

    @Test
    void aProvisionedGsiShowsAndSetsItsUnitsAndAutoScaling() {
        IndexCapacity c = open("Orders", "ByStatus");
        assertTrue(c.globalProperty().get());
        assertTrue(c.provisionedProperty().get());
        assertEquals("4", c.readUnits().text());
        assertEquals("2", c.writeUnits().text());
        assertEquals("40", c.throughput().readScaling().max().text());
        assertEquals("12000", c.throughput().warmRead().text());
        assertTrue(c.contributorInsightsProperty().get());

        assertTrue(type(c.readUnits(), ""));
        assertEquals(Optional.empty(), settings("Orders", "ByStatus").readUnits());
        assertEquals("Set capacity of GSI ByStatus to the table's read and 2 write units",
                document.history().undoTextProperty().get());
        document.undo();
        assertEquals(Optional.of(4L), settings("Orders", "ByStatus").readUnits());
        assertEquals("4", c.readUnits().text());

        assertTrue(type(c.throughput().writeScaling().target(), "80"));
        assertEquals(Optional.of(new AutoScaling(2, 20, 80)), settings("Orders", "ByStatus").throughput().writeScaling());
        assertEquals(Optional.of(new AutoScaling(5, 50, 70)),
                document.model().table("Orders").orElseThrow().settings().throughput().readScaling(), "the table's unchanged");
        c.contributorInsightsProperty().set(false);
        assertFalse(settings("Orders", "ByStatus").contributorInsights());

        assertFalse(type(c.writeUnits(), "two"));
        assertEquals("Write units is a whole number; 'two' is not.", c.writeUnits().errorProperty().get());
        assertFalse(type(c.writeUnits(), "0"));
        assertEquals("Capacity is at least 1 unit.", c.writeUnits().errorProperty().get());
    }

    @Test
    void anOnDemandGsiSetsItsMaximum() {
        IndexCapacity c = open("Customers", "ByEmail");
        assertFalse(c.provisionedProperty().get());
        assertEquals("200", c.throughput().maxRead().text());
        assertTrue(type(c.throughput().maxRead(), "250"));
        assertEquals(new OnDemandLimit(Optional.of(250L), Optional.of(100L)),
                settings("Customers", "ByEmail").throughput().onDemandLimit());
        assertEquals(new OnDemandLimit(Optional.of(1_000L), Optional.of(500L)),
                document.model().table("Customers").orElseThrow().settings().throughput().onDemandLimit());
    }

    @Test
    void anLsiHasNoCapacityOfItsOwn() {
        document.apply(TableEdits.addIndex("Orders", new LocalSecondaryIndex("ByPlaced",
                new AttributeDef("placedAt", AttributeType.N), Projection.ALL)));
        IndexCapacity c = open("Orders", "ByPlaced");
        assertFalse(c.globalProperty().get());
        c.readUnits().textProperty().set("9");
        inspector.table().selectIndex("ByStatus"); // commits drafts: none of an LSI's reach a GSI
        assertEquals(Optional.of(4L), settings("Orders", "ByStatus").readUnits());
    }
}
