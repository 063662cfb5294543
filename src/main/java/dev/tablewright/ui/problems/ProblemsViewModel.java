package dev.tablewright.ui.problems;

import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The Problems list: what the file reader found, then what the rules found, errors first. */
public final class ProblemsViewModel {
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("No problems");
    private List<Problem> fileProblems = List.of();
    private List<Problem> designProblems = List.of();

    public ObservableList<Problem> problems() {
        return problems;
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
