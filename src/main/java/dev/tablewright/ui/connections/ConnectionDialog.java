package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.Connection;
import java.io.File;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * Add or edit a connection: a name, its kind, and the fields that kind needs (the others hidden).
 * OK stays disabled while the form says what is wrong; nothing here asks for a key or a password.
 */
final class ConnectionDialog extends Dialog<ButtonType> {

    ConnectionDialog(Window owner, ConnectionsViewModel vm) {
        initOwner(owner);
        ConnectionForm form = vm.form();
        setTitle(vm.isEditing() ? "Edit connection" : "Add connection");
        getDialogPane().setId("connectionDialog");
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);

        TextField name = text("connectionName", form.nameProperty());
        ChoiceBox<Connection.Kind> kind = new ChoiceBox<>();
        kind.getItems().setAll(ConnectionForm.KINDS);
        kind.setId("connectionKind");
        kind.setConverter(new StringConverter<>() {
            @Override
            public String toString(Connection.Kind k) {
                return k == null ? "" : k.label();
            }

            @Override
            public Connection.Kind fromString(String s) {
                return null;
            }
        });
        kind.valueProperty().bindBidirectional(form.kindProperty());
        TextField endpoint = text("connectionEndpoint", form.endpointProperty());
        endpoint.setPromptText(Connection.DEFAULT_ENDPOINT);
        TextField jarFolder = text("connectionJarFolder", form.jarFolderProperty());
        jarFolder.setPromptText("empty: run the amazon/dynamodb-local image with Docker");
        Button browse = new Button("Browse…");
        browse.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Folder holding DynamoDBLocal.jar");
            File chosen = chooser.showDialog(getDialogPane().getScene().getWindow());
            if (chosen != null) {
                form.jarFolderProperty().set(chosen.getAbsolutePath());
            }
        });
        HBox jar = new HBox(6, jarFolder, browse);
        HBox.setHgrow(jarFolder, Priority.ALWAYS);
        ComboBox<String> profile = combo("connectionProfile", vm.profiles(), form.profileProperty());
        profile.setPromptText("empty: the default credentials chain");
        ComboBox<String> region = combo("connectionRegion", vm.regions(), form.regionProperty());
        region.setPromptText("empty: the profile's region");
        TextField role = text("connectionRole", form.roleArnProperty());
        role.setPromptText("optional: arn:aws:iam::123456789012:role/Reader");
        CheckBox readOnly = new CheckBox("Read-only: refuse every write before it is sent");
        readOnly.setId("connectionReadOnly");
        readOnly.selectedProperty().bindBidirectional(form.readOnlyProperty());
        Label problem = new Label();
        problem.setId("connectionProblem");
        problem.textProperty().bind(form.problem());
        problem.getStyleClass().add("danger");

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(6);
        grid.setPadding(new Insets(10));
        grid.addRow(0, new Label("Name"), name);
        grid.addRow(1, new Label("Kind"), kind);
        row(grid, 2, "Endpoint URL", endpoint, form, Connection.Kind.LOCAL_ENDPOINT);
        row(grid, 3, "DynamoDBLocal.jar folder", jar, form, Connection.Kind.LOCAL_STARTED);
        row(grid, 4, "Profile", profile, form, Connection.Kind.AWS);
        grid.addRow(5, new Label("Region"), region);
        row(grid, 6, "Role to assume", role, form, Connection.Kind.AWS);
        grid.add(readOnly, 1, 7);
        grid.add(problem, 0, 8, 2, 1);
        getDialogPane().setContent(grid);
        getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(form.problem().isNotEmpty());
    }

    /** A row shown only for one kind (hidden rows take no room). */
    private static void row(GridPane grid, int at, String label, Node field, ConnectionForm form, Connection.Kind kind) {
        Label l = new Label(label);
        grid.addRow(at, l, field);
        var shown = Bindings.equal(form.kindProperty(), kind);
        for (Node n : new Node[] {l, field}) {
            n.visibleProperty().bind(shown);
            n.managedProperty().bind(shown);
        }
    }

    private static TextField text(String id, javafx.beans.property.StringProperty value) {
        TextField t = new TextField();
        t.setId(id);
        t.setPrefColumnCount(28);
        t.textProperty().bindBidirectional(value);
        return t;
    }

    private static ComboBox<String> combo(String id, javafx.collections.ObservableList<String> items,
            javafx.beans.property.StringProperty value) {
        ComboBox<String> c = new ComboBox<>(items);
        c.setId(id);
        c.setEditable(true);
        c.setMaxWidth(Double.MAX_VALUE);
        c.valueProperty().bindBidirectional(value);
        return c;
    }
}
