package dev.tablewright.ui.inspector;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.RelationshipDesign;
import dev.tablewright.model.edit.RelationshipEdits;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.ui.common.TaskRunner;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
    private final CheckedSuggestions suggestions;
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");
    private final ObservableList<RelationshipDesign.Check> checks = FXCollections.observableArrayList();
    private final ObservableList<RelationshipDesign.Check> checksView = FXCollections.unmodifiableObservableList(checks);
    /** The M:N's link entity; "" for none named. */
    private final ObjectProperty<String> link = new SimpleObjectProperty<>(this, "link", "");
    private final ObservableList<String> linkChoices = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper manyToMany = new ReadOnlyBooleanWrapper(this, "manyToMany", false);

    RelationshipInspectorViewModel(DocumentEditor editor, TaskRunner tasks) {
        this.editor = editor;
        this.suggestions = new CheckedSuggestions(tasks, refusal::set);
        link.addListener((o, a, b) -> {
            if (!updating) {
                commit(RelationshipEdits.setLink(table, index, b == null ? "" : b));
            }
        });
        cardinality.addListener((o, a, b) -> {
            if (!updating && b != null) {
                commit(RelationshipEdits.setCardinality(table, index, b));
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
            manyToMany.set(r.cardinality() == Cardinality.MANY_TO_MANY);
            List<String> choices = new ArrayList<>();
            choices.add("");
            t.entities().stream().map(Entity::name).filter(n -> !r.touches(n)).forEach(choices::add);
            if (!choices.equals(linkChoices)) {
                linkChoices.setAll(choices);
            }
            link.set(r.link());
            // Fresh edits: each is made against this model.
            RelationshipDesign design = RelationshipDesign.of(t, i);
            checks.setAll(design.checks());
            suggestions.show(editor.model(), t, i, design::suggestions);
        } finally {
            updating = false;
        }
    }

    private void commit(Edit edit) {
        Optional<String> r = editor.apply(edit);
        refusal.set(r.orElse(""));
        if (r.isPresent()) {
            editor.model().table(table).ifPresent(t -> show(t, index));
        }
    }

    /** The key design the relationship calls for, each line met or not (✓ / ✗). */
    public ObservableList<RelationshipDesign.Check> checks() {
        return checksView;
    }

    /** The link entity of an M:N ("" for none); choosing one commits it as one undoable step. */
    public ObjectProperty<String> linkProperty() {
        return link;
    }

    /** "" and the table's entities other than the two ends. */
    public ObservableList<String> linkChoices() {
        return linkChoices;
    }

    public ReadOnlyBooleanProperty manyToManyProperty() {
        return manyToMany.getReadOnlyProperty();
    }

    /** Applies the suggestion at {@code n} of {@link #suggestions()}: only ever on the user's request. */
    public Optional<String> applySuggestion(int n) {
        Optional<String> r = suggestions.get(n).map(s -> editor.apply(s.edit()))
                .orElse(Optional.of("There is no such suggestion."));
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

    /** Why the suggestions found and not offered are not; "" when every one is offered. */
    public ReadOnlyStringProperty withheldProperty() {
        return suggestions.withheldProperty();
    }

    /** What the relationship calls for and the table lacks, each checked not to make the design worse. */
    public ObservableList<Suggestion> suggestions() {
        return suggestions.list();
    }

    /** Why the last pick or Apply was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
