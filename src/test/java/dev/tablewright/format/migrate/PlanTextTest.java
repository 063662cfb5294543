package dev.tablewright.format.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.migrate.Estimate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How a plan reads on the screen: small sums not shown as nothing, long times in minutes and hours. */
class PlanTextTest {
    @Test
    void aSmallCostKeepsTwoSignificantDigitsAndALargeOneIsToTheCent() {
        assertEquals("$0.00047", PlanText.dollars(0.00046975));
        assertEquals("$0.00", PlanText.dollars(0));
        assertEquals("$1,234.57", PlanText.dollars(1234.567));
    }

    @Test
    void timesReadInSecondsMinutesOrHours() {
        assertEquals("7.5 s", PlanText.duration(7.5));
        assertEquals("1.7 min", PlanText.duration(102.041));
        assertEquals("3.2 h", PlanText.duration(3.2 * 3600));
    }

    @Test
    void anEstimateSaysItsFiguresOrWhyThereAreNone() {
        Estimate e = new Estimate(Optional.of(1L), 1, 2500, 0.0016, Optional.of(2.5), "hand-worked");
        assertEquals("1 item, 1 read unit, 2,500 write units, $0.0016, 2.5 s at 1000 units/s (hand-worked)",
                PlanText.estimate(e, 1000));
        assertEquals("not known: no item count", PlanText.estimate(Estimate.unknown("no item count"), 1000));
        assertEquals("no items written (a setting)", PlanText.estimate(Estimate.nothing("a setting"), 1000));
    }

    @Test
    void theTextAndTheMarkdownShowEveryStepAndTheRefusals() {
        PlanFile file = PlanJsonTest.everyKind();
        String text = PlanText.text(file);
        assertTrue(text.startsWith("Migration plan from table Shop at http://localhost:8000 to shop-v2.json (sha256 ab12…)"),
                text);
        assertTrue(text.contains(" 11. delete table Shop (confirmed by typing its name)\n     id: Shop/delete-table/Shop\n"
                + "     why: Because Shop/delete-table/Shop.\n     cannot be undone: its items are gone\n"), text);
        assertTrue(text.contains("  - Shop: lower the table's warm read throughput. DynamoDB only raises it.\n"), text);
        assertTrue(text.endsWith("(some steps could not be estimated); 1 refused\n"), text);
        String md = PlanText.markdown(file);
        assertTrue(md.contains("## Refused\n"), md);
        assertTrue(md.contains("11. **delete table Shop (confirmed by typing its name)** (`Shop/delete-table/Shop`)"), md);
    }
}
