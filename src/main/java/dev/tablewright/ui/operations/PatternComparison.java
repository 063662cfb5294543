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
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * An access pattern run on the Sandbox (the model's sample data) and on a tab's connection, off the
 * FX thread, and what came of it in one line: the same items in the same order, or where not. A new
 * comparison replaces one still running.
 */
final class PatternComparison {
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
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
        comparing.submit("Comparing " + pattern.name(), progress -> {
            try (SandboxGateway sandbox = SandboxGateway.of(sample)) {
                return SideBySide.run(table, pattern, parameters, sandbox, gateway.get());
            }
        }, outcome -> outcome.dispatch(r -> text.set(r.left().connection() + " and " + r.right().connection()
                        + ": " + r.summary()),
                failure -> text.set("Could not compare: " + failure.getMessage()),
                () -> text.set("")));
    }

    /** The last comparison's line, or "". */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }
}
