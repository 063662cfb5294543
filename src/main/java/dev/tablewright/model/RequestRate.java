package dev.tablewright.model;

/**
 * How often the application expects to make an access pattern's request, in requests per second:
 * the peak sizes provisioned capacity, the average gives the monthly on-demand bill.
 */
public record RequestRate(double peak, double average) {
    public RequestRate {
        if (!Double.isFinite(peak) || !Double.isFinite(average) || peak < 0 || average < 0) {
            throw new IllegalArgumentException("a request rate is a number of requests per second, 0 or more");
        }
        if (average > peak) {
            throw new IllegalArgumentException("the average rate (" + average + "/s) is above the peak (" + peak + "/s)");
        }
    }
}
