package dev.tablewright.io;

/** What a save does with a target file that is read-only. */
public enum ReadOnlyTarget {
    /** Throw {@link ReadOnlyFileException} and write nothing: the default. */
    REFUSE,
    /** Replace it (the user said so); the new file is read-only again, as it keeps the old one's permissions. */
    REPLACE
}
