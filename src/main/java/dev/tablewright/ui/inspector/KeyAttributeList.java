package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.IndexKeyEdits;
import dev.tablewright.model.edit.IndexKeyEdits.Part;
import dev.tablewright.ui.common.Command;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The attributes of a GSI's partition key or sort key in the index editor, in key order, with the
 * commands that change them: add the attribute typed in, remove, move up, move down the selected
 * one. Each command is one undoable edit; a refusal is reported by the index editor.
 */
public final class KeyAttributeList {
    /** Makes the edit for (table, index). */
    interface IndexEdit extends BiFunction<String, String, Edit> {
    }

    private final Part part;
    private final Function<IndexEdit, Optional<String>> apply;
    private final ObservableList<AttributeDef> attributes = FXCollections.observableArrayList();
    private final ObservableList<AttributeDef> attributesView = FXCollections.unmodifiableObservableList(attributes);
    private final IntegerProperty selected = new SimpleIntegerProperty(this, "selected", -1);
    private final StringProperty newName = new SimpleStringProperty(this, "newName", "");
    private final ObjectProperty<AttributeType> newType = new SimpleObjectProperty<>(this, "newType", AttributeType.S);
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(this, "editable", false);
    private final ReadOnlyBooleanWrapper several = new ReadOnlyBooleanWrapper(this, "several", false);
    private final Command add;
    private final Command remove;
    private final Command moveUp;
    private final Command moveDown;

    /** @param apply applies the edit for the shown table and index; returns a refusal or empty */
    KeyAttributeList(Part part, Function<IndexEdit, Optional<String>> apply) {
        this.part = part;
        this.apply = apply;
        add = new Command(editable.and(Bindings.createBooleanBinding(() -> !newName.get().isBlank(), newName)),
                this::addTyped);
        // The last partition attribute stays: the edit would refuse it, so the command is off.
        int fewest = part == Part.PARTITION ? 2 : 1;
        remove = new Command(editable.and(when(() -> selected.get() >= 0 && attributes.size() >= fewest)),
                () -> onSelected(IndexKeyEdits::remove));
        moveUp = new Command(editable.and(when(() -> selected.get() > 0)), () -> onSelected(IndexKeyEdits::moveUp));
        moveDown = new Command(editable.and(when(() -> selected.get() >= 0 && selected.get() < attributes.size() - 1)),
                () -> onSelected(IndexKeyEdits::moveDown));
    }

    private BooleanBinding when(Callable<Boolean> rule) {
        return Bindings.createBooleanBinding(rule, selected, attributes);
    }

    /**
     * Shows the key's attributes; the selected one stays selected (by name: it may have moved), else
     * the first is. {@code canEdit} is false for an LSI, whose keys are single.
     */
    void show(List<AttributeDef> key, boolean canEdit) {
        String was = selected().map(AttributeDef::name).orElse(null);
        if (!key.equals(attributes)) {
            attributes.setAll(key);
        }
        editable.set(canEdit);
        several.set(key.size() > 1);
        select(was);
    }

    private void select(String name) {
        int at = attributes.stream().map(AttributeDef::name).toList().indexOf(name);
        selected.set(at >= 0 ? at : attributes.isEmpty() ? -1 : Math.min(Math.max(selected.get(), 0), attributes.size() - 1));
    }

    private void addTyped() {
        AttributeDef attribute = new AttributeDef(newName.get().strip(), newType.get());
        if (apply.apply((t, i) -> IndexKeyEdits.add(t, i, part, attribute)).isEmpty()) {
            newName.set("");
            select(attribute.name());
        }
    }

    private void onSelected(IndexKeyEditOn edit) {
        selected().ifPresent(a -> apply.apply((t, i) -> edit.make(t, i, a.name())));
    }

    /** An edit of one attribute of one index of one table. */
    private interface IndexKeyEditOn {
        Edit make(String table, String index, String attribute);
    }

    /** The selected attribute, if any. */
    public Optional<AttributeDef> selected() {
        int at = selected.get();
        return at >= 0 && at < attributes.size() ? Optional.of(attributes.get(at)) : Optional.empty();
    }

    public Part part() {
        return part;
    }

    /** The key's attributes in key order. */
    public ObservableList<AttributeDef> attributes() {
        return attributesView;
    }

    /** The index of the selected attribute in {@link #attributes()}; -1 for none. */
    public IntegerProperty selectedIndexProperty() {
        return selected;
    }

    /** The name of the attribute {@link #add()} adds. */
    public StringProperty newNameProperty() {
        return newName;
    }

    public ObjectProperty<AttributeType> newTypeProperty() {
        return newType;
    }

    /** True for a GSI: its keys may have several attributes. */
    public ReadOnlyBooleanProperty editableProperty() {
        return editable.getReadOnlyProperty();
    }

    /** True when the key has more than one attribute (the list is worth showing). */
    public ReadOnlyBooleanProperty severalProperty() {
        return several.getReadOnlyProperty();
    }

    /** Adds the attribute named in {@link #newNameProperty()} at the end of the key. */
    public Command add() {
        return add;
    }

    public Command remove() {
        return remove;
    }

    public Command moveUp() {
        return moveUp;
    }

    public Command moveDown() {
        return moveDown;
    }
}
