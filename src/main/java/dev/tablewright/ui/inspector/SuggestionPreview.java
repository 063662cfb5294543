package dev.tablewright.ui.inspector;

import dev.tablewright.engine.index.CollectionPreview;
import java.util.Optional;

/**
 * What a suggestion does to one entity's item collection in an index, computed on the sample data:
 * the collection before the change and after it (either may be absent: the entity not in the index).
 *
 * @param suggestion its position in the suggestions list it was computed for
 */
public record SuggestionPreview(int suggestion, Optional<CollectionPreview> before, Optional<CollectionPreview> after) {
}
