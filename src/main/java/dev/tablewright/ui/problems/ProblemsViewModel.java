package dev.tablewright.ui.problems;

import dev.tablewright.model.FixHint;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.QuickFixes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Problems list: what the file reader found, then what the rules found, errors first. A problem
 * whose rule knows a one-step fix offers it ({@link #fix}); applying it is one undo step, and the
 * rules then run again as after any edit.
 */
public final class ProblemsViewModel {
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper fixOutcome = new ReadOnlyStringWrapper(this, "fixOutcome", "");
    private Function<Edit, Optional<String>> editor = edit -> Optional.of("There is no document to fix.");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("No problems");
    private List<Problem> fileProblems = List.of();
    private List<Problem> designProblems = List.of();

    public ObservableList<Problem> problems() {
        return problems;
    }

    /** How fixes reach the document: one edit, one undo step; answers the refusal, if any. */
    public void setEditor(Function<Edit, Optional<String>> documentEditor) {
        editor = documentEditor;
    }

    /** The fix a problem's rule offers, as its button says it ("Declare GSI2PK (S) on table Movies"). */
    public Optional<String> fixLabel(Problem problem) {
        return problem.fixHint().map(FixHint::label);
    }

    /** Applies the problem's fix; says in {@link #fixOutcomeProperty()} what was done or why not. */
    public Optional<String> fix(Problem problem) {
        Optional<FixHint> hint = problem.fixHint();
        if (hint.isEmpty()) {
            fixOutcome.set("No fix is known for this problem.");
            return Optional.of(fixOutcome.get());
        }
        Optional<String> refusal = editor.apply(QuickFixes.edit(hint.get()));
        fixOutcome.set(refusal.map(r -> "Not fixed: " + r).orElse("Fixed: " + hint.get().label()));
        return refusal;
    }

    /** The last fix's outcome, for the status line. */
    public ReadOnlyStringProperty fixOutcomeProperty() {
        return fixOutcome.getReadOnlyProperty();
    }

    /** "2 errors, 5 warnings" for the tab title and status bar. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public void setFileProblems(List<Problem> list) {
        fileProblems = List.copyOf(list);
        publish();
    }

    public void setDesignProblems(List<Problem> list) {
        designProblems = List.copyOf(list);
        publish();
    }

    private void publish() {
        List<Problem> all = new ArrayList<>(fileProblems);
        all.addAll(designProblems);
        // Stable sort: errors first, otherwise as the reader and the rules reported them.
        all.sort(Comparator.comparing(Problem::severity));
        problems.setAll(all);
        long errors = count(all, Severity.ERROR);
        long warnings = count(all, Severity.WARNING);
        long notes = count(all, Severity.INFO);
        summary.set(all.isEmpty() ? "No problems"
                : plural(errors, "error") + ", " + plural(warnings, "warning") + ", " + plural(notes, "note"));
    }

    private static long count(List<Problem> list, Severity s) {
        return list.stream().filter(p -> p.severity() == s).count();
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
