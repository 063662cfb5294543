package dev.tablewright.operation.run;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionProblems;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Json;

/**
 * A failed run as one sentence for the user: DynamoDB's code and message (and the item a failed
 * condition found, when the request asked for it), or what went wrong with the
 * connection as Test connection says it ("Connection refused: is DynamoDB Local running there?"),
 * never the SDK's text or a stack trace.
 */
public final class RunFailures {
    private RunFailures() {
    }

    public static String sentence(Throwable e) {
        if (e instanceof DynamoException d) {
            // The item a failed condition found, when the request asked ReturnValuesOnConditionCheckFailure ALL_OLD.
            return d.errorCode() + ": " + d.getMessage() + d.item()
                    .map(i -> "; the item as it was: " + Json.compact(DynamoJson.encodeItem(i))).orElse("");
        }
        if (e instanceof java.io.UncheckedIOException u) {
            return sentence(u.getCause());
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        // Our own messages stand whole; what the SDK threw is said as Test connection says it.
        String explained = ConnectionProblems.explain(e, Connection.SANDBOX);
        return message.startsWith(explained) ? message : explained;
    }
}
