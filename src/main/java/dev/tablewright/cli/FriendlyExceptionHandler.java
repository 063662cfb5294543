package dev.tablewright.cli;

import picocli.CommandLine;

/** An unexpected failure prints one line for the user, not a stack trace; exit code 2. */
final class FriendlyExceptionHandler implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parseResult) {
        String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        cmd.getErr().println("tablewright " + cmd.getCommandName() + ": " + message);
        if (Boolean.getBoolean("tablewright.debug")) {
            ex.printStackTrace(cmd.getErr());
        }
        return ExitCodes.UNREADABLE;
    }
}
