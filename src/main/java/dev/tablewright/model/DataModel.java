package dev.tablewright.model;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** A whole model file: a name, metadata and tables. */
public record DataModel(String name, ModelMetadata metadata, List<TableDesign> tables, RawJson extra) {
    public DataModel {
        name = name == null ? "" : name;
        metadata = metadata == null ? ModelMetadata.empty() : metadata;
        tables = List.copyOf(tables);
        extra = extra == null ? RawJson.EMPTY : extra;
    }

    public static DataModel of(String name, List<TableDesign> tables) {
        return new DataModel(name, ModelMetadata.empty(), tables, RawJson.EMPTY);
    }

    public Optional<TableDesign> table(String tableName) {
        return tables.stream().filter(t -> t.name().equals(tableName)).findFirst();
    }

    public DataModel withName(String newName) {
        return new DataModel(newName, metadata, tables, extra);
    }

    public DataModel withMetadata(ModelMetadata newMetadata) {
        return new DataModel(name, newMetadata, tables, extra);
    }

    public DataModel withTables(List<TableDesign> newTables) {
        return new DataModel(name, metadata, newTables, extra);
    }

    /** Replaces the table with that name through {@code change}; no-op when there is none. */
    public DataModel withTable(String tableName, UnaryOperator<TableDesign> change) {
        return withTables(tables.stream().map(t -> t.name().equals(tableName) ? change.apply(t) : t).toList());
    }
}
