package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.IndexLanding;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.IndexKeyEdits.Part;
import dev.tablewright.model.edit.TableEdits;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The editor of one secondary index inside the table inspector: name, keys, projection, for INCLUDE
 * which non-key attributes the index copies, and which entities land in it. A GSI's partition and
 * sort keys are lists of up to four attributes each ({@link KeyAttributeList}); the key fields
 * rename or retype the attribute selected in each list (the only one of a single-attribute key). An
 * LSI's partition key is the table's, so only its one sort key can change.
 */
public final class IndexEditorViewModel {
    private final DocumentEditor editor;
    private String table = "";
    private SecondaryIndex shown;
    private KeySchema tableKeys;
    private boolean updating;

    private final ReadOnlyBooleanWrapper global = new ReadOnlyBooleanWrapper(this, "global", true);
    private final ReadOnlyStringWrapper kind = new ReadOnlyStringWrapper(this, "kind", "");
    private final CommitField name = new CommitField(this::rename);
    private final CommitField partitionKey = new CommitField(text -> changeKeys(text, null, null, null));
    private final ObjectProperty<AttributeType> partitionKeyType = new SimpleObjectProperty<>(this, "pkType", AttributeType.S);
    private final CommitField sortKey = new CommitField(text -> changeKeys(null, null, text, null));
    private final ObjectProperty<AttributeType> sortKeyType = new SimpleObjectProperty<>(this, "skType", AttributeType.S);
    private final ObjectProperty<ProjectionType> projectionType = new SimpleObjectProperty<>(this, "projection",
            ProjectionType.ALL);
    private final ReadOnlyBooleanWrapper including = new ReadOnlyBooleanWrapper(this, "including", false);
    private final ObservableList<IncludeChoice> includeChoices = FXCollections.observableArrayList();
    private final ObservableList<IncludeChoice> includeChoicesView = FXCollections.unmodifiableObservableList(includeChoices);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final KeyAttributeList partitionAttributes = new KeyAttributeList(Part.PARTITION, this::applyKeyEdit);
    private final KeyAttributeList sortAttributes = new KeyAttributeList(Part.SORT, this::applyKeyEdit);
    private final ObservableList<IndexLanding> landings = FXCollections.observableArrayList();
    private final ObservableList<IndexLanding> landingsView = FXCollections.unmodifiableObservableList(landings);
    private final IndexCapacity capacity;

    IndexEditorViewModel(DocumentEditor editor) {
        this.editor = editor;
        this.capacity = new IndexCapacity(editor);
        partitionAttributes.selectedIndexProperty().addListener((o, a, b) -> showSelected());
        sortAttributes.selectedIndexProperty().addListener((o, a, b) -> showSelected());
        partitionKeyType.addListener((o, a, b) -> choose(() -> changeKeys(null, b, null, null)));
        sortKeyType.addListener((o, a, b) -> choose(() -> changeKeys(null, null, null, b)));
        projectionType.addListener((o, a, b) -> choose(() -> setProjection(b, current().projection().nonKeyAttributes())));
    }

    /** A pick from a choice box is committed at once; when refused, the model's value comes back. */
    private void choose(java.util.function.Supplier<Optional<String>> change) {
        if (updating || shown == null) {
            return;
        }
        Optional<String> refusal = change.get();
        if (refusal.isPresent()) {
            TableDesign t = editor.model().table(table).orElse(null);
            if (t != null) {
                show(t, shown);
            }
            error.set(refusal.get());
        }
    }

    /** Shows (or refreshes) index {@code index} of table {@code t}. */
    void show(TableDesign t, SecondaryIndex index) {
        updating = true;
        try {
            if (shown == null || !shown.name().equals(index.name()) || !t.name().equals(table)) {
                error.set("");
                partitionAttributes.selectedIndexProperty().set(-1); // another index: its first attributes
                sortAttributes.selectedIndexProperty().set(-1);
            }
            table = t.name();
            shown = index;
            tableKeys = t.keySchema();
            KeySchema keys = index.keySchema(t.keySchema());
            global.set(index instanceof GlobalSecondaryIndex);
            kind.set(index instanceof GlobalSecondaryIndex ? "GSI" : "LSI");
            name.reset(index.name());
            boolean isGlobal = index instanceof GlobalSecondaryIndex;
            partitionAttributes.show(keys.partitionKeys(), isGlobal);
            sortAttributes.show(keys.sortKeys(), isGlobal);
            showSelected();
            landings.setAll(IndexLanding.all(t, index));
            projectionType.set(index.projection().type());
            including.set(index.projection().type() == ProjectionType.INCLUDE);
            showIncludeChoices(t, index);
            capacity.show(t, index.name());
        } finally {
            updating = false;
        }
    }

    /** The key fields show the attribute selected in each list. */
    private void showSelected() {
        boolean was = updating;
        updating = true;
        try {
            partitionAttributes.selected().ifPresent(a -> {
                partitionKey.reset(a.name());
                partitionKeyType.set(a.type());
            });
            Optional<AttributeDef> sort = sortAttributes.selected();
            sortKey.reset(sort.map(AttributeDef::name).orElse(""));
            sortKeyType.set(sort.map(AttributeDef::type).orElse(AttributeType.S));
        } finally {
            updating = was;
        }
    }

    /** Applies an edit of the shown index's key; a refusal shows under the editor. */
    private Optional<String> applyKeyEdit(KeyAttributeList.IndexEdit edit) {
        Optional<String> refusal = editor.apply(edit.apply(table, shown.name()));
        error.set(refusal.orElse(""));
        return refusal;
    }

    /** The index as the model has it now (edits read this, not what was last shown). */
    private SecondaryIndex current() {
        return editor.model().table(table).flatMap(t -> t.index(shown.name())).orElse(shown);
    }

    /** Commits every field typed in but not yet committed (the name last: the others name the index as it was). */
    void commitDrafts() {
        capacity.commitDrafts(); // first: the name's commit would leave them on the old name
        for (CommitField f : List.of(partitionKey, sortKey, name)) {
            if (f.isModified()) {
                f.commit();
            }
        }
    }

    private void showIncludeChoices(TableDesign t, SecondaryIndex index) {
        List<String> names = includable(t, index);
        Set<String> included = Set.copyOf(index.projection().nonKeyAttributes());
        if (!names.equals(includeChoices.stream().map(IncludeChoice::attribute).toList())) {
            List<IncludeChoice> choices = new ArrayList<>();
            for (String n : names) {
                choices.add(new IncludeChoice(n, this::setIncluded));
            }
            includeChoices.setAll(choices);
        }
        includeChoices.forEach(c -> c.update(included.contains(c.attribute())));
    }

    /**
     * The attributes an INCLUDE projection can name, sorted: the table's declared attributes, every
     * entity's attributes and the type attribute, less the table's and this index's keys (always
     * projected); attributes already included stay listed so they can be taken out.
     */
    static List<String> includable(TableDesign t, SecondaryIndex index) {
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        t.attributes().forEach(a -> names.add(a.name()));
        for (Entity e : t.entities()) {
            e.attributes().forEach(a -> names.add(a.name()));
        }
        names.add(t.typeAttribute());
        names.removeAll(t.keySchema().names());
        names.removeAll(index.keySchema(t.keySchema()).names());
        names.addAll(index.projection().nonKeyAttributes());
        return List.copyOf(names);
    }

    private Optional<String> rename(String newName) {
        return editor.applyAndSelect(TableEdits.changeIndex(table, shown.name(), shown.withName(newName)),
                new ModelPath.Index(table, newName));
    }

    /**
     * A new key schema with whatever is given (null: unchanged) for the attribute selected in each
     * key, the others kept; an empty sort key name takes the selected sort attribute out.
     */
    private Optional<String> changeKeys(String pkName, AttributeType pkType, String skName, AttributeType skType) {
        SecondaryIndex index = current();
        KeySchema tableKeys = editor.model().table(table).map(TableDesign::keySchema).orElse(this.tableKeys);
        KeySchema keys = index.keySchema(tableKeys);
        int p = Math.max(0, Math.min(partitionAttributes.selectedIndexProperty().get(), keys.partitionKeys().size() - 1));
        int s = Math.min(sortAttributes.selectedIndexProperty().get(), keys.sortKeys().size() - 1);
        AttributeDef oldPk = keys.partitionKeys().get(p);
        Optional<AttributeDef> oldSk = s >= 0 ? Optional.of(keys.sortKeys().get(s)) : Optional.empty();
        String pk = pkName != null ? pkName.strip() : oldPk.name();
        String sk = skName != null ? skName.strip() : oldSk.map(AttributeDef::name).orElse("");
        if (pk.isEmpty()) {
            return Optional.of("A partition key needs a name.");
        }
        if (sk.equals(pk)) {
            return Optional.of("The partition key and the sort key must be different attributes.");
        }
        AttributeType pkT = pkType != null ? pkType : oldPk.type();
        AttributeType skT = skType != null ? skType : oldSk.map(AttributeDef::type).orElse(AttributeType.S);
        Optional<AttributeDef> sortKey = sk.isEmpty() ? Optional.empty() : Optional.of(new AttributeDef(sk, skT));
        SecondaryIndex changed;
        if (index instanceof GlobalSecondaryIndex g) {
            List<AttributeDef> partition = new ArrayList<>(keys.partitionKeys());
            partition.set(p, new AttributeDef(pk, pkT));
            List<AttributeDef> sort = new ArrayList<>(keys.sortKeys());
            if (s < 0) {
                sortKey.ifPresent(sort::add);
            } else if (sortKey.isPresent()) {
                sort.set(s, sortKey.get());
            } else {
                sort.remove(s);
            }
            changed = g.withKeys(new KeySchema(partition, sort));
        } else {
            if (sortKey.isEmpty()) {
                return Optional.of("An LSI needs a sort key.");
            }
            changed = new LocalSecondaryIndex(index.name(), sortKey.get(), index.projection());
        }
        Edit change = TableEdits.changeIndex(table, shown.name(), changed);
        return editor.apply(new Edit("Change keys of " + shown.name(), change.change()));
    }

    /** Sets the projection; {@code include} matters only for INCLUDE. */
    public Optional<String> setProjection(ProjectionType type, List<String> include) {
        TableDesign t = editor.model().table(table).orElse(null);
        SecondaryIndex index = current();
        if (t != null && type == ProjectionType.INCLUDE) {
            List<String> known = includable(t, index);
            for (String a : include) {
                if (!known.contains(a)) {
                    error.set("'" + a + "' is a key or no attribute of table " + table + ".");
                    return Optional.of(error.get());
                }
            }
        }
        Projection p = type == ProjectionType.INCLUDE ? Projection.include(include) : new Projection(type, List.of());
        String what = type == ProjectionType.INCLUDE ? "INCLUDE " + (include.isEmpty() ? "nothing" : String.join(", ", include))
                : type.name();
        SecondaryIndex changed;
        if (index instanceof GlobalSecondaryIndex g) {
            changed = g.withProjection(p);
        } else {
            LocalSecondaryIndex l = (LocalSecondaryIndex) index;
            changed = new LocalSecondaryIndex(l.name(), l.sortKey(), p);
        }
        Edit change = TableEdits.changeIndex(table, shown.name(), changed);
        Optional<String> refusal = editor.apply(new Edit("Set projection of " + shown.name() + " to " + what,
                change.change()));
        error.set(refusal.orElse(""));
        return refusal;
    }

    /** Adds an attribute to (or takes it out of) the INCLUDE list, keeping the list's order. */
    public Optional<String> setIncluded(String attribute, boolean include) {
        Set<String> list = new LinkedHashSet<>(current().projection().nonKeyAttributes());
        boolean changed = include ? list.add(attribute) : list.remove(attribute);
        if (!changed) {
            return Optional.empty();
        }
        return setProjection(ProjectionType.INCLUDE, List.copyOf(list));
    }

    /** The index's name as the model has it. */
    public String indexName() {
        return shown == null ? "" : shown.name();
    }

    /** True for a GSI (its partition key can change), false for an LSI. */
    public ReadOnlyBooleanProperty globalProperty() {
        return global.getReadOnlyProperty();
    }

    /** "GSI" or "LSI". */
    public ReadOnlyStringProperty kindProperty() {
        return kind.getReadOnlyProperty();
    }

    public CommitField name() {
        return name;
    }

    /** The partition key's name; for an LSI, the table's (not editable here). */
    public CommitField partitionKey() {
        return partitionKey;
    }

    public ObjectProperty<AttributeType> partitionKeyTypeProperty() {
        return partitionKeyType;
    }

    /** The sort key's name; empty for a GSI without one. */
    public CommitField sortKey() {
        return sortKey;
    }

    public ObjectProperty<AttributeType> sortKeyTypeProperty() {
        return sortKeyType;
    }

    /** ALL, KEYS_ONLY or INCLUDE; picking one commits it. */
    public ObjectProperty<ProjectionType> projectionTypeProperty() {
        return projectionType;
    }

    /** True when the projection is INCLUDE, so the attribute picker applies. */
    public ReadOnlyBooleanProperty includingProperty() {
        return including.getReadOnlyProperty();
    }

    /** Every attribute the INCLUDE list may name, each with whether it is in it. */
    public ObservableList<IncludeChoice> includeChoices() {
        return includeChoicesView;
    }

    /** The GSI's partition attributes in key order, with add, remove and move commands. */
    public KeyAttributeList partitionAttributes() {
        return partitionAttributes;
    }

    /** The GSI's sort attributes in key order, with add, remove and move commands. */
    public KeyAttributeList sortAttributes() {
        return sortAttributes;
    }

    /** Each entity of the table: whether its items land in this index by design, and why not. */
    public ObservableList<IndexLanding> landings() {
        return landingsView;
    }

    /** A GSI's own units, auto scaling, on-demand maximum, warm throughput and contributor insights. */
    public IndexCapacity capacity() {
        return capacity;
    }

    /** Why the last change from a choice, the picker or a key command was refused; empty when it was not. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
