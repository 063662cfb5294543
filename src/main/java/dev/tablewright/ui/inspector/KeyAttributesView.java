package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.edit.IndexKeyEdits.Part;
import dev.tablewright.ui.common.Command;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A GSI's partition or sort attributes under the key field: the list (shown once the key has more
 * than one) with move up, move down and remove, and a row to add an attribute. On the list,
 * Alt+Up and Alt+Down move the selected attribute and Delete removes it; Enter in the name adds it.
 * Ids start with "partition" or "sort" ({@code #partitionAttributes}, {@code #sortAdd}).
 */
final class KeyAttributesView extends VBox {
    private final ListView<AttributeDef> list;
    private boolean syncing;

    KeyAttributesView(KeyAttributeList vm) {
        super(4);
        String prefix = vm.part() == Part.PARTITION ? "partition" : "sort";
        String key = vm.part() == Part.PARTITION ? "partition key" : "sort key";

        list = new ListView<>(vm.attributes());
        list.setId(prefix + "Attributes");
        list.setFixedCellSize(26);
        list.prefHeightProperty().bind(javafx.beans.binding.Bindings.size(vm.attributes()).multiply(26).add(4));
        list.setCellFactory(l -> new AttributeCell());
        list.setTooltip(new Tooltip("The " + key + "'s attributes in order. Alt+Up / Alt+Down move the selected one, "
                + "Delete removes it."));
        list.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!syncing) {
                vm.selectedIndexProperty().set(b.intValue());
            }
        });
        vm.selectedIndexProperty().addListener((o, a, b) -> sync(b.intValue()));
        vm.attributes().addListener((javafx.collections.ListChangeListener<AttributeDef>) c ->
                sync(vm.selectedIndexProperty().get()));
        list.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            Command command = e.isAltDown() && e.getCode() == KeyCode.UP ? vm.moveUp()
                    : e.isAltDown() && e.getCode() == KeyCode.DOWN ? vm.moveDown()
                    : e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE ? vm.remove() : null;
            if (command != null) {
                command.execute();
                e.consume();
            }
        });
        VBox buttons = new VBox(2,
                button("↑", prefix + "MoveUp", "Move the selected attribute up (Alt+Up)", vm.moveUp()),
                button("↓", prefix + "MoveDown", "Move the selected attribute down (Alt+Down)", vm.moveDown()),
                button("−", prefix + "Remove", "Take the selected attribute out of the " + key + " (Delete)", vm.remove()));
        HBox.setHgrow(list, Priority.ALWAYS);
        HBox listRow = new HBox(4, list, buttons);
        listRow.visibleProperty().bind(vm.editableProperty().and(vm.severalProperty()));
        listRow.managedProperty().bind(listRow.visibleProperty());

        TextField name = new TextField();
        name.setId(prefix + "NewName");
        name.setPromptText("add an attribute");
        name.textProperty().bindBidirectional(vm.newNameProperty());
        name.setOnAction(e -> vm.add().execute());
        ChoiceBox<?> type = Fields.keyTypes(vm.newTypeProperty(), prefix + "NewType");
        Button add = button("Add", prefix + "Add", "Add this attribute at the end of the " + key
                + " (up to 4; each item needs it to land in the index)", vm.add());
        add.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(name, Priority.ALWAYS);
        HBox addRow = new HBox(4, name, type, add);
        addRow.setAlignment(Pos.CENTER_LEFT);
        addRow.visibleProperty().bind(vm.editableProperty());
        addRow.managedProperty().bind(addRow.visibleProperty());

        getChildren().addAll(listRow, addRow);
        visibleProperty().bind(vm.editableProperty());
        managedProperty().bind(visibleProperty());
        sync(vm.selectedIndexProperty().get());
    }

    private void sync(int selected) {
        syncing = true;
        try {
            if (selected < 0) {
                list.getSelectionModel().clearSelection();
            } else if (list.getSelectionModel().getSelectedIndex() != selected) {
                list.getSelectionModel().select(selected);
            }
        } finally {
            syncing = false;
        }
    }

    private static Button button(String text, String id, String tip, Command command) {
        Button b = Fields.button(text, id, command::execute);
        b.setTooltip(new Tooltip(tip));
        b.disableProperty().bind(command.notExecutableProperty());
        return b;
    }

    /** "tournamentId  S". */
    private static final class AttributeCell extends ListCell<AttributeDef> {
        @Override
        protected void updateItem(AttributeDef a, boolean empty) {
            super.updateItem(a, empty);
            setText(empty || a == null ? null : a.name() + "  " + a.type());
        }
    }
}
