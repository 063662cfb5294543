package dev.tablewright.engine.expr;

import dev.tablewright.model.KeySchema;
import java.util.List;

/** A parsed and validated update expression. Apply it with {@code UpdateApplier}. */
public record UpdateExpression(String text, List<UpdateAction> actions) {
    public UpdateExpression {
        actions = List.copyOf(actions);
    }

    /** The paths the actions write, in order of appearance. */
    public List<DocumentPath> targetPaths() {
        return actions.stream().map(UpdateAction::path).toList();
    }

    /**
     * DynamoDB refuses an update that touches a key attribute, even nested or with an unchanged value.
     *
     * @throws ExpressionException {@code One or more parameter values were invalid: Cannot update
     *                             attribute pk. This attribute is part of the key}
     */
    public void requireKeyUntouched(KeySchema key) {
        for (String attribute : key.names()) {
            if (actions.stream().anyMatch(a -> a.path().head().equals(attribute))) {
                throw ExpressionException.request("One or more parameter values were invalid: Cannot update attribute "
                        + attribute + ". This attribute is part of the key");
            }
        }
    }
}
