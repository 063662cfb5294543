package dev.tablewright.engine.pattern;

import dev.tablewright.model.OperationKind;
import java.util.Optional;

/**
 * How DynamoDB finds an access pattern's items: by key on the table (GetItem, the writes, the batch and
 * transaction forms), by a Query of the table or an index, or by reading everything (a Scan).
 *
 * @param index the index a Query or Scan reads, or null for the table
 */
public record ServedBy(OperationKind operation, String index) {

    public static ServedBy of(OperationKind operation, Optional<String> index) {
        boolean readsIndex = operation == OperationKind.QUERY || operation == OperationKind.SCAN;
        return new ServedBy(operation, readsIndex ? index.orElse(null) : null);
    }

    public boolean needsScan() {
        return operation == OperationKind.SCAN;
    }

    /** "GetItem on the table", "Query on index GSI1", "needs a Scan of the table". */
    public String text() {
        String where = index == null ? "the table" : "index " + index;
        return needsScan() ? "needs a Scan of " + where : operation.apiName() + " on " + where;
    }
}
