package dev.tablewright.ui.inspector;

import java.util.List;
import java.util.function.BiFunction;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Popup;

/**
 * The completion list of a key template field: typing {@code ${} (or moving the caret into a
 * reference) lists the entity's attributes that fit, under the field; Up/Down move through it,
 * Enter, Tab or a click puts the chosen one in place and closes the reference, Esc closes the list.
 * The matching is {@link TemplateCompletion}'s.
 *
 * <p>Public JavaFX API only, so it works however JavaFX is loaded (module path, jlinked runtime or
 * class path) with no {@code --add-exports}: ControlsFX's popup reached into JavaFX internals and
 * failed with IllegalAccessError wherever JavaFX ran as modules. The list never takes the keyboard:
 * nothing in the popup is focus-traversable, so a key the popup's scene does not consume reaches
 * the field, whose filter handles the list's keys and lets typing (a space too) go on as usual.
 */
final class TemplateAutoCompletion {
    private static final int VISIBLE_ROWS = 8;
    private static final double ROW_HEIGHT = 26;

    private final TextField field;
    private final BiFunction<String, Integer, List<String>> completions;
    private final ListView<String> list = new ListView<>();
    private final Popup popup = new Popup();

    private TemplateAutoCompletion(TextField field, BiFunction<String, Integer, List<String>> completions) {
        this.field = field;
        this.completions = completions;
        list.setFocusTraversable(false);
        list.setFixedCellSize(ROW_HEIGHT);
        list.setCellFactory(v -> new PickingCell());
        StackPane content = new StackPane(list);
        // A popup is a window of its own: it needs our stylesheet itself (the theme's colours, inspector.css).
        content.getStyleClass().add("template-completion");
        content.getStylesheets().add(TemplateAutoCompletion.class.getResource("inspector.css").toExternalForm());
        popup.getContent().add(content);
        popup.setAutoHide(true);
        popup.setHideOnEscape(false); // Esc is the field's: it closes the list without reverting the text
        popup.setAutoFix(true);
        // The caret moves after every keystroke, and also when the user clicks or arrows into a reference.
        field.caretPositionProperty().addListener((o, a, b) -> refresh());
        field.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                popup.hide();
            }
        });
        field.addEventFilter(KeyEvent.KEY_PRESSED, this::keyPressed);
    }

    /** Attaches completion to {@code field}; {@code completions} maps (text, caret) to attribute names. */
    static TemplateAutoCompletion attach(TextField field, BiFunction<String, Integer, List<String>> completions) {
        return new TemplateAutoCompletion(field, completions);
    }

    /** True while the list is open: Enter then picks an attribute rather than committing the field. */
    boolean isShowing() {
        return popup.isShowing();
    }

    private void refresh() {
        if (!field.isFocused() || field.getScene() == null) {
            popup.hide();
            return;
        }
        List<String> matches = completions.apply(field.getText(), field.getCaretPosition());
        if (matches.isEmpty()) {
            popup.hide();
            return;
        }
        if (!list.getItems().equals(matches)) {
            list.setItems(FXCollections.observableArrayList(matches));
        }
        list.getSelectionModel().selectFirst();
        list.scrollTo(0);
        list.setPrefHeight(Math.min(matches.size(), VISIBLE_ROWS) * ROW_HEIGHT + 2);
        list.setPrefWidth(Math.max(180, field.getWidth()));
        if (!popup.isShowing()) {
            Bounds below = field.localToScreen(field.getBoundsInLocal());
            if (below != null) {
                popup.show(field, below.getMinX(), below.getMaxY());
            }
        }
    }

    private void keyPressed(KeyEvent e) {
        if (!popup.isShowing()) {
            return;
        }
        switch (e.getCode()) {
            case DOWN -> move(1);
            case UP -> move(-1);
            case ENTER, TAB -> pick(list.getSelectionModel().getSelectedItem());
            case ESCAPE -> popup.hide();
            default -> {
                return;
            }
        }
        e.consume();
    }

    private void move(int by) {
        int size = list.getItems().size();
        int next = Math.floorMod(list.getSelectionModel().getSelectedIndex() + by, size);
        list.getSelectionModel().select(next);
        list.scrollTo(Math.max(0, next - VISIBLE_ROWS + 1));
    }

    private void pick(String attribute) {
        popup.hide();
        if (attribute == null) {
            return;
        }
        TemplateCompletion.Insertion result = TemplateCompletion.insert(field.getText(), field.getCaretPosition(), attribute);
        field.setText(result.text());
        field.positionCaret(result.caret());
    }

    /** A row of the list: a click picks its attribute. */
    private final class PickingCell extends ListCell<String> {
        PickingCell() {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && !isEmpty()) {
                    pick(getItem());
                }
            });
        }

        @Override
        protected void updateItem(String attribute, boolean empty) {
            super.updateItem(attribute, empty);
            setText(empty ? null : attribute);
        }
    }
}
