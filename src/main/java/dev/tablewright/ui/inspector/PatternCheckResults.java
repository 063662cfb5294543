package dev.tablewright.ui.inspector;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.operation.search.VectorSearchForm;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.patterns.PatternCheck;
import dev.tablewright.ui.patterns.PatternChecks;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What the shown pattern does on the sample data, under the form: served by, items returned (a
 * vector search's with their scores), RCU/WCU, monthly cost, its problems and coverage's fixes. The
 * check runs in the background; only
 * the latest one, on the model and pattern still shown, is shown.
 */
final class PatternCheckResults {
    private final ShownPattern shown;
    private final LatestWins<Checked> checking;
    private final ReadOnlyStringWrapper withheld = new ReadOnlyStringWrapper(this, "withheld", "");

    /** The pattern's check and its fixes, each checked before it is offered. */
    private record Checked(Optional<PatternCheck> check, CheckedSuggestions.Checked fixes) {
    }
    private DataModel shownModel;
    private final ObservableList<Suggestion> fixes = FXCollections.observableArrayList();
    private final ObservableList<Suggestion> fixesView = FXCollections.unmodifiableObservableList(fixes);
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ObservableList<String> scored = FXCollections.observableArrayList();
    private final ObservableList<String> scoredView = FXCollections.unmodifiableObservableList(scored);
    private final ReadOnlyObjectWrapper<PatternCheck> check = new ReadOnlyObjectWrapper<>(this, "check");
    private final ReadOnlyStringWrapper servedBy = new ReadOnlyStringWrapper(this, "servedBy", "");
    private final ReadOnlyStringWrapper returns = new ReadOnlyStringWrapper(this, "returns", "");
    private final ReadOnlyStringWrapper capacity = new ReadOnlyStringWrapper(this, "capacity", "");
    private final ReadOnlyStringWrapper cost = new ReadOnlyStringWrapper(this, "cost", "");

    PatternCheckResults(ShownPattern shown, TaskRunner tasks) {
        this.shown = shown;
        this.checking = new LatestWins<>(tasks);
    }

    /** Checks the shown pattern on the model as it is now. */
    void recheck() {
        DataModel m = shown.model();
        if (m != shownModel) {
            // What was found on the model before is not offered on this one: its fixes were made against the old one.
            shownModel = m;
            show(null);
        }
        String t = shown.table();
        String p = shown.pattern();
        checking.submit("Checking access pattern " + p, progress -> {
            Optional<PatternCheck> c = PatternChecks.one(m, t, p);
            return new Checked(c, CheckedSuggestions.check(m, c.map(PatternCheck::fixes).orElse(List.of())));
        }, outcome -> outcome.dispatch(c -> {
                    if (m == shown.model() && t.equals(shown.table()) && p.equals(shown.pattern())) {
                        show(c.check().orElse(null));
                        fixes.setAll(c.fixes().offered());
                        withheld.set(c.fixes().withheldText());
                    }
                }, failure -> servedBy.set("Could not check the pattern: " + failure.getMessage()), () -> { }));
    }

    /** Applies fix {@code n} of {@link #fixes()} as one undo step: only ever on the user's request. */
    Optional<String> applyFix(int n) {
        if (n < 0 || n >= fixes.size()) {
            return shown.refused("There is no such fix.");
        }
        return shown.apply(fixes.get(n).edit());
    }

    private void show(PatternCheck c) {
        check.set(c);
        if (c == null) {
            servedBy.set("checking…");
            returns.set("");
            capacity.set("");
            cost.set("");
            problems.clear();
            scored.clear();
            fixes.clear();
            withheld.set("");
            return;
        }
        servedBy.set(c.servedBy() + (c.analysis().entities().isEmpty() ? ""
                : " — " + String.join(", ", c.analysis().entities())));
        int n = c.returned().size();
        returns.set(c.items().equals("—") ? "—"
                : "returns " + n + (c.analysis().more() ? "+" : "") + (n == 1 ? " item" : " items") + " on the sample data"
                        + (c.analysis().scores().isEmpty() ? "" : ", nearest first; " + scoreMeaning(c)));
        boolean search = c.pattern().operation() == OperationKind.SEARCH_VECTORS;
        capacity.set(search ? "no capacity units: a search is billed by the bytes it examines"
                : c.readUnits() + " RCU · " + c.writeUnits() + " WCU per request");
        // Then what the stream's kept items cost, a line each (PatternCheck.streamLines).
        cost.set(c.analysis().cost().map(x -> c.monthlyCost() + " a month")
                .orElse(c.analysis().ran() ? "no expected rate: give one to estimate the cost" : "—")
                + c.streamLines().stream().map(l -> "\n" + l).collect(java.util.stream.Collectors.joining()));
        problems.setAll(c.problemLines());
        scored.setAll(c.scoredLines(shown.model().table(c.analysis().table())
                .map(t -> t.keySchema().names()).orElse(List.of())));
    }

    /** "score: cosine distance (…), lower is nearer", by the searched index's distance function. */
    private String scoreMeaning(PatternCheck c) {
        return shown.model().table(c.analysis().table()).flatMap(t -> c.pattern().indexName().flatMap(t::vectorIndex))
                .map(v -> VectorSearchForm.meaning(v.distance())).orElse("score");
    }

    /** Why fixes found for the pattern are not offered (they would make the design worse), or empty. */
    ReadOnlyStringProperty withheldProperty() {
        return withheld.getReadOnlyProperty();
    }

    ObservableList<Suggestion> fixes() {
        return fixesView;
    }

    ObservableList<String> problems() {
        return problemsView;
    }

    /** A vector search's results with their scores, nearest first ({@link PatternCheck#scoredLines}). */
    ObservableList<String> scored() {
        return scoredView;
    }

    ReadOnlyObjectProperty<PatternCheck> checkProperty() {
        return check.getReadOnlyProperty();
    }

    ReadOnlyStringProperty servedByProperty() {
        return servedBy.getReadOnlyProperty();
    }

    ReadOnlyStringProperty returnsProperty() {
        return returns.getReadOnlyProperty();
    }

    ReadOnlyStringProperty capacityProperty() {
        return capacity.getReadOnlyProperty();
    }

    ReadOnlyStringProperty costProperty() {
        return cost.getReadOnlyProperty();
    }
}
