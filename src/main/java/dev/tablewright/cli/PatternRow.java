package dev.tablewright.cli;

import dev.tablewright.engine.pattern.KeptCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.rules.ModelValidator;
import java.util.ArrayList;
import java.util.List;

/**
 * One access pattern as the {@code patterns} command reports it: the analysis on the sample data and
 * the problems the rules find at the pattern (the design lint's among them), then its own errors; for
 * a read of kept items, what keeping them costs ({@code keptBy}).
 */
record PatternRow(PatternAnalysis analysis, List<Problem> problems, List<KeptCost> keptBy) {
    PatternRow {
        problems = List.copyOf(problems);
        keptBy = List.copyOf(keptBy);
    }

    /** Every pattern of the model, in model order. */
    static List<PatternRow> of(DataModel model) {
        List<Problem> all = ModelValidator.validate(model);
        List<PatternRow> rows = new ArrayList<>();
        List<PatternAnalysis> analyses = PatternAnalyzer.of(model).analyseAll();
        List<KeptCost> kept = new ArrayList<>();
        model.tables().forEach(t -> kept.addAll(KeptCost.of(t, analyses)));
        for (PatternAnalysis a : analyses) {
            String path = new ModelPath.AccessPatternPath(a.table(), a.pattern().name()).print();
            List<Problem> problems = new ArrayList<>(all.stream().filter(p -> p.path().equals(path)).toList());
            a.errors().forEach(e -> problems.add(Problem.error(path, e)));
            rows.add(new PatternRow(a, problems, KeptCost.readBy(a, kept)));
        }
        return rows;
    }

    boolean hasError() {
        return problems.stream().anyMatch(Problem::isError);
    }

    /** What fails the command: an error, or a Scan unless Scans are allowed. */
    boolean fails(boolean allowScan) {
        return hasError() || (analysis.needsScan() && !allowScan);
    }

    static String severity(Problem p) {
        return p.severity() == Severity.ERROR ? "error" : p.severity() == Severity.WARNING ? "warning" : "note";
    }
}
