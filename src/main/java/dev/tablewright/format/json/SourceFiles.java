package dev.tablewright.format.json;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/** Another tool's file read as text, every failure said at the file's root: how each importer opens its files. */
public final class SourceFiles {
    private SourceFiles() {
    }

    /**
     * The file's text (its encoding detected by {@link TextDecoder}), or empty with an error in {@code d}: it
     * does not exist, cannot be read, or is larger than {@code maxBytes} ("…; it is not {@code what}").
     */
    public static Optional<String> text(Path file, Diagnostics d, long maxBytes, String what) {
        try {
            if (Files.size(file) > maxBytes) {
                d.error(JsonPath.ROOT, "the file is larger than " + maxBytes / (1024 * 1024) + " MB; it is not " + what);
                return Optional.empty();
            }
            return Optional.of(TextDecoder.decode(Files.readAllBytes(file), d));
        } catch (NoSuchFileException e) {
            d.error(JsonPath.ROOT, "the file does not exist");
        } catch (AccessDeniedException e) {
            d.error(JsonPath.ROOT, "the file cannot be read: permission denied");
        } catch (IOException e) {
            d.error(JsonPath.ROOT, "the file cannot be read: " + e.getMessage());
        }
        return Optional.empty();
    }

    /** The file's name without its last extension ({@code stack.yaml} → {@code stack}): a model's or table's name. */
    public static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
