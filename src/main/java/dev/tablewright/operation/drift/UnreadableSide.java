package dev.tablewright.operation.drift;

import java.util.List;

/** A side that could not be read (a file, a table the model or the endpoint lacks): the diff's exit 2. */
public final class UnreadableSide extends RuntimeException {
    private final transient List<String> details;

    public UnreadableSide(String message, List<String> details) {
        super(message);
        this.details = List.copyOf(details);
    }

    public UnreadableSide(String message) {
        this(message, List.of());
    }

    /** The file's problems, when there were several. */
    public List<String> details() {
        return details;
    }
}
