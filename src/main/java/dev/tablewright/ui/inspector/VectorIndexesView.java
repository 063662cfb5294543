package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.ProjectionType;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The table's vector indexes: the list, New and Remove, and the form of the index selected (or of a
 * new one) with Add or Save; Enter in a field of the form does the same. The fields DynamoDB fixes at
 * creation say so in their tooltips while an index of the model is shown. Binds only.
 */
final class VectorIndexesView extends VBox {
    private final VectorIndexesSection vm;
    private final ListView<VectorIndexesSection.Row> list = new ListView<>();
    private final VBox problems = new VBox(2);
    private boolean syncing;

    VectorIndexesView(VectorIndexesSection vm) {
        super(4);
        this.vm = vm;
        VectorIndexDraft d = vm.draft();
        list.setId("vectorIndexList");
        list.setPlaceholder(Fields.muted("No vector indexes"));
        // A summary is wider than the inspector: each row wraps, and the list is as tall as its rows.
        RowsHighListSkin.apply(list);
        list.setCellFactory(l -> new ListCell<>() {
            {
                RowsHighListSkin.wrapping(this);
            }

            @Override
            protected void updateItem(VectorIndexesSection.Row row, boolean empty) {
                super.updateItem(row, empty);
                String problems = empty || row == null || row.problems().isEmpty() ? "" : "  ⚠ " + row.problems();
                setText(empty || row == null ? null : row.name() + problems + "\n" + row.summary());
                setTooltip(empty || row == null ? null : new Tooltip(row.name() + ": " + row.summary() + problems));
            }
        });
        vm.rows().addListener((ListChangeListener<VectorIndexesSection.Row>) c -> sync());
        vm.selectedProperty().addListener((o, a, b) -> sync());
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!syncing && b != null) {
                vm.select(b.name());
            }
        });
        sync();
        Button fresh = Fields.button("New", "newVectorIndex", vm::newIndex);
        Button remove = Fields.button("Remove", "removeVectorIndex", vm::remove);
        remove.getStyleClass().add(Styles.DANGER);
        remove.disableProperty().bind(vm.existingProperty().not());

        TextField name = field(d.nameProperty().get(), "vectorIndexName", "index name");
        name.textProperty().bindBidirectional(d.nameProperty());
        ComboBox<String> attribute = new ComboBox<>(vm.attributeChoices());
        attribute.setId("vectorAttribute");
        attribute.setEditable(true);
        attribute.setPromptText("attribute holding the vector");
        attribute.setMaxWidth(Double.MAX_VALUE);
        attribute.getEditor().textProperty().bindBidirectional(d.vectorAttributeProperty());
        attribute.valueProperty().addListener((o, a, b) -> {
            if (b != null && attribute.isShowing()) {
                d.vectorAttributeProperty().set(b);
            }
        });
        // Enter with the list closed is the form's Enter; with it open, it picks.
        attribute.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && !attribute.isShowing()) {
                vm.submit();
                e.consume();
            }
        });
        TextField dimensions = field("", "vectorDimensions", "768");
        dimensions.textProperty().bindBidirectional(d.dimensionsProperty());
        dimensions.setPrefColumnCount(6);
        var distance = SettingControls.choice(List.of(DistanceFunction.values()), DistanceFunction::name,
                d.distanceProperty(), "vectorDistance");
        var projection = SettingControls.choice(List.of(ProjectionType.values()), ProjectionType::name,
                d.projectionProperty(), "vectorProjection");
        TextField included = field("", "vectorIncluded", "attributes, comma-separated");
        included.textProperty().bindBidirectional(d.includedProperty());
        TextField partition = field("", "vectorPartition", "none");
        partition.textProperty().bindBidirectional(d.partitionAttributeProperty());
        TextField filters = field("", "vectorFilters", "none, or attributes comma-separated");
        filters.textProperty().bindBidirectional(d.filterAttributesProperty());
        for (Control fixed : List.of(attribute, dimensions, distance, projection, included, partition, filters)) {
            fixedAtCreation(fixed);
        }

        Label fixedNote = Fields.muted("Everything but the name is " + VectorIndexesSection.FIXED + ".");
        fixedNote.setWrapText(true);
        Label recreates = Fields.muted("");
        recreates.setId("vectorRecreates");
        recreates.setWrapText(true);
        recreates.textProperty().bind(vm.recreatesProperty());
        recreates.getStyleClass().add(Styles.WARNING);
        Button add = Fields.button("Add vector index", "addVectorIndex", vm::add);
        Button save = Fields.button("Save changes", "saveVectorIndex", vm::save);
        problems.setId("vectorIndexProblems");
        vm.problems().addListener((ListChangeListener<String>) c -> fillProblems());
        fillProblems();

        getChildren().addAll(list, new HBox(6, fresh, remove),
                SettingControls.line("Name", name),
                SettingControls.line("Vector attribute", attribute),
                SettingControls.line("Dimensions", dimensions),
                SettingControls.line("Distance", distance),
                SettingControls.line("Projection", projection),
                SettingControls.shownWhen(SettingControls.line("Included", included),
                        d.projectionProperty().isEqualTo(ProjectionType.INCLUDE)),
                SettingControls.line("Partition attribute", partition),
                SettingControls.line("Filter attributes", filters),
                SettingControls.shownWhen(fixedNote, vm.existingProperty()),
                SettingControls.shownWhen(recreates, vm.recreatesProperty().isNotEmpty()),
                new HBox(6, SettingControls.shownWhen(add, vm.existingProperty().not()),
                        SettingControls.shownWhen(save, vm.existingProperty())),
                SettingControls.shownWhen(problems, Bindings.isNotEmpty(vm.problems())),
                Fields.error(vm.refusalProperty()));
    }

    /** A field of the form: Enter adds (or saves) the index. */
    private TextField field(String text, String id, String prompt) {
        TextField tf = new TextField(text);
        tf.setId(id);
        tf.setPromptText(prompt);
        tf.setMaxWidth(Double.MAX_VALUE);
        tf.setOnAction(e -> vm.submit());
        return tf;
    }

    /** While an index of the model is shown, the field says DynamoDB fixed it at creation. */
    private void fixedAtCreation(Control c) {
        Tooltip fixed = new Tooltip("DynamoDB: " + VectorIndexesSection.FIXED);
        c.tooltipProperty().bind(Bindings.when(vm.existingProperty()).then(fixed).otherwise((Tooltip) null));
    }

    private void fillProblems() {
        problems.getChildren().clear();
        for (String p : vm.problems()) {
            Label l = new Label(p);
            l.setWrapText(true);
            l.getStyleClass().add(p.startsWith("error") ? "field-error" : "inspector-muted");
            problems.getChildren().add(l);
        }
    }

    private void sync() {
        syncing = true;
        try {
            if (!list.getItems().equals(vm.rows())) {
                list.getItems().setAll(vm.rows());
            }
            vm.rows().stream().filter(r -> r.name().equals(vm.selectedProperty().get())).findFirst()
                    .ifPresentOrElse(r -> list.getSelectionModel().select(r),
                            () -> list.getSelectionModel().clearSelection());
        } finally {
            syncing = false;
        }
    }
}
