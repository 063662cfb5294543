package dev.tablewright.cli;

import dev.tablewright.engine.api.DynamoException;
import java.io.PrintWriter;
import java.util.function.IntSupplier;

/** The two failures every command that sends requests reports alike: DynamoDB's refusal, and a bad argument. */
final class CommandOutcome {
    private CommandOutcome() {
    }

    /**
     * Runs the command's body: a DynamoException prints DynamoDB's code and message (exit 1), an
     * IllegalArgumentException prints its message after the command's name (exit 2).
     */
    static int of(String command, PrintWriter err, IntSupplier body) {
        try {
            return body.getAsInt();
        } catch (DynamoException e) {
            err.println(e.errorCode() + ": " + e.getMessage());
            e.item().ifPresent(item -> err.println(Returned.item(item))); // asked by ReturnValuesOnConditionCheckFailure
            return ExitCodes.ERRORS;
        } catch (IllegalArgumentException e) {
            err.println("tablewright " + command + ": " + e.getMessage());
            return ExitCodes.USAGE;
        } finally {
            err.flush();
        }
    }
}
