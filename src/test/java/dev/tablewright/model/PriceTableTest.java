package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** Warm throughput has no default price: unset until entered; every other rate keeps its us-east-1 default. */
class PriceTableTest {

    @Test
    void theWarmRatesHaveNoDefault() {
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            boolean warm = r == PriceTable.Rate.WARM_READ || r == PriceTable.Rate.WARM_WRITE;
            assertEquals(!warm, r.hasDefault(), r.name());
            assertEquals(!warm, PriceTable.US_EAST_1.hasRate(r), r.name());
        }
        assertEquals(OptionalDouble.empty(), PriceTable.Rate.WARM_READ.usEast1());
        assertEquals(OptionalDouble.empty(), PriceTable.US_EAST_1.find(PriceTable.Rate.WARM_WRITE));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> PriceTable.US_EAST_1.rate(PriceTable.Rate.WARM_READ));
        assertEquals("no price is set for Warm throughput, once, per read unit/s raised", e.getMessage());
        assertEquals(0.25, PriceTable.US_EAST_1.rate(PriceTable.Rate.STORAGE));
        assertEquals(OptionalDouble.of(0.25), PriceTable.US_EAST_1.find(PriceTable.Rate.STORAGE));
    }

    @Test
    void aWarmRateEnteredIsKeptAndTheOtherStaysUnset() {
        PriceTable p = new PriceTable(Map.of(PriceTable.Rate.WARM_WRITE, 0.0009), "2026-11-27", "own");
        assertEquals(0.0009, p.rate(PriceTable.Rate.WARM_WRITE));
        assertTrue(!p.hasRate(PriceTable.Rate.WARM_READ));
        assertEquals(0.625, p.onDemandWritePerMillion(), "the others take their defaults");
        assertEquals(new PriceTable(Map.of(), "2026-11-27", "own").rates().size() + 1, p.rates().size());
    }
}
