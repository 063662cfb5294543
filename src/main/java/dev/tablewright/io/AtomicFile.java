package dev.tablewright.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.CopyOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

/**
 * Replaces a file's contents all at once or not at all: the new contents go to a temporary file in
 * the same folder, are forced to disk, and the temporary file is moved over the target in one step.
 * On any failure the temporary file is deleted and the old file is left as it was. Used for models,
 * exports, crash-recovery copies and preferences alike.
 *
 * <p>What goes wrong with the file system is a {@link FileWriteException} naming the target and why
 * (the folder does not exist, is read-only …); what the contents throw passes unchanged. A target
 * that is read-only is refused ({@link ReadOnlyFileException}) unless the caller says
 * {@link ReadOnlyTarget#REPLACE}. A save interrupted by a crash or a kill leaves its temporary file
 * behind; the next save of that file removes it, and a save in the folder removes those of other files
 * once they are old ({@link TempFiles}).
 */
public final class AtomicFile {
    /** Temporary files start with this (the repository's .gitignore lists it). */
    public static final String TEMP_PREFIX = ".tablewright-tmp-";
    /** A save takes well under this; a temporary file of another target older than it is a leftover. */
    static final Duration LEFTOVER_AGE = Duration.ofMinutes(1);

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

    /** Writes {@code contents}; a read-only target is refused. */
    public static void write(Path target, byte[] contents) throws IOException {
        write(target, out -> out.write(contents), ReadOnlyTarget.REFUSE);
    }

    public static void write(Path target, byte[] contents, ReadOnlyTarget readOnly) throws IOException {
        write(target, out -> out.write(contents), readOnly);
    }

    /** Writes what {@code content} produces; a read-only target is refused. */
    public static void write(Path target, Content content) throws IOException {
        write(target, content, ReadOnlyTarget.REFUSE);
    }

    public static void write(Path target, Content content, ReadOnlyTarget readOnly) throws IOException {
        write(target, content, readOnly, Files::move);
    }

    static void write(Path target, Content content, Mover mover) throws IOException {
        write(target, content, ReadOnlyTarget.REFUSE, mover);
    }

    /**
     * Throws what {@link #write} would for a read-only target, for a writer of several files that
     * checks them all before it writes the first.
     */
    public static void refuseIfReadOnly(Path target) throws ReadOnlyFileException {
        Path file = followLink(target);
        if (Files.isRegularFile(file) && ReadOnlyFiles.isReadOnly(file)) {
            throw new ReadOnlyFileException(target);
        }
    }

    static void write(Path target, Content content, ReadOnlyTarget readOnly, Mover mover) throws IOException {
        // Checked before any content is produced: an export of a whole table is not read for nothing.
        if (readOnly == ReadOnlyTarget.REFUSE) {
            refuseIfReadOnly(target);
        }
        Path file = followLink(target);
        Path folder = file.toAbsolutePath().getParent();
        String name = file.getFileName().toString();
        Path temp;
        try {
            temp = TempFiles.create(folder, name);
        } catch (IOException e) {
            throw WriteFailures.explain(target, folder, e);
        }
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            copyPermissions(file, temp);
            move(temp, file, mover, target, folder);
        } catch (IOException | RuntimeException | Error e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        } finally {
            TempFiles.finished(temp);
            TempFiles.removeLeftovers(folder, name, Instant.now().minus(LEFTOVER_AGE));
        }
        forceFolder(folder);
    }

    /** The one step that replaces the file; a DOS read-only file (Windows) is replaced as POSIX would. */
    private static void move(Path temp, Path file, Mover mover, Path target, Path folder) throws IOException {
        boolean dosReadOnly = ReadOnlyFiles.isDosReadOnly(file);
        if (dosReadOnly) {
            ReadOnlyFiles.setDosReadOnly(file, false);
        }
        try {
            try {
                mover.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                mover.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw WriteFailures.explain(target, folder, e);
        } finally {
            if (dosReadOnly) {
                ReadOnlyFiles.setDosReadOnly(file, true);
            }
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
