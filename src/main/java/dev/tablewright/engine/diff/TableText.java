package dev.tablewright.engine.diff;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Billing;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.stream.Collectors;

/** The short text a change shows for a whole element or one of its properties. */
final class TableText {
    private TableText() {
    }

    static String summary(TableDesign t) {
        return "keys " + keys(t.keySchema()) + ", " + t.indexes().size() + " indexes, " + t.entities().size()
                + " entities, " + t.accessPatterns().size() + " access patterns, " + t.allItems().size() + " items";
    }

    /** "PK S / SK S"; a multi-attribute key "(a S, b N) / c S". */
    static String keys(KeySchema k) {
        return attributes(k.partitionKeys()) + (k.hasSortKey() ? " / " + attributes(k.sortKeys()) : "");
    }

    private static String attributes(List<AttributeDef> keys) {
        String listed = keys.stream().map(a -> a.name() + " " + a.type()).collect(Collectors.joining(", "));
        return keys.size() == 1 ? listed : "(" + listed + ")";
    }

    static String attribute(AttributeDef a) {
        return a.type() + (a.required() ? " required" : "");
    }

    static String billing(Billing b) {
        return b.mode() + (b.readCapacityUnits() > 0 || b.writeCapacityUnits() > 0
                ? " " + b.readCapacityUnits() + " RCU / " + b.writeCapacityUnits() + " WCU" : "");
    }

    static String indexKind(SecondaryIndex i) {
        return i instanceof GlobalSecondaryIndex ? "GSI" : "LSI";
    }

    static String index(SecondaryIndex i, KeySchema tableKeys) {
        return indexKind(i) + " " + keys(i.keySchema(tableKeys)) + ", projection " + projection(i.projection());
    }

    /**
     * Said after a vector index's changed field: DynamoDB cannot update a vector index (VectorIndexUpdate
     * has only Create and Delete), so the old one is deleted and the new one built. Short, so a long value
     * keeps it within the 120 characters a value shows.
     */
    static final String REPLACES_VECTOR_INDEX = "(replaces the index)";

    static String vectorIndex(VectorIndex v) {
        return "vector on " + v.vectorAttribute() + ", " + v.dimensions() + " dims, " + v.distance().name()
                + ", projection " + projection(v.projection()) + ", search " + searchSchema(v.searchSchema());
    }

    /** {@code HASH category, INLINE_FILTER brand, colour}, or {@code none}. */
    static String searchSchema(SearchSchema s) {
        if (s.isEmpty()) {
            return "none";
        }
        List<String> parts = new java.util.ArrayList<>();
        s.partitionAttribute().ifPresent(a -> parts.add("HASH " + a));
        if (!s.filterAttributes().isEmpty()) {
            parts.add("INLINE_FILTER " + String.join(", ", s.filterAttributes()));
        }
        return String.join("; ", parts);
    }

    static String projection(Projection p) {
        return p.type() == ProjectionType.INCLUDE ? "INCLUDE " + String.join(", ", p.nonKeyAttributes())
                : p.type().name();
    }

    static String entity(Entity e) {
        String templates = e.keyTemplates().entrySet().stream()
                .map(en -> en.getKey() + "=" + en.getValue().source()).collect(Collectors.joining(", "));
        return e.attributes().size() + " attributes, " + e.items().size() + " items"
                + (templates.isEmpty() ? "" : ", " + templates);
    }

    static String relationship(Relationship r) {
        return r.from() + " " + r.cardinality().label() + " " + r.to() + (r.label().isEmpty() ? "" : " \"" + r.label() + "\"");
    }
}
