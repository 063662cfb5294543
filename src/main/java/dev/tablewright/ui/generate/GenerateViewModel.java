package dev.tablewright.ui.generate;

import java.util.Optional;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.sample.GeneratedItems;
import dev.tablewright.sample.GenerationRequest;
import dev.tablewright.sample.SampleGenerator;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Data → Generate sample data: how many items of each entity of a table, and the seed that makes
 * the result reproducible. Generation runs as a background task (progress and cancel in the status
 * bar); its items are added as one undo step.
 */
public final class GenerateViewModel {
    /** One entity's line in the form. */
    public static final class EntityCount {
        private final String entity;
        private final IntegerProperty count;

        EntityCount(String entity, int count) {
            this.entity = entity;
            this.count = new SimpleIntegerProperty(count);
        }

        public String entity() {
            return entity;
        }

        public IntegerProperty countProperty() {
            return count;
        }
    }

    static final int DEFAULT_COUNT = 20;
    private final Document document;
    private final TaskRunner tasks;
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObjectProperty<String> table = new SimpleObjectProperty<>();
    private final ObservableList<EntityCount> counts = FXCollections.observableArrayList();
    /** Each count set, by table and entity, for as long as the window is open. */
    private final Map<String, Integer> remembered = new java.util.HashMap<>();
    private final LongProperty seed = new SimpleLongProperty(1);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");
    private final Set<String> generationThreads = ConcurrentHashMap.newKeySet();
    private TaskRunner.Handle handle;

    public GenerateViewModel(Document document, TaskRunner tasks) {
        this.document = document;
        this.tasks = tasks;
        table.addListener((o, a, b) -> fillCounts());
    }

    /** Fills the form for the current model, on the table of the current selection. */
    public void prepare() {
        DataModel m = document.model();
        tables.setAll(m == null ? List.of() : m.tables().stream().map(TableDesign::name).toList());
        ModelPath path = document.selection();
        String selected = path != null && tables.contains(path.table()) ? path.table()
                : tables.isEmpty() ? null : tables.get(0);
        if (selected != null && selected.equals(table.get())) {
            fillCounts();
        } else {
            table.set(selected);
        }
    }

    /** The counts of every table's entities as last set: the dialog opens with them, whichever table it shows. */
    private void fillCounts() {
        String t = table.get();
        counts.setAll(designOf(t).map(d -> d.entities().stream()
                .map(e -> count(t, e.name())).toList()).orElse(List.of()));
    }

    private EntityCount count(String table, String entity) {
        String key = table + "\u0000" + entity;
        EntityCount c = new EntityCount(entity, remembered.getOrDefault(key, DEFAULT_COUNT));
        c.countProperty().addListener((o, a, n) -> remembered.put(key, n.intValue()));
        return c;
    }

    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    public ObservableList<EntityCount> counts() {
        return counts;
    }

    /** Sets every entity's count at once. */
    public void setAllCounts(int n) {
        counts.forEach(c -> c.countProperty().set(Math.max(0, n)));
    }

    public LongProperty seedProperty() {
        return seed;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the last generation did ("Added 10,000 items …", its notes, or why it failed). */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** Threads that ran generation work (tests prove it is never the FX thread). */
    public Set<String> generationThreads() {
        return Set.copyOf(generationThreads);
    }

    /** Starts generating in the background; nothing happens while a generation runs or when no entity gets items. */
    public void generate() {
        String tableName = table.get();
        if (running.get() || tableName == null || designOf(tableName).isEmpty()) {
            return;
        }
        Map<String, Integer> wanted = new LinkedHashMap<>();
        counts.forEach(c -> {
            if (c.countProperty().get() > 0) {
                wanted.put(c.entity(), c.countProperty().get());
            }
        });
        if (wanted.isEmpty()) {
            result.set("Give at least one entity a number of items.");
            return;
        }
        GenerationRequest request = new GenerationRequest(wanted, seed.get());
        TableDesign design = designOf(tableName).orElseThrow();
        running.set(true);
        result.set("");
        handle = tasks.run(String.format("Generating %,d items", request.total()), p -> {
            generationThreads.add(Thread.currentThread().getName());
            return SampleGenerator.generate(design, request, p);
        }, outcome -> {
            running.set(false);
            handle = null;
            outcome.dispatch(made -> apply(tableName, made),
                    failure -> result.set("Could not generate: " + failure.getMessage()),
                    () -> result.set("Generation cancelled; nothing was added."));
        });
    }

    private void apply(String tableName, GeneratedItems made) {
        if (made.count() == 0) {
            result.set("Nothing generated. " + String.join(" ", made.notes()));
            return;
        }
        document.apply(made.edit(tableName)).ifPresentOrElse(
                reason -> result.set("Could not add the items: " + reason),
                () -> result.set(String.format("Added %,d items to %s.", made.count(), tableName)
                        + (made.notes().isEmpty() ? "" : " " + String.join(" ", made.notes()))));
    }

    /** Stops the running generation; its outcome (Cancelled) clears {@link #runningProperty()}. */
    public void cancel() {
        if (handle != null) {
            handle.cancel();
        }
    }

    private Optional<TableDesign> designOf(String name) {
        DataModel m = document.model();
        return m == null || name == null ? Optional.empty() : m.table(name);
    }
}
