package dev.tablewright.engine.diff;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;

/**
 * The semantic diff of two models: tables, keys, attributes, every table setting and each GSI's own
 * settings ({@link SettingsDiff}), indexes, entities (their attributes and key templates),
 * relationships, access patterns and sample items by primary key. Not compared: file
 * metadata (author, dates), diagram layout and fields Tablewright keeps verbatim without reading.
 */
public final class ModelDiff {
    private ModelDiff() {
    }

    public static DiffResult compare(DataModel before, DataModel after) {
        ChangeList out = new ChangeList();
        for (Pairing.Pair<TableDesign> p : Pairing.pair(before.tables(), after.tables(), TableDesign::name,
                (a, b) -> a.withName(b.name()).equals(b))) {
            if (p.before() == null) {
                TableDesign t = p.after();
                out.added(t.name(), new ModelPath.Table(t.name()).print(), TableText.summary(t), new ModelPath.Table(t.name()));
            } else if (p.after() == null) {
                TableDesign t = p.before();
                out.removed(t.name(), new ModelPath.Table(t.name()).print(), TableText.summary(t), null);
            } else {
                if (p.renamed(TableDesign::name)) {
                    out.renamed(p.after().name(), new ModelPath.Table(p.after().name()).print(), p.before().name(),
                            p.after().name(), new ModelPath.Table(p.after().name()));
                }
                new TableDiff(p.before(), p.after(), out).run();
            }
        }
        return out.result();
    }
}
