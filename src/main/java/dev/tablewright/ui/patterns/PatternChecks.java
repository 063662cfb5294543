package dev.tablewright.ui.patterns;

import dev.tablewright.engine.coverage.Coverage;
import dev.tablewright.engine.pattern.KeptCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks the access patterns of one table of a model: each run on the sample data
 * ({@link PatternAnalyzer}), the rules' problems at it ({@link ModelValidator}) and its coverage
 * ({@link Coverage}). Pure work on an immutable model: run it off the FX thread.
 */
public final class PatternChecks {
    private PatternChecks() {
    }

    /** Every pattern of {@code table}, in its order; none when the model has no such table. */
    public static List<PatternCheck> of(DataModel model, String table) {
        Optional<TableDesign> found = model == null ? Optional.empty() : model.table(table);
        if (found.isEmpty()) {
            return List.of();
        }
        TableDesign t = found.get();
        if (t.accessPatterns().isEmpty()) {
            return List.of();
        }
        List<Problem> all = ModelValidator.validate(model);
        PatternAnalyzer analyzer = PatternAnalyzer.of(model);
        Coverage coverage = Coverage.of(t);
        List<PatternAnalysis> analyses = t.accessPatterns().stream().map(p -> analyzer.analyse(t, p)).toList();
        // What keeping each kept entity costs comes from every pattern of the table that writes its source.
        List<KeptCost> kept = KeptCost.of(t, analyses);
        List<PatternCheck> out = new ArrayList<>();
        for (PatternAnalysis analysis : analyses) {
            AccessPattern p = analysis.pattern();
            String path = new ModelPath.AccessPatternPath(t.name(), p.name()).print();
            List<Problem> problems = new ArrayList<>(all.stream().filter(x -> x.path().equals(path)).toList());
            analysis.errors().forEach(e -> problems.add(Problem.error(path, e)));
            out.add(new PatternCheck(p, analysis, problems, coverage.pattern(p.name()), KeptCost.readBy(analysis, kept)));
        }
        return out;
    }

    /** One pattern's check (the inspector's), empty when the table has no such pattern. */
    public static Optional<PatternCheck> one(DataModel model, String table, String pattern) {
        return of(model, table).stream().filter(c -> c.name().equals(pattern)).findFirst();
    }
}
