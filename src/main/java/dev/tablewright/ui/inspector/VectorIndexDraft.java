package dev.tablewright.ui.inspector;

import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.edit.EditRefused;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The vector index form as typed: name, vector attribute, dimensions, distance function, projection
 * (with its INCLUDE list) and search schema (partition attribute, filter attributes), as text until
 * {@link #toIndex()} makes a {@link VectorIndex} of it. Lists are typed comma-separated.
 */
public final class VectorIndexDraft {
    private final StringProperty name = new SimpleStringProperty(this, "name", "");
    private final StringProperty vectorAttribute = new SimpleStringProperty(this, "vectorAttribute", "");
    private final StringProperty dimensions = new SimpleStringProperty(this, "dimensions", "");
    private final ObjectProperty<DistanceFunction> distance = new SimpleObjectProperty<>(this, "distance",
            DistanceFunction.COSINE);
    private final ObjectProperty<ProjectionType> projection = new SimpleObjectProperty<>(this, "projection",
            ProjectionType.ALL);
    private final StringProperty included = new SimpleStringProperty(this, "included", "");
    private final StringProperty partitionAttribute = new SimpleStringProperty(this, "partitionAttribute", "");
    private final StringProperty filterAttributes = new SimpleStringProperty(this, "filterAttributes", "");

    /** Shows {@code index}'s values. */
    void load(VectorIndex index) {
        name.set(index.name());
        vectorAttribute.set(index.vectorAttribute());
        dimensions.set(Integer.toString(index.dimensions()));
        distance.set(index.distance());
        projection.set(index.projection().type());
        included.set(String.join(", ", index.projection().nonKeyAttributes()));
        partitionAttribute.set(index.searchSchema().partitionAttribute().orElse(""));
        filterAttributes.set(String.join(", ", index.searchSchema().filterAttributes()));
    }

    /** An empty form for a new index called {@code freshName}: cosine distance, projecting everything. */
    void clear(String freshName) {
        name.set(freshName);
        vectorAttribute.set("");
        dimensions.set("");
        distance.set(DistanceFunction.COSINE);
        projection.set(ProjectionType.ALL);
        included.set("");
        partitionAttribute.set("");
        filterAttributes.set("");
    }

    /** The index the form describes; {@link EditRefused} when the dimensions are not a whole number. */
    VectorIndex toIndex() {
        int dims;
        try {
            dims = Integer.parseInt(dimensions.get().strip());
        } catch (NumberFormatException e) {
            throw new EditRefused(dimensions.get().isBlank() ? "A vector index needs its dimensions, such as 768."
                    : "Dimensions is a whole number, such as 768; '" + dimensions.get().strip() + "' is not.");
        }
        ProjectionType type = projection.get() == null ? ProjectionType.ALL : projection.get();
        Projection p = new Projection(type, type == ProjectionType.INCLUDE ? names(included.get()) : List.of());
        Optional<String> partition = Optional.of(partitionAttribute.get().strip()).filter(s -> !s.isEmpty());
        return new VectorIndex(name.get().strip(), vectorAttribute.get().strip(), dims,
                distance.get() == null ? DistanceFunction.COSINE : distance.get(), p,
                new SearchSchema(partition, names(filterAttributes.get())));
    }

    /** "brand, colour" → [brand, colour]; blanks between commas dropped. */
    static List<String> names(String text) {
        return Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty vectorAttributeProperty() {
        return vectorAttribute;
    }

    public StringProperty dimensionsProperty() {
        return dimensions;
    }

    public ObjectProperty<DistanceFunction> distanceProperty() {
        return distance;
    }

    public ObjectProperty<ProjectionType> projectionProperty() {
        return projection;
    }

    /** The INCLUDE list, comma-separated; only read while the projection is INCLUDE. */
    public StringProperty includedProperty() {
        return included;
    }

    /** The search schema's partition (HASH) attribute; empty for none. */
    public StringProperty partitionAttributeProperty() {
        return partitionAttribute;
    }

    /** The search schema's inline filter attributes, comma-separated. */
    public StringProperty filterAttributesProperty() {
        return filterAttributes;
    }
}
