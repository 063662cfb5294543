package dev.tablewright.format.onetable;

import dev.tablewright.format.port.Export;
import dev.tablewright.format.port.Exporter;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;

import java.util.List;

/** {@code export --to onetable}: one table's OneTable schema (a schema describes one table). */
public final class OneTableExporter implements Exporter {
    @Override
    public String target() {
        return "onetable";
    }

    @Override
    public String description() {
        return "a OneTable schema file (onetable:1.1.0) of one table (--table when the model has several)";
    }

    @Override
    public String extension() {
        return "json";
    }

    /** @throws IllegalArgumentException when the model has several tables and none was chosen */
    @Override
    public Export export(DataModel model) {
        if (model.tables().size() != 1) {
            throw new IllegalArgumentException("a OneTable schema describes one table and the model has "
                    + model.tables().size() + ": name one with --table ("
                    + String.join(", ", model.tables().stream().map(TableDesign::name).toList()) + ")");
        }
        return new Export(OneTableFile.write(model.tables().get(0)), List.of());
    }
}
