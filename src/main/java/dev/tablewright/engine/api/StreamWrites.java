package dev.tablewright.engine.api;

import java.util.List;

/**
 * What the table's stream handler wrote after a write, as the Sandbox runs it (docs/streams.md): each
 * kept item's write described ("MonthlyTotal MOV#m1/TOTAL#2024-05"), in the order made, and why a kept
 * item could not be written. A live table's answers carry none: its handler runs elsewhere, later.
 *
 * @param writes the writes' descriptions, in order
 * @param notes  sentences on what the stream could not do (a key that cannot be made, a loop stopped)
 */
public record StreamWrites(List<String> writes, List<String> notes) {
    public static final StreamWrites NONE = new StreamWrites(List.of(), List.of());

    public StreamWrites {
        writes = List.copyOf(writes);
        notes = List.copyOf(notes);
    }

    public boolean isEmpty() {
        return writes.isEmpty() && notes.isEmpty();
    }
}
