package dev.tablewright.ui.inspector;

import dev.tablewright.engine.refactor.RenameSite;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Rename attribute everywhere: the attribute, the new name, and the list of every place that will
 * change ("Entity CastMember · pk template: pk = mov#${movieId} → pk = mov#${movie_id}"). Rename is
 * enabled only for a rename that can be applied; it is one undo step.
 */
public final class RenameEverywhereDialog extends Dialog<ButtonType> {
    static final ButtonType RENAME = new ButtonType("Rename", ButtonBar.ButtonData.OK_DONE);

    public RenameEverywhereDialog(Window owner, RenameEverywhereViewModel vm) {
        initOwner(owner);
        setTitle("Rename attribute everywhere");
        setHeaderText("Rename an attribute in every entity, template, index, item, pattern and saved operation of "
                + vm.tableName());
        setResizable(true);
        getDialogPane().setId("renameEverywhereDialog");
        getDialogPane().getButtonTypes().setAll(RENAME, ButtonType.CANCEL);

        ChoiceBox<String> from = new ChoiceBox<>(javafx.collections.FXCollections.observableArrayList(vm.attributes()));
        from.setId("renameFrom");
        from.valueProperty().bindBidirectional(vm.fromProperty());
        TextField to = new TextField();
        to.setId("renameTo");
        to.textProperty().bindBidirectional(vm.toProperty());
        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(6);
        Label attribute = new Label("Attribute");
        Label newName = new Label("New name");
        attribute.setMinWidth(Region.USE_PREF_SIZE);
        newName.setMinWidth(Region.USE_PREF_SIZE);
        form.addRow(0, attribute, from);
        form.addRow(1, newName, to);
        GridPane.setHgrow(to, Priority.ALWAYS);

        ListView<RenameSite> sites = new ListView<>(vm.sites());
        sites.setId("renameSites");
        sites.setPrefSize(620, 260);
        sites.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(RenameSite site, boolean empty) {
                super.updateItem(site, empty);
                setText(empty || site == null ? null : site.toString());
            }
        });
        Label message = new Label();
        message.setId("renameMessage");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());

        VBox content = new VBox(8, form, sites, message);
        content.setPadding(new Insets(10));
        VBox.setVgrow(sites, Priority.ALWAYS);
        getDialogPane().setContent(content);
        Node rename = getDialogPane().lookupButton(RENAME);
        rename.disableProperty().bind(vm.applicableProperty().not());
        setOnShown(e -> to.requestFocus());
        setResultConverter(button -> {
            if (button == RENAME) {
                vm.apply();
            }
            return button;
        });
    }
}
