package dev.tablewright.format.onetable;

import dev.tablewright.format.ReadResult;
import dev.tablewright.format.port.Importer;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
        List<Problem> problems = new ArrayList<>();
        List<TableDesign> tables = new ArrayList<>();
        boolean unreadable = false;
        for (Path file : files) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                problems.add(new Problem(Severity.ERROR, file.toString(), "", "cannot read: " + e.getMessage()));
                unreadable = true;
                continue;
            }
            ReadResult r = OneTableFile.read(text, file.toString(), stem(file));
            problems.addAll(r.problems());
            r.model().ifPresentOrElse(m -> tables.addAll(m.tables()), () -> { });
            unreadable |= r.model().isEmpty();
        }
        if (unreadable) {
            return new ReadResult(Optional.empty(), problems);
        }
        return new ReadResult(Optional.of(DataModel.of(files.isEmpty() ? "" : stem(files.get(0)), tables)), problems);
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
