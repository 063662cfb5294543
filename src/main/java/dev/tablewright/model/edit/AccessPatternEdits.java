package dev.tablewright.model.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Edits of a table's access patterns: add, replace, rename, move, duplicate, delete — each one undo step. */
public final class AccessPatternEdits {
    private static final String KIND = "access pattern";

    private AccessPatternEdits() {
    }

    /** A new Query on the table's partition key, to be filled in by the user. */
    public static Edit add(String table, String name) {
        return new Edit("Add access pattern " + name, m -> Tables.change(m, table, t -> {
            String pk = t.keySchema().partitionKey().name();
            return inserted(t, new AccessPattern(name, "", null, OperationKind.QUERY, null, pk + " = ${" + pk + "}", "", "",
                    true, Map.of()), t.accessPatterns().size());
        }));
    }

    /** A whole pattern added at the end (the editor's "Add" once a pattern is built). */
    public static Edit add(String table, AccessPattern pattern) {
        return new Edit("Add access pattern " + pattern.name(),
                m -> Tables.change(m, table, t -> inserted(t, pattern, t.accessPatterns().size())));
    }

    /**
     * The pattern named {@code name} becomes {@code pattern} where it stands (its name may change too):
     * what the inspector does with any of its fields.
     */
    public static Edit replace(String table, String name, AccessPattern pattern) {
        return new Edit("Edit access pattern " + pattern.name(),
                m -> Tables.change(m, table, t -> replaced(t, name, pattern)));
    }

    public static Edit rename(String table, String from, String to) {
        return new Edit("Rename access pattern " + from + " → " + to, m -> Tables.change(m, table,
                t -> replaced(t, from, t.accessPatterns().get(indexOf(t, from)).withName(to))));
    }

    /** Moves the pattern to {@code position} (0 is first) in the table's list; the others keep their order. */
    public static Edit move(String table, String name, int position) {
        return new Edit("Move access pattern " + name, m -> Tables.change(m, table, t -> {
            int at = indexOf(t, name);
            if (position < 0 || position >= t.accessPatterns().size()) {
                throw new EditRefused("Position " + (position + 1) + " is outside the list of "
                        + t.accessPatterns().size() + " access patterns.");
            }
            List<AccessPattern> list = new ArrayList<>(t.accessPatterns());
            list.add(position, list.remove(at));
            return t.withAccessPatterns(list);
        }));
    }

    /** A copy right after the original, named "… (copy)", "… (copy 2)"… */
    public static Edit duplicate(String table, String name) {
        return new Edit("Duplicate access pattern " + name, m -> Tables.change(m, table, t -> {
            int at = indexOf(t, name);
            return inserted(t, t.accessPatterns().get(at).withName(copyName(t, name)), at + 1);
        }));
    }

    /** The name {@link #duplicate} gives the copy of {@code name} in {@code t} (so a screen can select it). */
    public static String copyName(TableDesign t, String name) {
        List<String> taken = names(t);
        String copy = name + " (copy)";
        for (int n = 2; taken.contains(copy); n++) {
            copy = name + " (copy " + n + ")";
        }
        return copy;
    }

    public static Edit delete(String table, String name) {
        return new Edit("Delete access pattern " + name, m -> Tables.change(m, table, t -> {
            List<AccessPattern> list = new ArrayList<>(t.accessPatterns());
            list.remove(indexOf(t, name));
            return t.withAccessPatterns(list);
        }));
    }

    private static TableDesign inserted(TableDesign t, AccessPattern p, int at) {
        EditNames.requireNew(KIND, p.name(), names(t));
        List<AccessPattern> list = new ArrayList<>(t.accessPatterns());
        list.add(at, p);
        return t.withAccessPatterns(list);
    }

    private static TableDesign replaced(TableDesign t, String name, AccessPattern p) {
        int at = indexOf(t, name);
        EditNames.requireValid(KIND, p.name());
        if (!p.name().equals(name)) {
            EditNames.requireNew(KIND, p.name(), names(t));
        }
        List<AccessPattern> list = new ArrayList<>(t.accessPatterns());
        list.set(at, p);
        return t.withAccessPatterns(list);
    }

    private static int indexOf(TableDesign t, String name) {
        for (int i = 0; i < t.accessPatterns().size(); i++) {
            if (t.accessPatterns().get(i).name().equals(name)) {
                return i;
            }
        }
        throw new EditRefused("Table '" + t.name() + "' has no access pattern '" + name + "'.");
    }

    private static List<String> names(TableDesign t) {
        return t.accessPatterns().stream().map(AccessPattern::name).toList();
    }
}
