package dev.tablewright.aws.sdk;

import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The yardstick for {@link dev.tablewright.aws.commit.ParallelBatchWriter}: the loop an SDK user
 * writes, one BatchWriteItem of 25 after another on one thread, unprocessed items sent again at once.
 */
public final class SdkPlainBatchWrite {
    private static final int BATCH = 25;

    private SdkPlainBatchWrite() {
    }

    /** @return the items written */
    public static long writeAll(SdkEndpoint endpoint, String table, List<Item> items) {
        return SdkGateway.call(() -> {
            long written = 0;
            for (int i = 0; i < items.size(); i += BATCH) {
                List<WriteRequest> batch = new ArrayList<>();
                for (Item item : items.subList(i, Math.min(items.size(), i + BATCH))) {
                    batch.add(WriteRequest.builder().putRequest(PutRequest.builder()
                            .item(SdkValues.toSdk(item.attributes())).build()).build());
                }
                Map<String, List<WriteRequest>> left = Map.of(table, batch);
                while (!left.isEmpty()) {
                    Map<String, List<WriteRequest>> sent = left;
                    var response = endpoint.client().batchWriteItem(b -> b.requestItems(sent));
                    written += left.get(table).size();
                    left = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
                    written -= left.getOrDefault(table, List.of()).size();
                }
            }
            return written;
        });
    }
}
