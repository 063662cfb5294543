package dev.tablewright.io;

import java.nio.file.Path;

/**
 * The target is a file its owner made read-only. A save does not quietly replace it: the caller asks
 * (the window) or is told to ({@code --force}), then writes again with {@link ReadOnlyTarget#REPLACE}.
 */
public final class ReadOnlyFileException extends FileWriteException {
    private static final long serialVersionUID = 1L;

    public ReadOnlyFileException(Path file) {
        super(file, "the file is read-only", null);
    }
}
