package dev.tablewright.format.diff;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One file side of a diff, read by what it is: a Terraform file ({@code .tf}), a CloudFormation
 * template (YAML, or JSON with a {@code Resources} or {@code AWSTemplateFormatVersion} field) or a
 * model file. A template holds only designs ({@link #designOnly()}): the diff gives its tables the
 * model's entities and items ({@link dev.tablewright.engine.diff.DesignOnly}).
 *
 * @param model    the tables read; empty when the file could not be read at all
 * @param problems what could not be read (for a template, its importer's warnings)
 */
public record SideFile(Path file, Kind kind, Optional<DataModel> model, List<Problem> problems) {
    public enum Kind {
        MODEL("model"), CLOUDFORMATION("CloudFormation template"), TERRAFORM("Terraform file");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** How much of a JSON file's start is looked at for a template's top-level fields. */
    private static final int SNIFF = 64 * 1024;

    public SideFile {
        problems = List.copyOf(problems);
    }

    public boolean designOnly() {
        return kind != Kind.MODEL;
    }

    /** "cannot read FILE: why", for a side that could not be read. */
    public String failure() {
        String why = problems.stream().filter(Problem::isError).findFirst()
                .map(p -> (p.path().isEmpty() || p.path().equals("$") ? "" : p.path() + ": ") + p.message())
                .orElse("not a " + kind.label());
        return "cannot read " + file + (kind == Kind.MODEL ? "" : " (" + kind.label() + ")") + ": " + why;
    }

    /** Whether the file could not be read because the Java heap was too small for it. */
    public boolean ranOutOfMemory() {
        return new ReadResult(model, problems).ranOutOfMemory();
    }

    /** Each problem short of making the file unreadable, as "FILE: path: severity: message". */
    public List<String> warnings() {
        return model.isEmpty() ? List.of() : problems.stream().filter(p -> p.severity() != Severity.INFO)
                .map(Problem::toString).toList();
    }

    public static SideFile read(Path file) {
        Kind kind = kindOf(file);
        ReadResult read = switch (kind) {
            case MODEL -> WorkbenchJson.read(file);
            case CLOUDFORMATION -> Importers.find("cloudformation").orElseThrow().read(List.of(file));
            case TERRAFORM -> Importers.find("terraform").orElseThrow().read(List.of(file));
        };
        return new SideFile(file, kind, read.model(), read.problems());
    }

    static Kind kindOf(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".tf")) {
            return Kind.TERRAFORM;
        }
        if (name.endsWith(".yaml") || name.endsWith(".yml") || name.endsWith(".template")) {
            return Kind.CLOUDFORMATION;
        }
        return looksLikeTemplate(file) ? Kind.CLOUDFORMATION : Kind.MODEL;
    }

    /** A JSON template names its Resources (or its format version) at the top level; a model file never does. */
    private static boolean looksLikeTemplate(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            String start = new String(in.readNBytes(SNIFF), StandardCharsets.UTF_8);
            return start.contains("\"AWSTemplateFormatVersion\"") || start.contains("\"Resources\"")
                    && !start.contains("\"DataModel\"");
        } catch (IOException e) {
            return false; // the model reader says why the file cannot be read
        }
    }
}
