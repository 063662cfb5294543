package dev.tablewright.sample;

import dev.tablewright.model.Cardinality;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A child entity's items take attributes from one item of a parent entity: its ids (what the
 * parent's key templates read, so the child lands in the parent's partition when its own templates
 * read them too) and denormalized copies ({@code movieTitle} from the movie's {@code title}).
 *
 * @param childToParent child attribute → parent attribute, ids first
 * @param ids           the child attributes that are the parent's ids; a parent item must have them all
 */
record ParentLink(String parent, Cardinality cardinality, Map<String, String> childToParent, Set<String> ids) {
    ParentLink {
        childToParent = Collections.unmodifiableMap(new LinkedHashMap<>(childToParent));
        ids = Collections.unmodifiableSet(new LinkedHashSet<>(ids));
    }
}
