package dev.tablewright.rules;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;

import java.util.List;

/**
 * The model's saved operations: a name that is there and unique (a tab and the tree find them by
 * it), and an operation Tablewright can open. Whether the request runs as that operation needs the
 * request's JSON: the format checks it when it reads the file.
 */
final class SavedOperationRules {
    private SavedOperationRules() {
    }

    static void check(DataModel model, List<Problem> out) {
        for (SavedOperation op : model.operations()) {
            if (op.name().isBlank()) {
                out.add(Problem.error(path(op), "a saved operation has no name: it needs one to be found and opened"));
            }
            if (OperationKind.ofCliName(op.operation()).isEmpty()) {
                out.add(Problem.error(path(op), "the saved operation " + Text.quote(op.name()) + " is a "
                        + Text.quote(op.operation()) + ", which is not an operation Tablewright runs (expected one of "
                        + String.join(", ", OperationKind.cliNames()) + ")"));
            }
        }
        Repeats.each(model.operations(), SavedOperation::name, (op, first) -> out.add(Problem.error(path(op),
                "saved operation name " + Text.quote(op.name()) + " is used by more than one saved operation: "
                        + "names are how a team finds them")));
    }

    static String path(SavedOperation op) {
        return "operations/" + op.name();
    }
}
