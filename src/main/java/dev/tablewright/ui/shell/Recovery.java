package dev.tablewright.ui.shell;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.io.AtomicFile;
import dev.tablewright.model.DataModel;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * The crash-recovery copy: within a quarter of a second of an unsaved edit, the model is written
 * (atomically, on a background thread) to {@code recovery/} in {@link AppHome}; saving, discarding or closing
 * clears it. A copy found on the next start means the app ended with unsaved work, and is offered.
 * A copy the user decides about later is set aside in {@code recovery/kept/}, where this run's own
 * copies cannot overwrite it, and is offered again at every start until recovered or discarded.
 */
public final class Recovery implements AutoCloseable {
    /** What a previous run left behind. */
    public record Recovered(DataModel model, Path originalFile, String documentName, Instant savedAt, Path folder) {
    }

    private static final Logger LOG = Logger.getLogger(Recovery.class.getName());
    private final Path folder;
    private final Duration delay;
    private final ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablewright-recovery");
        t.setDaemon(true);
        return t;
    });
    private ScheduledFuture<?> pending;
    /** The write {@link #pending} will do, kept to do it at once when the app is ended. */
    private Runnable pendingWrite;

    /**
     * How soon after an unsaved edit the app writes its copy: short, so an edit made a second before
     * the process is killed comes back; the write is one background file, never on the FX thread.
     */
    static final Duration APP_DELAY = Duration.ofMillis(250);
    /** How long the copy may take when the app is ended from outside: the system waits for few seconds. */
    static final Duration EXIT_LIMIT = Duration.ofMillis(1500);

    /** The app's recovery, in its home folder, written at once when the app is ended from outside. */
    public static Recovery forApp(Path home) {
        Recovery recovery = new Recovery(home, APP_DELAY);
        recovery.writeOnExit(EXIT_LIMIT);
        return recovery;
    }

    public Recovery(Path folder, Duration delay) {
        this.folder = folder.resolve("recovery");
        this.delay = delay;
    }

    private Path modelFile() {
        return modelFile(folder);
    }

    private Path originFile() {
        return originFile(folder);
    }

    private static Path modelFile(Path copy) {
        return copy.resolve("model.json");
    }

    private static Path originFile(Path copy) {
        return copy.resolve("origin.properties");
    }

    private Path keptFolder() {
        return folder.resolve("kept");
    }

    /**
     * Writes {@code snapshot} within the delay, unless a clear comes first. A write already due takes
     * the newer snapshot and keeps its time: edits that never pause (a drag, steady typing) are still
     * written every delay, not only once they stop.
     */
    public synchronized void schedule(DataModel snapshot, Path originalFile, String documentName) {
        if (writer.isShutdown()) {
            return; // the app is closing: a model that finishes loading now is not unsaved work
        }
        pendingWrite = () -> write(snapshot, originalFile, documentName);
        if (pending == null || pending.isDone()) {
            pending = writer.schedule(this::writeLatest, delay.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** The newest snapshot asked for, written on the recovery thread. */
    private void writeLatest() {
        Runnable write;
        synchronized (this) {
            write = pendingWrite;
            pendingWrite = null;
            pending = null; // an edit during this write schedules the next one
        }
        if (write != null) {
            write.run();
        }
    }

    /** How long until the write due is done; zero when none is due (tests). */
    synchronized Duration dueIn() {
        return pending == null || pending.isDone() ? Duration.ZERO
                : Duration.ofMillis(Math.max(0, pending.getDelay(TimeUnit.MILLISECONDS)));
    }

    /** Forgets the copy: the work is saved or deliberately dropped. */
    public synchronized void clear() {
        cancelPending();
        inBackground(() -> {
            try {
                Files.deleteIfExists(modelFile());
                Files.deleteIfExists(originFile());
            } catch (IOException e) {
                LOG.log(Level.WARNING, "Could not delete the recovery copy: " + e.getMessage());
            }
        });
    }

    private void cancelPending() {
        if (pending != null) {
            pending.cancel(false);
            pending = null;
            pendingWrite = null;
        }
    }

    private void write(DataModel snapshot, Path originalFile, String documentName) {
        try {
            Files.createDirectories(folder);
            WorkbenchJson.save(snapshot, modelFile());
            Properties p = new Properties();
            p.setProperty("name", documentName == null ? "" : documentName);
            if (originalFile != null) {
                p.setProperty("file", originalFile.toAbsolutePath().toString());
            }
            p.setProperty("savedAt", Instant.now().toString());
            StringWriter text = new StringWriter();
            p.store(text, "Tablewright recovery copy");
            AtomicFile.write(originFile(), text.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "Could not write the recovery copy: " + e.getMessage());
        }
    }

    /** The first copy {@link #findAll()} finds. */
    public Optional<Recovered> find() {
        return findAll().stream().findFirst();
    }

    /**
     * The copies earlier runs left that can be read: the last run's first, then those set aside,
     * oldest first. Reads the disk: call it off the FX thread.
     */
    public List<Recovered> findAll() {
        List<Recovered> found = new ArrayList<>();
        read(folder).ifPresent(found::add);
        if (Files.isDirectory(keptFolder())) {
            try (Stream<Path> kept = Files.list(keptFolder())) {
                kept.sorted().forEach(k -> read(k).ifPresent(found::add));
            } catch (IOException e) {
                LOG.log(Level.WARNING, "Could not list the kept recovery copies: " + e.getMessage());
            }
        }
        return found;
    }

    /** Deletes a copy the user discarded or recovered (in the background). */
    public void discard(Recovered copy) {
        if (copy.folder().equals(folder)) {
            clear();
            return;
        }
        inBackground(() -> deleteCopy(copy.folder()));
    }

    /** Sets the last run's copy aside so that it is offered again at the next start (in the background). */
    public void keepForLater(Recovered copy) {
        if (!copy.folder().equals(folder)) {
            return; // already set aside
        }
        cancelPending();
        inBackground(() -> {
            try {
                Path kept = keptFolder().resolve(copy.savedAt().toEpochMilli() + "-" + System.nanoTime());
                Files.createDirectories(kept);
                Files.move(modelFile(), modelFile(kept));
                if (Files.exists(originFile())) {
                    Files.move(originFile(), originFile(kept));
                }
            } catch (IOException e) {
                LOG.log(Level.WARNING, "Could not set the recovery copy aside: " + e.getMessage());
            }
        });
    }

    /** Runs disk work on the writer thread; once the app is closing, work that arrives late is dropped. */
    private void inBackground(Runnable work) {
        try {
            writer.execute(work);
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            LOG.log(Level.FINE, "recovery: closed, nothing more is written");
        }
    }

    private static void deleteCopy(Path copy) {
        try {
            Files.deleteIfExists(modelFile(copy));
            Files.deleteIfExists(originFile(copy));
            Files.deleteIfExists(copy);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Could not delete a recovery copy: " + e.getMessage());
        }
    }

    private static Optional<Recovered> read(Path copy) {
        if (!Files.isRegularFile(modelFile(copy))) {
            return Optional.empty();
        }
        ReadResult read = WorkbenchJson.read(modelFile(copy));
        if (read.model().isEmpty()) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(originFile(copy), StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            // The model is what matters; its origin is only a label.
        }
        String file = p.getProperty("file");
        Instant at;
        try {
            at = Instant.parse(p.getProperty("savedAt", ""));
        } catch (RuntimeException e) {
            at = Instant.EPOCH;
        }
        return Optional.of(new Recovered(read.model().get(), file == null ? null : Path.of(file),
                p.getProperty("name", "recovered.json"), at, copy));
    }

    /** Waits for a pending write to finish (tests, exit). */
    public void flush() {
        ScheduledFuture<?> p;
        synchronized (this) {
            p = pending;
        }
        try {
            if (p != null) {
                p.get(5, TimeUnit.SECONDS);
            }
            writer.submit(() -> { }).get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            LOG.log(Level.FINE, "recovery flush", e);
        }
    }

    /**
     * Writes a copy still waiting for its delay at once, and waits at most {@code limit} for it and
     * for any delete already asked for: the app is being ended (SIGTERM, logout) and will not get
     * another chance. Does nothing after {@link #close()}, when the app ended normally.
     */
    public void writeNow(Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            synchronized (this) {
                if (pending != null && pending.cancel(false)) {
                    writer.execute(pendingWrite); // ahead of time: the delay only spared the disk
                }
                pending = null;
                pendingWrite = null;
            }
            writer.submit(() -> { }).get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            // closed: the app ended normally and settled its copy itself
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.log(Level.WARNING, "The recovery copy was not written before the app ended: " + e);
        }
    }

    /**
     * Writes the copy at once when the JVM is ended from outside (SIGTERM, SIGINT, a session logout):
     * without this, up to {@code delay} of the last edits would be lost; {@code limit} keeps the
     * exit prompt, as the system expects.
     */
    public void writeOnExit(Duration limit) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> writeNow(limit), "tablewright-recovery-exit"));
    }

    /**
     * Ends the writer. A copy still waiting for its delay is written first: unsaved work stays
     * recoverable, and no delayed write outlives the app (or lands after a later run began).
     */
    @Override
    public void close() {
        writeNow(EXIT_LIMIT);
        writer.shutdown();
        try {
            writer.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
