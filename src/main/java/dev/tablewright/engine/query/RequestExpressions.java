package dev.tablewright.engine.query;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.parse.ExpressionRequest;
import dev.tablewright.model.OperationKind;
import java.util.function.Supplier;

/** Parses a request's expressions, turning expression errors into DynamoDB's ValidationException. */
final class RequestExpressions {
    private RequestExpressions() {
    }

    /**
     * @param texts kinds and texts in pairs; a null or empty text is a parameter the request leaves out
     *              (both gateways send an empty expression as absent), except a key condition
     */
    static ExpressionRequest.Parsed parse(OperationKind operation, Expr expr, Object... texts) {
        return parse(operation, expr, () -> { }, texts);
    }

    /** @param beforeUnusedCheck what DynamoDB checks between parsing and the unused-placeholder check */
    static ExpressionRequest.Parsed parse(OperationKind operation, Expr expr, Runnable beforeUnusedCheck,
            Object... texts) {
        return translated(request(operation, expr, texts).beforeUnusedCheck(beforeUnusedCheck)::parse);
    }

    /** Only the first of {@link #parse}'s checks: placeholder maps are given only with an expression. */
    static void requireExpressionsForPlaceholders(OperationKind operation, Expr expr, Object... texts) {
        ExpressionRequest request = request(operation, expr, texts);
        translated(() -> {
            request.requireExpressionsForPlaceholders();
            return null;
        });
    }

    /** Whether any of the texts is given (an action without expressions leaves its placeholders unchecked). */
    static boolean anyGiven(Object... texts) {
        for (int i = 1; i < texts.length; i += 2) {
            String text = (String) texts[i];
            if (text != null && !text.isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private static ExpressionRequest request(OperationKind operation, Expr expr, Object... texts) {
        ExpressionRequest request = ExpressionRequest.of(operation)
                .names(expr.names().isEmpty() ? null : expr.names())
                .values(expr.values().isEmpty() ? null : expr.values());
        for (int i = 0; i < texts.length; i += 2) {
            ExpressionKind kind = (ExpressionKind) texts[i];
            String text = (String) texts[i + 1];
            boolean absent = text == null || text.isEmpty() && kind != ExpressionKind.KEY_CONDITION;
            request.expression(kind, absent ? null : text);
        }
        return request;
    }

    /** Runs expression work (parsing, resolving, applying) with its errors as DynamoExceptions. */
    static <T> T translated(Supplier<T> work) {
        try {
            return work.get();
        } catch (ExpressionException e) {
            throw new DynamoException(DynamoException.VALIDATION, e.getMessage());
        }
    }
}
