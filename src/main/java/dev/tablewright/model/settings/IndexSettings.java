package dev.tablewright.model.settings;

import java.util.Optional;

/**
 * A GSI's own capacity and insights: its provisioned units (empty takes the table's), throughput
 * settings (auto scaling, on-demand maximum, warm throughput) and contributor insights.
 */
public record IndexSettings(Optional<Long> readUnits, Optional<Long> writeUnits, Throughput throughput,
        boolean contributorInsights) {
    public static final IndexSettings DEFAULT = new IndexSettings(Optional.empty(), Optional.empty(),
            Throughput.NONE, false);

    public IndexSettings {
        readUnits = readUnits == null ? Optional.empty() : readUnits;
        writeUnits = writeUnits == null ? Optional.empty() : writeUnits;
        throughput = throughput == null ? Throughput.NONE : throughput;
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }

    public IndexSettings withUnits(Optional<Long> read, Optional<Long> write) {
        return new IndexSettings(read, write, throughput, contributorInsights);
    }

    public IndexSettings withThroughput(Throughput newThroughput) {
        return new IndexSettings(readUnits, writeUnits, newThroughput, contributorInsights);
    }

    public IndexSettings withContributorInsights(boolean on) {
        return new IndexSettings(readUnits, writeUnits, throughput, on);
    }
}
