package dev.tablewright.operation.run;

import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.model.stream.StreamWriteSentence;
import dev.tablewright.ui.operations.Runs;
import java.util.ArrayList;
import java.util.List;

/**
 * The one line every tab sums a run up in (its {@link Runs#summaryProperty() summary}): what it found,
 * the capacity it consumed, and its latency — of the one request, or for all pages their number
 * and total time and the rate items arrived at.
 * <pre>
 * 6 items · 6 scanned · 0.5 RCU · 4 ms
 * 3,000 items · 3,000 scanned · 376.5 RCU · 12 pages in 840 ms · 3,571 items/s
 * done · 1 WCU · 3 ms · +1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05
 * </pre>
 */
public final class ResultLine {
    private ResultLine() {
    }

    /**
     * One request.
     *
     * @param capacity null when the operation reports none at all (PartiQL)
     */
    public static String request(String found, RunCapacity capacity, long millis) {
        return found + capacity(capacity) + " · " + millis + " ms";
    }

    /** Every page of a read. */
    public static String pages(String found, RunCapacity capacity, int pages, long millis, long items) {
        return found + capacity(capacity) + " · " + pages + (pages == 1 ? " page" : " pages") + " in " + millis
                + " ms · " + rate(items, millis);
    }

    /** "1,234 items/s" (progress and summaries). */
    static String rate(long items, long millis) {
        return String.format("%,d items/s", millis <= 0 ? items * 1000 : Math.round(items * 1000.0 / millis));
    }

    /** "6 items · 6 scanned". */
    public static String counts(long count, long scanned) {
        return items(count) + " · " + String.format("%,d", scanned) + " scanned";
    }

    public static String items(long n) {
        return String.format("%,d", n) + (n == 1 ? " item" : " items");
    }

    /** What the Sandbox's stream wrote after a write, after the line's " · "; "" when it wrote nothing. */
    public static String stream(StreamWrites stream) {
        String text = streamText(stream);
        return text.isEmpty() ? "" : " · " + text;
    }

    /**
     * "+1 write by the stream: MonthlyTotal MOV#m1/TOTAL#2024-05", "+7 writes by the stream: A, B, C and
     * 4 more" (three named at most: a line, not a log), then what the stream could not do; "" for none.
     */
    public static String streamText(StreamWrites stream) {
        List<String> parts = new ArrayList<>();
        String writes = StreamWriteSentence.of(stream.writes());
        if (!writes.isEmpty()) {
            parts.add(writes);
        }
        parts.addAll(stream.notes());
        return String.join(" · ", parts);
    }

    private static String capacity(RunCapacity capacity) {
        return capacity == null ? "" : " · " + capacity.text();
    }
}
