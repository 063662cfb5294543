package dev.tablewright.format.infra;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import com.bertramlabs.plugins.hcl4j.HCLParserException;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.SourceFiles;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.port.FileTables;
import dev.tablewright.format.port.Importer;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code import terraform}: the {@code aws_dynamodb_table} resources of Terraform files (HCL), with
 * the auto scaling, contributor insights, resource policies and tags the export writes beside them
 * ({@link TerraformReader}). A file HCL cannot parse is an error; what of a parsed file cannot be read
 * is a warning.
 */
final class TerraformImporter implements Importer {
    /** Terraform files are small; this keeps a wrongly named large file from being parsed at all. */
    private static final long MAX_FILE_SIZE = 16L * 1024 * 1024;

    @Override
    public String source() {
        return "terraform";
    }

    @Override
    public String title() {
        return "Terraform file";
    }

    @Override
    public String description() {
        return "Terraform files (HCL): their aws_dynamodb_table resources, with auto scaling, contributor insights,"
                + " resource policies and replica tags";
    }

    @Override
    public ReadResult read(List<Path> files) {
        return FileTables.combine(files, TerraformImporter::readOne, SourceFiles::stem);
    }

    private static ReadResult readOne(Path file, List<TableDesign> earlier) {
        Diagnostics d = new Diagnostics(String.valueOf(file));
        Optional<Map<String, Object>> root = text(file, d).flatMap(text -> parse(text, d));
        if (root.isEmpty()) {
            return new ReadResult(Optional.empty(), d.problems());
        }
        List<TableDesign> tables = new ArrayList<>();
        for (TableDesign t : TerraformReader.read(root.get(), d).tables()) {
            if (earlier.stream().anyMatch(e -> e.name().equals(t.name()))
                    || tables.stream().anyMatch(e -> e.name().equals(t.name()))) {
                d.error(JsonPath.ROOT, "a second table named '" + t.name() + "' (table names are unique in a model)");
            } else {
                tables.add(t);
            }
        }
        if (tables.isEmpty() && d.errorCount() == 0) {
            d.error(JsonPath.ROOT, "no table could be read: the file has no aws_dynamodb_table resource that could be read");
        }
        return new ReadResult(Optional.of(DataModel.of("", tables)), d.problems());
    }

    @SuppressWarnings("unchecked")
    private static Optional<Map<String, Object>> parse(String text, Diagnostics d) {
        try {
            return Optional.of((Map<String, Object>) new HCLParser().parse(text));
        } catch (HCLParserException | IOException e) {
            d.error(JsonPath.ROOT, "not HCL that can be read: " + e.getMessage());
        } catch (RuntimeException e) {
            // hcl4j meets some malformed input with an unchecked exception of its own
            d.error(JsonPath.ROOT, "not HCL that can be read: " + (e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage()));
        }
        return Optional.empty();
    }

    private static Optional<String> text(Path file, Diagnostics d) {
        return SourceFiles.text(file, d, MAX_FILE_SIZE, "a Terraform file");
    }
}
