package dev.tablewright.model.edit;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.ModelPath.AccessPatternPath;
import dev.tablewright.model.ModelPath.EntityItem;
import dev.tablewright.model.ModelPath.EntityPath;
import dev.tablewright.model.ModelPath.Index;
import dev.tablewright.model.ModelPath.RelationshipPath;
import dev.tablewright.model.ModelPath.Table;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/**
 * Rename and delete for whatever a {@link ModelPath} points at (a table, entity, index, access
 * pattern, relationship or an entity's item), so menus and shortcuts act on the selection without
 * knowing its kind.
 */
public final class PathEdits {
    private PathEdits() {
    }

    /** What the path names, for questions ("entity Movie"); empty when it names nothing deletable. */
    public static Optional<String> describe(DataModel model, ModelPath path) {
        if (model == null || path == null || model.table(path.table()).isEmpty()) {
            return Optional.empty();
        }
        TableDesign t = model.table(path.table()).get();
        if (path instanceof Table p) {
            return Optional.of("table " + p.table());
        }
        if (path instanceof EntityPath p) {
            return t.entity(p.entity()).map(e -> "entity " + e.name());
        }
        if (path instanceof EntityItem p) {
            return t.entity(p.entity()).filter(e -> p.ordinal() < e.items().size())
                    .map(e -> e.name() + " item " + (p.ordinal() + 1));
        }
        if (path instanceof Index p) {
            return t.index(p.index()).map(i -> "index " + i.name())
                    .or(() -> t.vectorIndex(p.index()).map(v -> "vector index " + v.name()));
        }
        if (path instanceof AccessPatternPath p) {
            return t.accessPatterns().stream().filter(a -> a.name().equals(p.pattern())).findFirst()
                    .map(a -> "access pattern " + a.name());
        }
        if (path instanceof RelationshipPath p) {
            return p.ordinal() < t.relationships().size() ? Optional.of("relationship " + (p.ordinal() + 1))
                    : Optional.empty();
        }
        return Optional.empty();
    }

    /** The edit that deletes what the path names, if it names something deletable. */
    public static Optional<Edit> delete(DataModel model, ModelPath path) {
        if (describe(model, path).isEmpty()) {
            return Optional.empty();
        }
        String table = path.table();
        if (path instanceof EntityItem p) {
            return Optional.of(ItemEdits.delete(table, p.entity(), List.of(p.ordinal())));
        }
        if (path instanceof EntityPath p) {
            return Optional.of(EntityEdits.delete(table, p.entity()));
        }
        if (path instanceof Index p) {
            return Optional.of(isVector(model, p) ? VectorIndexEdits.delete(table, p.index())
                    : TableEdits.deleteIndex(table, p.index()));
        }
        if (path instanceof AccessPatternPath p) {
            return Optional.of(AccessPatternEdits.delete(table, p.pattern()));
        }
        if (path instanceof RelationshipPath p) {
            return Optional.of(RelationshipEdits.delete(table, p.ordinal()));
        }
        return Optional.of(TableEdits.delete(table));
    }

    /** The current name of what the path names, if it can be renamed. */
    public static Optional<String> name(DataModel model, ModelPath path) {
        if (describe(model, path).isEmpty()) {
            return Optional.empty();
        }
        if (path instanceof Table p) {
            return Optional.of(p.table());
        }
        if (path instanceof EntityPath p) {
            return Optional.of(p.entity());
        }
        if (path instanceof Index p) {
            return Optional.of(p.index());
        }
        if (path instanceof AccessPatternPath p) {
            return Optional.of(p.pattern());
        }
        return Optional.empty();
    }

    /** The edit that renames what the path names to {@code newName}. */
    public static Optional<Edit> rename(DataModel model, ModelPath path, String newName) {
        if (name(model, path).isEmpty()) {
            return Optional.empty();
        }
        String table = path.table();
        if (path instanceof EntityPath p) {
            return Optional.of(EntityEdits.rename(table, p.entity(), newName));
        }
        if (path instanceof Index p && isVector(model, p)) {
            VectorIndex vector = model.table(table).flatMap(t -> t.vectorIndex(p.index())).orElseThrow();
            return Optional.of(VectorIndexEdits.change(table, p.index(), vector.withName(newName)));
        }
        if (path instanceof Index p) {
            SecondaryIndex index = model.table(table).flatMap(t -> t.index(p.index())).orElseThrow();
            return Optional.of(TableEdits.changeIndex(table, p.index(), index.withName(newName)));
        }
        if (path instanceof AccessPatternPath p) {
            return Optional.of(AccessPatternEdits.rename(table, p.pattern(), newName));
        }
        return Optional.of(TableEdits.rename(table, newName));
    }

    /** Whether the index path names a vector index (names are unique across a table's index kinds). */
    private static boolean isVector(DataModel model, Index p) {
        return model.table(p.table()).flatMap(t -> t.vectorIndex(p.index())).isPresent();
    }

    /** Where the element lives after a rename (the selection follows it). */
    public static ModelPath renamedPath(ModelPath path, String newName) {
        if (path instanceof Table) {
            return new Table(newName);
        }
        if (path instanceof EntityPath p) {
            return new EntityPath(p.table(), newName);
        }
        if (path instanceof Index p) {
            return new Index(p.table(), newName);
        }
        if (path instanceof AccessPatternPath p) {
            return new AccessPatternPath(p.table(), newName);
        }
        return path;
    }
}
