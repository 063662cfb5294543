package dev.tablewright.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Why a write failed, in the user's terms: the folder that is missing or read-only rather than the
 * JDK's message, which names the temporary file the write went through.
 */
final class WriteFailures {
    private WriteFailures() {
    }

    /**
     * @param target the file as the caller named it
     * @param folder the folder the write went to (the target's, its link followed)
     */
    static FileWriteException explain(Path target, Path folder, IOException e) {
        return e instanceof FileWriteException known ? known : new FileWriteException(target, reason(target, folder, e), e);
    }

    static String reason(Path target, Path folder, IOException e) {
        // The folder as the user wrote it when there is one ("out/model.json"), else the absolute one.
        Path shown = target.getParent() != null && !Files.isSymbolicLink(target) ? target.getParent() : folder;
        if (!Files.isDirectory(folder)) {
            if (Files.notExists(folder)) {
                return "the folder " + shown + " does not exist";
            }
            return Files.exists(folder) ? shown + " is not a folder" : "the folder " + shown + " cannot be reached";
        }
        if (Files.isDirectory(target)) {
            return "it is a folder";
        }
        if (ReadOnlyFiles.hasNoWriteBits(folder)) {
            return "the folder " + shown + " is read-only";
        }
        if (!Files.isWritable(folder)) {
            return "the folder " + shown + " is not writable for this user";
        }
        return e instanceof FileSystemException fs ? reason(fs) : message(e);
    }

    /** The system's reason alone: the message would name the temporary file. */
    private static String reason(FileSystemException e) {
        if (e.getReason() != null && !e.getReason().isBlank()) {
            return e.getReason();
        }
        if (e instanceof AccessDeniedException) {
            return "access denied";
        }
        return e instanceof NoSuchFileException ? "its temporary file was removed meanwhile (by a save of the same file elsewhere?)" : e.getClass().getSimpleName();
    }

    private static String message(IOException e) {
        return e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
    }
}
