package dev.tablewright.format.infra;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.stream.Collectors;

/** What the infrastructure formats carry of a table, as one comparable line per table. */
final class TableShapes {
    private TableShapes() {
    }

    static List<String> of(DataModel model) {
        return model.tables().stream().map(TableShapes::of).toList();
    }

    static String of(TableDesign t) {
        return t.name() + " keys " + keys(t.keySchema().partitionKeys()) + "/" + keys(t.keySchema().sortKeys())
                + " billing " + t.billing()
                + " gsi " + t.globalIndexes().stream().map(g -> g.name() + " " + keys(g.keys().partitionKeys()) + "/"
                        + keys(g.keys().sortKeys()) + " " + g.projection()).toList()
                + " lsi " + t.localIndexes().stream().map(l -> l.name() + " " + keys(List.of(l.sortKey())) + " "
                        + l.projection()).toList()
                + " vector " + t.vectorIndexes() + " searched " + t.vectorIndexes().stream()
                        .flatMap(v -> v.searchSchema().attributes().stream()).distinct()
                        .map(a -> a + ":" + t.attributeType(a).orElse(null)).toList();
    }

    private static String keys(List<AttributeDef> keys) {
        return keys.stream().map(k -> k.name() + ":" + k.type()).collect(Collectors.joining(","));
    }
}
