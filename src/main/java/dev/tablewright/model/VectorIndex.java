package dev.tablewright.model;


/**
 * A vector index: DynamoDB's third index type, read only by SearchVectors (nearest neighbours of a
 * query vector). Items carry its vector attribute as a list of {@code dimensions} numbers; the
 * attribute is never a key and never declared in AttributeDefinitions. Everything but the name is
 * fixed at creation ({@code VectorIndexUpdate} has only Create and Delete): a change is a new index.
 * Limits (name, dimensions 1–4,096, on-demand tables only, five per table …) are the rules'.
 *
 * @param dimensions  the vector's length; indexes on one attribute share it
 * @param projection  what a search may return besides the keys (the vector itself only when asked for)
 */
public record VectorIndex(String name, String vectorAttribute, int dimensions, DistanceFunction distance,
        Projection projection, SearchSchema searchSchema) {

    public VectorIndex {
        if (name == null || vectorAttribute == null || distance == null) {
            throw new NullPointerException("vector index name, attribute and distance function");
        }
        projection = projection == null ? Projection.ALL : projection;
        searchSchema = searchSchema == null ? SearchSchema.NONE : searchSchema;
    }

    public VectorIndex withName(String newName) {
        return new VectorIndex(newName, vectorAttribute, dimensions, distance, projection, searchSchema);
    }

    public VectorIndex withVectorAttribute(String attribute) {
        return new VectorIndex(name, attribute, dimensions, distance, projection, searchSchema);
    }

    public VectorIndex withDimensions(int n) {
        return new VectorIndex(name, vectorAttribute, n, distance, projection, searchSchema);
    }

    public VectorIndex withDistance(DistanceFunction f) {
        return new VectorIndex(name, vectorAttribute, dimensions, f, projection, searchSchema);
    }

    public VectorIndex withProjection(Projection p) {
        return new VectorIndex(name, vectorAttribute, dimensions, distance, p, searchSchema);
    }

    public VectorIndex withSearchSchema(SearchSchema s) {
        return new VectorIndex(name, vectorAttribute, dimensions, distance, projection, s);
    }

    /** The index with an attribute renamed wherever it names it (vector, search schema, INCLUDE list). */
    public VectorIndex withAttributeRenamed(String from, String to) {
        Projection p = new Projection(projection.type(), projection.nonKeyAttributes().stream()
                .map(a -> a.equals(from) ? to : a).toList());
        return new VectorIndex(name, vectorAttribute.equals(from) ? to : vectorAttribute, dimensions, distance, p,
                searchSchema.withAttributeRenamed(from, to));
    }
}
