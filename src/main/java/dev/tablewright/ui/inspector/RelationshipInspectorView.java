package dev.tablewright.ui.inspector;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.edit.RelationshipDesign;
import dev.tablewright.ui.common.BlankAs;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The relationship inspector: its ends, its cardinality, an M:N's link entity, the key design it
 * calls for (each line met or missing) and the suggestions that add what is missing.
 */
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

        ComboBox<String> link = new ComboBox<>(vm.linkChoices());
        link.setId("linkEntity");
        link.setTooltip(new Tooltip("The entity with one item per pair (CastMember between Movie and Actor)"));
        link.setConverter(new BlankAs("(none named)"));
        link.valueProperty().bindBidirectional(vm.linkProperty());
        Label linkLabel = new Label("Link entity");

        GridPane form = Fields.form();
        form.addRow(0, new Label("Between"), ends);
        form.addRow(1, new Label("Cardinality"), cardinality);
        form.addRow(2, linkLabel, link);
        for (var n : java.util.List.of(link, linkLabel)) {
            n.visibleProperty().bind(vm.manyToManyProperty());
            n.managedProperty().bind(vm.manyToManyProperty());
        }

        Label designTitle = new Label("Key design");
        designTitle.getStyleClass().add("inspector-section");
        VBox design = new VBox(3);
        design.setId("relationshipDesign");
        Runnable fill = () -> design.getChildren().setAll(vm.checks().stream().map(c -> {
            Label line = new Label((c.met() ? "✓ " : "✗ ") + c.text());
            line.setWrapText(true);
            line.getStyleClass().add(c.met() ? "design-met" : "design-missing");
            return line;
        }).toList());
        vm.checks().addListener((ListChangeListener<RelationshipDesign.Check>) ch -> fill.run());
        fill.run();
        getChildren().addAll(title, form, label, Fields.error(vm.refusalProperty()), designTitle, design,
                new SuggestionsView(vm.suggestions(), vm::applySuggestion),
                SuggestionsView.withheld(vm.withheldProperty()));
    }
}
