package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * "Kept by the stream" in the entity inspector: the toggle, the source and kind, then the aggregate's
 * group parts and measures or the index items' entry map, type and copies. Only binds to
 * {@link KeptSection}: each control's pick goes to it, and what the model then holds comes back.
 */
final class KeptSectionView extends VBox {
    private final KeptSection vm;
    private final GridPane parts = new GridPane();
    private final GridPane measures = new GridPane();
    private final FlowPane copies = new FlowPane(8, 4);

    KeptSectionView(KeptSection vm) {
        super(6);
        this.vm = vm;
        setId("keptSection");

        Label notice = new Label();
        notice.setId("keptStreamNotice");
        notice.setWrapText(true);
        notice.textProperty().bind(vm.streamNoticeProperty());
        Button turnOn = Fields.button("Turn the stream on (new and old images)", "keptTurnStreamOn", vm::turnStreamOn);
        VBox noticeBox = SettingControls.shownWhen(new VBox(4, notice, turnOn), vm.streamNoticeProperty().isNotEmpty());

        CheckBox keptBy = new CheckBox("Kept by the table's stream");
        keptBy.setId("keptBy");
        keptBy.setTooltip(new Tooltip("No one writes this entity's items: the stream keeps them from the writes to "
                + "another entity's"));
        keptBy.setSelected(vm.keptProperty().get());
        vm.keptProperty().addListener((o, a, b) -> keptBy.setSelected(b));
        keptBy.setOnAction(e -> {
            vm.setKept(keptBy.isSelected());
            keptBy.setSelected(vm.keptProperty().get()); // refused: back to what the model holds
        });

        ComboBox<String> source = new ComboBox<>(vm.sources());
        source.setId("keptSource");
        source.setValue(vm.sourceProperty().get());
        vm.sourceProperty().addListener((o, a, b) -> source.setValue(b));
        source.setOnAction(e -> vm.chooseSource(source.getValue()));
        source.setAccessibleText("Kept from entity");
        ChoiceBox<KeptSection.Kind> kind = new ChoiceBox<>(FXCollections.observableArrayList(KeptSection.Kind.values()));
        kind.setId("keptKind");
        kind.setValue(vm.kindProperty().get());
        vm.kindProperty().addListener((o, a, b) -> kind.setValue(b));
        kind.setOnAction(e -> vm.chooseKind(kind.getValue()));
        kind.setAccessibleText("Kind of keeping");

        VBox aggregate = SettingControls.shownWhen(aggregateBox(), Bindings.equal(vm.kindProperty(),
                KeptSection.Kind.AGGREGATE));
        VBox index = SettingControls.shownWhen(indexItemsBox(), Bindings.equal(vm.kindProperty(),
                KeptSection.Kind.INDEX_ITEMS));
        VBox details = SettingControls.shownWhen(new VBox(6, SettingControls.line("From", source),
                SettingControls.line("Kind", kind), aggregate, index), vm.keptProperty());

        VBox problems = new VBox(2);
        problems.setId("keptProblems");
        problems.getStyleClass().add("kept-problems");
        Runnable showProblems = () -> problems.getChildren().setAll(vm.problems().stream().map(line -> {
            Label l = new Label(line);
            l.setWrapText(true);
            l.getStyleClass().add(line.startsWith("error") ? "field-error" : "inspector-muted");
            return (Node) l;
        }).toList());
        vm.problems().addListener((ListChangeListener<String>) c -> showProblems.run());
        showProblems.run();

        getChildren().addAll(Fields.section("Kept by the stream"), noticeBox, keptBy, details,
                Fields.error(vm.refusalProperty()), problems);
    }

    private VBox aggregateBox() {
        for (GridPane g : List.of(parts, measures)) {
            g.setHgap(6);
            g.setVgap(4);
        }
        parts.setId("keptGroupParts");
        measures.setId("keptMeasures");
        ListChangeListener<Object> rebuild = c -> rebuildAggregate();
        vm.groupParts().addListener(rebuild);
        vm.measures().addListener(rebuild);
        vm.sourceAttributes().addListener(rebuild);
        rebuildAggregate();
        Button addPart = Fields.button("+ Group part", "keptAddPart", vm::addGroupPart);
        addPart.setTooltip(new Tooltip("Group the source's items by another attribute (or a date part of it)"));
        Button addMeasure = Fields.button("+ Measure", "keptAddMeasure", vm::addMeasure);
        addMeasure.setTooltip(new Tooltip("Keep a count, sum, minimum, maximum or latest value of the group"));
        return new VBox(4, Fields.muted("Group by (one kept item per group)"), parts, addPart,
                Fields.muted("Measures"), measures, addMeasure);
    }

    private VBox indexItemsBox() {
        ComboBox<String> each = new ComboBox<>();
        each.setId("keptEach");
        each.setConverter(labels(v -> v == null || v.isEmpty() ? "none: one per source item" : v));
        Runnable eachChoices = () -> {
            List<String> choices = new ArrayList<>();
            choices.add("");
            choices.addAll(vm.mapAttributes());
            each.getItems().setAll(choices);
            each.setValue(vm.eachProperty().get());
        };
        vm.mapAttributes().addListener((ListChangeListener<String>) c -> eachChoices.run());
        eachChoices.run();
        vm.eachProperty().addListener((o, a, b) -> each.setValue(b));
        each.setOnAction(e -> vm.setEach(each.getValue()));

        ChoiceBox<Optional<AttributeType>> entryType = new ChoiceBox<>(
                FXCollections.observableArrayList(KeptSection.ENTRY_TYPES));
        entryType.setId("keptEntryType");
        entryType.setConverter(labels(t -> t == null || t.isEmpty() ? "any" : t.get().name()));
        entryType.setValue(vm.entryTypeProperty().get());
        vm.entryTypeProperty().addListener((o, a, b) -> entryType.setValue(b));
        entryType.setOnAction(e -> vm.setEntryType(entryType.getValue()));

        copies.setId("keptCopied");
        ListChangeListener<String> rebuild = c -> rebuildCopies();
        vm.sourceAttributes().addListener(rebuild);
        vm.copied().addListener(rebuild);
        rebuildCopies();
        return new VBox(4, SettingControls.line("Per entry of", each), SettingControls.line("Entry type", entryType),
                Fields.muted("Copied from the source"), copies);
    }

    private void rebuildCopies() {
        copies.getChildren().setAll(vm.sourceAttributes().stream().map(a -> {
            CheckBox box = new CheckBox(a);
            box.setId("keptCopied-" + a);
            box.setSelected(vm.copied().contains(a));
            box.setOnAction(e -> vm.setCopied(a, box.isSelected()));
            return (Node) box;
        }).toList());
    }

    /** Rows of both lists, rebuilt after each change; the field that had the focus gets it back. */
    private void rebuildAggregate() {
        String focused = getScene() != null && getScene().getFocusOwner() != null ? getScene().getFocusOwner().getId() : null;
        parts.getChildren().clear();
        parts.addRow(0, Fields.muted("Name"), Fields.muted("Source attribute"), Fields.muted("Part"));
        for (int i = 0; i < vm.groupParts().size(); i++) {
            int at = i;
            GroupPart p = vm.groupParts().get(i);
            TextField name = committing(p.name(), "keptPartName-" + i, text -> vm.changeGroupPart(at, p.withName(text)));
            ComboBox<String> attribute = attributes(p.attribute(), "keptPartAttribute-" + i,
                    a -> vm.changeGroupPart(at, new GroupPart(p.name(), a, p.of())));
            ChoiceBox<PartOf> of = new ChoiceBox<>(FXCollections.observableArrayList(PartOf.values()));
            of.setId("keptPartOf-" + i);
            of.setValue(p.of());
            of.setOnAction(e -> vm.changeGroupPart(at, new GroupPart(p.name(), p.attribute(), of.getValue())));
            String row = "Group part " + (i + 1) + " ";
            name.setAccessibleText(row + "name");
            attribute.setAccessibleText(row + "source attribute");
            of.setAccessibleText(row + "part of the value");
            parts.addRow(i + 1, name, attribute, of, remove("keptRemovePart-" + i, () -> vm.removeGroupPart(at)));
        }
        measures.getChildren().clear();
        measures.addRow(0, Fields.muted("Attribute"), Fields.muted("Kind"), Fields.muted("Of"));
        for (int i = 0; i < vm.measures().size(); i++) {
            int at = i;
            Measure m = vm.measures().get(i);
            TextField attribute = committing(m.attribute(), "keptMeasureAttribute-" + i,
                    text -> vm.changeMeasure(at, m.withAttribute(text)));
            ChoiceBox<MeasureKind> kind = new ChoiceBox<>(FXCollections.observableArrayList(MeasureKind.values()));
            kind.setId("keptMeasureKind-" + i);
            kind.setValue(m.kind());
            kind.setOnAction(e -> vm.changeMeasure(at, new Measure(m.attribute(), kind.getValue(), m.of())));
            ComboBox<String> of = attributes(m.of(), "keptMeasureOf-" + i,
                    a -> vm.changeMeasure(at, new Measure(m.attribute(), m.kind(), a)));
            of.setDisable(m.kind() == MeasureKind.COUNT); // a count is of the items, no attribute
            String row = "Measure " + (i + 1) + " ";
            attribute.setAccessibleText(row + "attribute");
            kind.setAccessibleText(row + "kind");
            of.setAccessibleText(row + "of source attribute");
            measures.addRow(i + 1, attribute, kind, of, remove("keptRemoveMeasure-" + i, () -> vm.removeMeasure(at)));
        }
        if (focused != null && getScene() != null) {
            Node again = lookup("#" + focused);
            if (again != null) {
                again.requestFocus();
            }
        }
    }

    /** A name field: Enter or leaving it commits what was typed. */
    private static TextField committing(String value, String id, Consumer<String> commit) {
        TextField tf = new TextField(value);
        tf.setId(id);
        tf.setPrefColumnCount(8);
        tf.setOnAction(e -> commit.accept(tf.getText().strip()));
        tf.focusedProperty().addListener((o, was, is) -> {
            if (!is && !tf.getText().strip().equals(value)) {
                commit.accept(tf.getText().strip());
            }
        });
        return tf;
    }

    /** A pick among the source's attributes and key template parts. */
    private ComboBox<String> attributes(String value, String id, Consumer<String> pick) {
        ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(vm.sourceAttributes()));
        box.setId(id);
        box.setValue(value.isEmpty() ? null : value);
        box.setOnAction(e -> {
            if (box.getValue() != null) {
                pick.accept(box.getValue());
            }
        });
        return box;
    }

    private static Button remove(String id, Runnable action) {
        Button b = Fields.button("−", id, action);
        b.getStyleClass().add(Styles.FLAT);
        b.setTooltip(new Tooltip("Remove this row"));
        return b;
    }

    private static <T> StringConverter<T> labels(Function<T, String> label) {
        return new StringConverter<>() {
            @Override
            public String toString(T v) {
                return label.apply(v);
            }

            @Override
            public T fromString(String text) {
                return null;
            }
        };
    }
}
