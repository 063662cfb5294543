package dev.tablewright.ui.inspector;

import dev.tablewright.engine.coverage.Coverage;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.model.edit.Suggestions;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.model.edit.TableEdits;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import dev.tablewright.ui.common.TaskRunner;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The inspector of one table: name, key schema, billing, type attribute, its secondary indexes (one
 * of them open in an {@link IndexEditorViewModel}), the key designs its relationships call for and
 * the fixes {@link Coverage} proposes for access patterns that need a Scan or filter out most of what
 * they read.
 */
public final class TableInspectorViewModel {
    /** Capacity units a table switched to PROVISIONED starts with (the AWS console's default). */
    static final long DEFAULT_CAPACITY = 5;

    /** One line of the index list. */
    public record IndexRow(String name, String kind, String keys, String projection) {
    }

    private final DocumentEditor editor;
    private final DeclaredAttributesViewModel declared;
    private String table = "";
    private TableDesign shown;
    private boolean updating;

    private final CommitField name = new CommitField(this::rename);
    private final CommitField partitionKey = new CommitField(text -> changeKeys(text, null, null, null));
    private final ObjectProperty<AttributeType> partitionKeyType = new SimpleObjectProperty<>(this, "pkType", AttributeType.S);
    private final CommitField sortKey = new CommitField(text -> changeKeys(null, null, text, null));
    private final ObjectProperty<AttributeType> sortKeyType = new SimpleObjectProperty<>(this, "skType", AttributeType.S);
    private final ReadOnlyBooleanWrapper hasSortKey = new ReadOnlyBooleanWrapper(this, "hasSortKey", false);
    private final ObjectProperty<BillingMode> billingMode = new SimpleObjectProperty<>(this, "billingMode",
            BillingMode.PAY_PER_REQUEST);
    private final ReadOnlyBooleanWrapper provisioned = new ReadOnlyBooleanWrapper(this, "provisioned", false);
    private final CommitField readCapacity = new CommitField(text -> setCapacity(text, true));
    private final CommitField writeCapacity = new CommitField(text -> setCapacity(text, false));
    private final CommitField typeAttribute = new CommitField(this::setTypeAttribute);
    private final ObservableList<IndexRow> indexes = FXCollections.observableArrayList();
    private final ObservableList<IndexRow> indexesView = FXCollections.unmodifiableObservableList(indexes);
    private final ReadOnlyStringWrapper selectedIndex = new ReadOnlyStringWrapper(this, "selectedIndex", "");
    private final IndexEditorViewModel indexEditor;
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");
    private final CheckedSuggestions suggestions;
    private final TableSettingsViewModel settings;

    TableInspectorViewModel(DocumentEditor editor, TaskRunner tasks) {
        this.editor = editor;
        declared = new DeclaredAttributesViewModel(editor);
        this.suggestions = new CheckedSuggestions(tasks, refusal::set);
        this.indexEditor = new IndexEditorViewModel(editor);
        this.settings = new TableSettingsViewModel(editor, tasks);
        partitionKeyType.addListener((o, a, b) -> choose(() -> changeKeys(null, b, null, null)));
        sortKeyType.addListener((o, a, b) -> choose(() -> changeKeys(null, null, null, b)));
        billingMode.addListener((o, a, b) -> choose(() -> setBillingMode(b)));
    }

    /** Shows (or refreshes) table {@code t}, with index {@code index} open (null: none). */
    void show(TableDesign t, SecondaryIndex index) {
        updating = true;
        try {
            if (!t.name().equals(table)) {
                refusal.set("");
            }
            table = t.name();
            shown = t;
            name.reset(t.name());
            KeySchema keys = t.keySchema();
            partitionKey.reset(keys.partitionKey().name());
            partitionKeyType.set(keys.partitionKey().type());
            sortKey.reset(keys.sortKey().map(AttributeDef::name).orElse(""));
            sortKeyType.set(keys.sortKey().map(AttributeDef::type).orElse(AttributeType.S));
            hasSortKey.set(keys.sortKey().isPresent());
            billingMode.set(t.billing().mode());
            provisioned.set(t.billing().mode() == BillingMode.PROVISIONED);
            readCapacity.reset(Long.toString(t.billing().readCapacityUnits()));
            writeCapacity.reset(Long.toString(t.billing().writeCapacityUnits()));
            typeAttribute.reset(t.typeAttribute());
            List<IndexRow> rows = t.indexes().stream().map(i -> row(t, i)).toList();
            if (!rows.equals(indexes)) {
                indexes.setAll(rows);
            }
            if (index != null) {
                indexEditor.show(t, index); // before the view learns which index is open
            }
            selectedIndex.set(index == null ? "" : index.name());
            suggestions.show(editor.model(), t);
            declared.show(t);
            settings.show(t);
        } finally {
            updating = false;
        }
    }

    /** Commits every field typed in but not yet committed (the selection is about to move on). */
    void commitDrafts() {
        for (CommitField f : List.of(partitionKey, sortKey, readCapacity, writeCapacity, typeAttribute)) {
            if (f.isModified()) {
                f.commit();
            }
        }
        if (!selectedIndex.get().isEmpty()) {
            indexEditor.commitDrafts();
        }
        settings.commitDrafts();
        if (name.isModified()) {
            name.commit(); // last: the other edits name the table as it was
        }
    }

    /** The table as the model has it now (edits read this, not what was last shown). */
    private TableDesign current() {
        return editor.model().table(table).orElse(shown);
    }

    private static IndexRow row(TableDesign t, SecondaryIndex i) {
        KeySchema k = i.keySchema(t.keySchema());
        String keys = k.describe();
        Projection p = i.projection();
        String projection = p.type().name() + (p.nonKeyAttributes().isEmpty() ? "" : " " + String.join(", ", p.nonKeyAttributes()));
        return new IndexRow(i.name(), i instanceof GlobalSecondaryIndex ? "GSI" : "LSI", keys, projection);
    }

    /** A pick from a choice box is committed at once; when refused, the model's value comes back. */
    private void choose(Supplier<Optional<String>> change) {
        if (updating || shown == null) {
            return;
        }
        Optional<String> r = change.get();
        if (r.isPresent()) {
            show(editor.model().table(table).orElse(shown), shown.index(selectedIndex.get()).orElse(null));
            refusal.set(r.get());
        }
    }

    private Optional<String> rename(String newName) {
        ModelPath path = selectedIndex.get().isEmpty() ? new ModelPath.Table(newName)
                : new ModelPath.Index(newName, selectedIndex.get());
        return editor.applyAndSelect(TableEdits.rename(table, newName), path);
    }

    /** A new key schema with whatever is given (null: unchanged); an empty sort key name drops the sort key. */
    private Optional<String> changeKeys(String pkName, AttributeType pkType, String skName, AttributeType skType) {
        TableDesign t = current();
        KeySchema keys = t.keySchema();
        String pk = pkName != null ? pkName.strip() : keys.partitionKey().name();
        String sk = skName != null ? skName.strip() : keys.sortKey().map(AttributeDef::name).orElse("");
        if (pk.isEmpty()) {
            return Optional.of("The partition key needs a name.");
        }
        if (sk.equals(pk)) {
            return Optional.of("The partition key and the sort key must be different attributes.");
        }
        if (sk.isEmpty() && !t.localIndexes().isEmpty()) {
            return Optional.of("The table's LSIs need its sort key.");
        }
        AttributeType pkT = pkType != null ? pkType : keys.partitionKey().type();
        AttributeType skT = skType != null ? skType : keys.sortKey().map(AttributeDef::type).orElse(AttributeType.S);
        KeySchema changed = new KeySchema(new AttributeDef(pk, pkT),
                sk.isEmpty() ? Optional.empty() : Optional.of(new AttributeDef(sk, skT)));
        return editor.apply(TableEdits.setKeySchema(table, changed));
    }

    private Optional<String> setTypeAttribute(String attribute) {
        return editor.apply(TableEdits.setTypeAttribute(table, attribute));
    }

    private Optional<String> setBillingMode(BillingMode mode) {
        Billing billing = mode == BillingMode.PAY_PER_REQUEST ? Billing.ON_DEMAND
                : Billing.provisioned(DEFAULT_CAPACITY, DEFAULT_CAPACITY);
        return editor.apply(TableEdits.setBilling(table, billing));
    }

    private Optional<String> setCapacity(String text, boolean read) {
        long units;
        try {
            units = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            return Optional.of("Capacity is a whole number of units.");
        }
        if (units < 1) {
            return Optional.of("Capacity is at least 1 unit.");
        }
        Billing b = current().billing();
        Billing changed = read ? Billing.provisioned(units, b.writeCapacityUnits())
                : Billing.provisioned(b.readCapacityUnits(), units);
        return editor.apply(TableEdits.setBilling(table, changed));
    }

    /** Adds a GSI with fresh names (GSI1 on GSI1PK / GSI1SK, projecting ALL) and opens it. */
    public Optional<String> addGsi() {
        return add(NewElements.globalIndex(current()));
    }

    /** Adds an LSI on a fresh sort key (LSI1 on LSI1SK, projecting ALL) and opens it; the table needs a sort key. */
    public Optional<String> addLsi() {
        return add(NewElements.localIndex(current()));
    }

    private Optional<String> add(NewElements.Addition addition) {
        return act(() -> editor.applyAndSelect(addition.edit(), addition.select()));
    }

    /** Removes an index; when it was open, the table stays selected. */
    public Optional<String> removeIndex(String index) {
        ModelPath path = index.equals(selectedIndex.get()) || selectedIndex.get().isEmpty() ? new ModelPath.Table(table)
                : new ModelPath.Index(table, selectedIndex.get());
        return act(() -> editor.applyAndSelect(TableEdits.deleteIndex(table, index), path));
    }

    /** Opens an index (selects it everywhere); null or empty closes the open one. */
    public void selectIndex(String index) {
        editor.select(index == null || index.isEmpty() ? new ModelPath.Table(table) : new ModelPath.Index(table, index));
    }

    /**
     * Computes, off the FX thread, what the suggestion at {@code n} does to its entity's item
     * collection (a whole index view of the sample data, before and after): shown by
     * {@link #previewProperty()}. Suggestions without an index to preview are ignored.
     */
    public void previewSuggestion(int n) {
        suggestions.preview(n, editor.model(), shown);
    }

    /** The preview last computed by {@link #previewSuggestion}, or null; cleared when the suggestions change. */
    public ReadOnlyObjectProperty<SuggestionPreview> previewProperty() {
        return suggestions.previewProperty();
    }

    /** Applies the suggestion at {@code n} of {@link #suggestions()}: only ever on the user's request. */
    public Optional<String> applySuggestion(int n) {
        return act(() -> suggestions.get(n).map(s -> editor.apply(s.edit()))
                .orElse(Optional.of("There is no such suggestion.")));
    }

    private Optional<String> act(Supplier<Optional<String>> action) {
        Optional<String> r = action.get();
        refusal.set(r.orElse(""));
        return r;
    }

    public String tableName() {
        return table;
    }

    public CommitField name() {
        return name;
    }

    public CommitField partitionKey() {
        return partitionKey;
    }

    public ObjectProperty<AttributeType> partitionKeyTypeProperty() {
        return partitionKeyType;
    }

    /** The sort key's name; empty for none (clearing it drops the sort key). */
    public CommitField sortKey() {
        return sortKey;
    }

    public ObjectProperty<AttributeType> sortKeyTypeProperty() {
        return sortKeyType;
    }

    public ReadOnlyBooleanProperty hasSortKeyProperty() {
        return hasSortKey.getReadOnlyProperty();
    }

    /** Picking a mode commits it; PROVISIONED starts at {@value #DEFAULT_CAPACITY} read and write units. */
    public ObjectProperty<BillingMode> billingModeProperty() {
        return billingMode;
    }

    public ReadOnlyBooleanProperty provisionedProperty() {
        return provisioned.getReadOnlyProperty();
    }

    public CommitField readCapacity() {
        return readCapacity;
    }

    public CommitField writeCapacity() {
        return writeCapacity;
    }

    /** The attribute whose value names an item's entity. */
    public CommitField typeAttribute() {
        return typeAttribute;
    }

    /** Capacity, data protection, streams and TTL, replicas, tags and policy. */
    public TableSettingsViewModel settings() {
        return settings;
    }

    /** The table's declared attributes. */
    public DeclaredAttributesViewModel declared() {
        return declared;
    }

    public ObservableList<IndexRow> indexes() {
        return indexesView;
    }

    /** The name of the open index, empty when none is. */
    public ReadOnlyStringProperty selectedIndexProperty() {
        return selectedIndex.getReadOnlyProperty();
    }

    /** The open index; meaningful while {@link #selectedIndexProperty()} is not empty. */
    public IndexEditorViewModel indexEditor() {
        return indexEditor;
    }

    /**
     * What the table's relationships and access patterns call for and it lacks, each checked not to
     * make the design worse; applied only by {@link #applySuggestion}.
     */
    public ObservableList<Suggestion> suggestions() {
        return suggestions.list();
    }

    /** Why the suggestions found and not offered are not; "" when every one is offered. */
    public ReadOnlyStringProperty withheldProperty() {
        return suggestions.withheldProperty();
    }

    /** Why the last button or choice was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
