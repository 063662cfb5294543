package dev.tablewright.ui.connections;

import dev.tablewright.aws.connect.Connection;
import javafx.scene.control.ListCell;

/** A connection in a picker: "Local — DynamoDB Local at http://localhost:8000". */
public final class ConnectionCell extends ListCell<Connection> {
    @Override
    protected void updateItem(Connection c, boolean empty) {
        super.updateItem(c, empty);
        setText(empty || c == null ? null : c.name() + " — " + c.describe());
    }
}
