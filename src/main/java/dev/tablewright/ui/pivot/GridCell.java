package dev.tablewright.ui.pivot;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseEvent;

/**
 * A cell of a pivoted grid. Shows the value as {@link CellText} does, a vector as {@link VectorText}
 * does (the full value its tooltip); derived key cells are marked
 * and never edit, nor do the cells of an item the stream keeps (their tooltip says where it comes from); typed text is committed through the ViewModel on Enter or when the editor loses
 * focus, and input the ViewModel refuses keeps the editor open, marked, with the reason. Works on any
 * {@link CellEdits}: the designer's grids and the explorer's live grid.
 */
public final class GridCell extends TableCell<GridRow, GridRow> {
    private static final PseudoClass DERIVED = PseudoClass.getPseudoClass("derived");
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");
    /** The style class of the cells of an item whose time to live is past. */
    public static final String EXPIRED = "expired";
    private final CellEdits vm;
    private final String column;
    private final boolean partitionColumn;
    private TextField editor;
    private final CellTooltip tooltip = new CellTooltip(this);

    public GridCell(CellEdits vm, String column, boolean partitionColumn) {
        this.vm = vm;
        this.column = column;
        this.partitionColumn = partitionColumn;
        getStyleClass().add("grid-cell");
    }

    @Override
    protected void updateItem(GridRow row, boolean empty) {
        super.updateItem(row, empty);
        if (empty || row == null) {
            setText(null);
            setGraphic(null);
            tooltip.show(null);
            setAccessibleText(null);
            pseudoClassStateChanged(DERIVED, false);
            markExpired(false);
            return;
        }
        boolean derived = vm.isDerived(row, column);
        pseudoClassStateChanged(DERIVED, derived);
        Optional<String> expiry = vm.expiry(row);
        markExpired(expiry.isPresent());
        if (isEditing()) {
            return;
        }
        // The partition key is merged: only a block's first row shows it, with the block's size.
        AttributeValue value = row.value(column);
        // A vector shows compactly; its full value is the tooltip (and the editor's text).
        boolean vector = !partitionColumn && VectorText.compact(value, vm.isVectorAttribute(column)).isPresent();
        String text = partitionColumn ? row.partitionText() : VectorText.cell(value, vm.isVectorAttribute(column));
        setText(text);
        setAccessibleText(expiry.isPresent() ? text + ", " + TtlExpiry.NOTE : null);
        Optional<String> kept = vm.keptBy(row);
        String expiryNote = expiry.map(e -> "\n\n" + e).orElse("");
        tooltip.show(kept.isPresent() ? kept.get() + expiryNote
                : derived ? column + " is derived from its key template (read-only)"
                : vector ? CellText.of(value) + expiryNote
                : expiry.orElse(null), vector && kept.isEmpty() && !derived);
        setGraphic(null);
    }

    /** An item whose time to live is past: still shown (reads return it), marked for its coming deletion. */
    private void markExpired(boolean expired) {
        if (expired && !getStyleClass().contains(EXPIRED)) {
            getStyleClass().add(EXPIRED);
        } else if (!expired) {
            getStyleClass().remove(EXPIRED);
        }
    }

    @Override
    public void startEdit() {
        GridRow row = getItem();
        if (row == null || vm.explainReadOnly(row, column)) {
            return;
        }
        super.startEdit();
        editor = new TextField(CellText.of(row.value(column)));
        editor.getStyleClass().add("grid-editor");
        editor.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                commit();
                e.consume();
            } else if (e.getCode() == KeyCode.ESCAPE) {
                cancelEdit();
                e.consume();
            }
        });
        editor.focusedProperty().addListener((o, was, now) -> {
            if (!now && isEditing()) {
                commit();
            }
        });
        setText(null);
        setGraphic(editor);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        // The rest of the double-click that opened the editor would select one word: the editor
        // ignores it, and the whole value stays selected, ready to be typed over.
        boolean[] opening = {true};
        editor.addEventFilter(MouseEvent.ANY, e -> {
            if (opening[0] && e.getClickCount() >= 2) {
                e.consume();
            } else if (e.getEventType() == MouseEvent.MOUSE_PRESSED) {
                opening[0] = false;
            }
        });
        editor.requestFocus();
        editor.selectAll();
    }

    private void commit() {
        Optional<String> refused = vm.edit(getItem(), column, editor.getText());
        if (refused.isPresent()) {
            editor.pseudoClassStateChanged(INVALID, true);
            editor.setTooltip(new Tooltip(refused.get()));
            return;
        }
        // The grid re-pivots from the edited items; the row this cell showed is replaced.
        super.cancelEdit();
        finish();
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        finish();
    }

    private void finish() {
        editor = null;
        setContentDisplay(ContentDisplay.TEXT_ONLY);
        updateItem(getItem(), getItem() == null);
    }
}
