package dev.tablewright.format.onetable;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.port.FileTables;
import dev.tablewright.format.port.Importer;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** {@code import onetable FILE…}: each OneTable schema file a table, named after the file. */
public final class OneTableImporter implements Importer {
    @Override
    public String source() {
        return "onetable";
    }

    @Override
    public String title() {
        return "OneTable schema";
    }

    @Override
    public String description() {
        return "OneTable schema files (onetable:1.1.0), one table each, named after the file";
    }

    @Override
    public ReadResult read(List<Path> files) {
        return FileTables.combine(files, OneTableImporter::readOne, OneTableImporter::stem);
    }

    /** One schema file's table, named after the file (the earlier files' tables do not matter to it). */
    private static ReadResult readOne(Path file, List<?> earlier) {
        try {
            return OneTableFile.read(Files.readString(file, StandardCharsets.UTF_8), file.toString(), stem(file));
        } catch (IOException e) {
            return new ReadResult(Optional.empty(),
                    List.of(new Problem(Severity.ERROR, file.toString(), "", "cannot read: " + e.getMessage())));
        }
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        for (String suffix : List.of(".onetable.json", ".json")) {
            if (name.endsWith(suffix) && name.length() > suffix.length()) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        return name;
    }
}
