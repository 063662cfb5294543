package dev.tablewright.model.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Point;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;

/**
 * What a new table, entity, index or access pattern is called and how it starts, the same from the
 * tree's menu, the inspector, the diagram and the menu bar: Table1 on PK/SK, Entity (Entity2…),
 * GSI1 on GSI1PK/GSI1SK, LSI1 sorting by LSI1SK, projecting everything.
 */
public final class NewElements {
    private NewElements() {
    }

    /** The edit that adds an element, and the element to select after it. */
    public record Addition(Edit edit, ModelPath select) {
    }

    /** A free table name: Table1, Table2… */
    public static String tableName(DataModel model) {
        return EditNames.numbered("Table", model.tables().stream().map(TableDesign::name).toList());
    }

    /** A free index name of the table: GSI1, GSI2… (or LSI1… for {@code base} "LSI"). */
    public static String indexName(TableDesign table, String base) {
        return EditNames.numbered(base, Tables.indexNames(table));
    }

    /** A table with string keys PK and SK, to be shaped in the inspector. */
    public static Addition table(String name) {
        return new Addition(TableEdits.add(name, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S)),
                new ModelPath.Table(name));
    }

    /** An entity named Entity (Entity2…), its box at {@code at} when given. */
    public static Addition entity(TableDesign table, Point at) {
        String name = EditNames.fresh("Entity", table.entities().stream().map(Entity::name).toList());
        return new Addition(EntityEdits.add(table.name(), name, at), new ModelPath.EntityPath(table.name(), name));
    }

    public static Addition globalIndex(TableDesign table) {
        String name = indexName(table, "GSI");
        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex(name,
                KeySchema.of(name + "PK", AttributeType.S, name + "SK", AttributeType.S), Projection.ALL);
        return new Addition(TableEdits.addIndex(table.name(), gsi), new ModelPath.Index(table.name(), name));
    }

    /** An LSI; the edit is refused on a table without a sort key. */
    public static Addition localIndex(TableDesign table) {
        String name = indexName(table, "LSI");
        LocalSecondaryIndex lsi = new LocalSecondaryIndex(name, new AttributeDef(name + "SK", AttributeType.S),
                Projection.ALL);
        return new Addition(TableEdits.addIndex(table.name(), lsi), new ModelPath.Index(table.name(), name));
    }

    /** A Query on the table's partition key named "New access pattern" (…2), to be filled in. */
    public static Addition accessPattern(TableDesign table) {
        String name = EditNames.fresh("New access pattern", table.accessPatterns().stream().map(AccessPattern::name).toList());
        return new Addition(AccessPatternEdits.add(table.name(), name),
                new ModelPath.AccessPatternPath(table.name(), name));
    }
}
