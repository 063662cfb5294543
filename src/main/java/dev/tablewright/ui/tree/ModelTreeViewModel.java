package dev.tablewright.ui.tree;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.ui.operations.SavedOperations;
import dev.tablewright.ui.tree.TreeEntry.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The left-hand tree: tables, then their entities, indexes and access patterns; then the operations
 * saved in the model, which open in a tab of their kind and can be renamed or deleted.
 */
public final class ModelTreeViewModel {
    private static final String NOT_WIRED = "Saved operations cannot be changed here.";
    private final ReadOnlyObjectWrapper<TreeEntry> root = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ModelPath> selectedPath = new SimpleObjectProperty<>();
    private final ObjectProperty<String> selectedTable = new SimpleObjectProperty<>();

    private final StringProperty filter = new SimpleStringProperty("");
    private final ReadOnlyObjectProperty<DataModel> model;
    private SavedOperations saved;
    private Consumer<SavedOperation> open = op -> { };

    public ModelTreeViewModel(ReadOnlyObjectProperty<DataModel> model) {
        this.model = model;
        model.addListener((o, a, b) -> rebuild(b));
        filter.addListener((o, a, b) -> rebuild(model.get()));
        rebuild(model.get());
        selectedPath.addListener((o, a, b) -> {
            if (b != null) {
                selectedTable.set(b.table());
            }
        });
    }

    /**
     * What the saved operation nodes do: {@code open} shows one in a tab of its kind (the shell's),
     * {@code saved} renames and deletes them as model edits.
     */
    public void useOperations(SavedOperations operations, Consumer<SavedOperation> opener) {
        this.saved = operations;
        this.open = opener;
    }

    /** Opens the saved operation the node shows (double click, Enter); other nodes do nothing. */
    public void open(TreeEntry entry) {
        operationOf(entry).ifPresent(open);
    }

    /** Renames the saved operation the node shows; the reason it was refused, or empty. */
    public Optional<String> rename(TreeEntry entry, String newName) {
        return saved == null ? Optional.of(NOT_WIRED) : operationOf(entry)
                .map(op -> saved.rename(op.name(), newName.strip())).orElse(Optional.empty());
    }

    /** Deletes the saved operation the node shows; the reason it was refused, or empty. */
    public Optional<String> delete(TreeEntry entry) {
        return saved == null ? Optional.of(NOT_WIRED) : operationOf(entry)
                .map(op -> saved.delete(op.name())).orElse(Optional.empty());
    }

    private Optional<SavedOperation> operationOf(TreeEntry entry) {
        DataModel m = model.get();
        if (entry == null || entry.kind() != Kind.OPERATION || m == null) {
            return Optional.empty();
        }
        return m.operation(entry.operation());
    }

    /** The tree to show; replaced whenever the model changes. */
    public ReadOnlyObjectProperty<TreeEntry> rootProperty() {
        return root.getReadOnlyProperty();
    }

    /**
     * Find (Ctrl+F): while not blank, the tree holds only the elements whose name contains it (case
     * ignored), entities also matching by attribute names and key templates, with their ancestors.
     */
    public StringProperty filterProperty() {
        return filter;
    }

    /** The selected element (null: none); set it to select a node (the view follows). */
    public ObjectProperty<ModelPath> selectedPathProperty() {
        return selectedPath;
    }

    /** The table the selection belongs to. */
    public ObjectProperty<String> selectedTableProperty() {
        return selectedTable;
    }

    /**
     * The entry that shows {@code path} or the element it is inside (a problem about an item selects
     * its entity, one about a table's key the table).
     */
    public Optional<TreeEntry> find(ModelPath path) {
        TreeEntry r = root.get();
        if (r == null || path == null) {
            return Optional.empty();
        }
        return entry(r, shownAs(path)).or(() -> entry(r, path.tablePath()));
    }

    /** The node a path is shown under: entities, indexes and access patterns have their own. */
    private static ModelPath shownAs(ModelPath path) {
        if (path instanceof ModelPath.Index || path instanceof ModelPath.AccessPatternPath) {
            return path;
        }
        return path.entityPath().map(ModelPath.class::cast).orElse(path.tablePath());
    }

    private static Optional<TreeEntry> entry(TreeEntry node, ModelPath path) {
        if (path.equals(node.path())) {
            return Optional.of(node);
        }
        for (TreeEntry child : node.children()) {
            Optional<TreeEntry> hit = entry(child, path);
            if (hit.isPresent()) {
                return hit;
            }
        }
        return Optional.empty();
    }

    private void rebuild(DataModel model) {
        if (model == null) {
            root.set(null);
            return;
        }
        String needle = filter.get().strip().toLowerCase(Locale.ROOT);
        List<TreeEntry> tables = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            TreeEntry entry = table(t);
            if (!needle.isEmpty()) {
                entry = matching(entry, needle, t);
            }
            if (entry != null) {
                tables.add(entry);
            }
        }
        operations(model, needle).ifPresent(tables::add);
        root.set(new TreeEntry(model.name().isEmpty() ? "Model" : model.name(), Kind.MODEL, null, "", tables));
        if (selectedTable.get() == null || model.table(selectedTable.get()).isEmpty()) {
            selectedTable.set(model.tables().isEmpty() ? null : model.tables().get(0).name());
        }
    }

    /** The entry pruned to what matches, or null when nothing under it does. */
    private static TreeEntry matching(TreeEntry entry, String needle, TableDesign t) {
        boolean self = !entry.kind().isGroup() && (entry.label().toLowerCase(Locale.ROOT).contains(needle)
                || entityMentions(entry, needle, t));
        List<TreeEntry> kept = new ArrayList<>();
        for (TreeEntry c : entry.children()) {
            TreeEntry m = matching(c, needle, t);
            if (m != null) {
                kept.add(m);
            }
        }
        if (!self && kept.isEmpty()) {
            return null;
        }
        return new TreeEntry(entry.label(), entry.kind(), entry.path(), entry.table(), kept);
    }

    private static boolean entityMentions(TreeEntry entry, String needle, TableDesign t) {
        if (entry.kind() != Kind.ENTITY) {
            return false;
        }
        return t.entity(((ModelPath.EntityPath) entry.path()).entity()).map(e ->
                e.attributes().stream().anyMatch(a -> a.name().toLowerCase(Locale.ROOT).contains(needle))
                        || e.keyTemplates().values().stream()
                                .anyMatch(k -> k.source().toLowerCase(Locale.ROOT).contains(needle))).orElse(false);
    }

    private static TreeEntry table(TableDesign t) {
        String name = t.name();
        List<TreeEntry> entities = new ArrayList<>();
        for (Entity e : t.entities()) {
            entities.add(leaf(e.name() + "  (" + e.items().size() + ")", Kind.ENTITY, new ModelPath.EntityPath(name, e.name()),
                    name));
        }
        List<TreeEntry> indexes = new ArrayList<>();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            indexes.add(leaf(g.name() + "  GSI", Kind.INDEX, new ModelPath.Index(name, g.name()), name));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            indexes.add(leaf(l.name() + "  LSI", Kind.INDEX, new ModelPath.Index(name, l.name()), name));
        }
        for (VectorIndex v : t.vectorIndexes()) {
            indexes.add(leaf(v.name() + "  vector", Kind.INDEX, new ModelPath.Index(name, v.name()), name));
        }
        List<TreeEntry> patterns = new ArrayList<>();
        for (AccessPattern p : t.accessPatterns()) {
            patterns.add(leaf(p.name(), Kind.ACCESS_PATTERN, new ModelPath.AccessPatternPath(name, p.name()),
                    name));
        }
        List<TreeEntry> groups = List.of(
                new TreeEntry("Entities", Kind.ENTITY_GROUP, null, name, entities),
                new TreeEntry("Indexes", Kind.INDEX_GROUP, null, name, indexes),
                new TreeEntry("Access patterns", Kind.ACCESS_PATTERN_GROUP, null, name, patterns));
        return new TreeEntry(name, Kind.TABLE, new ModelPath.Table(name), name, groups);
    }

    /** The model's saved operations after its tables, each labelled with its operation; none, no node. */
    private static Optional<TreeEntry> operations(DataModel model, String needle) {
        List<TreeEntry> ops = model.operations().stream()
                .filter(op -> needle.isEmpty() || op.name().toLowerCase(Locale.ROOT).contains(needle))
                .map(op -> new TreeEntry(op.name() + "  " + op.operation(), Kind.OPERATION, null, "", List.of(), op.name()))
                .toList();
        return ops.isEmpty() ? Optional.empty()
                : Optional.of(new TreeEntry("Operations", Kind.OPERATION_GROUP, null, "", ops));
    }

    private static TreeEntry leaf(String label, Kind kind, ModelPath path, String table) {
        return new TreeEntry(label, kind, path, table, List.of());
    }
}
