package dev.tablewright.model.edit;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.SecondaryIndex;
import java.util.List;
import java.util.Optional;

/**
 * Rename and delete for whatever a {@link ModelPath} points at (a table, entity, index, access
 * pattern or relationship), so menus and shortcuts act on the selection without knowing its kind.
 */
public final class PathEdits {
    private PathEdits() {
    }

    /** What the path names, for questions ("entity Movie"); empty when it names nothing deletable. */
    public static Optional<String> describe(DataModel model, String path) {
        List<String> s = ModelPath.segments(path);
        if (model == null || s.isEmpty() || model.table(s.get(0)).isEmpty()) {
            return Optional.empty();
        }
        if (s.size() == 1) {
            return Optional.of("table " + s.get(0));
        }
        if (isEntityItem(s)) {
            return Optional.of(s.get(2) + " item " + (Integer.parseInt(s.get(4)) + 1));
        }
        if (s.size() != 3) {
            return Optional.empty();
        }
        switch (s.get(1)) {
            case ModelPath.ENTITIES:
                return Optional.of("entity " + s.get(2));
            case ModelPath.INDEXES:
                return Optional.of("index " + s.get(2));
            case ModelPath.ACCESS_PATTERNS:
                return Optional.of("access pattern " + s.get(2));
            case ModelPath.RELATIONSHIPS:
                return Optional.of("relationship " + (Integer.parseInt(s.get(2)) + 1));
            default:
                return Optional.empty();
        }
    }

    /** The edit that deletes what the path names, if it names something deletable. */
    public static Optional<Edit> delete(DataModel model, String path) {
        if (describe(model, path).isEmpty()) {
            return Optional.empty();
        }
        List<String> s = ModelPath.segments(path);
        String table = s.get(0);
        if (s.size() == 1) {
            return Optional.of(TableEdits.delete(table));
        }
        if (isEntityItem(s)) {
            return Optional.of(ItemEdits.delete(table, s.get(2), List.of(Integer.parseInt(s.get(4)))));
        }
        switch (s.get(1)) {
            case ModelPath.ENTITIES:
                return Optional.of(EntityEdits.delete(table, s.get(2)));
            case ModelPath.INDEXES:
                return Optional.of(TableEdits.deleteIndex(table, s.get(2)));
            case ModelPath.ACCESS_PATTERNS:
                return Optional.of(AccessPatternEdits.delete(table, s.get(2)));
            default:
                return Optional.of(RelationshipEdits.delete(table, Integer.parseInt(s.get(2))));
        }
    }

    /** The current name of what the path names, if it can be renamed. */
    public static Optional<String> name(DataModel model, String path) {
        List<String> s = ModelPath.segments(path);
        if (describe(model, path).isEmpty() || isEntityItem(s)
                || (s.size() == 3 && s.get(1).equals(ModelPath.RELATIONSHIPS))) {
            return Optional.empty();
        }
        return Optional.of(s.get(s.size() - 1));
    }

    /** The edit that renames what the path names to {@code newName}. */
    public static Optional<Edit> rename(DataModel model, String path, String newName) {
        if (name(model, path).isEmpty()) {
            return Optional.empty();
        }
        List<String> s = ModelPath.segments(path);
        String table = s.get(0);
        if (s.size() == 1) {
            return Optional.of(TableEdits.rename(table, newName));
        }
        String old = s.get(2);
        switch (s.get(1)) {
            case ModelPath.ENTITIES:
                return Optional.of(EntityEdits.rename(table, old, newName));
            case ModelPath.INDEXES:
                SecondaryIndex index = model.table(table).flatMap(t -> t.index(old)).orElse(null);
                return index == null ? Optional.empty()
                        : Optional.of(TableEdits.changeIndex(table, old, index.withName(newName)));
            default:
                return Optional.of(AccessPatternEdits.rename(table, old, newName));
        }
    }

    private static boolean isEntityItem(List<String> s) {
        return s.size() == 5 && s.get(1).equals(ModelPath.ENTITIES) && s.get(3).equals(ModelPath.ITEMS)
                && s.get(4).matches("[0-9]{1,9}");
    }

    /** Where the element lives after a rename (the selection follows it). */
    public static String renamedPath(String path, String newName) {
        List<String> s = ModelPath.segments(path);
        s.set(s.size() - 1, newName);
        return ModelPath.of(s.toArray(String[]::new));
    }
}
