package dev.tablewright.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The temporary files saves go through, {@code .tablewright-tmp-<target's name>-<random>.tmp} beside
 * their target. Those of saves running in this JVM are known, so no save here removes another's; a save
 * removes the leftovers of its own target whatever their age (a save of the same file killed a moment
 * ago) and those of other files once they are old enough not to belong to a save still running in
 * another process. (A save of the same file running in another process at that moment then fails and
 * says so; the file stays whole, and of two saves at once only one could have won anyway.)
 */
final class TempFiles {
    private static final int MAX_NAME_PART = 100;
    private static final Pattern OURS = Pattern.compile(Pattern.quote(AtomicFile.TEMP_PREFIX) + ".*-[0-9a-f]{1,16}\\.tmp");
    private static final Pattern RANDOM_PART = Pattern.compile("[0-9a-f]{1,16}\\.tmp");
    /** Absolute paths of the temporary files of saves running in this JVM. */
    private static final Set<Path> RUNNING = ConcurrentHashMap.newKeySet();

    private TempFiles() {
    }

    /** A new empty temporary file for {@code targetName} in {@code folder}, known as running until {@link #finished}. */
    static Path create(Path folder, String targetName) throws IOException {
        String base = prefix(targetName);
        for (int attempt = 0; ; attempt++) {
            // Created with the default permissions of a new file (not a temp file's owner-only ones).
            Path temp = folder.resolve(base + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                RUNNING.add(temp.toAbsolutePath());
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                RUNNING.remove(temp.toAbsolutePath());
                if (attempt >= 10) {
                    throw e;
                }
            } catch (IOException | RuntimeException e) {
                RUNNING.remove(temp.toAbsolutePath());
                throw e;
            }
        }
    }

    /** The save that created {@code temp} is over (moved or deleted it). */
    static void finished(Path temp) {
        RUNNING.remove(temp.toAbsolutePath());
    }

    /**
     * Deletes the leftovers of {@code targetName} and, changed before {@code before}, of other files;
     * never a running save's. Best effort: it never fails the save.
     */
    static void removeLeftovers(Path folder, String targetName, Instant before) {
        String own = prefix(targetName);
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(folder, AtomicFile.TEMP_PREFIX + "*.tmp")) {
            for (Path temp : temps) {
                String name = temp.getFileName().toString();
                boolean ofTarget = name.startsWith(own) && RANDOM_PART.matcher(name.substring(own.length())).matches();
                if (OURS.matcher(name).matches() && !RUNNING.contains(temp.toAbsolutePath())
                        && Files.isRegularFile(temp, LinkOption.NOFOLLOW_LINKS)
                        && (ofTarget || Files.getLastModifiedTime(temp, LinkOption.NOFOLLOW_LINKS).toInstant().isBefore(before))) {
                    Files.deleteIfExists(temp);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a leftover that stays is harmless: the next save tries again
        }
    }

    private static String prefix(String targetName) {
        return AtomicFile.TEMP_PREFIX + (targetName.length() > MAX_NAME_PART ? targetName.substring(0, MAX_NAME_PART)
                : targetName) + "-";
    }
}
