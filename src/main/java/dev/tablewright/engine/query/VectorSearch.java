package dev.tablewright.engine.query;

import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.api.SearchVectorsResult;
import dev.tablewright.engine.api.SearchVectorsResult.Scored;
import dev.tablewright.engine.api.SearchVectorsResult.VectorCapacity;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.parse.ExpressionRequest;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.engine.expr.eval.Projector;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ProjectionType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;

/**
 * SearchVectors as an <em>exact</em> nearest-neighbour search: every indexed item in the search's
 * scope is scored by the index's distance function and the {@code topK} nearest are returned, the
 * upper bound of recall an approximate index (DynamoDB's) aims for (docs/engine-differences.md).
 *
 * <p>An item is in the index when it carries the vector attribute as a list of exactly
 * {@code dimensions} numbers and, when the index has a HASH element, that attribute (DynamoDB refuses
 * other writes or leaves such items out silently: docs/vector-indexes.md §3.6). Items that tie on
 * their score keep the table's key order (partition key, then sort key: the order the Sandbox's Scan
 * lists them in), since DynamoDB does not document its own.
 *
 * <p>Consumed capacity is DynamoDB's {@code VectorSearchRequestBytes}, which "scales with the size of
 * the vector data the search examines and returns": estimated as the vectors examined (the indexed
 * items in the HASH value's partition, or all, at 4 bytes an element) plus the returned items' sizes,
 * at least 1 KB (the per-request minimum).
 */
final class VectorSearch {
    static final int MAX_TOP_K = 100;
    static final long MINIMUM_BYTES = 1024;
    static final int BYTES_PER_ELEMENT = 4;

    private VectorSearch() {
    }

    static SearchVectorsResult run(Table table, SearchVectorsRequest r) {
        VectorIndex index = table.design().vectorIndex(r.index()).orElseThrow(
                () -> DynamoErrors.validation("The table does not have the specified index: " + r.index()));
        checkTopK(r.topK());
        float[] query = searchVector(r.searchVector(), index);
        ExpressionRequest.Parsed parsed = RequestExpressions.parse(OperationKind.SEARCH_VECTORS, r.expr(),
                ExpressionKind.PROJECTION, r.projection(), ExpressionKind.SEARCH_CONDITION, r.condition());
        SearchCondition condition = SearchCondition.of(parsed.searchCondition(), index);
        VectorProjection projection = VectorProjection.of(index, table.keys(), parsed.projection());

        Optional<String> hash = index.searchSchema().partitionAttribute();
        long examined = 0;
        List<Scored> scored = new ArrayList<>();
        for (NavigableMap<EntryKey, StoredItem> partition : table.partitions(null).inOrder().values()) {
            for (StoredItem stored : partition.values()) {
                float[] vector = indexedVector(stored, index);
                if (vector == null || hash.isPresent() && !condition.inPartition(stored.toItem(), hash.get())) {
                    continue;
                }
                examined++;
                if (condition.matches(stored.toItem())) {
                    scored.add(new Scored(stored.toItem(), VectorDistance.score(index.distance(), query, vector)));
                }
            }
        }
        Comparator<Double> nearest = VectorDistance.nearestFirst(index.distance());
        scored.sort((a, b) -> nearest.compare(a.score(), b.score())); // stable: ties keep the table's order
        List<Scored> top = scored.subList(0, Math.min(r.topK(), scored.size())).stream()
                .map(s -> new Scored(projection.apply(s.item()), s.score())).toList();
        long returned = top.stream().mapToLong(s -> ItemBytes.of(s.item())).sum();
        long bytes = Math.max(MINIMUM_BYTES, examined * index.dimensions() * BYTES_PER_ELEMENT + returned);
        return new SearchVectorsResult(top, Optional.of(new VectorCapacity(bytes, true)));
    }

    private static void checkTopK(int topK) {
        if (topK < 1 || topK > MAX_TOP_K) {
            throw DynamoErrors.validation("Provided TopK value '" + topK + "' is out of valid range. The value must be "
                    + "between 1 and " + MAX_TOP_K + " inclusive");
        }
    }

    /** The search vector as float32 elements, checked against the index. */
    private static float[] searchVector(List<AttributeValue> elements, VectorIndex index) {
        if (elements.isEmpty()) {
            throw DynamoErrors.constraint("[]", "searchVector", "Member must have length greater than or equal to 1");
        }
        float[] vector = new float[elements.size()];
        for (int i = 0; i < vector.length; i++) {
            if (!(elements.get(i) instanceof AttributeValue.N n)) {
                throw DynamoErrors.validation("Invalid type for parameter SearchVector[" + i + "]: expected a number (N), "
                        + "found " + elements.get(i).type());
            }
            vector[i] = n.value().floatValue();
        }
        if (vector.length != index.dimensions()) {
            throw DynamoErrors.validation("Input search vector dimension " + vector.length
                    + " does not match vector index dimension " + index.dimensions());
        }
        return vector;
    }

    /** The item's vector when the index holds it (a list of exactly {@code dimensions} numbers), else null. */
    static float[] indexedVector(StoredItem item, VectorIndex index) {
        if (!(item.get(index.vectorAttribute()) instanceof AttributeValue.L list)
                || list.value().size() != index.dimensions()) {
            return null;
        }
        float[] vector = new float[list.value().size()];
        for (int i = 0; i < vector.length; i++) {
            if (!(list.value().get(i) instanceof AttributeValue.N n)) {
                return null;
            }
            vector[i] = n.value().floatValue();
        }
        return vector;
    }

    /** What a vector index returns of an item. */
    record VectorProjection(Set<String> projected, String vector,
            Optional<ProjectionExpression> expression) {

        /**
         * The index stores the table's keys, its search-schema attributes and its vector, plus the INCLUDE
         * names (everything under ALL); a search returns them without the vector unless the
         * ProjectionExpression names it, and of the names it gives only those the index stores.
         */
        static VectorProjection of(VectorIndex index, KeySchema keys,
                Optional<ProjectionExpression> expression) {
            Set<String> projected = null;
            if (index.projection().type() != ProjectionType.ALL) {
                projected = new LinkedHashSet<>(keys.names());
                projected.addAll(index.searchSchema().attributes());
                projected.add(index.vectorAttribute());
                projected.addAll(index.projection().nonKeyAttributes());
            }
            return new VectorProjection(projected, index.vectorAttribute(), expression);
        }

        boolean stores(String attribute) {
            return projected == null || projected.contains(attribute);
        }

        Item apply(Item item) {
            if (expression.isPresent()) {
                return Projector.of(expression.get().paths().stream()
                        .filter(p -> stores(p.head())).toList()).apply(item);
            }
            Map<String, AttributeValue> kept = new LinkedHashMap<>();
            item.attributes().forEach((name, value) -> {
                if (!name.equals(vector) && stores(name)) {
                    kept.put(name, value);
                }
            });
            return new Item(kept);
        }
    }
}
