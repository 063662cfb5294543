package dev.tablewright.format;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The real NoSQL Workbench files in src/test/resources/reference (see SOURCES.md there). */
public final class ReferenceFiles {
    private ReferenceFiles() {
    }

    public static Path folder() {
        try {
            return Path.of(ReferenceFiles.class.getResource("/reference/nosql-workbench-models").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static List<Path> all() {
        try (Stream<Path> files = Files.walk(folder())) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Path named(String relative) {
        return folder().resolve(relative);
    }

    public static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
