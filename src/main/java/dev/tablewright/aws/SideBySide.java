package dev.tablewright.aws;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.engine.pattern.ResultComparison;
import dev.tablewright.engine.pattern.SearchVectorSource;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * One access pattern run on two connections (the Sandbox and a live table, say) with the same
 * parameters, and whether they answered alike: a read's page, or a vector search's results in score order. A side that fails (no such table there, no access)
 * is reported with its message; the other side's answer still shows.
 */
public final class SideBySide {
    /** One side's answer: a page, or why there is none. */
    public record Answer(String connection, Optional<Page> page, String error) {
    }

    /** Both answers, and their comparison when both have one. */
    public record Result(Answer left, Answer right, Optional<ResultComparison> comparison) {
        /** One sentence: the comparison's summary, or which side failed. */
        public String summary() {
            if (comparison.isPresent()) {
                return comparison.get().summary(left.connection(), right.connection());
            }
            return (left.page().isEmpty() ? left.connection() + ": " + left.error() : "")
                    + (left.page().isEmpty() && right.page().isEmpty() ? " " : "")
                    + (right.page().isEmpty() ? right.connection() + ": " + right.error() : "");
        }
    }

    private SideBySide() {
    }

    /**
     * @throws IllegalArgumentException when the pattern cannot make a request (a write, a key condition
     *                                  that does not parse, a parameter without a value)
     */
    public static Result run(TableDesign table, AccessPattern pattern, Map<String, String> parameters, Gateway left,
            Gateway right) {
        Answer a;
        Answer b;
        if (pattern.operation() == OperationKind.SEARCH_VECTORS) {
            SearchVectorsRequest search = search(table, pattern, parameters, left, right);
            a = answer(left, g -> g.searchVectors(search).asPage());
            b = answer(right, g -> g.searchVectors(search).asPage());
        } else {
            PatternRequest.Read request = PatternRequest.of(table, pattern, parameters);
            a = answer(left, g -> g.read(request));
            b = answer(right, g -> g.read(request));
        }
        Optional<ResultComparison> c = a.page().isPresent() && b.page().isPresent()
                ? Optional.of(ResultComparison.of(a.page().get().items(), b.page().get().items(),
                        table.keySchema().names()))
                : Optional.empty();
        return new Result(a, b, c);
    }

    /**
     * The one SearchVectors both sides run: an item's vector (the pattern's search vector names an item)
     * is read from the left side, else the right, so both search with the same vector.
     */
    private static SearchVectorsRequest search(TableDesign table, AccessPattern pattern, Map<String, String> parameters,
            Gateway left, Gateway right) {
        VectorIndex index = pattern.indexName().flatMap(table::vectorIndex).orElseThrow(() -> new IllegalArgumentException(
                "'" + pattern.name() + "' is a vector search but names no vector index of " + table.name()));
        Map<String, String> values = new LinkedHashMap<>(pattern.parameters());
        values.putAll(parameters);
        List<AttributeValue> vector = SearchVectorSource.vector(table, index, values.get(AccessPattern.SEARCH_VECTOR),
                key -> item(left, table, key).or(() -> item(right, table, key)));
        return PatternRequest.searchVectors(table, pattern, parameters, vector);
    }

    private static Optional<Item> item(Gateway gateway, TableDesign table, Map<String, AttributeValue> key) {
        try {
            return gateway.getItem(GetItemRequest.of(table.name(), key));
        } catch (DynamoException e) {
            return Optional.empty(); // that side has no such table or item: the other may
        }
    }

    private static Answer answer(Gateway gateway, Function<Gateway, Page> request) {
        try {
            return new Answer(gateway.displayName(), Optional.of(request.apply(gateway)), "");
        } catch (DynamoException e) {
            return new Answer(gateway.displayName(), Optional.empty(), e.errorCode() + ": " + e.getMessage());
        }
    }
}
