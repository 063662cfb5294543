package dev.tablewright.ui.patterns;

import dev.tablewright.engine.cost.TableCost;
import dev.tablewright.engine.cost.TableCostEstimator;
import dev.tablewright.engine.cost.TableCostLines;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Access patterns tab: every pattern of the table the selection is in (the first table until
 * one is selected), each checked on the sample data. Every model change re-checks them in the
 * background, the newest check winning. The selected row is the document's selection (a pattern),
 * so the inspector shows it; Add, Duplicate, Delete and Move up/down are each one undo step.
 */
public final class AccessPatternsViewModel {
    private final Document document;
    private final LatestWins<List<PatternCheck>> checking;
    private final ReadOnlyStringWrapper table = new ReadOnlyStringWrapper(this, "table", "");
    private final ObservableList<PatternCheck> rows = FXCollections.observableArrayList();
    private final ObservableList<PatternCheck> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyIntegerWrapper selectedRow = new ReadOnlyIntegerWrapper(this, "selectedRow", -1);
    /** Where the selected pattern's returned items are marked: the grids. */
    private BiConsumer<String, List<SourcedItem>> marks = (t, items) -> { };
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    /** The table's cost beyond its patterns (storage, PITR, streams, replicas, warm throughput), when it has any. */
    private final ReadOnlyStringWrapper tableCost = new ReadOnlyStringWrapper(this, "tableCost", "");
    private final Command add;
    private final Command duplicate;
    private final Command delete;
    private final Command moveUp;
    private final Command moveDown;
    /** False while the tab is hidden: checks wait until it shows (a big model's sample data is real work). */
    private boolean active = true;
    /** True when the model changed while hidden, so showing the tab checks again. */
    private boolean stale;

    public AccessPatternsViewModel(Document document, TaskRunner tasks) {
        this.document = document;
        this.checking = new LatestWins<>(tasks);
        BooleanBinding hasTable = Bindings.createBooleanBinding(() -> table().isPresent(), table,
                document.modelProperty());
        BooleanBinding hasPattern = Bindings.createBooleanBinding(() -> selectedPattern().isPresent(),
                document.selectionProperty(), document.modelProperty(), table);
        BooleanBinding canMoveUp = Bindings.createBooleanBinding(() -> position() > 0,
                document.selectionProperty(), document.modelProperty(), table);
        BooleanBinding canMoveDown = Bindings.createBooleanBinding(
                () -> position() >= 0 && position() < table().map(t -> t.accessPatterns().size()).orElse(0) - 1,
                document.selectionProperty(), document.modelProperty(), table);
        add = new Command(hasTable, this::addPattern);
        duplicate = new Command(hasPattern, this::duplicatePattern);
        delete = new Command(hasPattern, this::deletePattern);
        moveUp = new Command(canMoveUp, () -> move(-1));
        moveDown = new Command(canMoveDown, () -> move(1));
        document.selectionProperty().addListener((o, a, b) -> {
            followSelection(b);
            selectedRow.set(rowOfSelection());
            markSelected(); // another pattern's rows, or none when the selection left the patterns
        });
        document.modelProperty().addListener((o, a, b) -> recheck());
        followSelection(document.selectionProperty().get());
        recheck();
    }

    /**
     * Whether the tab is showing. While it is not, changes of the model are not checked; showing it
     * checks the model then, once.
     */
    public void setActive(boolean showing) {
        active = showing;
        if (showing && stale) {
            recheck();
        }
    }

    /**
     * Marks the selected pattern's returned items there (the grids) whenever the selection or the
     * check changes; the selection itself stays on the pattern, for the inspector.
     */
    public void markReturnedIn(BiConsumer<String, List<SourcedItem>> where) {
        marks = where;
        markSelected();
    }

    private void markSelected() {
        Optional<PatternCheck> c = selectedCheck();
        marks.accept(c.map(x -> x.analysis().table()).orElse(table.get()), c.map(PatternCheck::returned).orElse(List.of()));
    }

    /** "Orders (Standard-IA): requests …; storage …; total …", empty when only the patterns cost. */
    public ReadOnlyStringProperty tableCostProperty() {
        return tableCost.getReadOnlyProperty();
    }

    /** A form for the prices the costs are computed at, filled from the model now. */
    public PricesViewModel prices() {
        return new PricesViewModel(document);
    }

    /** The name of the table whose patterns are listed; empty when there is none. */
    public ReadOnlyStringProperty tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** Each pattern of the table with its check, in the table's order (the last finished check). */
    public ObservableList<PatternCheck> rows() {
        return rowsView;
    }

    /** The row of the selected pattern, -1 when the selection is no pattern listed here. */
    public ReadOnlyIntegerProperty selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    /** What the last action said (why an edit was refused, what Show returned rows selected). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True while the patterns are being checked. */
    public ReadOnlyBooleanProperty checkingProperty() {
        return checking.runningProperty();
    }

    public Command addCommand() {
        return add;
    }

    public Command duplicateCommand() {
        return duplicate;
    }

    public Command deleteCommand() {
        return delete;
    }

    public Command moveUpCommand() {
        return moveUp;
    }

    public Command moveDownCommand() {
        return moveDown;
    }

    /** The user picked a row: the pattern becomes the document's selection (the inspector shows it). */
    public void select(int row) {
        if (row >= 0 && row < rows.size()) {
            document.select(new ModelPath.AccessPatternPath(table.get(), rows.get(row).name()));
        }
    }

    /**
     * Selects, in the grids, the first sample item the selected pattern returns, and says how many it
     * returns; all of them stay marked. The pattern's own selection moves to the item.
     *
     * @return the grid tab that shows the items (the table or the index read), when there was an item
     */
    public Optional<String> showReturnedRows() {
        Optional<PatternCheck> check = selectedCheck();
        if (check.isEmpty()) {
            message.set("Select an access pattern first.");
            return Optional.empty();
        }
        PatternCheck c = check.get();
        Optional<ModelPath> first = c.firstReturned();
        if (first.isEmpty()) {
            message.set("'" + c.name() + "' returns no sample item.");
            return Optional.empty();
        }
        int n = c.returned().size();
        message.set("'" + c.name() + "' returns " + n + (n == 1 ? " item" : " items")
                + (n > 1 ? ", marked in the grids; the first is selected." : "; it is selected in the grids."));
        document.select(first.get());
        marks.accept(c.analysis().table(), c.returned()); // the selection left the pattern: the marks stay
        String index = c.analysis().servedBy().index();
        // A vector index has no grid of its own (its tab searches): the items are marked in the table's.
        boolean grid = index != null && c.pattern().operation() != dev.tablewright.model.OperationKind.SEARCH_VECTORS;
        return Optional.of(grid ? index : c.analysis().table());
    }

    /** The check of the selected pattern, from the last finished check. */
    public Optional<PatternCheck> selectedCheck() {
        int row = rowOfSelection();
        return row < 0 ? Optional.empty() : Optional.of(rows.get(row));
    }

    private void addPattern() {
        table().ifPresent(t -> {
            NewElements.Addition a = NewElements.accessPattern(t);
            apply(a.edit(), a.select());
        });
    }

    private void duplicatePattern() {
        selectedPattern().ifPresent(p -> {
            String copy = AccessPatternEdits.copyName(table().orElseThrow(), p.name());
            apply(AccessPatternEdits.duplicate(table.get(), p.name()), new ModelPath.AccessPatternPath(table.get(), copy));
        });
    }

    /** Deletes the selected pattern; the one after it (else before it, else the table) is selected next. */
    private void deletePattern() {
        selectedPattern().ifPresent(p -> {
            List<AccessPattern> all = table().orElseThrow().accessPatterns();
            int at = position();
            ModelPath next = all.size() == 1 ? new ModelPath.Table(table.get())
                    : new ModelPath.AccessPatternPath(table.get(), all.get(at + 1 < all.size() ? at + 1 : at - 1).name());
            apply(AccessPatternEdits.delete(table.get(), p.name()), next);
        });
    }

    private void move(int by) {
        selectedPattern().ifPresent(p -> apply(AccessPatternEdits.move(table.get(), p.name(), position() + by),
                new ModelPath.AccessPatternPath(table.get(), p.name())));
    }

    private void apply(Edit edit, ModelPath selectAfter) {
        message.set(document.apply(edit, selectAfter).orElse(""));
    }

    private Optional<TableDesign> table() {
        DataModel m = document.model();
        return m == null ? Optional.empty() : m.table(table.get());
    }

    /** The selected pattern, when it is one of this table's in the current model. */
    private Optional<AccessPattern> selectedPattern() {
        if (document.selectionProperty().get() instanceof ModelPath.AccessPatternPath p && p.table().equals(table.get())) {
            return table().flatMap(t -> t.accessPatterns().stream().filter(x -> x.name().equals(p.pattern())).findFirst());
        }
        return Optional.empty();
    }

    private int position() {
        return selectedPattern().map(p -> table().orElseThrow().accessPatterns().indexOf(p)).orElse(-1);
    }

    private int rowOfSelection() {
        if (document.selectionProperty().get() instanceof ModelPath.AccessPatternPath p && p.table().equals(table.get())) {
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).name().equals(p.pattern())) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Lists the table the selection is in; a selection outside any table keeps the table listed. */
    private void followSelection(ModelPath path) {
        DataModel m = document.model();
        if (path != null && m != null && m.table(path.table()).isPresent() && !path.table().equals(table.get())) {
            table.set(path.table());
            rows.clear(); // another table's patterns: not shown until checked
            recheck();
        }
    }

    private void recheck() {
        DataModel m = document.model();
        if (m == null) {
            checking.cancel();
            table.set("");
            rows.clear();
            tableCost.set("");
            selectedRow.set(-1);
            return;
        }
        if (m.table(table.get()).isEmpty()) {
            table.set(m.tables().isEmpty() ? "" : m.tables().get(0).name());
        }
        if (!active) {
            checking.cancel();
            stale = true;
            return;
        }
        stale = false;
        String name = table.get();
        checking.submit("Checking access patterns of " + name, progress -> PatternChecks.of(m, name),
                outcome -> outcome.dispatch(checks -> {
                    if (Objects.equals(name, table.get())) {
                        rows.setAll(checks);
                        tableCost.set(tableCost(m, name, checks));
                        selectedRow.set(rowOfSelection());
                        markSelected(); // the same row may return other items now
                    }
                }, failure -> message.set("Could not check the access patterns: " + failure.getMessage()),
                        () -> { }));
    }

    /** The table's cost lines in one paragraph, or nothing when no setting adds a cost line. */
    private static String tableCost(DataModel m, String name, List<PatternCheck> checks) {
        return m.table(name).map(t -> new TableCostEstimator(m.pricesOrDefault())
                        .of(t, checks.stream().map(PatternCheck::analysis).toList()))
                .filter(TableCost::hasSettingsLines).map(TableCostLines::paragraph).orElse("");
    }
}
