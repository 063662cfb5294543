package dev.tablewright.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.DosFileAttributeView;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Whether a file or folder is read-only: no write permission for anyone (or the DOS attribute), or
 * none for this process. The bits are read, not only {@link Files#isWritable}, because that answers
 * true to root for every file, and a file made read-only is refused to root as well.
 */
final class ReadOnlyFiles {
    private static final Set<PosixFilePermission> WRITE = Set.of(PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    private ReadOnlyFiles() {
    }

    /** False for a path that does not exist (there is nothing to protect). */
    static boolean isReadOnly(Path path) {
        if (!Files.exists(path)) {
            return false;
        }
        return !Files.isWritable(path) || hasNoWriteBits(path);
    }

    /** No one may write it by its permission bits (POSIX), or it has the DOS read-only attribute. */
    static boolean hasNoWriteBits(Path path) {
        try {
            PosixFileAttributeView posix = Files.getFileAttributeView(path, PosixFileAttributeView.class);
            if (posix != null) {
                return posix.readAttributes().permissions().stream().noneMatch(WRITE::contains);
            }
            return isDosReadOnly(path);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** True for a file with the DOS read-only attribute (Windows), which a move cannot replace. */
    static boolean isDosReadOnly(Path path) {
        if (Files.getFileAttributeView(path, PosixFileAttributeView.class) != null) {
            return false; // Linux offers a DOS view too (extended attributes) that nothing else heeds
        }
        DosFileAttributeView dos = Files.getFileAttributeView(path, DosFileAttributeView.class);
        try {
            return dos != null && Files.exists(path) && dos.readAttributes().isReadOnly();
        } catch (IOException e) {
            return false;
        }
    }

    /** Sets or clears the DOS read-only attribute; best effort. */
    static void setDosReadOnly(Path path, boolean readOnly) {
        DosFileAttributeView dos = Files.getFileAttributeView(path, DosFileAttributeView.class);
        try {
            if (dos != null) {
                dos.setReadOnly(readOnly);
            }
        } catch (IOException e) {
            // the move that follows says what went wrong
        }
    }
}
