package dev.tablewright.ui.failure;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A log file that never grows past a limit: when a write would take it past, it becomes
 * {@code name.1} ({@code name.1} becomes {@code name.2} …) and the oldest generation is dropped.
 * Opened for each write, so a folder removed under it (tests clear the app home) is made again.
 */
final class RotatingFile {
    private final Path file;
    private final long limit;
    private final int generations;

    /**
     * @param limit       bytes a file may hold (one larger write still goes into a file of its own)
     * @param generations files kept, the one written included
     */
    RotatingFile(Path file, long limit, int generations) {
        if (limit < 1 || generations < 1) {
            throw new IllegalArgumentException("limit " + limit + ", generations " + generations);
        }
        this.file = file;
        this.limit = limit;
        this.generations = generations;
    }

    Path file() {
        return file;
    }

    void append(String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Files.createDirectories(file.toAbsolutePath().getParent());
        long size = Files.exists(file) ? Files.size(file) : 0;
        if (size > 0 && size + bytes.length > limit) {
            rotate();
        }
        Files.write(file, bytes, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private void rotate() throws IOException {
        Files.deleteIfExists(generation(generations - 1));
        for (int g = generations - 2; g >= 0; g--) {
            Path from = generation(g);
            if (Files.exists(from)) {
                Files.move(from, generation(g + 1), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** {@code tablewright.log}, then {@code tablewright.log.1} … the older. */
    Path generation(int g) {
        return g == 0 ? file : file.resolveSibling(file.getFileName() + "." + g);
    }
}
