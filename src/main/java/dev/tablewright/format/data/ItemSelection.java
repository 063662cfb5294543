package dev.tablewright.format.data;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The sample items an export takes: a whole table's (its loose items and every entity's) or one
 * entity's, with the columns a tabular form of them needs.
 *
 * @param entity empty for the whole table
 */
public record ItemSelection(TableDesign table, Optional<Entity> entity) {

    /**
     * @param entityName null or empty for the whole table
     * @throws IllegalArgumentException naming what is missing and what there is
     */
    public static ItemSelection of(DataModel model, String tableName, String entityName) {
        TableDesign table = tableName == null || tableName.isEmpty()
                ? only(model)
                : model.table(tableName).orElseThrow(() -> new IllegalArgumentException("no table '" + tableName
                        + "' in the model (it has " + names(model.tables().stream().map(TableDesign::name).toList()) + ")"));
        if (entityName == null || entityName.isEmpty()) {
            return new ItemSelection(table, Optional.empty());
        }
        Entity e = table.entity(entityName).orElseThrow(() -> new IllegalArgumentException("no entity '" + entityName
                + "' in table " + table.name() + " (it has " + names(table.entities().stream().map(Entity::name).toList()) + ")"));
        return new ItemSelection(table, Optional.of(e));
    }

    /**
     * What a model narrowed by {@link #narrow} holds: its one table, or the one entity of a table whose
     * only items are that entity's.
     *
     * @throws IllegalArgumentException when the model has several tables
     */
    public static ItemSelection of(DataModel model) {
        TableDesign t = only(model);
        boolean oneEntity = t.entities().size() == 1 && t.items().isEmpty();
        return new ItemSelection(t, oneEntity ? Optional.of(t.entities().get(0)) : Optional.empty());
    }

    /**
     * The model with only that table (when named) and, within it, only that entity and its items (when
     * named): how {@code export --table T --entity E} hands a part of the model to any target.
     *
     * @throws IllegalArgumentException naming what is missing and what there is
     */
    public static DataModel narrow(DataModel model, String tableName, String entityName) {
        boolean noTable = tableName == null || tableName.isEmpty();
        boolean noEntity = entityName == null || entityName.isEmpty();
        if (noTable && noEntity) {
            return model;
        }
        ItemSelection s = of(model, tableName, entityName);
        TableDesign t = s.entity().map(e -> s.table().withItems(List.of()).withEntities(List.of(e))
                .withRelationships(List.of())).orElse(s.table());
        return model.withTables(List.of(t));
    }

    /** Every table's items, one selection a table. */
    public static List<ItemSelection> tables(DataModel model) {
        return model.tables().stream().map(t -> new ItemSelection(t, Optional.empty())).toList();
    }

    private static TableDesign only(DataModel model) {
        if (model.tables().size() != 1) {
            throw new IllegalArgumentException("the model has " + model.tables().size() + " tables: name one ("
                    + names(model.tables().stream().map(TableDesign::name).toList()) + ")");
        }
        return model.tables().get(0);
    }

    private static String names(List<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    public List<Item> items() {
        return entity.map(Entity::items).orElseGet(table::allItems);
    }

    /** "Movies" or "Movies.Actor": names the files an export writes. */
    public String label() {
        return table.name() + entity.map(e -> "." + e.name()).orElse("");
    }

    /**
     * The union of the items' attributes (and the entity's declared ones): the table's and its
     * indexes' key attributes first, in key order, then the rest as first seen.
     */
    public List<String> columns() {
        Set<String> seen = new LinkedHashSet<>();
        for (Item i : items()) {
            seen.addAll(i.attributes().keySet());
        }
        entity.ifPresent(e -> e.attributes().forEach(a -> seen.add(a.name())));
        List<String> columns = new ArrayList<>();
        for (String key : table.keyAttributeNames()) {
            if (seen.remove(key)) {
                columns.add(key);
            }
        }
        columns.addAll(seen);
        return columns;
    }
}
