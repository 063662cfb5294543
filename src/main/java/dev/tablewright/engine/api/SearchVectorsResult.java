package dev.tablewright.engine.api;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;

/**
 * What a SearchVectors answered: the items nearest first, each with its score (what the score means
 * depends on the index's distance function: docs/vector-indexes.md §3.5), and the bytes the search
 * consumed when reported.
 */
public record SearchVectorsResult(List<Scored> results, Optional<VectorCapacity> consumed) implements ItemsAnswer {
    public SearchVectorsResult {
        results = List.copyOf(results);
        consumed = consumed == null ? Optional.empty() : consumed;
    }

    /** One result: the item's projected attributes and its score. */
    public record Scored(Item item, double score) {
    }

    /**
     * DynamoDB's {@code VectorCapacity} for a search: bytes, not capacity units.
     *
     * @param estimated whether the figure is the Sandbox's estimate (docs/engine-differences.md), not DynamoDB's
     */
    public record VectorCapacity(double searchRequestBytes, boolean estimated) {
    }

    public List<Item> items() {
        return results.stream().map(Scored::item).toList();
    }

    public List<Double> scores() {
        return results.stream().map(Scored::score).toList();
    }

    /** The items in score order, as one complete page (a search is never paged). */
    @Override
    public Page asPage() {
        return new Page(items(), results.size(), results.size(), null, List.of());
    }
}
