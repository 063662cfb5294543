package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.OperationKind;
import java.util.List;

/**
 * A SearchVectors: the {@code topK} items of a vector index nearest to a search vector, narrowed by a
 * condition on the index's search-schema attributes (docs/vector-indexes.md §3.4). There is no
 * ConsistentRead, Limit or ExclusiveStartKey: a search is one answer, never paged.
 *
 * @param searchVector the vector as sent: DynamoDB numbers ({@code N}); anything else is the server's
 *                     ValidationException, not the request's, so it is kept as given
 * @param topK         how many items to return (DynamoDB takes 1–100); required
 * @param condition    SearchConditionExpression, "" for none
 * @param projection   ProjectionExpression, "" for the index's projected attributes
 * @param capacity     ReturnConsumedCapacity
 */
public record SearchVectorsRequest(String table, String index, List<AttributeValue> searchVector, int topK,
        String condition, String projection, Expr expr, ReturnCapacity capacity)
        implements DataRequest<SearchVectorsResult>, TableRequest {

    public SearchVectorsRequest {
        searchVector = searchVector == null ? List.of() : List.copyOf(searchVector);
        condition = condition == null ? "" : condition;
        projection = projection == null ? "" : projection;
        expr = expr == null ? Expr.NONE : expr;
        capacity = capacity == null ? ReturnCapacity.NONE : capacity;
    }

    /** A search with no condition, projection or capacity asked. */
    public static SearchVectorsRequest of(String table, String index, List<AttributeValue> vector, int topK) {
        return new SearchVectorsRequest(table, index, vector, topK, "", "", Expr.NONE, ReturnCapacity.NONE);
    }

    /** The search vector of plain numbers, as a request carries them ({@code N} each). */
    public static List<AttributeValue> vector(double... elements) {
        return java.util.Arrays.stream(elements)
                .mapToObj(d -> (AttributeValue) new AttributeValue.N(java.math.BigDecimal.valueOf(d))).toList();
    }

    public SearchVectorsRequest withCondition(String text, Expr placeholders) {
        return new SearchVectorsRequest(table, index, searchVector, topK, text, projection, placeholders, capacity);
    }

    public SearchVectorsRequest withProjection(String text) {
        return new SearchVectorsRequest(table, index, searchVector, topK, condition, text, expr, capacity);
    }

    public SearchVectorsRequest withCapacity(ReturnCapacity asked) {
        return new SearchVectorsRequest(table, index, searchVector, topK, condition, projection, expr, asked);
    }

    @Override
    public OperationKind kind() {
        return OperationKind.SEARCH_VECTORS;
    }

    @Override
    public SearchVectorsResult sendTo(Handler handler) {
        return handler.searchVectors(this);
    }
}
