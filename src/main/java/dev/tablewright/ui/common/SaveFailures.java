package dev.tablewright.ui.common;

import dev.tablewright.io.FileWriteException;
import dev.tablewright.io.ReadOnlyFileException;
import java.util.Locale;

/**
 * What the window makes of a save or an export that failed. A read-only target was refused by the
 * write itself, in the background ({@link dev.tablewright.io.AtomicFile}); here, on the FX thread,
 * the user is asked whether to replace it, and the caller writes again with
 * {@link dev.tablewright.io.ReadOnlyTarget#REPLACE}. Any other failure is one sentence naming the
 * file and why, as the command line says it.
 */
public final class SaveFailures {
    private SaveFailures() {
    }

    /** True when {@code failure} is a refused read-only file. */
    public static boolean isReadOnly(Throwable failure) {
        return failure instanceof ReadOnlyFileException;
    }

    /**
     * Asks "out.json is read-only. Replace it?" when {@code failure} is a refused read-only file.
     *
     * @return true to write again, replacing it; false when it is not that failure or the user keeps the file
     */
    public static boolean askToReplace(DialogService dialogs, Throwable failure) {
        if (!(failure instanceof ReadOnlyFileException)) {
            return false;
        }
        return dialogs.confirm("Replace read-only file", readOnlyLine(failure) + " Replace it?", "Replace");
    }

    /** "out.json is read-only.", for the question and for the status line when the user keeps it. */
    public static String readOnlyLine(Throwable failure) {
        return failure instanceof ReadOnlyFileException e ? e.file().getFileName() + " is read-only." : describe(failure);
    }

    /** One sentence: "Cannot write /x/out.json: the folder /x does not exist." */
    public static String describe(Throwable failure) {
        if (failure instanceof FileWriteException e) {
            String m = e.getMessage();
            return m.substring(0, 1).toUpperCase(Locale.ROOT) + m.substring(1) + (m.endsWith(".") ? "" : ".");
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? "An unexpected " + failure.getClass().getSimpleName() + " occurred."
                : message;
    }
}
