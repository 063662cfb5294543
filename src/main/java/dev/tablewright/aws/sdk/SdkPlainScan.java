package dev.tablewright.aws.sdk;

/**
 * The yardstick for {@link dev.tablewright.aws.ScanAllPages}: the plain loop an SDK user writes, one
 * paginated Scan on one thread, items counted and dropped (no conversion to our values).
 */
public final class SdkPlainScan {
    private SdkPlainScan() {
    }

    /** @return the items read */
    public static long countAll(SdkEndpoint endpoint, String table) {
        return SdkGateway.call(() -> {
            long count = 0;
            for (var page : endpoint.client().scanPaginator(b -> b.tableName(table))) {
                count += page.count();
            }
            return count;
        });
    }
}
