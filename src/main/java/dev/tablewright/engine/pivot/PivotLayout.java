package dev.tablewright.engine.pivot;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The grid the UI and the CLI draw for a table or an index: one block per partition-key value (a
 * merged cell with its item count), rows in sort-key order, and columns — the view's and the
 * table's key attributes first, then the other indexes' keys, then the type attribute, then each entity's attributes (the union where entities mix), then any
 * other attribute the items carry. The first {@code partitionColumns} columns are the partition
 * attributes (several for a multi-attribute GSI key, which grids merge into one cell showing the
 * tuple), then come the sort attributes in key order.
 */
public record PivotLayout(String title, List<Column> columns, List<Block> blocks, int itemCount,
        int tableItemCount, boolean sparse, int partitionColumns) {

    /** A column; {@code key} marks index/table key attributes. */
    public record Column(String name, boolean key) {
    }

    /**
     * One partition: its key value (for a multi-attribute key, the value of each partition attribute
     * in key order) and its rows, in sort-key order.
     */
    public record Block(List<AttributeValue> partitionValues, List<Row> rows) {
        public Block {
            partitionValues = java.util.Collections.unmodifiableList(new ArrayList<>(partitionValues));
            rows = List.copyOf(rows);
        }

        /** The value of the (first) partition attribute: the partition key of a single-attribute key. */
        public AttributeValue partitionKey() {
            return partitionValues.isEmpty() ? null : partitionValues.get(0);
        }

        public int size() {
            return rows.size();
        }
    }

    /**
     * One item.
     *
     * @param entity the entity it is (by type marker, else by key template match), or "" when unknown
     * @param source the item as the view holds it, with where it came from
     */
    public record Row(String entity, SourcedItem source) {
        public AttributeValue value(String column) {
            return source.item().attributes().get(column);
        }

        public Map<String, AttributeValue> values() {
            return source.item().attributes();
        }

        /** The item's identity in the sample data (see {@link SourcedItem#id()}). */
        public String id() {
            return source.id();
        }
    }

    public PivotLayout {
        columns = List.copyOf(columns);
        blocks = List.copyOf(blocks);
    }


    /** Lays out the table and every index, table first: what the grids show, built in parallel. */
    public static List<PivotLayout> all(TableDesign table) {
        return IndexView.all(table).parallelStream().map(v -> of(table, v)).toList();
    }

    /** Lays out a view of a table. */
    public static PivotLayout of(TableDesign table, IndexView view) {
        String title = view.isTable() ? table.name() : table.name() + " · " + view.indexName();
        List<Column> columns = columns(table, view.keys(), view.tableKeys(), view.attributeNames());
        List<Block> blocks = new ArrayList<>(view.partitions().size());
        for (IndexView.Partition p : view.partitions()) {
            blocks.add(new Block(p.key(), rows(table, p.items())));
        }
        return new PivotLayout(title, columns, blocks, view.items().size(), view.tableItemCount(), view.isSparse(),
                view.keys().partitionKeys().size());
    }

    private static List<Row> rows(TableDesign table, List<SourcedItem> items) {
        Row[] rows = new Row[items.size()];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = new Row(entityOf(table, items.get(i)), items.get(i));
        }
        return List.of(rows);
    }

    /**
     * Lays out items as a request returned them (a Query's page, say), keeping their order: a new
     * block starts wherever the partition key changes.
     *
     * @param keys the key schema of what was read (the table's, or the index's)
     */
    public static PivotLayout ofResult(String title, TableDesign table, KeySchema keys, List<Item> items) {
        List<SourcedItem> sourced = new ArrayList<>(items.size());
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < items.size(); i++) {
            sourced.add(new SourcedItem(null, i, items.get(i)));
            names.addAll(items.get(i).attributes().keySet());
        }
        List<Column> columns = columns(table, keys, table.keySchema(), names);
        return new PivotLayout(title, columns, blocks(table, keys, sourced), items.size(), items.size(), false,
                keys.partitionKeys().size());
    }

    private static List<Block> blocks(TableDesign table, KeySchema keys, List<SourcedItem> items) {
        List<String> partition = keys.partitionNames();
        List<Block> blocks = new ArrayList<>();
        List<AttributeValue> current = null;
        List<Row> rows = new ArrayList<>();
        for (SourcedItem s : items) {
            List<AttributeValue> values = partitionValues(s.item(), partition);
            if (!rows.isEmpty() && !current.equals(values)) {
                blocks.add(new Block(current, rows));
                rows = new ArrayList<>();
            }
            current = values;
            rows.add(new Row(entityOf(table, s), s));
        }
        if (!rows.isEmpty()) {
            blocks.add(new Block(current, rows));
        }
        return blocks;
    }

    /** The item's value of each partition attribute (null where it has none: a result may lack keys). */
    private static List<AttributeValue> partitionValues(Item item, List<String> partition) {
        if (partition.size() == 1) {
            return java.util.Collections.singletonList(item.attributes().get(partition.get(0)));
        }
        List<AttributeValue> values = new ArrayList<>(partition.size());
        partition.forEach(p -> values.add(item.attributes().get(p)));
        return values;
    }

    private static List<Column> columns(TableDesign table, KeySchema viewKeys, KeySchema tableKeys,
            Set<String> present) {
        Set<String> keys = new LinkedHashSet<>(viewKeys.names());
        keys.addAll(tableKeys.names());
        Set<String> others = new LinkedHashSet<>();
        // Other indexes' keys come next: in a single-table design they are the overloaded columns.
        others.addAll(table.keyAttributeNames());
        others.add(table.typeAttribute());
        for (Entity e : table.entities()) {
            e.attributes().stream().map(AttributeDef::name).forEach(others::add);
        }
        others.removeIf(n -> !present.contains(n)); // a projection (or the data) may leave attributes out
        others.addAll(present);
        others.removeAll(keys);
        List<Column> columns = new ArrayList<>();
        keys.forEach(k -> columns.add(new Column(k, true)));
        others.forEach(o -> columns.add(new Column(o, false)));
        return columns;
    }

    /** The entity of a row: its stored entity, else the type marker, else the first entity whose templates match. */
    static String entityOf(TableDesign table, SourcedItem s) {
        if (s.entity() != null) {
            return s.entity();
        }
        AttributeValue marker = s.item().attributes().get(table.typeAttribute());
        if (marker instanceof AttributeValue.S m) {
            for (Entity e : table.entities()) {
                if (e.typeValue().equals(m.value())) {
                    return e.name();
                }
            }
        }
        for (Entity e : table.entities()) {
            if (matchesTemplates(table, e, s)) {
                return e.name();
            }
        }
        return "";
    }

    private static boolean matchesTemplates(TableDesign table, Entity e, SourcedItem s) {
        boolean any = false;
        for (String key : table.keySchema().names()) {
            KeyTemplate t = e.keyTemplates().get(key);
            AttributeValue v = s.item().attributes().get(key);
            if (t == null || v == null) {
                continue;
            }
            String text = KeyTemplate.textOf(v);
            if (text == null || t.match(text).isEmpty()) {
                return false;
            }
            any = true;
        }
        return any;
    }
}
