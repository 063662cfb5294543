package dev.tablewright.ui.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.migrate.LiveFromTable;
import dev.tablewright.engine.migrate.PlanFacts;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.migrate.PlanModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.compare.PlanOrigin;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The two designs a plan is made between, read once (off the FX thread) so that a new write rate only
 * plans again: FROM a model file or a live table (DescribeTable and the settings calls, and its
 * ItemCount), TO the saved document; each named as a plan file names it, a file by its SHA-256.
 *
 * @param live      the live FROM table's ItemCount and sample; empty for a file
 */
record PlanSides(DataModel from, Source fromSource, DataModel to, Source toSource, Optional<LiveFromTable> live,
        boolean fromFile) {

    /** Reads both sides; a file that holds no model, or a table the connection lacks, is an error in one line. */
    static PlanSides load(PlanOrigin origin, Path toFile, Function<Connection, Gateway> open) {
        DataModel to = read(toFile);
        List<Problem> errors = ModelValidator.validate(to).stream().filter(Problem::isError).toList();
        if (!errors.isEmpty()) {
            throw new IllegalArgumentException(toFile.getFileName() + " has " + errors.size() + " error"
                    + (errors.size() == 1 ? "" : "s") + " to fix before a migration is planned to it, the first: "
                    + errors.get(0).message());
        }
        Source toSource = Source.file(toFile.toAbsolutePath().toString(), PlanModels.sha256(toFile));
        if (origin instanceof PlanOrigin.ModelFile f) {
            // The hash first: the model read is then of the bytes hashed, unless the file changes in between.
            String hash = PlanModels.sha256(f.file());
            return new PlanSides(read(f.file()), Source.file(f.file().toAbsolutePath().toString(), hash), to,
                    toSource, Optional.empty(), true);
        }
        PlanOrigin.LiveTable live = (PlanOrigin.LiveTable) origin;
        Gateway gateway = open.apply(live.connection());
        LiveFromTable read = LiveFromTable.read(gateway, live.table());
        return new PlanSides(read.model(), source(live.connection(), gateway, live.table()), to, toSource,
                Optional.of(read), false);
    }

    /** What the planner knows beyond the designs: the rate, the prices, and a live FROM's count and sample. */
    PlanFacts facts(double writeRate) {
        PlanFacts facts = new PlanFacts(Optional.empty(), Map.of(), writeRate, to.pricesOrDefault());
        return live.map(l -> l.facts(facts)).orElse(facts);
    }

    /** A live table as a plan file names it: the endpoint's URL or the profile's name, and the table. */
    static Source source(Connection c, Gateway gateway, String table) {
        switch (c.kind()) {
            case AWS:
                return Source.profile(c.profile().isEmpty() ? "default" : c.profile(), table);
            case LOCAL_ENDPOINT:
                return Source.endpoint(c.endpoint().isEmpty() ? Connection.DEFAULT_ENDPOINT : c.endpoint(), table);
            default:
                return Source.endpoint(gateway.startedEndpoint().orElse(gateway.displayName()), table);
        }
    }

    private static DataModel read(Path file) {
        ReadResult r = WorkbenchJson.read(file);
        Optional<DataModel> model = r.model();
        if (model.isEmpty()) {
            throw new IllegalArgumentException(file.getFileName() + " holds no model: " + r.problems().stream()
                    .filter(Problem::isError).map(Problem::message).collect(Collectors.joining("; ")));
        }
        return model.get();
    }
}
