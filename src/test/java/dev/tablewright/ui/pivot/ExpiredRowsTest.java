package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.SettingsEdits;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.TextClipboard;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The grids mark the items whose TTL is past (still shown), in the table and in an index that does not project it. */
class ExpiredRowsTest {
    /** Between the first order's expiresAt (2027-01-01) and the second's (2030). */
    private static final Clock JUNE_2027 = Clock.fixed(Instant.parse("2027-06-01T00:00:00Z"), ZoneOffset.UTC);
    private final Document document = new Document();
    private PivotGridsViewModel grids;

    @BeforeEach
    void open() {
        TableDesign orders = AllSettings.provisioned();
        Item later = Item.of("PK", new AttributeValue.S("ORDER#2"), "SK", new AttributeValue.S("ORDER#2"),
                "status", new AttributeValue.S("PLACED"), "placedAt",
                AttributeValue.N.parse("1767225601"), "expiresAt", AttributeValue.N.parse("1900000000"));
        GlobalSecondaryIndex keysOnly = orders.globalIndexes().get(0).withProjection(Projection.KEYS_ONLY);
        orders = orders.withItems(List.of(orders.items().get(0), later)).withGlobalIndexes(List.of(keysOnly));
        document.load(DataModel.of("m", List.of(orders)));
        grids = new PivotGridsViewModel(document, new ImmediateTaskRunner(), TextClipboard.DISCARD, JUNE_2027);
    }

    /** Each row's partition value and whether it is marked expired. */
    private Map<String, Boolean> marks(String tab) {
        PivotGridViewModel g = grids.grids().stream().filter(x -> x.tabName().equals(tab)).findFirst().orElseThrow();
        Map<String, Boolean> marks = new TreeMap<>();
        for (GridRow r : g.rows()) {
            marks.put(r.source().item().attributes().get("PK").toString(), g.edits().expiry(r).isPresent());
        }
        return marks;
    }

    @Test
    void anItemWhoseTtlIsPastIsShownMarkedInTheTableAndItsIndexes() {
        Map<String, Boolean> table = marks("Orders");
        assertEquals(List.of(true, false), List.copyOf(table.values()), table::toString);
        assertEquals(table, marks("ByStatus"), "the index does not project expiresAt; the table's item decides");
        PivotGridViewModel g = grids.grids().get(0);
        assertEquals(Optional.of("Its expiresAt is past: expired — DynamoDB deletes it within a few days; until then "
                + "reads still return it."), g.edits().expiry(g.rows().get(0)));
    }

    @Test
    void withTtlOffNothingIsMarked() {
        document.apply(SettingsEdits.setTtlAttribute("Orders", Optional.empty()));
        assertEquals(List.of(false, false), List.copyOf(marks("Orders").values()));
    }
}
