package dev.tablewright.aws;

import java.util.Map;

/**
 * What DynamoDB says of a live table beyond its design: the figures DescribeTable gives (item count
 * and size, which AWS updates only about every six hours), its status, streams and time to live.
 *
 * @param streams      the stream's view type ("NEW_AND_OLD_IMAGES"…), or "" when streams are off
 * @param ttlAttribute the attribute holding expiry times, or "" when TTL is off
 * @param ttlStatus    DescribeTimeToLive's status ("ENABLED", "DISABLED"…), or "" when unknown
 * @param indexStatus  each GSI's status by name ("ACTIVE", "CREATING" while it backfills)
 * @param replicaStatus each replica in another region by region ("CREATING", "ACTIVE" …): DescribeTable's
 *                      {@code Replicas[].ReplicaStatus}; empty for a table that is not global
 * @param vectorIndexes each vector index's state by name, as DescribeTable's {@code VectorIndexes} tell it
 */
public record TableFacts(long itemCount, long sizeBytes, String status, String streams, String ttlAttribute,
        String ttlStatus, Map<String, String> indexStatus, Map<String, String> replicaStatus,
        Map<String, VectorIndexState> vectorIndexes) {
    /**
     * A vector index's {@code IndexStatus} (CREATING, ACTIVE …) and {@code Backfilling}: DynamoDB may show
     * an index ACTIVE while it still backfills, and refuses searches until it is done, so it is ready only
     * when ACTIVE and not backfilling (docs/vector-indexes.md §3.3, §8 question 3).
     */
    public record VectorIndexState(String status, boolean backfilling) {
        public VectorIndexState {
            status = status == null ? "" : status;
        }

        public boolean ready() {
            return status.equals("ACTIVE") && !backfilling;
        }

        /** "CREATING", "ACTIVE, backfilling". */
        public String describe() {
            return status + (backfilling ? ", backfilling" : "");
        }
    }

    public TableFacts(long itemCount, long sizeBytes, String status, String streams, String ttlAttribute,
            String ttlStatus, Map<String, String> indexStatus, Map<String, String> replicaStatus) {
        this(itemCount, sizeBytes, status, streams, ttlAttribute, ttlStatus, indexStatus, replicaStatus, Map.of());
    }

    public TableFacts(long itemCount, long sizeBytes, String status, String streams, String ttlAttribute,
            String ttlStatus, Map<String, String> indexStatus) {
        this(itemCount, sizeBytes, status, streams, ttlAttribute, ttlStatus, indexStatus, Map.of());
    }

    public TableFacts {
        indexStatus = Map.copyOf(indexStatus);
        replicaStatus = Map.copyOf(replicaStatus);
        vectorIndexes = Map.copyOf(vectorIndexes);
        status = status == null ? "" : status;
        streams = streams == null ? "" : streams;
        ttlAttribute = ttlAttribute == null ? "" : ttlAttribute;
        ttlStatus = ttlStatus == null ? "" : ttlStatus;
    }
}
