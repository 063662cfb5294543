package dev.tablewright.aws.connect;

import java.time.Duration;

/**
 * How long a call may take, so no request ever hangs: the TCP connect, one attempt (the socket read
 * too), the whole call with its retries; and how many attempts the SDK makes.
 */
public record CallLimits(Duration connect, Duration attempt, Duration call, int attempts) {
    public static final CallLimits DEFAULT = new CallLimits(Duration.ofSeconds(5), Duration.ofSeconds(20),
            Duration.ofSeconds(60), 3);
    /** "Test connection": one cheap call answers quickly, or says at once why not (no retry). */
    public static final CallLimits TEST = new CallLimits(Duration.ofSeconds(3), Duration.ofSeconds(5),
            Duration.ofSeconds(10), 1);
}
