package dev.tablewright.cli;

/** Exit codes shared by the commands. */
public final class ExitCodes {
    /** Everything read, no error. */
    public static final int OK = 0;
    /** The model has errors. */
    public static final int ERRORS = 1;
    /** A file could not be read (or written) at all. */
    public static final int UNREADABLE = 2;

    /** The command's arguments name something the model does not have (picocli uses 2 for bad syntax too). */
    public static final int USAGE = 2;

    /** The Java heap was too small for the command; its one line names the {@code -Xmx} to use. */
    public static final int OUT_OF_MEMORY = 2;

    /** The app was asked to open but this machine has no display. */
    public static final int NO_DISPLAY = 3;

    private ExitCodes() {
    }
}
