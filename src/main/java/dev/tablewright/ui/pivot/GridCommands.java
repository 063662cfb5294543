package dev.tablewright.ui.pivot;

import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.pivot.PivotCsv;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.EditCommands;
import dev.tablewright.ui.common.TextClipboard;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.binding.StringExpression;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A grid's toolbar, right-click menu and Edit commands over the rows selected: Duplicate, Delete, Copy
 * as DynamoDB JSON or CSV, each possible when rows are selected (Duplicate and Delete only when none
 * of them is kept by the stream: {@link #keptReasonProperty()} says why). Copy as JSON is also the
 * window's Edit › Copy while the grid holds the keyboard. Toolkit-free ({@code GridCommandsTest}).
 */
public final class GridCommands {
    private final ObservableList<GridRow> selection = FXCollections.observableArrayList();
    private final ObservableList<PivotLayout.Column> columns;
    private final Command duplicate;
    private final Command delete;
    private final Command copyJson;
    private final Command copyCsv;
    private final EditCommands edits;
    private final StringBinding keptReason;

    GridCommands(GridItemEdits items, ObservableList<PivotLayout.Column> columns, TextClipboard clipboard) {
        this.columns = columns;
        BooleanBinding rows = Bindings.isNotEmpty(selection);
        // Read when the selection changes: a kept row's reason, so its edit commands are off and say why.
        keptReason = Bindings.createStringBinding(() -> selection.stream().filter(items::isKept).findFirst()
                .flatMap(items::readOnlyReason).orElse(""), selection);
        BooleanBinding editable = rows.and(keptReason.isEmpty());
        duplicate = new Command(editable, () -> items.duplicate(List.copyOf(selection)));
        delete = new Command(editable, () -> items.delete(List.copyOf(selection)));
        copyJson = new Command(rows, () -> clipboard.put(copyAsJson(selection)));
        copyCsv = new Command(rows, () -> clipboard.put(copyAsCsv(selection)));
        edits = new EditCommands(delete, Command.disabled(), copyJson);
    }

    /**
     * Why Duplicate and Delete are off for the rows selected ("MonthlyTotal items are kept by the
     * stream from Stream: …"), or "" when no selected row is kept.
     */
    public StringExpression keptReasonProperty() {
        return keptReason;
    }

    /** The rows selected in the grid's control, in selection order (the view keeps it in step). */
    public ObservableList<GridRow> selection() {
        return selection;
    }

    public Command duplicate() {
        return duplicate;
    }

    /** Delete (also the Delete key). */
    public Command delete() {
        return delete;
    }

    /** Copy as DynamoDB JSON (Ctrl+C). */
    public Command copyJson() {
        return copyJson;
    }

    /** Copy as CSV (Ctrl+Shift+C). */
    public Command copyCsv() {
        return copyCsv;
    }

    /** What the window's Edit menu does while the grid holds the keyboard. */
    public EditCommands edits() {
        return edits;
    }

    /** The rows as DynamoDB JSON: one object, or an array of them. */
    public String copyAsJson(List<GridRow> rows) {
        return ItemsJson.render(rows.stream().map(r -> r.source().item()).toList());
    }

    /** The rows as CSV under the grid's header. */
    public String copyAsCsv(List<GridRow> rows) {
        List<String> names = columns.stream().map(PivotLayout.Column::name).toList();
        return PivotCsv.render(names, rows.stream().map(r -> r.source().item().attributes()).toList());
    }
}
