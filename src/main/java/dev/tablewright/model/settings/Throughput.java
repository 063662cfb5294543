package dev.tablewright.model.settings;

import java.util.Optional;

/**
 * Throughput settings of the table or of one GSI beyond its billing mode and provisioned units: auto
 * scaling of each dimension (provisioned only), the on-demand maximum (on-demand only) and warm throughput.
 */
public record Throughput(Optional<AutoScaling> readScaling, Optional<AutoScaling> writeScaling,
        OnDemandLimit onDemandLimit, WarmThroughput warm) {
    public static final Throughput NONE = new Throughput(Optional.empty(), Optional.empty(), OnDemandLimit.NONE,
            WarmThroughput.NONE);

    public Throughput {
        readScaling = readScaling == null ? Optional.empty() : readScaling;
        writeScaling = writeScaling == null ? Optional.empty() : writeScaling;
        onDemandLimit = onDemandLimit == null ? OnDemandLimit.NONE : onDemandLimit;
        warm = warm == null ? WarmThroughput.NONE : warm;
    }

    public boolean isNone() {
        return equals(NONE);
    }

    public boolean scales() {
        return readScaling.isPresent() || writeScaling.isPresent();
    }

    public Throughput withReadScaling(Optional<AutoScaling> scaling) {
        return new Throughput(scaling, writeScaling, onDemandLimit, warm);
    }

    public Throughput withWriteScaling(Optional<AutoScaling> scaling) {
        return new Throughput(readScaling, scaling, onDemandLimit, warm);
    }

    public Throughput withOnDemandLimit(OnDemandLimit limit) {
        return new Throughput(readScaling, writeScaling, limit, warm);
    }

    public Throughput withWarm(WarmThroughput newWarm) {
        return new Throughput(readScaling, writeScaling, onDemandLimit, newWarm);
    }
}
