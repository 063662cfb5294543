package dev.tablewright.model.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Edits of a table's access patterns: add, rename, delete. */
public final class AccessPatternEdits {
    private AccessPatternEdits() {
    }

    /** A new Query on the table's partition key, to be filled in by the user. */
    public static Edit add(String table, String name) {
        return new Edit("Add access pattern " + name, m -> Tables.change(m, table, t -> {
            Names.requireNew("access pattern", name, names(t));
            String pk = t.keySchema().partitionKey().name();
            List<AccessPattern> list = new ArrayList<>(t.accessPatterns());
            list.add(new AccessPattern(name, "", null, Operation.QUERY, null, pk + " = ${" + pk + "}", "", "", true,
                    Map.of()));
            return t.withAccessPatterns(list);
        }));
    }

    public static Edit rename(String table, String from, String to) {
        return new Edit("Rename access pattern " + from + " → " + to, m -> Tables.change(m, table, t -> {
            find(t, from);
            if (from.equals(to)) {
                return t;
            }
            Names.requireNew("access pattern", to, names(t));
            return t.withAccessPatterns(t.accessPatterns().stream()
                    .map(p -> p.name().equals(from) ? p.withName(to) : p)
                    .toList());
        }));
    }

    public static Edit delete(String table, String name) {
        return new Edit("Delete access pattern " + name, m -> Tables.change(m, table, t -> {
            find(t, name);
            return t.withAccessPatterns(t.accessPatterns().stream().filter(p -> !p.name().equals(name)).toList());
        }));
    }

    private static AccessPattern find(TableDesign t, String name) {
        return t.accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow(
                () -> new EditRefused("Table '" + t.name() + "' has no access pattern '" + name + "'."));
    }

    private static List<String> names(TableDesign t) {
        return t.accessPatterns().stream().map(AccessPattern::name).toList();
    }
}
