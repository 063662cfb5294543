package dev.tablewright.cli;

import dev.tablewright.io.FileWriteException;
import dev.tablewright.io.ReadOnlyFileException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * What a command prints when its output could not be written (exit 2): the file and why, as
 * {@link dev.tablewright.io.AtomicFile} says it, and for a read-only file that {@code --force} replaces it.
 */
final class CannotWrite {
    private CannotWrite() {
    }

    /** @return {@link ExitCodes#UNREADABLE}, the exit code of a write that failed */
    static int report(String command, Path file, IOException e, PrintWriter err) {
        String prefix = "tablewright " + command + ": ";
        if (e instanceof ReadOnlyFileException r) {
            err.println(prefix + r.file() + " is read-only; nothing was written (--force replaces it)");
        } else if (e instanceof FileWriteException) {
            err.println(prefix + e.getMessage());
        } else {
            err.println(prefix + "cannot write " + file + ": "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
        return ExitCodes.UNREADABLE;
    }
}
