package dev.tablewright.aws.commit;

import java.util.List;

/**
 * What writing one table's items came to.
 *
 * @param written items DynamoDB confirmed
 * @param retried items sent again (unprocessed, throttled, or whose batch failed and was repeated)
 * @param failed  items given up on after the last attempt
 * @param errors  why, one line per failed batch (the first few)
 */
public record WriteTally(long written, long retried, long failed, List<String> errors) {
    public WriteTally {
        errors = List.copyOf(errors);
    }
}
