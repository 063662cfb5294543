package dev.tablewright.ui.operations;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Where the builder learns a connection's tables and their key schemas: today the open model; a live
 * connection plugs in ListTables and DescribeTable (called off the FX thread).
 */
public record TableCatalog(Supplier<List<String>> names, Function<String, Optional<TableDesign>> describe) {

    /** The tables of the model {@code model} supplies (the Sandbox serves exactly those). */
    public static TableCatalog of(Supplier<DataModel> model) {
        return new TableCatalog(() -> model.get().tables().stream().map(TableDesign::name).toList(),
                name -> model.get().table(name));
    }
}
