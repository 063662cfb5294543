package dev.tablewright.aws;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.engine.pattern.ResultComparison;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.TableDesign;
import java.util.Map;
import java.util.Optional;

/**
 * One access pattern run on two connections (the Sandbox and a live table, say) with the same
 * parameters, and whether they answered alike. A side that fails (no such table there, no access)
 * is reported with its message; the other side's answer still shows.
 */
public final class SideBySide {
    /** One side's answer: a page, or why there is none. */
    public record Answer(String connection, Optional<Page> page, String error) {
    }

    /** Both answers, and their comparison when both have one. */
    public record Result(Answer left, Answer right, Optional<ResultComparison> comparison) {
        /** One sentence: the comparison's summary, or which side failed. */
        public String summary() {
            if (comparison.isPresent()) {
                return comparison.get().summary(left.connection(), right.connection());
            }
            return (left.page().isEmpty() ? left.connection() + ": " + left.error() : "")
                    + (left.page().isEmpty() && right.page().isEmpty() ? " " : "")
                    + (right.page().isEmpty() ? right.connection() + ": " + right.error() : "");
        }
    }

    private SideBySide() {
    }

    /**
     * @throws IllegalArgumentException when the pattern cannot make a request (a write, a key condition
     *                                  that does not parse, a parameter without a value)
     */
    public static Result run(TableDesign table, AccessPattern pattern, Map<String, String> parameters, Gateway left,
            Gateway right) {
        PatternRequest.Read request = PatternRequest.of(table, pattern, parameters);
        Answer a = answer(left, request);
        Answer b = answer(right, request);
        Optional<ResultComparison> c = a.page().isPresent() && b.page().isPresent()
                ? Optional.of(ResultComparison.of(a.page().get().items(), b.page().get().items(),
                        table.keySchema().names()))
                : Optional.empty();
        return new Result(a, b, c);
    }

    private static Answer answer(Gateway gateway, PatternRequest.Read request) {
        try {
            return new Answer(gateway.displayName(), Optional.of(gateway.read(request)), "");
        } catch (DynamoException e) {
            return new Answer(gateway.displayName(), Optional.empty(), e.errorCode() + ": " + e.getMessage());
        }
    }
}
