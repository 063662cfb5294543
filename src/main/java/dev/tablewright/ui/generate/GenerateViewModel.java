package dev.tablewright.ui.generate;

import java.util.Optional;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.sample.DateRange;
import dev.tablewright.sample.GeneratedItems;
import dev.tablewright.sample.GenerationRequest;
import dev.tablewright.sample.KeyLimitExceeded;
import dev.tablewright.sample.SampleGenerator;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.TaskRunner;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
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
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Data → Generate sample data: how many items of each entity of a table, the seed that makes the
 * result reproducible, and the days dates fall on (typed as yyyy-mm-dd, checked here: Generate waits
 * for a valid range). Generation runs as a background task (progress and cancel in the status bar);
 * its items are added as one undo step, or none when it is refused (keys longer than DynamoDB allows),
 * which {@link #refusalProperty()} says for the dialog.
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
    private final StringProperty from = new SimpleStringProperty();
    private final StringProperty to = new SimpleStringProperty();
    private final ReadOnlyStringWrapper datesProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");
    private final Set<String> generationThreads = ConcurrentHashMap.newKeySet();
    private TaskRunner.Handle handle;

    public GenerateViewModel(Document document, TaskRunner tasks) {
        this(document, tasks, Clock.systemDefaultZone());
    }

    /** @param clock today, for the usual dates: the twelve whole months before this one */
    public GenerateViewModel(Document document, TaskRunner tasks, Clock clock) {
        this.document = document;
        this.tasks = tasks;
        table.addListener((o, a, b) -> fillCounts());
        DateRange usual = DateRange.twelveMonthsBefore(LocalDate.now(clock));
        from.set(usual.from().toString());
        to.set(usual.to().toString());
        from.addListener((o, a, b) -> checkDates());
        to.addListener((o, a, b) -> checkDates());
    }

    /** Fills the form for the current model, on the table of the current selection. */
    public void prepare() {
        refusal.set("");
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

    /**
     * The counts of every table's entities as last set: the dialog opens with them, whichever table it shows.
     * Entities the stream keeps have none: their items are computed from their sources'.
     */
    private void fillCounts() {
        String t = table.get();
        counts.setAll(designOf(t).map(d -> d.entities().stream().filter(e -> d.keptEntity(e.name()).isEmpty())
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

    /** The first day of generated dates, months and timestamps, as yyyy-mm-dd. */
    public StringProperty fromProperty() {
        return from;
    }

    /** Their last day, as yyyy-mm-dd. */
    public StringProperty toProperty() {
        return to;
    }

    /** Why the dates cannot be used ("" when they can): Generate waits for them. */
    public ReadOnlyStringProperty datesProblemProperty() {
        return datesProblem.getReadOnlyProperty();
    }

    /** Why the last generation was refused and added nothing ("" when it was not). */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
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
        Optional<DateRange> dates = dates();
        if (dates.isEmpty()) {
            result.set(datesProblem.get());
            return;
        }
        GenerationRequest request = new GenerationRequest(wanted, seed.get(), dates.get());
        TableDesign design = designOf(tableName).orElseThrow();
        running.set(true);
        result.set("");
        refusal.set("");
        handle = tasks.run(String.format("Generating %,d items", request.total()), p -> {
            generationThreads.add(Thread.currentThread().getName());
            return SampleGenerator.generate(design, request, p);
        }, outcome -> {
            running.set(false);
            handle = null;
            outcome.dispatch(made -> apply(tableName, made), this::failed,
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
                        + (made.keptByEntity().isEmpty() ? "" : " Computed again from their sources: "
                        + String.join(", ", made.keptByEntity().keySet()) + ".")
                        + (made.notes().isEmpty() ? "" : " " + String.join(" ", made.notes()))));
    }

    private void failed(Throwable failure) {
        if (failure instanceof KeyLimitExceeded refused) {
            refusal.set(refused.getMessage());
            result.set("Nothing was generated: " + refused.getMessage());
        } else {
            result.set("Could not generate: " + failure.getMessage());
        }
    }

    private void checkDates() {
        try {
            parsedDates();
            datesProblem.set("");
        } catch (IllegalArgumentException e) {
            datesProblem.set(e.getMessage());
        }
    }

    private Optional<DateRange> dates() {
        checkDates();
        return datesProblem.get().isEmpty() ? Optional.of(parsedDates()) : Optional.empty();
    }

    /** @throws IllegalArgumentException saying which date is not one, or that the range is backwards */
    private DateRange parsedDates() {
        LocalDate first = date("From", from.get());
        LocalDate last = date("To", to.get());
        if (last.isBefore(first)) {
            throw new IllegalArgumentException("The dates end (" + last + ") before they start (" + first + ").");
        }
        return new DateRange(first, last);
    }

    private static LocalDate date(String field, String text) {
        try {
            return LocalDate.parse(text == null ? "" : text.strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(field + ": '" + (text == null ? "" : text.strip())
                    + "' is not a date as yyyy-mm-dd.");
        }
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
