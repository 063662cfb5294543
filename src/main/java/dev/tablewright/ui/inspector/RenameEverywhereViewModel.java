package dev.tablewright.ui.inspector;

import dev.tablewright.engine.refactor.AttributeRename;
import dev.tablewright.engine.refactor.RenamePlan;
import dev.tablewright.engine.refactor.RenameSite;
import dev.tablewright.format.workbench.SavedRequestRenames;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EditRefused;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Rename attribute everywhere: which attribute of the table, its new name, and the preview of every
 * place that changes (worked out on a copy as the name is typed); Rename applies it as one undo step.
 * A rename that would make two attributes one says why and cannot be applied.
 */
public final class RenameEverywhereViewModel {
    private static final AttributeRename.RequestRenamer REQUESTS = new SavedRequestRenames();
    private final DocumentEditor editor;
    private final String table;
    private final ObservableList<String> attributes = FXCollections.observableArrayList();
    private final ObjectProperty<String> from = new SimpleObjectProperty<>(this, "from");
    private final StringProperty to = new SimpleStringProperty(this, "to", "");
    private final ObservableList<RenameSite> sites = FXCollections.observableArrayList();
    private final ObservableList<RenameSite> sitesView = FXCollections.unmodifiableObservableList(sites);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper applicable = new ReadOnlyBooleanWrapper(this, "applicable", false);

    RenameEverywhereViewModel(DocumentEditor editor, String table, String attribute, String newName) {
        this.editor = editor;
        this.table = table;
        attributes.setAll(names(editor.model(), table));
        from.set(attributes.contains(attribute) ? attribute : attributes.isEmpty() ? null : attributes.get(0));
        to.set(newName == null ? "" : newName);
        from.addListener((o, a, b) -> preview());
        to.addListener((o, a, b) -> preview());
        preview();
    }

    /** Every attribute name the table uses: keys, declared attributes, entities' attributes and templates' references. */
    static List<String> names(DataModel model, String table) {
        TreeSet<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        model.table(table).ifPresent(t -> {
            names.addAll(t.keyAttributeNames());
            t.attributes().forEach(a -> names.add(a.name()));
            for (Entity e : t.entities()) {
                e.attributes().stream().map(AttributeDef::name).forEach(names::add);
                e.keyTemplates().values().forEach(k -> names.addAll(k.referencedAttributes()));
            }
        });
        return List.copyOf(names);
    }

    /** Entities of the table other than {@code entity} that hold {@code attribute} in their attributes or templates. */
    static List<String> othersHolding(TableDesign t, String entity, String attribute) {
        return t.entities().stream().filter(e -> !e.name().equals(entity))
                .filter(e -> e.attribute(attribute).isPresent()
                        || e.keyTemplates().values().stream().anyMatch(k -> k.referencedAttributes().contains(attribute)))
                .map(Entity::name).toList();
    }

    private void preview() {
        String f = from.get();
        String t = to.get() == null ? "" : to.get();
        if (f == null || t.isBlank() || t.equals(f)) {
            sites.clear();
            message.set(f == null ? "The table has no attributes." : "Type the new name.");
            applicable.set(false);
            return;
        }
        try {
            RenamePlan plan = AttributeRename.plan(editor.model(), table, f, t, REQUESTS);
            sites.setAll(plan.sites());
            message.set(plan.sites().size() == 1 ? "1 place changes." : plan.sites().size() + " places change.");
            applicable.set(true);
        } catch (EditRefused refused) {
            sites.clear();
            message.set(refused.getMessage());
            applicable.set(false);
        }
    }

    /** Applies the rename as one edit; the refusal, if any. */
    public Optional<String> apply() {
        if (!applicable.get()) {
            return Optional.of(message.get());
        }
        Optional<String> refusal = editor.apply(AttributeRename.edit(table, from.get(), to.get(), REQUESTS));
        refusal.ifPresent(message::set);
        return refusal;
    }

    public String tableName() {
        return table;
    }

    /** The table's attribute names when the dialog opened. */
    public List<String> attributes() {
        return List.copyOf(attributes);
    }

    public ObjectProperty<String> fromProperty() {
        return from;
    }

    public StringProperty toProperty() {
        return to;
    }

    public ObservableList<RenameSite> sites() {
        return sitesView;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty applicableProperty() {
        return applicable.getReadOnlyProperty();
    }
}
