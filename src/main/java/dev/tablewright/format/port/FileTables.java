package dev.tablewright.format.port;

import dev.tablewright.format.ReadResult;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What an import of several files comes to: their tables in one model named after the first file,
 * every problem of each, and no model when any file could not be read at all.
 */
public final class FileTables {
    private FileTables() {
    }

    /**
     * @param readOne one file's tables (a model holding them) and problems, given the tables of the files
     *                before it (a name taken twice is an error); no model when it cannot be read
     * @param stem    the model's name from the first file's name
     */
    public static ReadResult combine(List<Path> files, BiFunction<Path, List<TableDesign>, ReadResult> readOne,
            Function<Path, String> stem) {
        List<Problem> problems = new ArrayList<>();
        List<TableDesign> tables = new ArrayList<>();
        boolean unreadable = false;
        for (Path file : files) {
            ReadResult one = readOne.apply(file, List.copyOf(tables));
            problems.addAll(one.problems());
            one.model().ifPresent(m -> tables.addAll(m.tables()));
            unreadable |= one.model().isEmpty();
        }
        if (unreadable) {
            return new ReadResult(Optional.empty(), problems);
        }
        return new ReadResult(Optional.of(DataModel.of(files.isEmpty() ? "" : stem.apply(files.get(0)), tables)),
                problems);
    }
}
