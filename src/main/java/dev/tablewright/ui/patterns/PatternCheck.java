package dev.tablewright.ui.patterns;

import dev.tablewright.engine.coverage.PatternCoverage;
import dev.tablewright.engine.index.SourcedItem;
import dev.tablewright.engine.pattern.KeptCost;
import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.RequestCapacity;
import dev.tablewright.engine.pattern.StreamWrite;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Problem;
import dev.tablewright.engine.pattern.LeftOutItems;
import dev.tablewright.model.edit.QuickFixes;
import dev.tablewright.model.edit.Suggestion;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One access pattern as the editor shows it: the analysis on the sample data, the problems the rules
 * find at the pattern (the design lint's among them) with its own errors, and its coverage findings
 * with the fixes proposed for them; for a read of kept items, what keeping them costs ({@code keptBy}).
 * The text methods are the cells of the Access patterns tab.
 */
public record PatternCheck(AccessPattern pattern, PatternAnalysis analysis, List<Problem> problems,
        Optional<PatternCoverage> coverage, List<KeptCost> keptBy) {
    public PatternCheck {
        problems = List.copyOf(problems);
        keptBy = List.copyOf(keptBy);
    }

    /** A check of a pattern that reads no kept entity. */
    public PatternCheck(AccessPattern pattern, PatternAnalysis analysis, List<Problem> problems,
            Optional<PatternCoverage> coverage) {
        this(pattern, analysis, problems, coverage, List.of());
    }

    public String name() {
        return pattern.name();
    }

    public String servedBy() {
        return analysis.servedBy().text();
    }

    /** "3 items" (a "+" when the first page was not all), or "—" for a write or a request that could not run. */
    public String items() {
        if (!analysis.ran() || !pattern.operation().reads()) {
            return "—";
        }
        int n = analysis.returned().size();
        return n + (analysis.more() ? "+" : "") + (n == 1 ? " item" : " items");
    }

    public List<SourcedItem> returned() {
        return analysis.returned();
    }

    /**
     * A vector search's results, nearest first, one line each: its score and the item's primary key
     * ({@code keyNames}, the table's): {@code 0.9987  PK=PRODUCT#1, SK=PRODUCT}. Empty for other operations.
     */
    public List<String> scoredLines(List<String> keyNames) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < analysis.scores().size() && i < analysis.returned().size(); i++) {
            var item = analysis.returned().get(i).item();
            List<String> key = new ArrayList<>();
            for (String k : keyNames) {
                item.get(k).ifPresent(v -> key.add(k + "=" + v.displayText()));
            }
            // A float32 cosine distance of an item to itself may come out a hair below 0: shown as 0.
            String score = String.format(Locale.ROOT, "%.4f", analysis.scores().get(i)).replaceFirst("^-(0\\.0+)$", "$1");
            lines.add(score + "  " + String.join(", ", key));
        }
        return lines;
    }

    public String readUnits() {
        return analysis.capacity().map(c -> units(c.readUnits(), c)).orElse("—");
    }

    public String writeUnits() {
        return analysis.capacity().map(c -> units(c.writeUnits(), c)).orElse("—");
    }

    /** "$1.23 on demand · $4.56 provisioned" a month, or "no rate" when the pattern has none. */
    public String monthlyCost() {
        return analysis.cost().map(PatternCheck::cost)
                .orElse(analysis.ran() ? "no rate" : "—");
    }

    /** The monthly cost on demand ("$1.23"): the tab's column; "no rate", "—" as {@link #monthlyCost()}. */
    public String onDemandCost() {
        return analysis.cost().map(c -> dollars(c.onDemand())).orElseGet(this::monthlyCost);
    }

    /** The monthly cost provisioned ("$4.56"): the tab's column; "no rate", "—" as {@link #monthlyCost()}. */
    public String provisionedCost() {
        return analysis.cost().map(c -> dollars(c.provisioned())).orElseGet(this::monthlyCost);
    }

    /**
     * The Stream column: for a write, "+ $6.90 on demand · $19.93 provisioned" a month for the kept items'
     * handlers ("+ 4 WCU" without a rate); for a read of kept items, "kept: $6.90 on demand · …" from the
     * patterns that write their source; empty otherwise. {@link #streamLines()} says each in full.
     */
    public String streamCost() {
        if (!analysis.stream().isEmpty()) {
            boolean perItem = analysis.stream().get(0).capacity().perItem();
            double units = analysis.stream().stream().mapToDouble(w -> w.capacity().writeUnits()).sum();
            return "+ " + analysis.streamCost().map(PatternCheck::cost).orElseGet(() -> units(units,
                    new RequestCapacity(0, units, false)) + " WCU" + (perItem ? " per item" : ""));
        }
        Optional<MonthlyCost> kept = keptBy.stream().map(KeptCost::cost).flatMap(Optional::stream)
                .reduce(MonthlyCost::plus);
        return keptBy.isEmpty() ? "" : "kept: " + kept.map(PatternCheck::cost).orElse("not known");
    }

    /** The Stream column's on-demand cell: "+ $6.90", "kept $6.90"; {@link #streamCost()}'s text without a figure. */
    public String streamOnDemand() {
        return streamFigure(MonthlyCost::onDemand);
    }

    /** The Stream column's provisioned cell: "+ $19.93", "kept $19.93", as {@link #streamOnDemand()}. */
    public String streamProvisioned() {
        return streamFigure(MonthlyCost::provisioned);
    }

    private String streamFigure(java.util.function.ToDoubleFunction<MonthlyCost> mode) {
        Optional<MonthlyCost> c = analysis.stream().isEmpty()
                ? keptBy.stream().map(KeptCost::cost).flatMap(Optional::stream).reduce(MonthlyCost::plus)
                : analysis.streamCost();
        return c.map(x -> (analysis.stream().isEmpty() ? "kept " : "+ ") + dollars(mode.applyAsDouble(x)))
                .orElseGet(this::streamCost);
    }

    /**
     * Each kept entity's handler work for one of its writes, with its monthly cost ("+ stream: MonthlyTotal
     * — 1 consistent read, 2 transactional writes: 1 RCU, 4 WCU per request; $6.90 on demand · …; 1 stream
     * record, free: …"), then what keeping each kept entity it reads costs.
     */
    public List<String> streamLines() {
        List<String> lines = new ArrayList<>();
        for (StreamWrite w : analysis.stream()) {
            lines.add("+ stream: " + w.work() + w.cost().map(c -> "; " + cost(c) + " a month").orElse("") + "; "
                    + w.records());
        }
        keptBy.forEach(k -> lines.add(k.describe(c -> cost(c) + " a month")));
        return lines;
    }

    static String cost(MonthlyCost c) {
        return dollars(c.onDemand()) + " on demand · " + dollars(c.provisioned()) + " provisioned";
    }

    static String dollars(double d) {
        return String.format(Locale.ROOT, d != 0 && d < 0.01 ? "$%.4f" : "$%,.2f", d);
    }

    private static String units(double u, RequestCapacity c) {
        String text = u == Math.rint(u) ? String.format(Locale.ROOT, "%.0f", u) : String.format(Locale.ROOT, "%.1f", u);
        return c.perItem() && u > 0 ? text + " per item" : text;
    }

    /** Every problem and coverage finding, one line each: the Problems cell and the inspector's list. */
    public List<String> problemLines() {
        List<String> lines = new ArrayList<>();
        problems.forEach(p -> lines.add(p.severity().name().toLowerCase(Locale.ROOT) + ": " + p.message()));
        coverage.ifPresent(c -> lines.addAll(c.explanations()));
        analysis.leftOut().forEach(l -> lines.add(l.line()));
        return lines;
    }

    /** The row's tooltip: its problems, then what the stream's kept items cost ({@link #streamLines()}). */
    public List<String> tooltipLines() {
        List<String> lines = new ArrayList<>(problemLines());
        lines.addAll(streamLines());
        return lines;
    }

    /** The problems in one cell: empty when there are none. */
    public String problemsText() {
        return String.join("; ", problemLines());
    }

    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }

    /** True when something is wrong with it: an error, a Scan, a finding. */
    public boolean flagged() {
        return hasErrors() || analysis.needsScan() || !analysis.leftOut().isEmpty()
                || coverage.map(PatternCoverage::flagged).orElse(false);
    }

    /**
     * What would make the pattern better, each one undoable step: coverage's key designs, then
     * leaving out the empty index keys that keep its items out of the Sandbox.
     */
    public List<Suggestion> fixes() {
        List<Suggestion> out = new ArrayList<>(coverage.map(PatternCoverage::fixes).orElse(List.of()));
        for (LeftOutItems l : analysis.leftOut()) {
            l.fix().ifPresent(hint -> out.add(new Suggestion(hint.label(), l.line() + ". DynamoDB refuses an empty "
                    + "key value; left out, the items go into the Sandbox and stay out of that index only.",
                    QuickFixes.edit(hint), Optional.empty())));
        }
        return out;
    }

    /** The selection that names the first returned sample item, if it returned any. */
    public Optional<ModelPath> firstReturned() {
        return analysis.returned().stream().filter(s -> s.ordinal() >= 0).findFirst()
                .map(s -> s.entity() == null ? new ModelPath.LooseItem(analysis.table(), s.ordinal())
                        : new ModelPath.EntityItem(analysis.table(), s.entity(), s.ordinal()));
    }
}
