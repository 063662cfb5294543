package dev.tablewright.model;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A whole model file: a name, metadata, tables, the operations saved with it and, when the user set
 * them, the prices its access patterns are costed at.
 *
 * @param prices null for {@link PriceTable#US_EAST_1}
 */
public record DataModel(String name, ModelMetadata metadata, List<TableDesign> tables, RawJson extra,
        List<SavedOperation> operations, PriceTable prices) {
    public DataModel {
        name = name == null ? "" : name;
        metadata = metadata == null ? ModelMetadata.empty() : metadata;
        tables = List.copyOf(tables);
        extra = extra == null ? RawJson.EMPTY : extra;
        operations = operations == null ? List.of() : List.copyOf(operations);
    }

    /** A model at the default prices. */
    public DataModel(String name, ModelMetadata metadata, List<TableDesign> tables, RawJson extra,
            List<SavedOperation> operations) {
        this(name, metadata, tables, extra, operations, null);
    }

    /** A model without saved operations. */
    public DataModel(String name, ModelMetadata metadata, List<TableDesign> tables, RawJson extra) {
        this(name, metadata, tables, extra, List.of());
    }

    public static DataModel of(String name, List<TableDesign> tables) {
        return new DataModel(name, ModelMetadata.empty(), tables, RawJson.EMPTY);
    }

    public Optional<TableDesign> table(String tableName) {
        return tables.stream().filter(t -> t.name().equals(tableName)).findFirst();
    }

    public DataModel withName(String newName) {
        return new DataModel(newName, metadata, tables, extra, operations, prices);
    }

    public DataModel withMetadata(ModelMetadata newMetadata) {
        return new DataModel(name, newMetadata, tables, extra, operations, prices);
    }

    public DataModel withTables(List<TableDesign> newTables) {
        return new DataModel(name, metadata, newTables, extra, operations, prices);
    }

    public DataModel withOperations(List<SavedOperation> newOperations) {
        return new DataModel(name, metadata, tables, extra, newOperations, prices);
    }

    /** The prices set in the model (null for the defaults). */
    public DataModel withPrices(PriceTable newPrices) {
        return new DataModel(name, metadata, tables, extra, operations, newPrices);
    }

    /** The prices the model's patterns are costed at: its own, else us-east-1's. */
    public PriceTable pricesOrDefault() {
        return prices == null ? PriceTable.US_EAST_1 : prices;
    }

    public Optional<SavedOperation> operation(String operationName) {
        return operations.stream().filter(o -> o.name().equals(operationName)).findFirst();
    }

    /** Replaces the table with that name through {@code change}; no-op when there is none. */
    public DataModel withTable(String tableName, UnaryOperator<TableDesign> change) {
        return withTables(tables.stream().map(t -> t.name().equals(tableName) ? change.apply(t) : t).toList());
    }
}
