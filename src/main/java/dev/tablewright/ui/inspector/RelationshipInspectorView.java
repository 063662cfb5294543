package dev.tablewright.ui.inspector;

import dev.tablewright.model.Cardinality;
import javafx.collections.FXCollections;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The relationship inspector: its ends, its cardinality and the suggestions it calls for. */
public final class RelationshipInspectorView extends VBox {

    public RelationshipInspectorView(RelationshipInspectorViewModel vm) {
        super(6);
        getStyleClass().add("relationship-inspector");
        Label title = new Label("Relationship");
        title.getStyleClass().add("inspector-title");
        Label ends = new Label();
        ends.setId("relationshipEnds");
        ends.textProperty().bind(vm.endsProperty());
        Label label = Fields.muted("");
        label.textProperty().bind(vm.labelProperty());
        label.setWrapText(true);

        ChoiceBox<Cardinality> cardinality = new ChoiceBox<>(FXCollections.observableArrayList(Cardinality.values()));
        cardinality.setId("cardinality");
        cardinality.setConverter(new StringConverter<>() {
            @Override
            public String toString(Cardinality c) {
                return c == null ? "" : c.label();
            }

            @Override
            public Cardinality fromString(String text) {
                return Cardinality.parse(text).orElse(null);
            }
        });
        cardinality.valueProperty().bindBidirectional(vm.cardinalityProperty());

        GridPane form = Fields.form();
        form.addRow(0, new Label("Between"), ends);
        form.addRow(1, new Label("Cardinality"), cardinality);
        getChildren().addAll(title, form, label, Fields.error(vm.refusalProperty()),
                new SuggestionsView(vm.suggestions(), vm::applySuggestion));
    }
}
