package dev.tablewright.model.settings;

import java.util.Optional;

/**
 * On-demand maximum throughput ({@code OnDemandThroughput}): request units per second a table or GSI
 * may not exceed; empty means no maximum (DynamoDB's -1).
 */
public record OnDemandLimit(Optional<Long> maxReadRequestUnits, Optional<Long> maxWriteRequestUnits) {
    public static final OnDemandLimit NONE = new OnDemandLimit(Optional.empty(), Optional.empty());

    public OnDemandLimit {
        maxReadRequestUnits = maxReadRequestUnits == null ? Optional.empty() : maxReadRequestUnits;
        maxWriteRequestUnits = maxWriteRequestUnits == null ? Optional.empty() : maxWriteRequestUnits;
    }

    public boolean isNone() {
        return maxReadRequestUnits.isEmpty() && maxWriteRequestUnits.isEmpty();
    }
}
