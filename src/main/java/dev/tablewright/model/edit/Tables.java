package dev.tablewright.model.edit;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** Lookups the edits share; a missing element is an {@link EditRefused} the user can read. */
final class Tables {
    private Tables() {
    }

    static TableDesign table(DataModel model, String table) {
        return model.table(table).orElseThrow(() -> new EditRefused("There is no table '" + table + "'."));
    }

    static Entity entity(TableDesign table, String entity) {
        return table.entity(entity).orElseThrow(
                () -> new EditRefused("Table '" + table.name() + "' has no entity '" + entity + "'."));
    }

    /** Every index name of the table: GSIs, LSIs and vector indexes share one namespace in DynamoDB. */
    static List<String> indexNames(TableDesign t) {
        return Stream.concat(t.indexes().stream().map(SecondaryIndex::name),
                t.vectorIndexes().stream().map(VectorIndex::name)).toList();
    }

    /** Changes one table, failing when it is not there. */
    static DataModel change(DataModel model, String table, UnaryOperator<TableDesign> change) {
        table(model, table);
        return model.withTable(table, change);
    }

    /** Changes one entity of one table, failing when either is not there. */
    static DataModel changeEntity(DataModel model, String table, String entity, UnaryOperator<Entity> change) {
        return change(model, table, t -> {
            entity(t, entity);
            return t.withEntity(entity, change);
        });
    }
}
