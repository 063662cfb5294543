package dev.tablewright.model;

import java.util.List;
import java.util.Optional;

/**
 * The source's items grouped by {@code groupBy}, one kept item per group holding the group's parts
 * and the measures ("streams per movie and month"): an aggregate the stream handler adds to and
 * subtracts from as source items are written and removed.
 */
public record Aggregate(List<GroupPart> groupBy, List<Measure> measures) implements Keeping {
    public Aggregate {
        groupBy = List.copyOf(groupBy);
        measures = List.copyOf(measures);
    }

    public Optional<GroupPart> part(String name) {
        return groupBy.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    public Optional<Measure> measure(String attribute) {
        return measures.stream().filter(m -> m.attribute().equals(attribute)).findFirst();
    }

    @Override
    public Aggregate renameSourceAttribute(String from, String to) {
        return new Aggregate(groupBy.stream().map(p -> p.renameSourceAttribute(from, to)).toList(),
                measures.stream().map(m -> m.renameSourceAttribute(from, to)).toList());
    }

    /** A group part's name and a measure's attribute are both attributes of the kept item. */
    @Override
    public Aggregate renameKeptAttribute(String from, String to) {
        return new Aggregate(groupBy.stream().map(p -> p.name().equals(from) ? p.withName(to) : p).toList(),
                measures.stream().map(m -> m.attribute().equals(from) ? m.withAttribute(to) : m).toList());
    }
}
