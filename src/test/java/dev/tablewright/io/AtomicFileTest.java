package dev.tablewright.io;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
    void aMissingFolderIsAnErrorThatLeavesNothingBehind() {
        assertThrows(NoSuchFileException.class,
                () -> AtomicFile.write(dir.resolve("no/such/model.json"), new byte[] {1}));
        assertFalse(Files.exists(dir.resolve("no")));
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
}
