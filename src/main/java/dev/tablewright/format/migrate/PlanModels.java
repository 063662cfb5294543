package dev.tablewright.format.migrate;

import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The model files a plan names, read back only when they are the very files the plan was made from
 * (their SHA-256): every command that takes a plan (dry-run, apply, verify, the window) works on the
 * designs it was made between, never on a later edit of them.
 */
public final class PlanModels {
    /** The model read, or why not in one line. */
    public record Loaded(Optional<DataModel> model, String error) {
        public static Loaded of(DataModel model) {
            return new Loaded(Optional.of(model), "");
        }

        public static Loaded failed(String error) {
            return new Loaded(Optional.empty(), error);
        }
    }

    private PlanModels() {
    }

    /** The file's SHA-256 in hex, as a plan records it. */
    public static String sha256(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The side's model file, read only when it is the very file the plan was made from. */
    public static Loaded read(Path planFile, Source side) {
        if (!side.isFile()) {
            return Loaded.failed("the plan's side is " + side.describe() + ", not a model file");
        }
        List<Path> candidates = candidates(planFile, side.location());
        if (candidates.isEmpty()) {
            return Loaded.failed("the plan's model " + side.location() + " is not there (nor next to the plan)");
        }
        Optional<Path> same = candidates.stream().filter(f -> sha256(f).equalsIgnoreCase(side.detail())).findFirst();
        if (same.isEmpty()) {
            return Loaded.failed("the plan was made from another version of " + candidates.get(0)
                    + " (its SHA-256 is not the plan's); make the plan again");
        }
        Path file = same.get();
        ReadResult r = WorkbenchJson.read(file);
        if (r.model().isEmpty()) {
            return Loaded.failed(r.problems().stream().filter(Problem::isError).map(Object::toString)
                    .collect(Collectors.joining("; ")));
        }
        return Loaded.of(r.model().get());
    }

    /**
     * Where a named model file may be: as named (from where {@code migrate plan} ran, or absolute), and
     * next to the plan (where the window names it from); the one with the plan's hash is the one meant.
     */
    static List<Path> candidates(Path planFile, String location) {
        Path p = Path.of(location);
        List<Path> out = new ArrayList<>();
        if (Files.exists(p)) {
            out.add(p);
        }
        Path dir = planFile.toAbsolutePath().getParent();
        if (!p.isAbsolute() && dir != null && Files.exists(dir.resolve(p))
                && out.stream().noneMatch(x -> x.toAbsolutePath().normalize().equals(dir.resolve(p).normalize()))) {
            out.add(dir.resolve(p));
        }
        return out;
    }
}
