package dev.tablewright.ui.shell;

import dev.tablewright.io.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * What the app remembers between runs: the theme, the recently opened files (most recent first;
 * the first is the file reopened on start) and how the window was left. Stored as a properties file in {@link AppHome}; writes go
 * to a background thread, atomically, so the FX thread never waits for the disk. Never holds
 * credentials.
 */
public final class Settings implements AutoCloseable {
    static final int MAX_RECENT = 10;
    private static final Logger LOG = Logger.getLogger(Settings.class.getName());
    private static final String THEME = "theme";
    private static final String RECENT = "recent.";

    private final Path file;
    private final ExecutorService writer;
    private boolean dark;
    private final List<Path> recent = new ArrayList<>();
    private WindowLayout windowLayout;

    private Settings(Path file, boolean background) {
        this.file = file;
        this.writer = background ? Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "tablewright-settings");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /** Reads the settings file in {@code folder}; a missing or unreadable file gives the defaults. */
    public static Settings load(Path folder) {
        Settings s = new Settings(folder.resolve("settings.properties"), true);
        s.read();
        return s;
    }

    /** Settings that live in memory only (ViewModel tests). */
    public static Settings inMemory() {
        return new Settings(null, false);
    }

    private void read() {
        if (!Files.isRegularFile(file)) {
            return;
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            LOG.log(Level.WARNING, "Ignoring unreadable settings " + file + ": " + e.getMessage());
            return;
        }
        dark = "dark".equals(p.getProperty(THEME));
        windowLayout = WindowLayout.read(p).orElse(null);
        for (int i = 0; i < MAX_RECENT; i++) {
            String path = p.getProperty(RECENT + i);
            if (path != null && !path.isBlank()) {
                recent.add(Path.of(path));
            }
        }
    }

    public synchronized boolean darkTheme() {
        return dark;
    }

    public synchronized void setDarkTheme(boolean value) {
        dark = value;
        store();
    }

    /** How the window was left at the end of the last run; empty on the first run. */
    public synchronized Optional<WindowLayout> windowLayout() {
        return Optional.ofNullable(windowLayout);
    }

    public synchronized void setWindowLayout(WindowLayout layout) {
        windowLayout = layout;
        store();
    }

    /** Recently opened or saved files, most recent first. */
    public synchronized List<Path> recentFiles() {
        return List.copyOf(recent);
    }

    /** Puts a file first in the recent list. */
    public synchronized void opened(Path path) {
        Path p = path.toAbsolutePath().normalize();
        recent.remove(p);
        recent.add(0, p);
        while (recent.size() > MAX_RECENT) {
            recent.remove(recent.size() - 1);
        }
        store();
    }

    /** Drops a file from the recent list (it could not be opened any more). */
    public synchronized void forget(Path path) {
        if (recent.remove(path.toAbsolutePath().normalize())) {
            store();
        }
    }

    private void store() {
        if (writer == null) {
            return;
        }
        Properties p = new Properties();
        p.setProperty(THEME, dark ? "dark" : "light");
        for (int i = 0; i < recent.size(); i++) {
            p.setProperty(RECENT + i, recent.get(i).toString());
        }
        if (windowLayout != null) {
            windowLayout.store(p);
        }
        writer.execute(() -> {
            try {
                StringWriter text = new StringWriter();
                p.store(text, "Tablewright settings");
                Files.createDirectories(file.getParent());
                AtomicFile.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                LOG.log(Level.WARNING, "Could not write settings " + file + ": " + e.getMessage());
            }
        });
    }

    /** Waits briefly for pending writes (on exit). */
    @Override
    public void close() {
        if (writer == null) {
            return;
        }
        writer.shutdown();
        try {
            writer.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
