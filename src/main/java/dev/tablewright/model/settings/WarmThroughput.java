package dev.tablewright.model.settings;

import java.util.Optional;

/**
 * Warm throughput ({@code WarmThroughput}): read and write units per second the table or GSI is
 * pre-warmed to serve at once. DynamoDB only ever raises it; an empty dimension is left as it is.
 */
public record WarmThroughput(Optional<Long> readUnitsPerSecond, Optional<Long> writeUnitsPerSecond) {
    public static final WarmThroughput NONE = new WarmThroughput(Optional.empty(), Optional.empty());

    public WarmThroughput {
        readUnitsPerSecond = readUnitsPerSecond == null ? Optional.empty() : readUnitsPerSecond;
        writeUnitsPerSecond = writeUnitsPerSecond == null ? Optional.empty() : writeUnitsPerSecond;
    }

    public boolean isNone() {
        return readUnitsPerSecond.isEmpty() && writeUnitsPerSecond.isEmpty();
    }
}
