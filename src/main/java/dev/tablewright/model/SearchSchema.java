package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a vector search may narrow by (DynamoDB's {@code SearchSchema}): at most one partition
 * attribute ({@code HASH}), whose equality every search then must give and without which an item is
 * not indexed, and inline filter attributes ({@code INLINE_FILTER}). Both are declared in the
 * table's AttributeDefinitions, as a GSI's keys are. Optional as a whole: {@link #NONE}.
 */
public record SearchSchema(Optional<String> partitionAttribute, List<String> filterAttributes) {
    public static final SearchSchema NONE = new SearchSchema(Optional.empty(), List.of());

    public SearchSchema {
        partitionAttribute = partitionAttribute == null ? Optional.empty() : partitionAttribute;
        filterAttributes = List.copyOf(filterAttributes);
    }

    public boolean isEmpty() {
        return partitionAttribute.isEmpty() && filterAttributes.isEmpty();
    }

    /** The partition attribute first, then the filters, as DynamoDB lists them. */
    public List<String> attributes() {
        List<String> all = new ArrayList<>();
        partitionAttribute.ifPresent(all::add);
        all.addAll(filterAttributes);
        return all;
    }

    public SearchSchema withAttributeRenamed(String from, String to) {
        return new SearchSchema(partitionAttribute.map(a -> a.equals(from) ? to : a),
                filterAttributes.stream().map(a -> a.equals(from) ? to : a).toList());
    }
}
