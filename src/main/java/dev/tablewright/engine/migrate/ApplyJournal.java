package dev.tablewright.engine.migrate;

import dev.tablewright.model.AttributeValue;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a run of {@code migrate apply} has finished, kept next to the plan so a run that stopped (failed,
 * cancelled, killed) resumes without redoing or skipping anything: each finished step, and for a scan
 * step each segment's position (the LastEvaluatedKey after whose page every write had completed) and
 * whether it reached its end. Immutable: each change gives a new journal, written whole.
 *
 * @param planHash identifies the plan (its sides and steps): a journal is only continued by its own plan
 * @param target   where the plan is applied (the connection and its region): nor on another target
 */
public record ApplyJournal(String planHash, String target, Instant started, Instant updated, Map<String, Step> steps) {

    /** Where a step stands. */
    public enum Status {
        RUNNING, DONE, FAILED, CANCELLED
    }

    /**
     * One step's entry.
     *
     * @param segments a scan step's segments by number (the segment count is fixed at its first run); empty
     *                 for the other kinds
     */
    public record Step(Status status, long read, long written, long alreadyRight, int totalSegments,
            Map<Integer, Segment> segments, String message) {
        public Step {
            segments = Map.copyOf(segments);
            message = message == null ? "" : message;
        }

        public static Step running(int totalSegments) {
            return new Step(Status.RUNNING, 0, 0, 0, totalSegments, Map.of(), "");
        }

        /** The segment's position now, with this page's counts added. */
        public Step withSegment(int segment, Segment position, long pageRead, long pageWritten, long pageRight) {
            Map<Integer, Segment> all = new LinkedHashMap<>(segments);
            all.put(segment, position);
            return new Step(status, read + pageRead, written + pageWritten, alreadyRight + pageRight, totalSegments,
                    all, message);
        }

        public Optional<Segment> segment(int segment) {
            return Optional.ofNullable(segments.get(segment));
        }
    }

    /**
     * A segment of a scan step.
     *
     * @param lastKey  the key to continue after (every item up to it is done); null at the start
     * @param finished the segment read its last page
     */
    public record Segment(Map<String, AttributeValue> lastKey, boolean finished) {
        public Segment {
            lastKey = lastKey == null ? null : Map.copyOf(lastKey);
        }
    }

    /** Where a journal is kept: its file, read and written whole (atomically) by the format layer. */
    public interface Store {
        Path path();

        /**
         * The journal there, empty when there is none.
         *
         * @throws IllegalArgumentException naming the file and what is wrong in it
         */
        Optional<ApplyJournal> read();

        /**
         * Replaces the journal atomically.
         *
         * @throws java.io.UncheckedIOException naming the file when it cannot be written
         */
        void write(ApplyJournal journal);
    }

    public ApplyJournal {
        // In the order first recorded: the journal file lists the steps as they ran.
        steps = Collections.unmodifiableMap(new LinkedHashMap<>(steps));
    }

    public static ApplyJournal start(String planHash, String target, Instant now) {
        return new ApplyJournal(planHash, target, now, now, Map.of());
    }

    public Optional<Step> step(String id) {
        return Optional.ofNullable(steps.get(id));
    }

    public boolean done(String id) {
        return step(id).map(s -> s.status() == Status.DONE).orElse(false);
    }

    public ApplyJournal with(String id, Step step, Instant now) {
        Map<String, Step> all = new LinkedHashMap<>(steps);
        all.put(id, step);
        return new ApplyJournal(planHash, target, started, now, all);
    }
}
