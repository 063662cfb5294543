package dev.tablewright.operation.run;

import dev.tablewright.engine.api.ConsumedCapacity;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * The capacity a run consumed, summed over its requests (pages, segments): "12.5 RCU", or "— RCU"
 * when no request reported any (the Sandbox, or an endpoint that does not say). Not thread-safe: the
 * pages of a parallel scan arrive one call at a time.
 */
public final class RunCapacity {
    private final String unit;
    private double units;
    private boolean reported;

    private RunCapacity(String unit) {
        this.unit = unit;
    }

    /** Read capacity units: Get, Query, Scan. */
    public static RunCapacity read() {
        return new RunCapacity("RCU");
    }

    /** Write capacity units: Put, Update, Delete. */
    public static RunCapacity write() {
        return new RunCapacity("WCU");
    }

    public RunCapacity add(List<ConsumedCapacity> consumed) {
        if (!consumed.isEmpty()) {
            reported = true;
            units += ConsumedCapacity.total(consumed);
        }
        return this;
    }

    String text() {
        if (!reported) {
            return "— " + unit;
        }
        return BigDecimal.valueOf(units).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString()
                + " " + unit;
    }
}
