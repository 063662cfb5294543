package dev.tablewright.ui.tree;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.tree.TreeEntry.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** The left-hand tree: tables, then their entities, indexes and access patterns. */
public final class ModelTreeViewModel {
    private final ReadOnlyObjectWrapper<TreeEntry> root = new ReadOnlyObjectWrapper<>();
    private final StringProperty selectedPath = new SimpleStringProperty("");
    private final ObjectProperty<String> selectedTable = new SimpleObjectProperty<>();

    private final StringProperty filter = new SimpleStringProperty("");
    public ModelTreeViewModel(ReadOnlyObjectProperty<DataModel> model) {
        model.addListener((o, a, b) -> rebuild(b));
        filter.addListener((o, a, b) -> rebuild(model.get()));
        rebuild(model.get());
        selectedPath.addListener((o, a, b) -> {
            List<String> segments = ModelPath.segments(b);
            if (!segments.isEmpty()) {
                selectedTable.set(segments.get(0));
            }
        });
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

    /** The ModelPath of the selected node; set it to select a node (the view follows). */
    public StringProperty selectedPathProperty() {
        return selectedPath;
    }

    /** The table the selection belongs to. */
    public ObjectProperty<String> selectedTableProperty() {
        return selectedTable;
    }

    /** The deepest entry whose path is a prefix of {@code path} (a problem about an item selects its entity). */
    public Optional<TreeEntry> find(String path) {
        TreeEntry r = root.get();
        return r == null ? Optional.empty() : deepest(r, path);
    }

    private static Optional<TreeEntry> deepest(TreeEntry node, String path) {
        for (TreeEntry child : node.children()) {
            Optional<TreeEntry> hit = deepest(child, path);
            if (hit.isPresent()) {
                return hit;
            }
        }
        if (!node.path().isEmpty() && (path.equals(node.path()) || path.startsWith(node.path() + "/"))) {
            return Optional.of(node);
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
        root.set(new TreeEntry(model.name().isEmpty() ? "Model" : model.name(), Kind.MODEL, "", "", tables));
        if (selectedTable.get() == null || model.table(selectedTable.get()).isEmpty()) {
            selectedTable.set(model.tables().isEmpty() ? null : model.tables().get(0).name());
        }
    }

    /** The entry pruned to what matches, or null when nothing under it does. */
    private static TreeEntry matching(TreeEntry entry, String needle, TableDesign t) {
        boolean self = entry.kind() != Kind.GROUP && (entry.label().toLowerCase(Locale.ROOT).contains(needle)
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
        List<String> segments = ModelPath.segments(entry.path());
        return t.entity(segments.get(segments.size() - 1)).map(e ->
                e.attributes().stream().anyMatch(a -> a.name().toLowerCase(Locale.ROOT).contains(needle))
                        || e.keyTemplates().values().stream()
                                .anyMatch(k -> k.source().toLowerCase(Locale.ROOT).contains(needle))).orElse(false);
    }

    private static TreeEntry table(TableDesign t) {
        String name = t.name();
        List<TreeEntry> entities = new ArrayList<>();
        for (Entity e : t.entities()) {
            entities.add(leaf(e.name() + "  (" + e.items().size() + ")", Kind.ENTITY, ModelPath.entity(name, e.name()),
                    name));
        }
        List<TreeEntry> indexes = new ArrayList<>();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            indexes.add(leaf(g.name() + "  GSI", Kind.INDEX, ModelPath.index(name, g.name()), name));
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            indexes.add(leaf(l.name() + "  LSI", Kind.INDEX, ModelPath.index(name, l.name()), name));
        }
        List<TreeEntry> patterns = new ArrayList<>();
        for (AccessPattern p : t.accessPatterns()) {
            patterns.add(leaf(p.name(), Kind.ACCESS_PATTERN, ModelPath.of(name, ModelPath.ACCESS_PATTERNS, p.name()),
                    name));
        }
        List<TreeEntry> groups = List.of(
                new TreeEntry("Entities", Kind.GROUP, "", name, entities),
                new TreeEntry("Indexes", Kind.GROUP, "", name, indexes),
                new TreeEntry("Access patterns", Kind.GROUP, "", name, patterns));
        return new TreeEntry(name, Kind.TABLE, ModelPath.table(name), name, groups);
    }

    private static TreeEntry leaf(String label, Kind kind, String path, String table) {
        return new TreeEntry(label, kind, path, table, List.of());
    }
}
