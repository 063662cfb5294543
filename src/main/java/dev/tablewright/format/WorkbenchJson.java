package dev.tablewright.format;

import dev.tablewright.io.AtomicFile;
import dev.tablewright.io.ReadOnlyTarget;
import dev.tablewright.format.json.Diagnostics;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.format.json.StreamedArrayNode;
import dev.tablewright.format.json.TextDecoder;
import dev.tablewright.format.workbench.WorkbenchReader;
import dev.tablewright.format.workbench.WorkbenchWriter;
import dev.tablewright.model.DataModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Reads and writes Tablewright model files: NoSQL Workbench data model JSON with a per-table
 * ModelSchema (docs/file-format.md). Reading never throws; everything wrong becomes a problem.
 */
public final class WorkbenchJson {
    /**
     * A larger file is not read. Read as a stream, a file's size costs no memory, but a model takes
     * about as much heap as its file written indented (a million items: 736 MB written, about 715 MB
     * of heap): 2 GB of items fit in no heap the app is given.
     */
    private static final long MAX_FILE_SIZE = 2048L * 1024 * 1024;

    private WorkbenchJson() {
    }

    /**
     * Reads a model file as a stream (the item arrays are decoded as they are read, never held as a
     * tree or as one text); I/O failures and bad content are problems naming the file.
     */
    public static ReadResult read(Path file) {
        Diagnostics d = new Diagnostics(String.valueOf(file));
        return guarded(d, () -> {
            try {
                if (Files.size(file) > MAX_FILE_SIZE) {
                    d.error("", "the file is larger than " + MAX_FILE_SIZE / (1024 * 1024) + " MB; it is not a model");
                    return Optional.empty();
                }
                try (InputStream in = Files.newInputStream(file); Reader text = TextDecoder.reader(in, d)) {
                    return JsonTreeReader.read(text, d, WorkbenchReader.itemArrays())
                            .flatMap(root -> WorkbenchReader.read(root, d));
                }
            } catch (NoSuchFileException e) {
                d.error("", "the file does not exist");
            } catch (AccessDeniedException e) {
                d.error("", "the file cannot be read: permission denied");
            } catch (IOException e) {
                d.error("", "the file cannot be read: " + (e.getMessage() == null ? e.getClass().getSimpleName()
                        : e.getMessage()));
            }
            return Optional.empty();
        });
    }

    /** Reads model text; {@code fileName} only labels the problems. */
    public static ReadResult parse(String json, String fileName) {
        Diagnostics d = new Diagnostics(fileName);
        return guarded(d, () -> JsonTreeReader.read(json == null ? "" : json, d, WorkbenchReader.itemArrays())
                .flatMap(root -> WorkbenchReader.read(root, d)));
    }

    /**
     * The model as file text: deterministic, 2-space indent, {@code \n}, final newline.
     *
     * @throws IllegalArgumentException when a {@link dev.tablewright.model.RawJson} field of the model
     *                                  is not JSON (only code that builds one by hand can cause that)
     */
    public static String write(DataModel model) {
        return Json.pretty(tree(model));
    }

    /**
     * The document {@link #write} writes, as a tree whose item arrays are {@link StreamedArrayNode}s:
     * their items are encoded when they are written (or compared), one at a time.
     */
    public static JsonNode tree(DataModel model) {
        return WorkbenchWriter.document(model);
    }

    /**
     * The same text onto {@code out} (UTF-8, flushed, not closed), each item encoded as it is written:
     * the memory it takes does not grow with the model's items.
     *
     * @throws IllegalArgumentException as {@link #write(DataModel)}; part of the text may be written by then
     */
    public static void write(DataModel model, OutputStream out) throws IOException {
        // Through a writer, as the text's bytes would be encoded: a lone surrogate becomes '?' alike.
        Json.pretty(tree(model), new OutputStreamWriter(out, StandardCharsets.UTF_8));
    }

    /**
     * Writes the model atomically (UTF-8, no BOM): the old file stays whole if anything fails, and a
     * read-only file is refused ({@link dev.tablewright.io.ReadOnlyFileException}).
     */
    public static void save(DataModel model, Path file) throws IOException {
        save(model, file, ReadOnlyTarget.REFUSE);
    }

    /** The same, replacing a read-only file when told to. */
    public static void save(DataModel model, Path file, ReadOnlyTarget readOnly) throws IOException {
        AtomicFile.write(file, out -> write(model, out), readOnly);
    }

    /** The problem of a read that ran out of memory ({@link ReadResult#ranOutOfMemory()}). */
    public static final String TOO_LARGE = "the file is too large to be read in the memory available";

    /** The last line of defence: a bug must not take the application down with an unreadable file. */
    private static ReadResult guarded(Diagnostics d, Supplier<Optional<DataModel>> reading) {
        try {
            return new ReadResult(reading.get(), d.problems());
        } catch (StackOverflowError e) {
            d.error("", "the file is nested too deeply to be read");
        } catch (OutOfMemoryError e) {
            d.error("", TOO_LARGE);
        } catch (RuntimeException | LinkageError | AssertionError e) {
            d.error("", "the file could not be read because of an internal error (please report it): " + e);
        }
        return new ReadResult(Optional.empty(), d.problems());
    }
}
