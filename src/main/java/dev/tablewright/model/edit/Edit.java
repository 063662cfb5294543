package dev.tablewright.model.edit;

import java.util.List;
import dev.tablewright.model.DataModel;
import java.util.function.UnaryOperator;

/**
 * One user edit: a pure function of the model and the sentence that names it in the Edit menu
 * ("Rename attribute status → state"). The undo stack keeps the models before and after.
 *
 * @throws EditRefused from {@link #apply} when the edit cannot be made (a name taken,
 *                                  an element gone), with a sentence for the user
 */
public record Edit(String description, UnaryOperator<DataModel> change) {
    public Edit {
        if (description == null || description.isBlank() || change == null) {
            throw new IllegalArgumentException("an edit needs a description and a change");
        }
    }

    public DataModel apply(DataModel model) {
        return change.apply(model);
    }

    /** Several edits as one undo step. */
    public static Edit compound(String description, List<Edit> edits) {
        List<Edit> copy = List.copyOf(edits);
        return new Edit(description, m -> {
            DataModel result = m;
            for (Edit e : copy) {
                result = e.apply(result);
            }
            return result;
        });
    }
}
