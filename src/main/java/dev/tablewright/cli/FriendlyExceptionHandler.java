package dev.tablewright.cli;

import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionProblems;
import picocli.CommandLine;

/**
 * An unexpected failure prints one line for the user, not a stack trace; exit code 2. A live
 * command's failure (a refused connection, expired credentials …) reads as Test connection says it,
 * not as the SDK's text. Running out of memory says so as {@link OutOfMemory} does.
 */
final class FriendlyExceptionHandler implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parseResult) {
        if (OutOfMemory.causedBy(ex)) { // a worker's OutOfMemoryError, wrapped by the Future or stream that ran it
            return OutOfMemory.report(cmd.getCommandSpec().qualifiedName(), cmd.getErr());
        }
        Connection where = cmd.getCommand() instanceof LiveCommand live ? live.liveOptions().connection()
                : Connection.SANDBOX;
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ConnectionProblems.explain(ex, where);
        cmd.getErr().println("tablewright " + cmd.getCommandName() + ": " + message);
        if (Boolean.getBoolean("tablewright.debug")) {
            ex.printStackTrace(cmd.getErr());
        }
        return ExitCodes.UNREADABLE;
    }
}
