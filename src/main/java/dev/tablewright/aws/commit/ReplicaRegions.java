package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;

/**
 * How a commit reaches a global table's other regions, for the settings DynamoDB sets only on each
 * replica's own table there (deletion protection, point-in-time recovery, contributor insights, tags,
 * the resource policy): with the connection's own credentials in that region (AWS), or an endpoint given
 * for it. A connection to one endpoint of its own (DynamoDB Local) has no other regions.
 */
public interface ReplicaRegions {
    /** What reaching a region came to. */
    sealed interface Reach permits Opened, Unreachable {
    }

    /** A gateway to the region, which the caller closes. */
    record Opened(Gateway gateway) implements Reach {
    }

    /** @param why one clause: "the endpoint http://localhost:8000 has no other regions" */
    record Unreachable(String why) implements Reach {
    }

    /** Never throws: a region that cannot be opened is {@link Unreachable} with the reason. */
    Reach reach(String region);

    /** No other region: what a commit not told how to reach one has. */
    ReplicaRegions NONE = region -> new Unreachable("this commit was given no connection to " + region);
}
