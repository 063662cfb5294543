package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.TableEdits;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The table's declared attributes (NoSQL Workbench's NonKeyAttributes: what other tools learn the
 * types of index keys from): each with its type and where it is a key, and a form to declare one
 * more. Every change is one edit.
 */
public final class DeclaredAttributesViewModel {
    /** One declared attribute: its type and where it keys ("GSI-2 partition key", or empty). */
    public record Row(String name, AttributeType type, String keyOf) {
    }

    private final DocumentEditor editor;
    private String table = "";
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    /** One view, kept: a listener on a fresh unmodifiable wrapper would go with the wrapper. */
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final StringProperty newName = new SimpleStringProperty(this, "newName", "");
    private final ObjectProperty<AttributeType> newType = new SimpleObjectProperty<>(this, "newType", AttributeType.S);
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");
    private final BooleanProperty expanded = new SimpleBooleanProperty(this, "expanded", false);

    DeclaredAttributesViewModel(DocumentEditor editor) {
        this.editor = editor;
    }

    void show(TableDesign t) {
        if (!t.name().equals(table)) {
            refusal.set("");
            newName.set("");
        }
        table = t.name();
        Map<String, String> keyOf = EntityInspectorViewModel.usedBy(t);
        List<Row> shown = t.attributes().stream()
                .map(a -> new Row(a.name(), a.type(), keyOf.getOrDefault(a.name(), ""))).toList();
        if (!shown.equals(rows)) {
            rows.setAll(shown);
        }
    }

    /** Declares the typed name with the chosen type; the field empties on success. */
    public Optional<String> declare() {
        Optional<String> refused = result(editor.apply(TableEdits.declareAttribute(table,
                new AttributeDef(newName.get() == null ? "" : newName.get(), newType.get()))));
        if (refused.isEmpty()) {
            newName.set("");
        }
        return refused;
    }

    public Optional<String> undeclare(String attribute) {
        return result(editor.apply(TableEdits.undeclareAttribute(table, attribute)));
    }

    public Optional<String> retype(String attribute, AttributeType type) {
        return result(editor.apply(TableEdits.retypeDeclaredAttribute(table, attribute, type)));
    }

    private Optional<String> result(Optional<String> refused) {
        refusal.set(refused.orElse(""));
        return refused;
    }

    public ObservableList<Row> rows() {
        return rowsView;
    }

    public StringProperty newNameProperty() {
        return newName;
    }

    public ObjectProperty<AttributeType> newTypeProperty() {
        return newType;
    }

    /** Whether the section is open: folded at first, then as the user leaves it. */
    public BooleanProperty expandedProperty() {
        return expanded;
    }

    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
