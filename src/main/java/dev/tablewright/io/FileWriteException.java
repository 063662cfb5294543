package dev.tablewright.io;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file that could not be written, said as its user needs it: the file they named and why, never the
 * temporary file the write went through ("cannot write /x/out.json: the folder /x does not exist").
 * The command line prints the message after the command's name; the window shows it in its dialog.
 */
public class FileWriteException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final String reason;

    public FileWriteException(Path file, String reason, Throwable cause) {
        super("cannot write " + file + ": " + reason, cause);
        this.file = file;
        this.reason = reason;
    }

    /** The file as the caller named it. */
    public Path file() {
        return file;
    }

    /** Why, without the file: "the folder /x is read-only". */
    public String reason() {
        return reason;
    }
}
