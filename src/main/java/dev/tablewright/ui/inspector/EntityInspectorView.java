package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.AttributeType;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The entity inspector: name and type marker, the attribute table (name, type, required, with +
 * and −), one key template field per key attribute with its example and validation mark, and
 * whether the entity lands in each multi-attribute GSI; whether and how the table's stream keeps it.
 */
public final class EntityInspectorView extends VBox {
    private final EntityInspectorViewModel vm;
    private final GridPane attributeTable = new GridPane();
    private final VBox templateRows = new VBox(10);
    /** The attribute Rename everywhere… starts on: the one last edited here. */
    private String lastAttribute;

    public EntityInspectorView(EntityInspectorViewModel vm) {
        super(6);
        this.vm = vm;
        getStyleClass().add("entity-inspector");

        Label title = new Label("Entity");
        title.getStyleClass().add("inspector-title");
        TextField name = Fields.text(vm.name(), "entityName");
        TextField marker = Fields.text(vm.typeMarker(), "typeMarker");
        // Labelled by the attribute it fills: "entityType = movie".
        Label markerLabel = new Label();
        markerLabel.textProperty().bind(Bindings.concat(vm.typeAttributeProperty(), " ="));
        markerLabel.setTooltip(new Tooltip("The type marker: the value of the table's type attribute "
                + "on this entity's items"));
        GridPane header = Fields.form();
        header.addRow(0, new Label("Name"), name);
        header.add(Fields.error(vm.name()), 1, 1);
        header.addRow(2, markerLabel, marker);
        header.add(Fields.error(vm.typeMarker()), 1, 3);

        attributeTable.setId("attributeTable");
        attributeTable.getStyleClass().add("attribute-table");
        attributeTable.setHgap(6);
        attributeTable.setVgap(4);
        vm.attributes().addListener((ListChangeListener<AttributeRow>) c -> rebuildAttributes());
        rebuildAttributes();
        Button add = new Button("+");
        add.setId("addAttributeButton");
        add.setTooltip(new Tooltip("Add an attribute"));
        add.setOnAction(e -> vm.addAttribute());
        Button renameEverywhere = new Button("Rename everywhere…");
        renameEverywhere.setId("renameEverywhereButton");
        renameEverywhere.getStyleClass().add(Styles.SMALL);
        renameEverywhere.setTooltip(new Tooltip("Rename an attribute in every entity, template, index, pattern, "
                + "item and saved operation of the table, with a preview (one undo step)"));
        renameEverywhere.setOnAction(e -> showRenameDialog(vm.renameEverywhere(lastAttribute)));
        HBox attributeButtons = new HBox(6, add, renameEverywhere);
        attributeButtons.setAlignment(Pos.CENTER_LEFT);
        Label sharedNote = new Label();
        sharedNote.setId("sharedRenameNote");
        sharedNote.setWrapText(true);
        sharedNote.textProperty().bind(vm.sharedNoteProperty());
        Hyperlink renameRest = new Hyperlink("Rename there too…");
        renameRest.setId("renameTheRest");
        renameRest.setOnAction(e -> showRenameDialog(vm.renameTheRest()));
        VBox sharedBox = new VBox(2, sharedNote, renameRest);
        sharedBox.getStyleClass().add("shared-rename-note");
        sharedBox.visibleProperty().bind(vm.sharedNoteProperty().isNotEmpty());
        sharedBox.managedProperty().bind(sharedBox.visibleProperty());

        vm.templates().addListener((ListChangeListener<TemplateRow>) c -> rebuildTemplates());
        rebuildTemplates();
        Label templatesHint = Fields.muted("Type ${ to pick an attribute. Empty: this entity has no such key "
                + "(its items stay out of that index).");
        templatesHint.setWrapText(true);

        VBox landings = new VBox(2);
        landings.setId("entityLandings");
        vm.landings().addListener((ListChangeListener<String>) c -> showLandings(landings));
        showLandings(landings);
        Label landingsTitle = Fields.section("Multi-attribute indexes");
        landingsTitle.setTooltip(new Tooltip("These GSIs key on the entity's own attributes: no template needed"));
        VBox landingsBox = new VBox(4, landingsTitle, landings);
        landingsBox.visibleProperty().bind(Bindings.isNotEmpty(vm.landings()));
        landingsBox.managedProperty().bind(landingsBox.visibleProperty());

        getChildren().addAll(title, header, Fields.section("Attributes"), attributeTable, attributeButtons,
                Fields.error(vm.attributeErrorProperty()), sharedBox, Fields.section("Key templates"), templatesHint, templateRows,
                landingsBox, new KeptSectionView(vm.kept()));
    }

    private void showRenameDialog(RenameEverywhereViewModel rename) {
        if (rename != null && getScene() != null) {
            new RenameEverywhereDialog(getScene().getWindow(), rename).showAndWait();
        }
    }

    /** "ByRegion: lands" or why not, one label per multi-attribute GSI. */
    private void showLandings(VBox box) {
        box.getChildren().setAll(vm.landings().stream().map(line -> {
            Label l = new Label(line);
            l.setWrapText(true);
            return l;
        }).toList());
    }

    /**
     * Header, then per attribute: name field, type, required, remove; errors under the row. Ids
     * count rows ({@code attributeName-0}), as rows are renamed in place.
     */
    private void rebuildAttributes() {
        attributeTable.getChildren().clear();
        ColumnConstraints nameColumn = new ColumnConstraints();
        nameColumn.setHgrow(Priority.ALWAYS);
        attributeTable.getColumnConstraints().setAll(nameColumn, Fields.fixedColumn(), Fields.fixedColumn(),
                Fields.fixedColumn());
        attributeTable.addRow(0, Fields.muted("Name"), Fields.muted("Type"), Fields.muted("Required"));
        int row = 1;
        for (int i = 0; i < vm.attributes().size(); i++) {
            AttributeRow a = vm.attributes().get(i);
            String id = Integer.toString(i);
            TextField name = Fields.text(a.name(), "attributeName-" + id);
            name.focusedProperty().addListener((o, was, is) -> {
                if (is) {
                    lastAttribute = a.attributeName();
                }
            });
            ChoiceBox<AttributeType> type = new ChoiceBox<>(FXCollections.observableArrayList(AttributeType.values()));
            type.setId("attributeType-" + id);
            type.setPrefWidth(82); // the names need the room more than "BOOL" does
            type.valueProperty().bindBidirectional(a.typeProperty());
            CheckBox required = new CheckBox();
            required.setId("attributeRequired-" + id);
            required.selectedProperty().bindBidirectional(a.requiredProperty());
            GridPane.setHalignment(required, HPos.CENTER);
            Button remove = new Button("−");
            remove.setId("removeAttribute-" + id);
            remove.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
            remove.setTooltip(new Tooltip("Remove this attribute"));
            remove.setOnAction(e -> vm.removeAttribute(a.attributeName()));
            attributeTable.addRow(row++, name, type, required, remove);
            attributeTable.add(Fields.error(a.name()), 0, row++, 4, 1);
        }
        if (vm.attributes().isEmpty()) {
            attributeTable.add(Fields.muted("No attributes yet."), 0, row, 4, 1);
        }
    }

    /** Per key attribute: its name, type and where it is a key; the template field and mark; the example. */
    private void rebuildTemplates() {
        templateRows.getChildren().clear();
        for (TemplateRow r : vm.templates()) {
            String key = r.keyAttribute();
            Label keyName = new Label(key);
            keyName.getStyleClass().add("template-key");
            keyName.setMinWidth(Region.USE_PREF_SIZE);
            Label type = new Label();
            type.getStyleClass().add("template-type");
            type.setMinWidth(Region.USE_PREF_SIZE);
            type.textProperty().bind(r.typeProperty().asString());
            Label usedBy = Fields.muted("");
            usedBy.textProperty().bind(r.usedByProperty());
            usedBy.setWrapText(true);
            HBox heading = new HBox(6, keyName, type, usedBy);
            heading.setAlignment(Pos.BASELINE_LEFT);

            TextField field = new TextField();
            field.setId("template-" + key);
            field.getStyleClass().add("template-field");
            field.setPromptText("no " + key + " for this entity");
            TemplateAutoCompletion completion = TemplateAutoCompletion.attach(field, vm::completions);
            Fields.bind(field, r.template(), completion::isShowing);
            ValidationMark mark = new ValidationMark(field, r.severityProperty(), r.messageProperty());
            mark.setId("mark-" + key);
            HBox.setHgrow(field, Priority.ALWAYS);
            HBox input = new HBox(6, field, mark);
            input.setAlignment(Pos.CENTER_LEFT);

            Label example = new Label();
            example.setId("example-" + key);
            example.getStyleClass().add("template-example");
            example.textProperty().bind(r.exampleProperty());
            Label eg = Fields.muted("e.g.");
            eg.setMinWidth(Region.USE_PREF_SIZE);
            HBox exampleLine = new HBox(6, eg, example);
            exampleLine.visibleProperty().bind(r.exampleProperty().isNotEmpty());
            exampleLine.managedProperty().bind(exampleLine.visibleProperty());
            Label message = Fields.muted("");
            message.getStyleClass().add("template-message");
            message.textProperty().bind(r.messageProperty());
            message.setWrapText(true);
            message.visibleProperty().bind(r.messageProperty().isNotEmpty());
            message.managedProperty().bind(message.visibleProperty());

            VBox box = new VBox(3, heading, input, exampleLine, message, Fields.error(r.template()));
            box.getStyleClass().add("template-row");
            templateRows.getChildren().add(box);
        }
    }
}
