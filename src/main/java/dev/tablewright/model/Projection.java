package dev.tablewright.model;

import java.util.List;

/** An index projection; {@code nonKeyAttributes} only matters for INCLUDE. */
public record Projection(ProjectionType type, List<String> nonKeyAttributes) {
    public static final Projection ALL = new Projection(ProjectionType.ALL, List.of());
    public static final Projection KEYS_ONLY = new Projection(ProjectionType.KEYS_ONLY, List.of());

    public Projection {
        if (type == null) {
            throw new NullPointerException("projection type");
        }
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    public static Projection include(List<String> attributes) {
        return new Projection(ProjectionType.INCLUDE, attributes);
    }
}
