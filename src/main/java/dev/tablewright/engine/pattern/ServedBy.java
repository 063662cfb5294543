package dev.tablewright.engine.pattern;

import dev.tablewright.model.OperationKind;
import java.util.Optional;

/**
 * How DynamoDB finds an access pattern's items: by key on the table (GetItem, the writes, the batch and
 * transaction forms), by a Query of the table or an index, or by reading everything (a Scan).
 *
 * @param index  the index a Query or Scan reads (or the vector index a SearchVectors searches), or null for the table
 * @param sparse a Scan of a secondary index that read only what it returned: a sparse index only the
 *               pattern's items fill, which costs what it returns (DynamoDB's "scan a sparse index")
 */
public record ServedBy(OperationKind operation, String index, boolean sparse) {

    public ServedBy(OperationKind operation, String index) {
        this(operation, index, false);
    }

    public static ServedBy of(OperationKind operation, Optional<String> index) {
        boolean readsIndex = operation == OperationKind.QUERY || operation == OperationKind.SCAN
                || operation == OperationKind.SEARCH_VECTORS;
        return new ServedBy(operation, readsIndex ? index.orElse(null) : null);
    }

    /** The same, judged sparse when it is a Scan of an index that read {@code read} items to return {@code returned}. */
    ServedBy measured(int read, int returned) {
        return new ServedBy(operation, index, operation == OperationKind.SCAN && index != null && read == returned);
    }

    /** A Scan that reads what it does not return: the table, or an index others fill too. */
    public boolean needsScan() {
        return operation == OperationKind.SCAN && !sparse;
    }

    /** "GetItem on the table", "Query on index GSI1", "SearchVectors on index ByEmbedding", "needs a Scan of the table", "Scan of sparse index GSI-3". */
    public String text() {
        if (sparse) {
            return "Scan of sparse index " + index;
        }
        String where = index == null ? "the table" : "index " + index;
        return needsScan() ? "needs a Scan of " + where : operation.apiName() + " on " + where;
    }
}
