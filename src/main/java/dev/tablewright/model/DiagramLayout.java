package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Where each entity's box stands on the diagram (top-left corner), by entity name. */
public record DiagramLayout(Map<String, Point> positions) {
    public static final DiagramLayout EMPTY = new DiagramLayout(Map.of());

    public DiagramLayout {
        positions = Collections.unmodifiableMap(new LinkedHashMap<>(positions));
    }

    public Optional<Point> position(String entity) {
        return Optional.ofNullable(positions.get(entity));
    }

    public DiagramLayout with(String entity, Point point) {
        LinkedHashMap<String, Point> copy = new LinkedHashMap<>(positions);
        if (point == null) {
            copy.remove(entity);
        } else {
            copy.put(entity, point);
        }
        return new DiagramLayout(copy);
    }

    public DiagramLayout renameEntity(String from, String to) {
        LinkedHashMap<String, Point> copy = new LinkedHashMap<>();
        positions.forEach((k, v) -> copy.put(k.equals(from) ? to : k, v));
        return new DiagramLayout(copy);
    }
}
