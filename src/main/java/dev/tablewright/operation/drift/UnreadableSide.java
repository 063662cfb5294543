package dev.tablewright.operation.drift;

import java.util.List;

/** A side that could not be read (a file, a table the model or the endpoint lacks): the diff's exit 2. */
public final class UnreadableSide extends RuntimeException {
    private final transient List<String> details;
    private final boolean outOfMemory;

    /** @param outOfMemory whether the Java heap was too small to read it */
    public UnreadableSide(String message, List<String> details, boolean outOfMemory) {
        super(message);
        this.details = List.copyOf(details);
        this.outOfMemory = outOfMemory;
    }

    public UnreadableSide(String message) {
        this(message, List.of(), false);
    }

    /** Whether it could not be read because the Java heap was too small for it. */
    public boolean outOfMemory() {
        return outOfMemory;
    }

    /** The file's problems, when there were several. */
    public List<String> details() {
        return details;
    }
}
