package dev.tablewright.model.edit;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Edits of tables: add, rename, delete, key schema, billing, type attribute, GSIs and LSIs. */
public final class TableEdits {
    private TableEdits() {
    }

    public static Edit add(String name, KeySchema keys) {
        return new Edit("Add table " + name, m -> {
            EditNames.requireNew("table", name, m.tables().stream().map(TableDesign::name).toList());
            List<TableDesign> tables = new ArrayList<>(m.tables());
            tables.add(TableDesign.of(name, keys));
            return m.withTables(tables);
        });
    }

    public static Edit rename(String from, String to) {
        return new Edit("Rename table " + from + " → " + to, m -> {
            Tables.table(m, from);
            if (from.equals(to)) {
                return m;
            }
            EditNames.requireNew("table", to, m.tables().stream().map(TableDesign::name).toList());
            return m.withTable(from, t -> t.withName(to));
        });
    }

    public static Edit delete(String name) {
        return new Edit("Delete table " + name, m -> {
            Tables.table(m, name);
            return m.withTables(m.tables().stream().filter(t -> !t.name().equals(name)).toList());
        });
    }

    /**
     * Sets the table's key schema. A key attribute renamed in place (same position) is renamed
     * wherever the table uses it: index keys, entity templates, sample items.
     */
    public static Edit setKeySchema(String table, KeySchema keys) {
        return new Edit("Change key schema of " + table, m -> Tables.change(m, table, t -> {
            if (keys.isMultiAttribute()) {
                throw new EditRefused(KeyRules.SINGLE_ATTRIBUTE_KEYS);
            }
            KeyRules.requireKeyTypes(keys.attributes());
            KeySchema old = t.keySchema();
            // The new keys go in first, so that an old key name no longer counts as in use.
            TableDesign result = t.withKeySchema(keys);
            result = renameKey(result, old.partitionKey().name(), keys.partitionKey().name());
            if (old.sortKey().isPresent() && keys.sortKey().isPresent()) {
                result = renameKey(result, old.sortKey().get().name(), keys.sortKey().get().name());
            }
            return result;
        }));
    }

    public static Edit setBilling(String table, Billing billing) {
        return new Edit("Set billing of " + table + " to " + billing.mode(),
                m -> Tables.change(m, table, t -> t.withBilling(billing)));
    }

    /** Renames the attribute that holds each item's entity type, in the sample items too. */
    public static Edit setTypeAttribute(String table, String attribute) {
        return new Edit("Set type attribute of " + table + " to " + attribute, m -> Tables.change(m, table, t -> {
            EditNames.requireValid("type attribute", attribute);
            String old = t.typeAttribute();
            return withItemsRenamed(t, old, attribute).withTypeAttribute(attribute);
        }));
    }

    /** Why an LSI cannot be added to a table without a sort key, wherever it is asked for. */
    /** Adds an attribute to the table's declared attributes (NoSQL Workbench's NonKeyAttributes). */
    public static Edit declareAttribute(String table, AttributeDef attribute) {
        return new Edit("Declare " + attribute.name() + " on " + table, m -> Tables.change(m, table, t -> {
            EditNames.requireNew("declared attribute", attribute.name(), t.attributes().stream().map(AttributeDef::name).toList());
            List<AttributeDef> declared = new ArrayList<>(t.attributes());
            declared.add(attribute);
            return t.withAttributes(declared);
        }));
    }

    /** Removes an attribute from the table's declared attributes; the rules say if an index key needs it. */
    public static Edit undeclareAttribute(String table, String attribute) {
        return new Edit("Remove declared attribute " + attribute + " from " + table, m -> Tables.change(m, table, t -> {
            if (t.attributes().stream().noneMatch(a -> a.name().equals(attribute))) {
                throw new EditRefused("Table '" + table + "' does not declare '" + attribute + "'.");
            }
            return t.withAttributes(t.attributes().stream().filter(a -> !a.name().equals(attribute)).toList());
        }));
    }

    /** Changes a declared attribute's type. */
    public static Edit retypeDeclaredAttribute(String table, String attribute, AttributeType type) {
        return new Edit("Set type of declared attribute " + attribute + " to " + type, m -> Tables.change(m, table,
                t -> t.withAttributes(t.attributes().stream()
                        .map(a -> a.name().equals(attribute) ? new AttributeDef(attribute, type, a.required()) : a)
                        .toList())));
    }

    public static final String LSI_NEEDS_SORT_KEY = "A local index needs a table with a sort key: it keeps the "
            + "table's partition key and sorts its items by another attribute.";

    public static Edit addIndex(String table, SecondaryIndex index) {
        return new Edit("Add " + kind(index) + " " + index.name(), m -> Tables.change(m, table, t -> {
            EditNames.requireNew("index", index.name(), Tables.indexNames(t));
            if (index instanceof LocalSecondaryIndex && t.keySchema().sortKey().isEmpty()) {
                throw new EditRefused(LSI_NEEDS_SORT_KEY);
            }
            KeyRules.requireValid(t, index, null);
            return declareKeys(withIndexes(t, all(t, index, -1)), index);
        }));
    }

    /**
     * The index's key attributes declared among the table's attributes where they are not yet: NoSQL
     * Workbench opens a file only when every GSI key is in the table's NonKeyAttributes.
     */
    private static TableDesign declareKeys(TableDesign t, SecondaryIndex index) {
        List<AttributeDef> declared = new ArrayList<>(t.attributes());
        for (AttributeDef k : index.keySchema(t.keySchema()).attributes()) {
            if (!t.keySchema().contains(k.name()) && declared.stream().noneMatch(a -> a.name().equals(k.name()))) {
                declared.add(new AttributeDef(k.name(), k.type()));
            }
        }
        return declared.size() == t.attributes().size() ? t : t.withAttributes(declared);
    }

    /**
     * Replaces an index (name, keys, projection). Access patterns that used the old name follow a
     * rename; templates of a key attribute renamed in place (same position in a partition or sort key
     * of the same length) move with it when nothing else uses it, and so do the replicas' overrides of a GSI.
     */
    public static Edit changeIndex(String table, String name, SecondaryIndex index) {
        String description = name.equals(index.name()) ? "Change " + kind(index) + " " + name
                : "Rename " + kind(index) + " " + name + " → " + index.name();
        return new Edit(description, m -> Tables.change(m, table, t -> {
            int at = position(t, name);
            if (!name.equals(index.name())) {
                EditNames.requireNew("index", index.name(), Tables.indexNames(t));
            }
            SecondaryIndex old = t.indexes().get(at);
            KeyRules.requireValid(t, index, old);
            TableDesign result = declareKeys(withIndexes(t, all(t, index, at)), index);
            KeySchema before = old.keySchema(t.keySchema());
            KeySchema after = index.keySchema(t.keySchema());
            result = moveRenamedTemplates(result, before.partitionKeys(), after.partitionKeys());
            result = moveRenamedTemplates(result, before.sortKeys(), after.sortKeys());
            if (!name.equals(index.name())) {
                result = result.withAccessPatterns(result.accessPatterns().stream()
                        .map(p -> name.equals(p.index()) ? p.withIndex(index.name()) : p).toList());
                result = result.withSettings(s -> s.withReplication(s.replication().withIndexRenamed(name,
                        index.name())));
            }
            return result;
        }));
    }

    public static Edit deleteIndex(String table, String name) {
        return new Edit("Delete index " + name, m -> Tables.change(m, table, t -> {
            int at = position(t, name);
            List<SecondaryIndex> list = new ArrayList<>(t.indexes());
            list.remove(at);
            // A replica's override of a GSI that no longer exists would be refused by DynamoDB.
            return withIndexes(t, list).withSettings(s -> s.withReplication(s.replication().withoutIndex(name)));
        }));
    }

    private static String kind(SecondaryIndex index) {
        return index instanceof GlobalSecondaryIndex ? "GSI" : "LSI";
    }

    private static int position(TableDesign t, String name) {
        List<SecondaryIndex> list = t.indexes();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new EditRefused("Table '" + t.name() + "' has no index '" + name + "'.");
    }

    /** The table's indexes with {@code index} put at {@code at} (appended when -1). */
    private static List<SecondaryIndex> all(TableDesign t, SecondaryIndex index, int at) {
        List<SecondaryIndex> list = new ArrayList<>(t.indexes());
        if (at < 0) {
            list.add(index);
        } else {
            list.set(at, index);
        }
        return list;
    }

    private static TableDesign withIndexes(TableDesign t, List<SecondaryIndex> indexes) {
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (SecondaryIndex i : indexes) {
            if (i instanceof GlobalSecondaryIndex g) {
                gsis.add(g);
            } else {
                lsis.add((LocalSecondaryIndex) i);
            }
        }
        return t.withGlobalIndexes(gsis).withLocalIndexes(lsis);
    }

    /** Renames a key attribute of the table in its index keys, templates and items. */
    private static TableDesign renameKey(TableDesign t, String from, String to) {
        if (from.equals(to)) {
            return t;
        }
        List<GlobalSecondaryIndex> gsis = t.globalIndexes().stream()
                .map(g -> g.withKeys(g.keys().renamed(from, to)))
                .toList();
        List<LocalSecondaryIndex> lsis = t.localIndexes().stream()
                .map(l -> l.sortKey().name().equals(from)
                        ? new LocalSecondaryIndex(l.name(), l.sortKey().withName(to), l.projection()) : l)
                .toList();
        TableDesign result = t.withGlobalIndexes(gsis).withLocalIndexes(lsis);
        result = moveTemplates(result, from, to);
        return withItemsRenamed(result, from, to);
    }

    /**
     * Pairs a key's attributes before and after by position: a key of the same length had its
     * attributes renamed in place; one that grew or shrank had attributes added or removed, and
     * nothing is renamed.
     */
    private static TableDesign moveRenamedTemplates(TableDesign t, List<AttributeDef> before, List<AttributeDef> after) {
        TableDesign result = t;
        if (before.size() == after.size()) {
            for (int i = 0; i < before.size(); i++) {
                result = moveTemplates(result, before.get(i).name(), after.get(i).name());
            }
        }
        return result;
    }

    /** Moves every entity's template of key {@code from} to key {@code to}, unless {@code from} is still a key. */
    private static TableDesign moveTemplates(TableDesign t, String from, String to) {
        if (from.equals(to) || t.keyAttributeNames().contains(from)) {
            return t;
        }
        return t.withEntities(t.entities().stream().map(e -> {
            KeyTemplate template = e.keyTemplates().get(from);
            if (template == null || e.keyTemplates().containsKey(to)) {
                return e;
            }
            Map<String, KeyTemplate> moved = new LinkedHashMap<>();
            e.keyTemplates().forEach((k, v) -> moved.put(k.equals(from) ? to : k, v));
            return e.withKeyTemplates(moved);
        }).toList());
    }

    private static TableDesign withItemsRenamed(TableDesign t, String from, String to) {
        if (from.equals(to)) {
            return t;
        }
        List<Entity> entities = t.entities().stream().map(e -> e.withItems(renamed(e.items(), from, to))).toList();
        return t.withItems(renamed(t.items(), from, to)).withEntities(entities);
    }

    private static List<Item> renamed(List<Item> items, String from, String to) {
        return items.stream().map(i -> i.rename(from, to)).toList();
    }
}
