package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A resource-based policy's JSON with Apply and Revert, for the table's and a replica's. Ids start with
 * {@code prefix} ("": resourcePolicy, applyPolicy, revertPolicy; "replica": replicaResourcePolicy …). Binds only.
 */
final class PolicyView extends VBox {

    PolicyView(CommitField policy, String prefix) {
        super(4);
        TextArea text = new TextArea();
        text.setId(id(prefix, "resourcePolicy"));
        text.setPromptText("{\"Version\": \"2012-10-17\", \"Statement\": [...]}");
        text.setPrefRowCount(8);
        text.setWrapText(true);
        text.setStyle("-fx-font-family: monospace;");
        text.textProperty().bindBidirectional(policy.textProperty());
        Button apply = Fields.button("Apply", id(prefix, "applyPolicy"), policy::commit);
        apply.getStyleClass().add(Styles.ACCENT);
        Button revert = Fields.button("Revert", id(prefix, "revertPolicy"), policy::revert);
        getChildren().addAll(Fields.muted("Resource-based policy (JSON); empty for none"), text, new HBox(6, apply, revert),
                Fields.error(policy));
    }

    private static String id(String prefix, String base) {
        return prefix.isEmpty() ? base : prefix + Character.toUpperCase(base.charAt(0)) + base.substring(1);
    }
}
