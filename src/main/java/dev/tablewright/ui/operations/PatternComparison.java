package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.SideBySide;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * An access pattern run on the Sandbox (the model's sample data) and on a tab's connection, off the
 * FX thread, and what came of it: one line (the same items in the same order, or where not) and, side
 * by side, each item only one side has, each attribute that differs and where the order parts
 * ({@link ComparisonRow}). A new comparison replaces one still running.
 */
final class PatternComparison {
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ObservableList<ComparisonRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper leftName = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper rightName = new ReadOnlyStringWrapper("");
    private final ReadOnlyLongWrapper finished = new ReadOnlyLongWrapper();
    private final ReadOnlyStringWrapper pattern = new ReadOnlyStringWrapper("");
    private final LatestWins<SideBySide.Result> comparing;

    PatternComparison(TaskRunner tasks) {
        this.comparing = new LatestWins<>(tasks);
    }

    /** @param table the model's design of the pattern's table, or null when none is chosen */
    void compare(TableDesign table, AccessPattern pattern, Map<String, String> parameters, DataModel sample,
            Supplier<Gateway> gateway) {
        if (table == null) {
            text.set("Choose a table first.");
            return;
        }
        text.set("Comparing '" + pattern.name() + "'…");
        this.pattern.set(pattern.name());
        rows.clear();
        comparing.submit("Comparing " + pattern.name(), progress -> {
            try (SandboxGateway sandbox = SandboxGateway.of(sample)) {
                return SideBySide.run(table, pattern, parameters, sandbox, gateway.get());
            }
        }, outcome -> outcome.dispatch(r -> {
            text.set(r.left().connection() + " and " + r.right().connection() + ": " + r.summary());
            leftName.set(r.left().connection());
            rightName.set(r.right().connection());
            rows.setAll(ComparisonRow.of(r, table.keySchema().names()));
            finished.set(finished.get() + 1);
        },
                failure -> text.set("Could not compare: " + failure.getMessage()),
                () -> text.set("")));
    }

    /** The last comparison side by side: empty while one runs, and when both sides answered alike. */
    ObservableList<ComparisonRow> rows() {
        return rows;
    }

    /** The access pattern of the last comparison. */
    ReadOnlyStringProperty patternProperty() {
        return pattern.getReadOnlyProperty();
    }

    /** The left side's name in the last comparison (the Sandbox). */
    ReadOnlyStringProperty leftNameProperty() {
        return leftName.getReadOnlyProperty();
    }

    /** The right side's name (the tab's connection). */
    ReadOnlyStringProperty rightNameProperty() {
        return rightName.getReadOnlyProperty();
    }

    /** Counts finished comparisons: the view brings their table forward on each. */
    ReadOnlyLongProperty finishedProperty() {
        return finished.getReadOnlyProperty();
    }

    /** The last comparison's line, or "". */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }
}
