package dev.tablewright.model.edit;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;

import java.util.ArrayList;
import java.util.List;

/** Edits of the operations saved in the model: save (or replace), rename, delete. */
public final class SavedOperationEdits {
    private static final String KIND = "saved operation";

    private SavedOperationEdits() {
    }

    /** Adds the operation at the end, or replaces the one of the same name where it stands. */
    public static Edit save(SavedOperation op) {
        return new Edit("Save operation " + op.name(), m -> {
            EditNames.requireValid(KIND, op.name());
            List<SavedOperation> ops = new ArrayList<>(m.operations());
            int at = indexOf(m, op.name());
            if (at < 0) {
                ops.add(op);
            } else {
                ops.set(at, op);
            }
            return m.withOperations(ops);
        });
    }

    public static Edit rename(String from, String to) {
        return new Edit("Rename operation " + from + " → " + to, m -> {
            int at = existing(m, from);
            if (from.equals(to)) {
                return m;
            }
            EditNames.requireNew(KIND, to, m.operations().stream().map(SavedOperation::name).toList());
            List<SavedOperation> ops = new ArrayList<>(m.operations());
            ops.set(at, ops.get(at).withName(to));
            return m.withOperations(ops);
        });
    }

    public static Edit delete(String name) {
        return new Edit("Delete operation " + name, m -> {
            List<SavedOperation> ops = new ArrayList<>(m.operations());
            ops.remove(existing(m, name));
            return m.withOperations(ops);
        });
    }

    private static int existing(DataModel m, String name) {
        int at = indexOf(m, name);
        if (at < 0) {
            throw new EditRefused("There is no saved operation named '" + name + "'.");
        }
        return at;
    }

    private static int indexOf(DataModel m, String name) {
        for (int i = 0; i < m.operations().size(); i++) {
            if (m.operations().get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
