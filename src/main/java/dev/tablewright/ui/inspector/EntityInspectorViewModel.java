package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.IndexLanding;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.ui.common.TaskRunner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The inspector of one entity: its name, type marker, attributes, and a key template for every key
 * attribute of the table and of its indexes. Every change is one edit through the Document.
 */
public final class EntityInspectorViewModel {
    private final DocumentEditor editor;
    private String table = "";
    private String entity = "";
    private final CommitField name = new CommitField(this::rename);
    private final CommitField typeMarker = new CommitField(this::setTypeMarker);
    private final ReadOnlyStringWrapper typeAttribute = new ReadOnlyStringWrapper(this, "typeAttribute", "");
    private final ObservableList<AttributeRow> attributes = FXCollections.observableArrayList();
    private final ObservableList<AttributeRow> attributesView = FXCollections.unmodifiableObservableList(attributes);
    private final ObservableList<TemplateRow> templates = FXCollections.observableArrayList();
    private final ObservableList<TemplateRow> templatesView = FXCollections.unmodifiableObservableList(templates);
    private final ObservableList<String> landings = FXCollections.observableArrayList();
    private final ObservableList<String> landingsView = FXCollections.unmodifiableObservableList(landings);
    private final ReadOnlyStringWrapper attributeError = new ReadOnlyStringWrapper(this, "attributeError", "");
    private List<String> attributeNames = List.of();
    private final KeptSection kept;
    private final ReadOnlyStringWrapper sharedNote = new ReadOnlyStringWrapper(this, "sharedNote", "");
    /** The last per-entity rename of a name other entities share (old, new), or null. */
    private Rename sharedRename;

    private record Rename(String from, String to) {
    }

    /** @param tasks runs the rules over the model for the kept entity's problems, off the FX thread */
    EntityInspectorViewModel(DocumentEditor editor, TaskRunner tasks) {
        this.editor = editor;
        this.kept = new KeptSection(editor, tasks);
    }

    /** Shows (or, after an edit, refreshes) entity {@code e} of table {@code t}. */
    void show(TableDesign t, Entity e) {
        boolean other = !t.name().equals(table) || !e.name().equals(entity);
        table = t.name();
        entity = e.name();
        if (other) {
            attributeError.set("");
            sharedNote.set("");
            sharedRename = null;
        } else if (sharedRename != null && RenameEverywhereViewModel.othersHolding(t, entity, sharedRename.from()).isEmpty()) {
            sharedNote.set(""); // the rest was renamed too, or undone
            sharedRename = null;
        }
        name.reset(e.name());
        typeMarker.reset(e.typeValue());
        typeAttribute.set(t.typeAttribute());
        attributeNames = e.attributes().stream().map(AttributeDef::name).toList();
        showAttributes(e.attributes());
        showTemplates(t, e);
        showLandings(t, e);
        kept.show(t, e);
    }

    /**
     * Commits every field typed in but not yet committed (the selection is about to move on); the
     * entity's name last, since the other edits name the entity as it was.
     */
    void commitDrafts() {
        List<CommitField> fields = new ArrayList<>();
        templates.forEach(t -> fields.add(t.template()));
        attributes.forEach(a -> fields.add(a.name()));
        fields.add(typeMarker);
        fields.add(name);
        fields.stream().filter(CommitField::isModified).forEach(CommitField::commit);
    }

    /** Updates rows in place when the list has the same length, so the table keeps its focus and selection. */
    private void showAttributes(List<AttributeDef> defs) {
        if (attributes.size() != defs.size()) {
            List<AttributeRow> rows = new ArrayList<>();
            for (int i = 0; i < defs.size(); i++) {
                rows.add(new AttributeRow(this::renameAttribute, this::changeAttribute));
            }
            for (int i = 0; i < defs.size(); i++) {
                rows.get(i).update(defs.get(i));
            }
            attributes.setAll(rows);
        } else {
            for (int i = 0; i < defs.size(); i++) {
                attributes.get(i).update(defs.get(i));
            }
        }
    }

    /**
     * Same keys as shown: update the rows in place; other keys (an index added or gone): new rows.
     * An attribute only a multi-attribute GSI keys on gets no row unless the entity templates it:
     * such an index keys on the entity's own attributes ({@link #showLandings}).
     */
    private void showTemplates(TableDesign t, Entity e) {
        Map<String, String> usedBy = usedBy(t);
        Set<String> templated = naturalOnly(t);
        templated.removeAll(e.keyTemplates().keySet());
        usedBy.keySet().removeAll(templated);
        e.keyTemplates().keySet().forEach(k -> usedBy.putIfAbsent(k, "no table or index key"));
        List<String> keys = List.copyOf(usedBy.keySet());
        if (!keys.equals(templates.stream().map(TemplateRow::keyAttribute).toList())) {
            List<TemplateRow> rows = new ArrayList<>();
            for (String k : keys) {
                rows.add(new TemplateRow(k, text -> setTemplate(k, text)));
            }
            rows.forEach(r -> r.update(t, e, usedBy.get(r.keyAttribute())));
            templates.setAll(rows);
        } else {
            templates.forEach(r -> r.update(t, e, usedBy.get(r.keyAttribute())));
        }
    }

    /** Attributes that only multi-attribute GSIs key on (no table key, LSI or single-attribute GSI). */
    private static Set<String> naturalOnly(TableDesign t) {
        Set<String> natural = new LinkedHashSet<>();
        Set<String> templatable = new LinkedHashSet<>(t.keySchema().names());
        for (SecondaryIndex i : t.indexes()) {
            KeySchema k = i.keySchema(t.keySchema());
            (k.isMultiAttribute() ? natural : templatable).addAll(k.names());
        }
        natural.removeAll(templatable);
        return natural;
    }

    /** One line per multi-attribute GSI: "ByRegion: lands", or why the entity's items do not. */
    private void showLandings(TableDesign t, Entity e) {
        List<String> lines = t.globalIndexes().stream().filter(g -> g.keys().isMultiAttribute())
                .map(g -> g.name() + ": " + IndexLanding.of(g.keys(), e).explain()).toList();
        if (!lines.equals(landings)) {
            landings.setAll(lines);
        }
    }

    /** Key attribute → where it is a key ("table partition key, GSI-1 sort key"), table keys first. */
    static Map<String, String> usedBy(TableDesign t) {
        Map<String, List<String>> uses = new LinkedHashMap<>();
        KeySchema keys = t.keySchema();
        use(uses, keys.partitionKey(), "table partition key");
        keys.sortKey().ifPresent(k -> use(uses, k, "table sort key"));
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            g.keys().partitionKeys().forEach(k -> use(uses, k, g.name() + " partition key"));
            g.keys().sortKeys().forEach(k -> use(uses, k, g.name() + " sort key"));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            use(uses, l.sortKey(), l.name() + " sort key");
        }
        Map<String, String> joined = new LinkedHashMap<>();
        uses.forEach((k, v) -> joined.put(k, String.join(", ", v)));
        return joined;
    }

    private static void use(Map<String, List<String>> uses, AttributeDef key, String where) {
        uses.computeIfAbsent(key.name(), k -> new ArrayList<>()).add(where);
    }

    private Optional<String> rename(String newName) {
        return editor.applyAndSelect(EntityEdits.rename(table, entity, newName), new ModelPath.EntityPath(table, newName));
    }

    private Optional<String> setTypeMarker(String value) {
        return editor.apply(EntityEdits.setTypeValue(table, entity, value));
    }

    private Optional<String> setTemplate(String keyAttribute, String text) {
        KeyTemplate template = text.isEmpty() ? null : KeyTemplate.parse(text);
        return editor.apply(EntityEdits.setKeyTemplate(table, entity, keyAttribute, template));
    }

    /** Adds an attribute with a fresh name ("newAttribute", "newAttribute2"…: not a reserved word), of type S. */
    public Optional<String> addAttribute() {
        Entity e = editor.model().table(table).flatMap(t -> t.entity(entity)).orElse(null);
        if (e == null) {
            return refused("The entity is gone.");
        }
        String fresh = EntityEdits.freshAttributeName(e, "newAttribute");
        return attributeEdit(EntityEdits.addAttribute(table, entity, new AttributeDef(fresh, AttributeType.S)));
    }

    /** Removes an attribute; templates that still use it are flagged, not changed. */
    public Optional<String> removeAttribute(String attribute) {
        return attributeEdit(EntityEdits.removeAttribute(table, entity, attribute));
    }

    /**
     * Renames an attribute here and inside every template and sample item of the entity. The
     * refusal is shown by the row's name field, so it is not repeated under the table.
     */
    public Optional<String> renameAttribute(String attribute, String newName) {
        AttributeDef old = editor.model().table(table).flatMap(t -> t.entity(entity)).flatMap(e -> e.attribute(attribute))
                .orElse(new AttributeDef(attribute, AttributeType.S));
        Optional<String> refusal = editor.apply(EntityEdits.changeAttribute(table, entity, attribute, old.withName(newName)));
        if (refusal.isEmpty()) {
            List<String> others = editor.model().table(table)
                    .map(t -> RenameEverywhereViewModel.othersHolding(t, entity, attribute)).orElse(List.of());
            sharedRename = others.isEmpty() ? null : new Rename(attribute, newName);
            sharedNote.set(others.isEmpty() ? "" : "Renamed in " + entity + " only: " + String.join(", ", others)
                    + (others.size() == 1 ? " still has " : " still have ") + attribute + ".");
        }
        return refusal;
    }

    /** A rename-everywhere dialog's state, starting on {@code attribute} (any attribute of the table when null). */
    public RenameEverywhereViewModel renameEverywhere(String attribute) {
        return new RenameEverywhereViewModel(editor, table, attribute, "");
    }

    /**
     * After a rename of an attribute other entities share: the rest of the table renamed the same
     * way (the old name to the new), as the dialog previews it; null when there is nothing to follow.
     */
    public RenameEverywhereViewModel renameTheRest() {
        return sharedRename == null ? null : new RenameEverywhereViewModel(editor, table, sharedRename.from(), sharedRename.to());
    }

    /** "Renamed in Movie only: CastMember, StreamTotal still have movieId." after such a rename; else empty. */
    public ReadOnlyStringProperty sharedNoteProperty() {
        return sharedNote.getReadOnlyProperty();
    }

    /** Changes an attribute's type or required flag. */
    public Optional<String> changeAttribute(String attribute, AttributeDef changed) {
        return editor.apply(EntityEdits.changeAttribute(table, entity, attribute, changed));
    }

    private Optional<String> attributeEdit(Edit edit) {
        Optional<String> refusal = editor.apply(edit);
        attributeError.set(refusal.orElse(""));
        return refusal;
    }

    private Optional<String> refused(String reason) {
        attributeError.set(reason);
        return Optional.of(reason);
    }

    /** The entity's attributes that complete a {@code ${} reference at {@code caret} in a template. */
    public List<String> completions(String text, int caret) {
        return TemplateCompletion.matches(text, caret, attributeNames);
    }

    public String tableName() {
        return table;
    }

    public String entityName() {
        return entity;
    }

    /** "Kept by the stream": whether and how the table's stream keeps this entity. */
    public KeptSection kept() {
        return kept;
    }

    public CommitField name() {
        return name;
    }

    /** The value of the table's type attribute for this entity's items. */
    public CommitField typeMarker() {
        return typeMarker;
    }

    /** The table's type attribute ("entityType"), to label the type marker. */
    public ReadOnlyStringProperty typeAttributeProperty() {
        return typeAttribute.getReadOnlyProperty();
    }

    public ObservableList<AttributeRow> attributes() {
        return attributesView;
    }

    /** One row per key attribute of the table and its indexes, in order, then templates of non-keys. */
    public ObservableList<TemplateRow> templates() {
        return templatesView;
    }

    /**
     * One line per multi-attribute GSI of the table ("ByRegion: lands", "ByRegion: no region"):
     * such an index keys on the entity's own attributes, so it has no template rows.
     */
    public ObservableList<String> landings() {
        return landingsView;
    }

    /** Why the last change to the attribute list was refused; empty when it was not. */
    public ReadOnlyStringProperty attributeErrorProperty() {
        return attributeError.getReadOnlyProperty();
    }
}
