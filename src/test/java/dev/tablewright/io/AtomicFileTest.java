package dev.tablewright.io;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class AtomicFileTest {
    private static final byte[] OLD = "old contents\r\nwith\u0000bytes".getBytes(StandardCharsets.ISO_8859_1);

    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void createsANewFile() throws IOException {
        Path target = dir.resolve("model.json");
        AtomicFile.write(target, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals("new", Files.readString(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void replacesTheContentsOfAnExistingFile() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        AtomicFile.write(target, "replaced".getBytes(StandardCharsets.UTF_8));
        assertEquals("replaced", Files.readString(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void aFailureAfterPartialOutputLeavesTheOldFileWholeAndNoTempFile() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        IOException thrown = new IOException("disk full");
        IOException e = assertThrows(IOException.class, () -> AtomicFile.write(target, out -> {
            out.write(new byte[100_000]);
            out.flush();
            throw thrown;
        }));
        assertSame(thrown, e);
        assertArrayEquals(OLD, Files.readAllBytes(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void aRuntimeFailureIsCleanedUpToo() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        assertThrows(UncheckedIOException.class, () -> AtomicFile.write(target, out -> {
            out.write('x');
            throw new UncheckedIOException(new IOException("boom"));
        }));
        assertArrayEquals(OLD, Files.readAllBytes(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void aFailingMoveLeavesTheOldFileWholeAndNoTempFile() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        assertThrows(IOException.class, () -> AtomicFile.write(target, out -> out.write('x'), (from, to, options) -> {
            assertTrue(Files.exists(from), "the temporary file is complete before the move");
            assertEquals(dir, from.getParent(), "the temporary file is in the target's folder");
            assertTrue(from.getFileName().toString().startsWith(AtomicFile.TEMP_PREFIX));
            throw new IOException("rename failed");
        }));
        assertArrayEquals(OLD, Files.readAllBytes(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void withoutAtomicMoveItFallsBackToAPlainReplace() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        AtomicFile.write(target, out -> out.write('y'), (from, to, options) -> {
            if (List.of(options).contains(StandardCopyOption.ATOMIC_MOVE)) {
                throw new AtomicMoveNotSupportedException(from.toString(), to.toString(), "not here");
            }
            Files.move(from, to, options);
        });
        assertEquals("y", Files.readString(target));
        assertEquals(List.of(target), files());
    }

    @Test
    void aMissingFolderIsAnErrorThatNamesItAndLeavesNothingBehind() {
        Path target = dir.resolve("no/such/model.json");
        FileWriteException e = assertThrows(FileWriteException.class, () -> AtomicFile.write(target, new byte[] {1}));
        assertEquals("cannot write " + target + ": the folder " + dir.resolve("no/such") + " does not exist",
                e.getMessage());
        assertEquals(target, e.file());
        assertFalse(e.getMessage().contains(AtomicFile.TEMP_PREFIX), "the temporary file is not the user's business");
        assertFalse(Files.exists(dir.resolve("no")));
    }

    @Test
    void aFolderThatIsAFileIsSaidSo() throws IOException {
        Path blocked = Files.writeString(dir.resolve("a-file"), "");
        FileWriteException e = assertThrows(FileWriteException.class,
                () -> AtomicFile.write(blocked.resolve("model.json"), new byte[] {1}));
        assertEquals("cannot write " + blocked.resolve("model.json") + ": " + blocked + " is not a folder", e.getMessage());
    }

    @Test
    void aTargetThatIsAFolderIsSaidSo() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("model.json"));
        FileWriteException e = assertThrows(FileWriteException.class, () -> AtomicFile.write(folder, new byte[] {1}));
        assertEquals("cannot write " + folder + ": it is a folder", e.getMessage());
        assertEquals(List.of(folder), files());
    }

    /** Root writes into a read-only folder all the same, so this runs for other users only. */
    @Test
    void aReadOnlyFolderIsSaidSoAndGetsNothing() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("locked"));
        assumeTrue(posix(folder), "a POSIX file system");
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(folder), "not root");
            Path target = folder.resolve("model.json");
            FileWriteException e = assertThrows(FileWriteException.class, () -> AtomicFile.write(target, new byte[] {1}));
            assertEquals("cannot write " + target + ": the folder " + folder + " is read-only", e.getMessage());
            try (Stream<Path> s = Files.list(folder)) {
                assertEquals(0, s.count());
            }
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** Refused by the permission bits, so root (who may write any file) is refused too. */
    @Test
    void aReadOnlyFileIsRefusedUnlessToldToReplaceItAndStaysReadOnly() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        assumeTrue(posix(target), "a POSIX file system");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("r--r--r--"));
        boolean[] produced = new boolean[1];
        ReadOnlyFileException e = assertThrows(ReadOnlyFileException.class, () -> AtomicFile.write(target, out -> {
            produced[0] = true;
            out.write('x');
        }));
        assertEquals("cannot write " + target + ": the file is read-only", e.getMessage());
        assertFalse(produced[0], "refused before the contents are produced");
        assertArrayEquals(OLD, Files.readAllBytes(target));
        assertEquals(List.of(target), files());

        AtomicFile.write(target, "replaced".getBytes(StandardCharsets.UTF_8), ReadOnlyTarget.REPLACE);
        assertEquals("replaced", Files.readString(target));
        assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }

    private static boolean posix(Path p) {
        return Files.getFileAttributeView(p, java.nio.file.attribute.PosixFileAttributeView.class) != null;
    }

    @Test
    void theFileKeepsItsPermissions() throws IOException {
        Path target = Files.write(dir.resolve("model.json"), OLD);
        try {
            Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        } catch (UnsupportedOperationException e) {
            return; // not a POSIX file system
        }
        AtomicFile.write(target, new byte[] {1});
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }

    @Test
    void writingThroughASymbolicLinkKeepsTheLink() throws IOException {
        Path real = Files.write(dir.resolve("real.json"), OLD);
        Path link;
        try {
            link = Files.createSymbolicLink(dir.resolve("link.json"), real.getFileName());
        } catch (UnsupportedOperationException | IOException e) {
            return; // no symbolic links here
        }
        AtomicFile.write(link, "via link".getBytes(StandardCharsets.UTF_8));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("via link", Files.readString(real));
        assertEquals(List.of(link, real), files());
    }

    @Test
    void aSaveRemovesOldLeftoversOfInterruptedSavesOnly() throws IOException {
        Path old = dir.resolve(AtomicFile.TEMP_PREFIX + "model.json-1a2b3c4d5e6f7a8b.tmp");
        Path running = dir.resolve(AtomicFile.TEMP_PREFIX + "other.json-00ff.tmp");
        Path notOurs = dir.resolve(AtomicFile.TEMP_PREFIX + "notes.tmp");
        Path unrelated = dir.resolve("backup-1a2b.tmp");
        for (Path p : List.of(old, running, notOurs, unrelated)) {
            Files.writeString(p, "x");
        }
        FileTime longAgo = FileTime.from(Instant.now().minus(AtomicFile.LEFTOVER_AGE).minusSeconds(5));
        for (Path p : List.of(old, notOurs, unrelated)) {
            Files.setLastModifiedTime(p, longAgo);
        }
        Path target = dir.resolve("model.json");
        AtomicFile.write(target, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(unrelated, running, notOurs, target).stream().sorted().toList(), files(),
                "the old leftover is gone; a fresh one (a save running elsewhere) and other files stay");
    }

    @Test
    void aSaveRemovesTheLeftoversOfItsOwnFileHoweverFresh() throws IOException {
        Path killed = Files.writeString(dir.resolve(AtomicFile.TEMP_PREFIX + "model.json-1a2b3c4d5e6f7a8b.tmp"), "x");
        Path other = Files.writeString(dir.resolve(AtomicFile.TEMP_PREFIX + "model.json-1f-00ff.tmp"), "x");
        Path target = dir.resolve("model.json");
        AtomicFile.write(target, "new".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(other, target).stream().sorted().toList(), files(),
                "the save killed a moment ago leaves nothing; another file's fresh temporary file stays");
    }

    /** A save in this JVM never removes the temporary file of another still running, of the same file or not. */
    @Test
    void aSaveLeavesTheTemporaryFileOfASaveStillRunning() throws IOException {
        Path target = dir.resolve("model.json");
        AtomicFile.write(target, out -> {
            out.write("outer".getBytes(StandardCharsets.UTF_8));
            AtomicFile.write(target, "inner".getBytes(StandardCharsets.UTF_8));
        });
        assertEquals("outer", Files.readString(target), "the outer save's temporary file was still there to move");
        assertEquals(List.of(target), files());
    }
}
