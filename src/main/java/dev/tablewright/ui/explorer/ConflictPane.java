package dev.tablewright.ui.explorer;

import dev.tablewright.aws.live.AttributeConflict;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.FormControls;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A write that met someone else's change: one row per attribute either side changed, with its value
 * as read, now in the table and yours, and who changed it (a row both changed to different values is
 * marked), then what Write mine over theirs writes; Keep theirs, Write mine over theirs and Dismiss.
 * Shown only while there is a conflict. Ids: conflictPane, conflictTitle, conflictRows,
 * conflictResolution, conflictKeepTheirs, conflictWriteMine, conflictDismiss.
 */
final class ConflictPane extends VBox {
    private static final String CLASH_STYLE = "-fx-background-color: #fde7ea";

    ConflictPane(LiveConflicts vm) {
        super(6);
        setId("conflictPane");
        setPadding(new Insets(6));
        setStyle("-fx-border-color: #b00020; -fx-border-width: 1");
        Label title = new Label();
        title.setId("conflictTitle");
        title.setStyle("-fx-font-weight: bold");
        TableView<AttributeConflict> rows = rows();
        Label resolution = new Label();
        resolution.setId("conflictResolution");
        resolution.setWrapText(true);
        Button keep = button("conflictKeepTheirs", "Keep theirs", vm::keepTheirs);
        Button write = button("conflictWriteMine", "Write mine over theirs", vm::writeMine);
        Button dismiss = button("conflictDismiss", "Dismiss", vm::dismiss);
        HBox actions = new HBox(6, keep, write, dismiss);
        actions.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(title, rows, resolution, actions);
        managedProperty().bind(visibleProperty());
        setVisible(false);
        vm.conflictProperty().addListener((o, a, c) -> {
            // Filled before shown: the pane never appears with the last conflict's rows.
            setVisible(false);
            if (c != null) {
                title.setText(c.title() + ": nothing was written.");
                rows.getItems().setAll(c.rows());
                resolution.setText(c.resolution());
                write.setText(c.deleting() ? "Delete theirs too" : "Write mine over theirs");
                setVisible(true);
            }
        });
    }

    private static TableView<AttributeConflict> rows() {
        TableView<AttributeConflict> table = new TableView<>();
        table.setId("conflictRows");
        table.setPrefHeight(180);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("None of the attributes shown changed."));
        table.getColumns().add(column("Attribute", AttributeConflict::name));
        table.getColumns().add(column("You read", r -> text(r.read())));
        table.getColumns().add(column("Now in the table", r -> text(r.theirs())));
        table.getColumns().add(column("Yours", r -> text(r.mine())));
        table.getColumns().add(column("Changed by", ConflictPane::changedBy));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(AttributeConflict item, boolean empty) {
                super.updateItem(item, empty);
                setStyle(!empty && item != null && item.clash() ? CLASH_STYLE : "");
            }
        });
        return table;
    }

    /** "both: yours overwrites theirs", "them", "you". */
    static String changedBy(AttributeConflict r) {
        if (r.clash()) {
            return "both: yours overwrites theirs";
        }
        if (r.theirsChanged() && r.mineChanged()) {
            return "both, the same way";
        }
        return r.mineChanged() ? "you" : "them";
    }

    private static String text(Optional<AttributeValue> value) {
        return value.map(CellText::of).orElse("(none)");
    }

    private static TableColumn<AttributeConflict, String> column(String heading,
            Function<AttributeConflict, String> text) {
        TableColumn<AttributeConflict, String> c = new TableColumn<>(heading);
        c.setSortable(false);
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(text.apply(f.getValue())));
        return c;
    }

    private static Button button(String id, String text, Runnable action) {
        return FormControls.actionButton(id, text, action);
    }
}
