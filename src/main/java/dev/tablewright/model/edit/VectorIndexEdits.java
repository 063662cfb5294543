package dev.tablewright.model.edit;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * Edits of a table's vector indexes (issue 26): add, change (a rename included) and delete, each one
 * named undo step. DynamoDB fixes everything but the name when it creates the index; the model does
 * not forbid changing it (a design is drawn before it is created), the window says what it costs.
 * Only input that names nothing is refused here (a blank name, no dimensions); DynamoDB's limits
 * (4,096 dimensions, on-demand tables, five per table…) are the rules'.
 */
public final class VectorIndexEdits {
    private VectorIndexEdits() {
    }

    public static Edit add(String table, VectorIndex index) {
        return new Edit("Add vector index " + index.name(), m -> Tables.change(m, table, t -> {
            EditNames.requireNew("index", index.name(), Tables.indexNames(t));
            requireWellFormed(index);
            List<VectorIndex> list = new ArrayList<>(t.vectorIndexes());
            list.add(index);
            return t.withVectorIndexes(list);
        }));
    }

    /**
     * Replaces vector index {@code name} with {@code index}, in place. Access patterns that name the
     * index follow a rename.
     */
    public static Edit change(String table, String name, VectorIndex index) {
        String description = name.equals(index.name()) ? "Change vector index " + name
                : "Rename vector index " + name + " → " + index.name();
        return new Edit(description, m -> Tables.change(m, table, t -> {
            int at = position(t, name);
            if (!name.equals(index.name())) {
                EditNames.requireNew("index", index.name(), Tables.indexNames(t));
            }
            requireWellFormed(index);
            List<VectorIndex> list = new ArrayList<>(t.vectorIndexes());
            list.set(at, index);
            TableDesign result = t.withVectorIndexes(list);
            if (!name.equals(index.name())) {
                result = result.withAccessPatterns(result.accessPatterns().stream()
                        .map(p -> name.equals(p.index()) ? p.withIndex(index.name()) : p).toList());
            }
            return result;
        }));
    }

    public static Edit delete(String table, String name) {
        return new Edit("Delete vector index " + name, m -> Tables.change(m, table, t -> {
            int at = position(t, name);
            List<VectorIndex> list = new ArrayList<>(t.vectorIndexes());
            list.remove(at);
            return t.withVectorIndexes(list);
        }));
    }

    private static void requireWellFormed(VectorIndex index) {
        EditNames.requireValid("vector attribute", index.vectorAttribute());
        if (index.dimensions() < 1) {
            throw new EditRefused("A vector has at least 1 dimension.");
        }
        index.searchSchema().partitionAttribute().ifPresent(a -> EditNames.requireValid("partition attribute", a));
        index.searchSchema().filterAttributes().forEach(a -> EditNames.requireValid("filter attribute", a));
        index.projection().nonKeyAttributes().forEach(a -> EditNames.requireValid("projected attribute", a));
    }

    private static int position(TableDesign t, String name) {
        List<VectorIndex> list = t.vectorIndexes();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new EditRefused("Table '" + t.name() + "' has no vector index '" + name + "'.");
    }
}
