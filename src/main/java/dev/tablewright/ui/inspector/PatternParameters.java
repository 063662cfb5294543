package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The sample values of the parameters the shown pattern's key condition and filter name, one field
 * each; a vector search's search vector ({@link AccessPattern#SEARCH_VECTOR}) first. The rows are rebuilt only when the names change, so a field being typed in keeps its place.
 */
final class PatternParameters {
    private final ShownPattern shown;
    private final ObservableList<ParameterRow> rows = FXCollections.observableArrayList();
    private final ObservableList<ParameterRow> rowsView = FXCollections.unmodifiableObservableList(rows);

    PatternParameters(ShownPattern shown) {
        this.shown = shown;
    }

    void show(AccessPattern p) {
        List<String> names = new ArrayList<>();
        if (p.operation() == OperationKind.SEARCH_VECTORS) {
            // Not a ${reference} in the condition: the vector a search is made with, its first field.
            names.add(AccessPattern.SEARCH_VECTOR);
        }
        p.parameterNames().stream().filter(n -> !names.contains(n)).forEach(names::add);
        if (names.equals(rows.stream().map(ParameterRow::name).toList())) {
            rows.forEach(r -> r.value().reset(p.parameters().getOrDefault(r.name(), "")));
            return;
        }
        List<ParameterRow> fresh = new ArrayList<>();
        for (String n : names) {
            CommitField f = new CommitField(text -> shown.change(x -> {
                Map<String, String> values = new LinkedHashMap<>(x.parameters());
                values.put(n, text);
                return x.withParameters(values);
            }));
            f.reset(p.parameters().getOrDefault(n, ""));
            fresh.add(new ParameterRow(n, f));
        }
        rows.setAll(fresh);
    }

    /** The value fields, for committing what was typed but not yet committed. */
    List<CommitField> fields() {
        return rows.stream().map(ParameterRow::value).toList();
    }

    ObservableList<ParameterRow> rows() {
        return rowsView;
    }
}
