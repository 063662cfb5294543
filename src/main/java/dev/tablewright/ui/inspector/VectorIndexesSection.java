package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.model.edit.VectorIndexEdits;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The table's vector indexes (issue 26): the list, and a form ({@link VectorIndexDraft}) that adds a
 * new one or, with one selected, changes or removes it; each one undo step. Everything but the name is
 * fixed once DynamoDB has created the index: the section says when saving would make a new index, and
 * does not forbid it. The rules' problems at the selected index ({@link ModelPath.Index}) show beside it.
 */
public final class VectorIndexesSection extends SettingsSection {
    /** What the form says on the fields DynamoDB fixes at creation. */
    public static final String FIXED = "fixed at creation: changing it makes a new index (delete + create)";

    /**
     * One line of the list: the index's name, what it is ("embedding · 768 dims · COSINE · ALL") and how
     * many problems the rules find at it ("1 error, 2 warnings"; "" for none).
     */
    public record Row(String name, String summary, String problems) {
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<String> attributeChoices = FXCollections.observableArrayList();
    private final ObservableList<String> attributeChoicesView = FXCollections.unmodifiableObservableList(attributeChoices);
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final VectorIndexDraft draft = new VectorIndexDraft();
    private final ReadOnlyStringWrapper selected = new ReadOnlyStringWrapper(this, "selected", "");
    private final ReadOnlyBooleanWrapper existing = new ReadOnlyBooleanWrapper(this, "existing", false);
    private final ReadOnlyStringWrapper recreates = new ReadOnlyStringWrapper(this, "recreates", "");
    private final BooleanProperty expanded = new SimpleBooleanProperty(this, "expanded", false);
    private final LatestWins<List<Problem>> checking;
    /** The index as the form last loaded it (null: a new one), and the name offered to a new one. */
    private VectorIndex loaded;
    private String offeredName = "";
    private String shownTable;
    /** What the rules found in the model last checked (each row's count comes from it). */
    private List<Problem> checked = List.of();

    VectorIndexesSection(DocumentEditor editor, TaskRunner tasks) {
        super(editor);
        this.checking = new LatestWins<>(tasks);
        draft.nameProperty().addListener((o, a, b) -> noteRecreation());
        draft.vectorAttributeProperty().addListener((o, a, b) -> noteRecreation());
        draft.dimensionsProperty().addListener((o, a, b) -> noteRecreation());
        draft.distanceProperty().addListener((o, a, b) -> noteRecreation());
        draft.projectionProperty().addListener((o, a, b) -> noteRecreation());
        draft.includedProperty().addListener((o, a, b) -> noteRecreation());
        draft.partitionAttributeProperty().addListener((o, a, b) -> noteRecreation());
        draft.filterAttributesProperty().addListener((o, a, b) -> noteRecreation());
    }

    @Override
    protected void refresh(TableDesign t) {
        showRows(t);
        List<String> choices = vectorCandidates(t);
        if (!choices.equals(attributeChoices)) {
            attributeChoices.setAll(choices);
        }
        if (!t.name().equals(shownTable)) {
            shownTable = t.name(); // another table: nothing of the last one's form carries over
            selected.set("");
            loaded = null;
            draft.clear("");
            offeredName = "";
        }
        Optional<VectorIndex> open = t.vectorIndex(selected.get());
        String fresh = NewElements.indexName(t, "VectorIndex");
        if (open.isPresent() && !open.get().equals(loaded)) {
            loaded = open.get(); // opened, or changed by undo or another screen: the form follows the model
            draft.load(loaded);
        } else if (open.isEmpty() && loaded != null) {
            loaded = null; // the index shown is gone (removed, undone, renamed): a new one's form
            draft.clear(fresh);
        } else if (open.isEmpty() && draft.nameProperty().get().equals(offeredName)) {
            draft.nameProperty().set(fresh); // a new index's form keeps what was typed, and a name left as offered follows
        }
        if (open.isEmpty()) {
            selected.set("");
        }
        offeredName = fresh;
        existing.set(loaded != null);
        noteRecreation();
        showProblems();
        recheck();
    }

    private void showRows(TableDesign t) {
        List<Row> shown = t.vectorIndexes().stream()
                .map(v -> new Row(v.name(), summary(v), count(checked, path(v.name())))).toList();
        if (!shown.equals(rows)) {
            rows.setAll(shown);
        }
    }

    private String path(String index) {
        return new ModelPath.Index(table(), index).print();
    }

    /** "embedding · 768 dims · COSINE · ALL · partition category · filters brand, colour". */
    static String summary(VectorIndex v) {
        StringBuilder sb = new StringBuilder(v.vectorAttribute()).append(" · ").append(v.dimensions())
                .append(v.dimensions() == 1 ? " dim" : " dims").append(" · ").append(v.distance()).append(" · ")
                .append(v.projection().type());
        if (!v.projection().nonKeyAttributes().isEmpty()) {
            sb.append(' ').append(String.join(", ", v.projection().nonKeyAttributes()));
        }
        v.searchSchema().partitionAttribute().ifPresent(a -> sb.append(" · partition ").append(a));
        if (!v.searchSchema().filterAttributes().isEmpty()) {
            sb.append(" · filters ").append(String.join(", ", v.searchSchema().filterAttributes()));
        }
        return sb.toString();
    }

    /**
     * The attributes offered as a vector attribute: the table's non-key attributes (declared and of its
     * entities), lists first, each once. A key attribute cannot be a vector; any other name may be typed.
     */
    static List<String> vectorCandidates(TableDesign t) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        t.attributes().forEach(a -> types.putIfAbsent(a.name(), a.type()));
        for (Entity e : t.entities()) {
            for (AttributeDef a : e.attributes()) {
                types.putIfAbsent(a.name(), a.type());
            }
        }
        t.vectorIndexes().forEach(v -> types.putIfAbsent(v.vectorAttribute(), AttributeType.L));
        t.keyAttributeNames().forEach(types::remove);
        return types.keySet().stream()
                .sorted(Comparator.comparing((String n) -> types.get(n) != AttributeType.L)
                        .thenComparing(String.CASE_INSENSITIVE_ORDER))
                .toList();
    }

    /** Says when saving the form would change what DynamoDB fixed at creation. */
    private void noteRecreation() {
        if (loaded == null) {
            recreates.set("");
            return;
        }
        Optional<VectorIndex> typed;
        try {
            typed = Optional.of(draft.toIndex());
        } catch (RuntimeException e) {
            typed = Optional.empty(); // not yet an index (dimensions half typed): nothing to compare
        }
        boolean fixedChanged = typed.isPresent() && !typed.get().withName(loaded.name()).equals(loaded);
        recreates.set(fixedChanged ? "Saving changes what DynamoDB fixed at creation: a committed index is deleted "
                + "and created again, and searches wait until it is backfilled." : "");
    }

    /** The rules over the model, off the FX thread, for every index's count and the selected one's lines. */
    private void recheck() {
        DataModel m = editor.model();
        Optional<TableDesign> t = current();
        if (m == null || t.isEmpty() || t.get().vectorIndexes().isEmpty()) {
            checking.cancel();
            checked = List.of();
            problems.clear();
            return;
        }
        checking.submit("Checking the vector indexes of " + table(), progress -> ModelValidator.validate(m),
                outcome -> outcome.dispatch(all -> {
                    if (m == editor.model()) {
                        checked = all;
                        current().ifPresent(this::showRows);
                        showProblems();
                    }
                }, failure -> problems.setAll("Could not check the index: " + failure.getMessage()), () -> { }));
    }

    private void showProblems() {
        List<String> lines = selected.get().isEmpty() ? List.of() : lines(checked, path(selected.get()));
        if (!lines.equals(problems)) {
            problems.setAll(lines);
        }
    }

    /** "1 error, 2 warnings" at {@code path} or inside it; "" when there is nothing. */
    static String count(List<Problem> all, String path) {
        Map<Severity, Long> by = new java.util.EnumMap<>(Severity.class);
        at(all, path).forEach(p -> by.merge(p.severity(), 1L, Long::sum));
        return by.entrySet().stream().map(e -> e.getValue() + " " + (e.getKey() == Severity.INFO ? "note"
                : e.getKey().name().toLowerCase(Locale.ROOT)) + (e.getValue() == 1 ? "" : "s"))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    private static java.util.stream.Stream<Problem> at(List<Problem> all, String path) {
        return all.stream().filter(p -> p.path().equals(path) || p.path().startsWith(path + "/"));
    }

    /** The problems at {@code path} or inside it, worst first, one line each ("error: …"). */
    static List<String> lines(List<Problem> all, String path) {
        return at(all, path).sorted(Comparator.comparing(Problem::severity))
                .map(p -> p.severity().name().toLowerCase(Locale.ROOT) + ": " + p.message()).toList();
    }

    /** Opens index {@code name} in the form (its values, its problems); "" or an unknown name: a new one. */
    public void select(String name) {
        selected.set(name == null ? "" : name);
        loaded = null;
        draft.clear(offeredName);
        current().ifPresent(this::show);
    }

    /** Empties the form for a new index. */
    public void newIndex() {
        select("");
    }

    /** Adds the index the form describes and opens it; the form keeps what was typed when refused. */
    public Optional<String> add() {
        String name = draft.nameProperty().get().strip(); // the form offers the next free name once it is added
        Optional<String> r = act(() -> VectorIndexEdits.add(table(), draft.toIndex()));
        if (r.isEmpty()) {
            select(name);
        }
        return r;
    }

    /** Replaces the selected index with the form's, as one step (a rename included). */
    public Optional<String> save() {
        if (loaded == null) {
            return add();
        }
        String name = loaded.name();
        String newName = draft.nameProperty().get().strip(); // a rename empties the form before it reopens
        Optional<String> r = act(() -> VectorIndexEdits.change(table(), name, draft.toIndex()));
        if (r.isEmpty()) {
            select(newName);
        }
        return r;
    }

    /** Enter in the form: adds a new index, or saves the selected one. */
    public Optional<String> submit() {
        return loaded == null ? add() : save();
    }

    /** Removes the selected index; the form is then empty for a new one. */
    public Optional<String> remove() {
        if (loaded == null) {
            return Optional.empty();
        }
        return act(() -> VectorIndexEdits.delete(table(), loaded.name()));
    }

    public ObservableList<Row> rows() {
        return rowsView;
    }

    /** The attributes offered for the vector attribute (another name may be typed). */
    public ObservableList<String> attributeChoices() {
        return attributeChoicesView;
    }

    public VectorIndexDraft draft() {
        return draft;
    }

    /** The index the form shows; "" while it is a new one. */
    public ReadOnlyStringProperty selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** True while the form shows an index of the model (its fixed fields then carry {@link #FIXED}). */
    public ReadOnlyBooleanProperty existingProperty() {
        return existing.getReadOnlyProperty();
    }

    /** Why saving the form makes a new index, or "" when it only renames or changes nothing. */
    public ReadOnlyStringProperty recreatesProperty() {
        return recreates.getReadOnlyProperty();
    }

    /** The rules' problems at the selected index, one line each. */
    public ObservableList<String> problems() {
        return problemsView;
    }

    /** Whether the section is unfolded; set when a vector index is selected from elsewhere (a problem). */
    public BooleanProperty expandedProperty() {
        return expanded;
    }
}
