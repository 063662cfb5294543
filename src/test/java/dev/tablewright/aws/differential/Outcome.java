package dev.tablewright.aws.differential;

import dev.tablewright.engine.api.DynamoException;
import java.util.List;
import java.util.function.Supplier;

/** What a gateway answered: a value, or an error with its code, message and cancellation reasons. */
record Outcome(Object value, String code, String message, List<String> reasons) {

    static Outcome of(Supplier<Object> call) {
        try {
            return new Outcome(call.get(), null, null, List.of());
        } catch (DynamoException e) {
            return new Outcome(null, e.errorCode(), e.getMessage(), e.cancellationReasons());
        }
    }

    boolean failed() {
        return code != null;
    }

    @Override
    public String toString() {
        return failed() ? code + ": " + message + (reasons.isEmpty() ? "" : " " + reasons) : String.valueOf(value);
    }
}
