package dev.tablewright.ui.inspector;

import dev.tablewright.advice.SuggestionCheck;
import dev.tablewright.engine.coverage.Coverage;
import dev.tablewright.engine.index.CollectionPreview;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.model.edit.Suggestions;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What an inspector suggests, each found and then checked off the FX thread ({@link SuggestionCheck}:
 * applied to a copy, it must not make the design worse); only those that pass are offered, and
 * {@link #withheldProperty()} says why the others are not. The table inspector's are the designs its
 * relationships call for, the indexes that could key on attributes and the fixes {@link Coverage}
 * proposes for access patterns that need a Scan or filter out most of what they read; a
 * relationship's are what it calls for.
 */
final class CheckedSuggestions {
    private final ObservableList<Suggestion> suggestions = FXCollections.observableArrayList();
    private final ObservableList<Suggestion> suggestionsView = FXCollections.unmodifiableObservableList(suggestions);
    private final ReadOnlyStringWrapper withheld = new ReadOnlyStringWrapper(this, "withheld", "");
    private final ReadOnlyObjectWrapper<SuggestionPreview> preview = new ReadOnlyObjectWrapper<>(this, "preview");
    private final LatestWins<Checked> checking;
    private final LatestWins<SuggestionPreview> previewing;
    private final Consumer<String> failed;
    /** The table (another instance is another design) and the part of it the suggestions were found for. */
    private TableDesign checkedTable;
    private int checkedPart;
    private TableDesign previewedTable;

    /** What was found: what may be offered, and why the rest may not. */
    record Checked(List<Suggestion> offered, List<String> withheld) {
        /**
         * "2 suggestions withheld" and, on the lines after it, each one's title and why ("• Store Match in
         * Tournament's item collection: …"); empty when none was.
         */
        String withheldText() {
            if (withheld.isEmpty()) {
                return "";
            }
            return withheld.size() + (withheld.size() == 1 ? " suggestion withheld" : " suggestions withheld")
                    + "\n• " + String.join("\n• ", withheld);
        }
    }

    /** Checks each suggestion found on {@code model} (off the FX thread: it measures the model). */
    static Checked check(DataModel model, List<Suggestion> found) {
        if (found.isEmpty()) {
            return new Checked(List.of(), List.of()); // nothing to measure the model for
        }
        SuggestionCheck check = SuggestionCheck.of(model);
        List<Suggestion> offered = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (Suggestion s : found) {
            Optional<String> refusal = check.refusal(s);
            if (refusal.isEmpty()) {
                offered.add(s);
            } else {
                why.add(s.title() + ": " + refusal.get());
            }
        }
        return new Checked(offered, why);
    }

    /** @param failed told, in a sentence, when finding or previewing fails */
    CheckedSuggestions(TaskRunner tasks, Consumer<String> failed) {
        this.checking = new LatestWins<>(tasks);
        this.previewing = new LatestWins<>(tasks);
        this.failed = failed;
    }

    /** Finds and checks the table inspector's suggestions for {@code table} of {@code model}. */
    void show(DataModel model, TableDesign table) {
        show(model, table, -1, () -> {
            List<Suggestion> found = new ArrayList<>(Suggestions.forTable(table));
            Coverage.of(table).flagged().forEach(c -> found.addAll(c.fixes()));
            return found;
        });
    }

    /**
     * Finds (off the FX thread) and checks the suggestions of one part of {@code table} ({@code part}:
     * a relationship's position, -1 for the table), unless they are found already.
     */
    void show(DataModel model, TableDesign table, int part, Supplier<List<Suggestion>> finder) {
        if (table != previewedTable) {
            previewing.cancel();
            preview.set(null); // it showed what the old model would become
        }
        if (table == checkedTable && part == checkedPart) {
            return;
        }
        checkedTable = table;
        checkedPart = part;
        suggestions.clear();
        withheld.set("");
        checking.submit("Checking suggestions for " + table.name(), progress -> check(model, finder.get()),
                outcome -> outcome.dispatch(c -> {
            if (checkedTable == table && checkedPart == part) {
                suggestions.setAll(c.offered());
                withheld.set(c.withheldText());
            }
        }, failure -> failed.accept("Could not check the suggestions: " + failure.getMessage()), () -> { }));
    }

    /**
     * Computes, off the FX thread, what the suggestion at {@code n} does to its entity's item
     * collection (a whole index view of the sample data, before and after). Suggestions without an
     * index to preview are ignored.
     */
    void preview(int n, DataModel model, TableDesign before) {
        if (n < 0 || n >= suggestions.size() || suggestions.get(n).preview().isEmpty()) {
            return;
        }
        Suggestion s = suggestions.get(n);
        Suggestion.IndexPreview what = s.preview().get();
        previewing.submit("Previewing " + what.index(), progress -> {
            Optional<CollectionPreview> was = CollectionPreview.of(before, what.index(), what.entity());
            Optional<CollectionPreview> now = s.edit().apply(model).table(before.name())
                    .flatMap(t -> CollectionPreview.of(t, what.index(), what.entity()));
            return new SuggestionPreview(n, was, now);
        }, outcome -> outcome.dispatch(p -> {
            previewedTable = before;
            preview.set(p);
        }, failure -> failed.accept("Could not preview: " + failure.getMessage()), () -> { }));
    }

    /** The suggestion at {@code n}, if there is one. */
    Optional<Suggestion> get(int n) {
        return n < 0 || n >= suggestions.size() ? Optional.empty() : Optional.of(suggestions.get(n));
    }

    ObservableList<Suggestion> list() {
        return suggestionsView;
    }

    ReadOnlyObjectProperty<SuggestionPreview> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** Why the suggestions found and not offered are not ("" when every one is offered). */
    ReadOnlyStringProperty withheldProperty() {
        return withheld.getReadOnlyProperty();
    }
}
