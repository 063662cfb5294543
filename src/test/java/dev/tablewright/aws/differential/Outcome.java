package dev.tablewright.aws.differential;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.WriteResult;
import java.util.List;
import java.util.function.Supplier;

/** What a gateway answered: a value, or an error with its code, message and cancellation reasons. */
record Outcome(Object value, String code, String message, List<String> reasons) {

    static Outcome of(Supplier<Object> call) {
        try {
            return new Outcome(withoutCapacity(call.get()), null, null, List.of());
        } catch (DynamoException e) {
            return new Outcome(null, e.errorCode(), e.getMessage(), e.cancellationReasons());
        }
    }

    /**
     * The answer with the capacity it reports left out: these scenarios compare data and errors;
     * capacity has differential tests of its own.
     */
    static Object withoutCapacity(Object value) {
        if (value instanceof Page p) {
            return new Page(p.items(), p.count(), p.scannedCount(), p.lastEvaluatedKey());
        }
        if (value instanceof WriteResult w) {
            return new WriteResult(w.attributes());
        }
        if (value instanceof List<?> list) {
            return list.stream().map(Outcome::withoutCapacity).toList();
        }
        return value;
    }

    boolean failed() {
        return code != null;
    }

    @Override
    public String toString() {
        return failed() ? code + ": " + message + (reasons.isEmpty() ? "" : " " + reasons) : String.valueOf(value);
    }
}
