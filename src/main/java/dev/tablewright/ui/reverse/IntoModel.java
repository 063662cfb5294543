package dev.tablewright.ui.reverse;

import dev.tablewright.engine.reverse.ReverseEngineer;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EditRefused;
import java.util.ArrayList;
import java.util.List;

/** The one undoable edit that puts a reviewed table into the model. */
final class IntoModel {
    private IntoModel() {
    }

    /** A model table with items but no entities, replaced in place by its reversed form. */
    static Edit replaceFileTable(TableDesign reviewed) {
        String name = reviewed.name();
        return new Edit("Reverse-engineer table " + name, m -> {
            TableDesign now = m.table(name).orElseThrow(() -> new EditRefused("There is no table '" + name + "'."));
            if (!ReverseEngineer.isReversible(now)) {
                throw new EditRefused("Table '" + name + "' has entities now: infer it again.");
            }
            return m.withTable(name, t -> reviewed);
        });
    }

    /** A live table, named {@code as}: replaces the model's table of that name, or is added when none has it. */
    static Edit addLiveTable(TableDesign reviewed, String as, boolean replace) {
        TableDesign named = reviewed.withName(as);
        return new Edit((replace ? "Replace table " : "Add reverse-engineered table ") + as, m -> {
            boolean exists = m.table(as).isPresent();
            if (exists && !replace) {
                throw new EditRefused("The model already has a table '" + as
                        + "': replace it or add this one under another name.");
            }
            if (exists) {
                return m.withTable(as, t -> named);
            }
            List<TableDesign> tables = new ArrayList<>(m.tables());
            tables.add(named);
            return m.withTables(tables);
        });
    }
}
