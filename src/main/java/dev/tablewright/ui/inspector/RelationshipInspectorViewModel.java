package dev.tablewright.ui.inspector;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.model.edit.Suggestions;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The inspector of one relationship: its ends, its cardinality (picking one commits it) and the key
 * design it calls for, offered as suggestions the user applies or not.
 */
public final class RelationshipInspectorViewModel {
    private final DocumentEditor editor;
    private String table = "";
    private int index = -1;
    private boolean updating;
    private final ReadOnlyStringWrapper ends = new ReadOnlyStringWrapper(this, "ends", "");
    private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper(this, "label", "");
    private final ObjectProperty<Cardinality> cardinality = new SimpleObjectProperty<>(this, "cardinality",
            Cardinality.ONE_TO_MANY);
    private final ObservableList<Suggestion> suggestions = FXCollections.observableArrayList();
    private final ObservableList<Suggestion> suggestionsView = FXCollections.unmodifiableObservableList(suggestions);
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");

    RelationshipInspectorViewModel(DocumentEditor editor) {
        this.editor = editor;
        cardinality.addListener((o, a, b) -> {
            if (!updating && b != null) {
                Optional<String> r = editor.apply(RelationshipEdits.setCardinality(table, index, b));
                refusal.set(r.orElse(""));
                if (r.isPresent()) {
                    editor.model().table(table).ifPresent(t -> show(t, index));
                }
            }
        });
    }

    /** Shows (or refreshes) relationship {@code i} (0-based) of table {@code t}. */
    void show(TableDesign t, int i) {
        updating = true;
        try {
            if (!t.name().equals(table) || i != index) {
                refusal.set("");
            }
            table = t.name();
            index = i;
            Relationship r = t.relationships().get(i);
            ends.set(r.from() + " → " + r.to());
            label.set(r.label());
            cardinality.set(r.cardinality());
            suggestions.setAll(Suggestions.forRelationship(t, i)); // fresh edits: each is made against this model
        } finally {
            updating = false;
        }
    }

    /** Applies the suggestion at {@code n} of {@link #suggestions()}: only ever on the user's request. */
    public Optional<String> applySuggestion(int n) {
        Optional<String> r = n < 0 || n >= suggestions.size() ? Optional.of("There is no such suggestion.")
                : editor.apply(suggestions.get(n).edit());
        refusal.set(r.orElse(""));
        return r;
    }

    /** "Movie → Actor". */
    public ReadOnlyStringProperty endsProperty() {
        return ends.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty labelProperty() {
        return label.getReadOnlyProperty();
    }

    /** 1:1, 1:N or M:N; picking one commits it. */
    public ObjectProperty<Cardinality> cardinalityProperty() {
        return cardinality;
    }

    public ObservableList<Suggestion> suggestions() {
        return suggestionsView;
    }

    /** Why the last pick or Apply was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
