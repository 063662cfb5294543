package dev.tablewright.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * Replaces a file's contents all at once or not at all: the new contents go to a temporary file in
 * the same folder, are forced to disk, and the temporary file is moved over the target in one step.
 * On any failure the temporary file is deleted and the old file is left as it was. Used for models,
 * crash-recovery copies and preferences alike. A save interrupted by a crash or a kill leaves its
 * temporary file behind; the next save in that folder deletes such leftovers once they are old
 * enough not to belong to a save still running in another window or process.
 */
public final class AtomicFile {
    /** Temporary files start with this (the repository's .gitignore lists it). */
    public static final String TEMP_PREFIX = ".tablewright-tmp-";
    private static final int MAX_NAME_PART = 100;
    /** A save takes well under this; a temporary file older than it is a leftover. */
    static final Duration LEFTOVER_AGE = Duration.ofMinutes(1);
    private static final Pattern OURS = Pattern.compile(Pattern.quote(TEMP_PREFIX) + ".*-[0-9a-f]{1,16}\\.tmp");

    /** Produces the new contents; may throw, in which case nothing changes. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** The last step, replaceable so tests can make it fail. */
    @FunctionalInterface
    interface Mover {
        void move(Path source, Path target, CopyOption... options) throws IOException;
    }

    private AtomicFile() {
    }

    public static void write(Path target, byte[] contents) throws IOException {
        write(target, out -> out.write(contents));
    }

    public static void write(Path target, Content content) throws IOException {
        write(target, content, Files::move);
    }

    static void write(Path target, Content content, Mover mover) throws IOException {
        Path file = followLink(target);
        Path folder = file.toAbsolutePath().getParent();
        Path temp = createTemp(folder, file.getFileName().toString());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            copyPermissions(file, temp);
            try {
                mover.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                mover.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException | Error e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
        forceFolder(folder);
        removeLeftovers(folder, Instant.now().minus(LEFTOVER_AGE));
    }

    /** Deletes our temporary files last changed before {@code before}; best effort, never fails the save. */
    static void removeLeftovers(Path folder, Instant before) {
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(folder, TEMP_PREFIX + "*.tmp")) {
            for (Path temp : temps) {
                if (OURS.matcher(temp.getFileName().toString()).matches()
                        && Files.isRegularFile(temp, LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(temp, LinkOption.NOFOLLOW_LINKS).toInstant().isBefore(before)) {
                    Files.deleteIfExists(temp);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a leftover that stays is harmless: the next save tries again
        }
    }

    /** Writing through a symbolic link replaces the file it points to, and the link stays. */
    private static Path followLink(Path target) {
        if (Files.isSymbolicLink(target)) {
            try {
                return target.toRealPath();
            } catch (IOException dangling) {
                return target;
            }
        }
        return target;
    }

    /** Created with the default permissions of a new file (not a temp file's owner-only ones). */
    private static Path createTemp(Path folder, String name) throws IOException {
        String base = TEMP_PREFIX + (name.length() > MAX_NAME_PART ? name.substring(0, MAX_NAME_PART) : name) + "-";
        for (int attempt = 0; ; attempt++) {
            Path temp = folder.resolve(base + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                if (attempt >= 10) {
                    throw e;
                }
            }
        }
    }

    /** The replaced file keeps its permissions; best effort, as not every file system has them. */
    private static void copyPermissions(Path from, Path to) {
        try {
            if (Files.exists(from)) {
                Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
            }
        } catch (IOException | UnsupportedOperationException e) {
            // keep the defaults
        }
    }

    /** Makes the rename itself durable where the platform allows opening a folder (not Windows). */
    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // the contents are on disk already; only the rename's durability is left to the OS
        }
    }
}
