package dev.tablewright.model;

/**
 * What DynamoDB charges for throughput, in US dollars: on-demand per million request units, provisioned
 * per capacity unit-hour. The model file may carry its own (a region's prices, a discount); without one
 * {@link #US_EAST_1} applies.
 *
 * @param onDemandReadPerMillion  one million read request units (one 4 KB strongly consistent read)
 * @param onDemandWritePerMillion one million write request units (one 1 KB write)
 * @param provisionedReadPerHour  one read capacity unit for an hour
 * @param provisionedWritePerHour one write capacity unit for an hour
 * @param label                   where the prices come from, shown beside every cost
 */
public record PriceTable(double onDemandReadPerMillion, double onDemandWritePerMillion, double provisionedReadPerHour,
        double provisionedWritePerHour, String label) {
    /**
     * The published prices for US East (N. Virginia), Standard table class, on AWS's DynamoDB pricing
     * pages as of 2026-11 (on-demand halved on 2024-11-01; provisioned unchanged since then).
     */
    public static final PriceTable US_EAST_1 = new PriceTable(0.125, 0.625, 0.00013, 0.00065,
            "us-east-1 list prices, Standard table class, as published since 2024-11-01");

    /** AWS bills a month as 730 hours. */
    public static final double HOURS_PER_MONTH = 730;

    public PriceTable {
        for (double price : new double[] {onDemandReadPerMillion, onDemandWritePerMillion, provisionedReadPerHour,
                provisionedWritePerHour}) {
            if (!Double.isFinite(price) || price < 0) {
                throw new IllegalArgumentException("a price is a number of dollars, 0 or more");
            }
        }
        label = label == null ? "" : label;
    }
}
