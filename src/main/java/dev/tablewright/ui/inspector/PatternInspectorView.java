package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The access pattern inspector: its fields (each commits one edit), key conditions from the entity's
 * templates ({@code #keyDrafts}), sample values of its parameters, then what it does on the sample
 * data, its problems and the fixes proposed for them. Binds only.
 */
public final class PatternInspectorView extends VBox {
    private final PatternInspectorViewModel vm;
    private final GridPane parameters = Fields.form();
    private final VBox problems = new VBox(2);
    private final MenuButton drafts = new MenuButton("From the entity's templates");

    public PatternInspectorView(PatternInspectorViewModel vm) {
        super(6);
        this.vm = vm;
        getStyleClass().add("pattern-inspector");
        Label title = new Label("Access pattern");
        title.getStyleClass().add("inspector-title");

        GridPane form = Fields.form();
        javafx.beans.binding.BooleanBinding searches = vm.searchesVectors();
        int row = 0;
        row = text(form, row, "Name", vm.name(), "patternName");
        row = text(form, row, "Description", vm.description(), "patternDescription");
        form.addRow(row++, new Label("Entity"), choice(vm.entities(), vm.entityProperty(), "patternEntity", "(any)"));
        ChoiceBox<OperationKind> operation = new ChoiceBox<>(FXCollections.observableArrayList(OperationKind.patternKinds()));
        operation.setId("patternOperation");
        operation.setConverter(new StringConverter<>() {
            @Override
            public String toString(OperationKind o) {
                return o == null ? "" : o.apiName();
            }

            @Override
            public OperationKind fromString(String s) {
                return OperationKind.parsePattern(s).orElse(null);
            }
        });
        operation.valueProperty().bindBidirectional(vm.operationProperty());
        form.addRow(row++, new Label("Operation"), operation);
        form.addRow(row++, new Label("Index"), choice(vm.indexes(), vm.indexProperty(), "patternIndex", "table"));
        row = completed(form, row, "Key condition", vm.keyCondition(), "patternKeyCondition");
        drafts.setId("keyDrafts");
        drafts.setMaxWidth(Double.MAX_VALUE);
        drafts.setTooltip(new javafx.scene.control.Tooltip("A key condition made of the entity's own key templates"));
        drafts.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(vm.drafts()).or(searches));
        vm.drafts().addListener((ListChangeListener<KeyDraft>) c -> fillDrafts());
        fillDrafts();
        form.add(drafts, 1, row++);
        row = completed(form, row, "Filter", vm.filter(), "patternFilter");
        row = text(form, row, "Projection", vm.projection(), "patternProjection");
        CheckBox ascending = new CheckBox("Ascending (ScanIndexForward)");
        ascending.setId("patternAscending");
        ascending.selectedProperty().bindBidirectional(vm.ascendingProperty());
        ascending.disableProperty().bind(searches);
        form.addRow(row++, new Label("Sort"), ascending);
        Label limitLabel = new Label("Limit");
        limitLabel.textProperty().bind(javafx.beans.binding.Bindings.when(searches).then("TopK").otherwise("Limit"));
        form.addRow(row, limitLabel, Fields.text(vm.limit(), "patternLimit"));
        form.add(Fields.error(vm.limit()), 1, ++row);
        row++;
        CheckBox consistent = new CheckBox("Strongly consistent read");
        consistent.setId("patternConsistent");
        consistent.selectedProperty().bindBidirectional(vm.consistentReadProperty());
        consistent.disableProperty().bind(searches);
        form.addRow(row++, new Label("Consistency"), consistent);
        row = text(form, row, "Peak req/s", vm.ratePeak(), "patternRatePeak");
        text(form, row, "Average req/s", vm.rateAverage(), "patternRateAverage");

        vm.parameters().addListener((ListChangeListener<ParameterRow>) c -> fillParameters());
        fillParameters();

        Label servedBy = bound("patternServedByText", vm.servedByProperty());
        Label returns = bound("patternReturns", vm.returnsProperty());
        VBox scored = new VBox(1);
        scored.setId("patternScored");
        vm.scored().addListener((ListChangeListener<String>) c -> fillScored(scored));
        fillScored(scored);
        Label capacity = bound("patternCapacity", vm.capacityProperty());
        Label cost = bound("patternCostText", vm.costProperty());
        problems.setId("patternProblemsList");
        vm.problems().addListener((ListChangeListener<String>) c -> fillProblems());
        fillProblems();

        getChildren().addAll(title, form, Fields.error(vm.refusalProperty()), Fields.section("Sample values"),
                parameters, Fields.section("On the sample data"), servedBy, returns, scored, capacity, cost,
                problems, new SuggestionsView(vm.fixes(), vm::applyFix),
                SuggestionsView.withheld(vm.withheldProperty()));
    }

    private static int text(GridPane form, int row, String label, CommitField field, String id) {
        form.addRow(row, new Label(label), Fields.text(field, id));
        form.add(Fields.error(field), 1, row + 1);
        return row + 2;
    }

    /** A field where typing {@code ${} lists the entity's attributes as parameters. */
    private int completed(GridPane form, int row, String label, CommitField field, String id) {
        TextField tf = new TextField();
        tf.setId(id);
        tf.setMaxWidth(Double.MAX_VALUE);
        TemplateAutoCompletion completion = TemplateAutoCompletion.attach(tf, vm::completions);
        Fields.bind(tf, field, completion::isShowing);
        form.addRow(row, new Label(label), tf);
        form.add(Fields.error(field), 1, row + 1);
        return row + 2;
    }

    private static ChoiceBox<String> choice(javafx.collections.ObservableList<String> items, javafx.beans.property.ObjectProperty<String> value,
            String id, String none) {
        ChoiceBox<String> box = new ChoiceBox<>(items);
        box.setId(id);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(String s) {
                return s == null ? "" : s.isEmpty() ? none : s;
            }

            @Override
            public String fromString(String s) {
                return none.equals(s) ? "" : s;
            }
        });
        box.valueProperty().bindBidirectional(value);
        return box;
    }

    private static Label bound(String id, javafx.beans.value.ObservableStringValue text) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.textProperty().bind(text);
        return l;
    }

    private void fillDrafts() {
        drafts.getItems().clear();
        for (int i = 0; i < vm.drafts().size(); i++) {
            int n = i;
            MenuItem item = new MenuItem(vm.drafts().get(i).label());
            item.setId("keyDraft-" + i);
            item.setOnAction(e -> vm.useDraft(n));
            drafts.getItems().add(item);
        }
    }

    private void fillParameters() {
        parameters.getChildren().clear();
        int row = 0;
        for (ParameterRow p : vm.parameters()) {
            TextField field = Fields.text(p.value(), "parameter-" + p.name());
            if (p.name().equals(AccessPattern.SEARCH_VECTOR)) {
                field.setPromptText("[0.12, -0.03, …] or an item's key: PK=PRODUCT#1, SK=PRODUCT");
            }
            parameters.addRow(row++, new Label(p.name()), field);
            parameters.add(Fields.error(p.value()), 1, row++);
        }
        if (row == 0) {
            parameters.addRow(0, Fields.muted("The key condition and filter name no ${parameter}."));
        }
    }

    private void fillScored(VBox box) {
        box.getChildren().setAll(vm.scored().stream().map(line -> {
            Label l = new Label(line);
            l.getStyleClass().add("scored-item");
            return l;
        }).toList());
    }

    private void fillProblems() {
        problems.getChildren().clear();
        for (String p : vm.problems()) {
            Label l = new Label(p);
            l.setWrapText(true);
            l.getStyleClass().add("field-error");
            problems.getChildren().add(l);
        }
    }
}
