package dev.tablewright.ui.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.settings.LiveSettings;
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
 * @param described DynamoDB's ItemCount of the live FROM table, by name; empty for a file
 */
record PlanSides(DataModel from, Source fromSource, DataModel to, Source toSource, Map<String, Long> described,
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
                    toSource, Map.of(), true);
        }
        PlanOrigin.LiveTable live = (PlanOrigin.LiveTable) origin;
        Gateway gateway = open.apply(live.connection());
        String table = live.table();
        LiveSettings settings = gateway.liveSettings(table).orElseThrow(() ->
                new IllegalArgumentException("no table " + table + " at " + gateway.displayName()));
        Map<String, Long> described = gateway.facts(table).map(TableFacts::itemCount).map(n -> Map.of(table, n))
                .orElse(Map.of());
        return new PlanSides(DataModel.of(table, List.of(settings.design())), source(live.connection(), gateway, table),
                to, toSource, described, false);
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
