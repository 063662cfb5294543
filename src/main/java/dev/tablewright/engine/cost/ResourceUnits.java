package dev.tablewright.engine.cost;

/**
 * Request units per second through one resource DynamoDB meters on its own (the table, its LSIs
 * included, or one GSI): the average and the peak, of reads and of writes.
 */
record ResourceUnits(double averageRead, double peakRead, double averageWrite, double peakWrite) {
    static final ResourceUnits ZERO = new ResourceUnits(0, 0, 0, 0);

    ResourceUnits plusRead(double units, double average, double peak) {
        return new ResourceUnits(averageRead + units * average, peakRead + units * peak, averageWrite, peakWrite);
    }

    ResourceUnits plusWrite(double units, double average, double peak) {
        return new ResourceUnits(averageRead, peakRead, averageWrite + units * average, peakWrite + units * peak);
    }
}
