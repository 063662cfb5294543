package dev.tablewright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.cost.TableCost;
import dev.tablewright.engine.cost.TableCostLines;
import dev.tablewright.engine.pattern.CostTotals;
import dev.tablewright.engine.pattern.KeptCost;
import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.RequestCapacity;
import dev.tablewright.engine.pattern.StreamWrite;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.Problem;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** The {@code patterns} report of one model file as text, Markdown or JSON. */
final class PatternsOutput {
    private PatternsOutput() {
    }

    static String text(String file, List<PatternRow> rows, PriceTable prices, List<TableCost> tables) {
        StringBuilder s = new StringBuilder();
        for (PatternRow r : rows) {
            PatternAnalysis a = r.analysis();
            s.append(file).append(": ").append(a.table()).append(": ").append(a.pattern().name()).append('\n');
            line(s, "served by", a.servedBy().text());
            line(s, "entities", a.entities().isEmpty() ? "none" : String.join(", ", a.entities()));
            line(s, "returns", returns(a));
            line(s, "capacity", a.capacity().map(PatternsOutput::capacity).orElse(
                    a.pattern().operation() == OperationKind.SEARCH_VECTORS ? "none: billed by the bytes it examines"
                            : "-"));
            line(s, "cost", a.cost().map(PatternsOutput::costText)
                    .orElse(a.pattern().rateValue().isEmpty() ? "no expected rate" : "-"));
            for (StreamWrite w : a.stream()) {
                line(s, "stream", streamText(w));
            }
            if (!a.stream().isEmpty()) {
                a.totalCost().ifPresent(c -> line(s, "with it", costText(c)));
            }
            for (KeptCost k : r.keptBy()) {
                line(s, "kept", k.describe(PatternsOutput::costText));
            }
            for (Problem p : r.problems()) {
                line(s, PatternRow.severity(p), p.message());
            }
        }
        long scans = rows.stream().filter(r -> r.analysis().needsScan()).count();
        long errors = rows.stream().filter(PatternRow::hasError).count();
        s.append(file).append(": ").append(rows.size()).append(rows.size() == 1 ? " pattern, " : " patterns, ")
                .append(scans).append(scans == 1 ? " needs a Scan, " : " need a Scan, ").append(errors)
                .append(" with errors").append(total(rows))
                .append(" (prices: ").append(prices.label()).append(", as of ").append(prices.asOf()).append(")\n");
        for (TableCost t : tables) {
            if (t.hasSettingsLines()) {
                s.append(file).append(": table ").append(TableCostLines.heading(t)).append('\n');
                TableCostLines.of(t).forEach(l -> line(s, l.label(), l.text()));
            }
        }
        return s.toString();
    }

    static String markdown(String file, List<PatternRow> rows, PriceTable prices, List<TableCost> tables) {
        StringBuilder s = new StringBuilder("### ").append(file).append("\n\n");
        s.append("| Table | Pattern | Served by | Entities | Items | RCU | WCU | On demand $/month "
                + "| Provisioned $/month | Stream | Problems |\n");
        s.append("|---|---|---|---|---:|---:|---:|---:|---:|---|---|\n");
        for (PatternRow r : rows) {
            PatternAnalysis a = r.analysis();
            Optional<RequestCapacity> c = a.capacity();
            s.append("| ").append(cell(a.table())).append(" | ").append(cell(a.pattern().name())).append(" | ")
                    .append(a.servedBy().text()).append(" | ").append(cell(String.join(", ", a.entities())))
                    .append(" | ").append(a.pattern().operation().reads() && c.isPresent() ? a.returned().size() : "")
                    .append(" | ").append(c.map(x -> number(x.readUnits())).orElse("")).append(" | ")
                    .append(c.map(x -> number(x.writeUnits())).orElse("")).append(" | ")
                    .append(a.cost().map(x -> money(x.onDemand())).orElse("")).append(" | ")
                    .append(a.cost().map(x -> money(x.provisioned())).orElse("")).append(" | ")
                    .append(cell(streamCell(r))).append(" | ")
                    .append(cell(r.problems().stream().map(p -> PatternRow.severity(p) + ": " + p.message())
                            .collect(Collectors.joining("; ")))).append(" |\n");
        }
        s.append("\nPrices: ").append(prices.label()).append(", as of ").append(prices.asOf())
                .append(". Capacity per request on the sample data (per item for the batch and transaction forms).")
                .append(rows.stream().anyMatch(r -> !r.analysis().stream().isEmpty())
                        ? " Stream: what the stream handlers read and write for the kept items of each write, not in "
                        + "its RCU, WCU and cost but in the table's; their stream reads are "
                        + StreamWrite.FREE_STREAM_READS + "." : "")
                .append('\n');
        List<TableCost> shown = tables.stream().filter(TableCost::hasSettingsLines).toList();
        if (!shown.isEmpty()) {
            s.append("\n| Table | | Cost |\n|---|---|---|\n");
            for (TableCost t : shown) {
                for (TableCostLines.Line l : TableCostLines.of(t)) {
                    s.append("| ").append(cell(TableCostLines.heading(t))).append(" | ").append(l.label()).append(" | ")
                            .append(cell(l.text())).append(" |\n");
                }
            }
        }
        return s.toString();
    }

    static ObjectNode json(String file, List<PatternRow> rows, PriceTable prices, List<TableCost> tables) {
        ObjectNode o = Json.object();
        o.put("file", file);
        ObjectNode p = o.putObject("prices");
        p.put("label", prices.label());
        p.put("asOf", prices.asOf());
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            prices.find(r).ifPresentOrElse(d -> p.put(r.key(), d), () -> p.putNull(r.key())); // null: no price set
        }
        ArrayNode patterns = o.putArray("patterns");
        for (PatternRow r : rows) {
            PatternAnalysis a = r.analysis();
            ObjectNode e = patterns.addObject();
            e.put("table", a.table());
            e.put("name", a.pattern().name());
            e.put("operation", a.pattern().operation().apiName());
            if (a.servedBy().index() == null) {
                e.putNull("index");
            } else {
                e.put("index", a.servedBy().index());
            }
            e.put("servedBy", a.servedBy().text());
            e.put("needsScan", a.needsScan());
            ArrayNode entities = e.putArray("entities");
            a.entities().forEach(entities::add);
            e.put("itemsReturned", a.returned().size());
            e.put("more", a.more());
            a.capacity().ifPresentOrElse(c -> {
                e.put("readUnits", c.readUnits());
                e.put("writeUnits", c.writeUnits());
                e.put("perItem", c.perItem());
                c.globalIndexWrites().ifPresent(w -> {
                    ObjectNode byIndex = e.putObject("writeUnitsByIndex");
                    w.forEach(byIndex::put);
                });
            }, () -> e.putNull("readUnits").putNull("writeUnits"));
            a.pattern().rateValue().ifPresent(rate -> e.putObject("rate").put("peak", rate.peak())
                    .put("average", rate.average()));
            a.cost().ifPresentOrElse(c -> e.set("monthlyCost", costJson(c)), () -> e.putNull("monthlyCost"));
            ArrayNode stream = e.putArray("streamWrites");
            a.stream().forEach(w -> stream.add(streamJson(w)));
            a.totalCost().ifPresentOrElse(c -> e.set("monthlyCostWithStream", costJson(c)),
                    () -> e.putNull("monthlyCostWithStream"));
            ArrayNode keptBy = e.putArray("keptBy");
            r.keptBy().forEach(k -> {
                ObjectNode x = keptBy.addObject().put("entity", k.keptEntity()).put("source", k.source());
                k.cost().ifPresentOrElse(c -> x.set("monthlyCost", costJson(c)), () -> x.putNull("monthlyCost"));
                ArrayNode writers = x.putArray("writers");
                k.writers().forEach(writers::add);
                ArrayNode unrated = x.putArray("unrated");
                k.unrated().forEach(unrated::add);
            });
            ArrayNode problems = e.putArray("problems");
            r.problems().forEach(x -> problems.addObject().put("severity", PatternRow.severity(x))
                    .put("message", x.message()));
        }
        CostTotals totals = CostTotals.of(rows.stream().map(PatternRow::analysis).toList());
        ObjectNode byTable = o.putObject("monthlyCostByTable");
        totals.byTable().forEach((table, c) -> {
            ObjectNode t = costJson(c);
            ObjectNode indexes = t.putObject("indexes");
            totals.byIndex().getOrDefault(table, Map.of()).forEach((index, ic) -> indexes.set(index, costJson(ic)));
            byTable.set(table, t);
        });
        ObjectNode costs = o.putObject("tableCosts");
        tables.forEach(t -> costs.set(t.table(), tableCostJson(t)));
        return o;
    }

    /** A table's cost lines as numbers (dollars a month, the warm-throughput charge once). */
    private static ObjectNode tableCostJson(TableCost t) {
        ObjectNode o = Json.object();
        o.put("tableClass", t.tableClass().name());
        o.put("regions", t.regions());
        o.set("requests", costJson(t.requests()));
        t.storage().ifPresentOrElse(st -> {
            ObjectNode storage = o.putObject("storage").put("items", st.items()).put("meanItemBytes", st.meanBytes())
                    .put("gigabytes", st.gigabytes()).put("tableMonthly", t.tableStorageMonthly())
                    .put("monthly", t.storageMonthly());
            ArrayNode indexes = storage.putArray("indexes");
            t.indexes().forEach(i -> indexes.addObject().put("name", i.storage().index())
                    .put("kind", i.storage().kind()).put("items", i.storage().items())
                    .put("sampleEntries", i.storage().sampleEntries()).put("sampleItems", i.storage().sampleItems())
                    .put("meanItemBytes", i.storage().meanBytes()).put("gigabytes", i.storage().gigabytes())
                    .put("monthly", i.storageMonthly()).put("pointInTimeRecovery", i.pitrMonthly()));
        }, () -> o.putNull("storage").put("storageNotEstimated", t.noStorage()));
        o.put("pointInTimeRecovery", t.pitrMonthly());
        o.put("streamReadUnits", t.streamReadUnits());
        o.put("streamReads", t.streamMonthly());
        ArrayNode handlers = o.putArray("streamHandlers");
        t.streamHandlers().forEach(handlers::add);
        o.set("replicatedWrites", costJson(t.replicatedWrites()));
        o.set("replicaReads", costJson(t.replicaReads()));
        o.put("warmThroughputOnce", t.warmOnce());
        o.putObject("warmThroughputUnpriced").put("readUnits", t.warmUnpriced().read())
                .put("writeUnits", t.warmUnpriced().write());
        ArrayNode notes = o.putArray("notes");
        t.notes().forEach(notes::add);
        o.set("total", costJson(t.monthlyTotal()));
        return o;
    }

    /** One kept entity's handler work for a write of the pattern, as numbers (per source write, dollars a month). */
    private static ObjectNode streamJson(StreamWrite w) {
        ObjectNode o = Json.object();
        o.put("keptEntity", w.keptEntity());
        o.put("source", w.source());
        o.put("kind", w.aggregate() ? "aggregate" : "indexItems");
        o.put("reads", w.reads());
        o.put("writes", w.writes());
        o.put("readUnits", w.capacity().readUnits());
        o.put("writeUnits", w.capacity().writeUnits());
        o.put("perItem", w.capacity().perItem());
        w.capacity().globalIndexWrites().ifPresent(g -> {
            ObjectNode byIndex = o.putObject("writeUnitsByIndex");
            g.forEach(byIndex::put);
        });
        o.put("streamRecords", w.streamRecords());
        o.put("streamReadsMonthly", 0);
        o.put("streamReadsWhy", StreamWrite.FREE_STREAM_READS);
        w.cost().ifPresentOrElse(c -> o.set("monthlyCost", costJson(c)), () -> o.putNull("monthlyCost"));
        return o;
    }

    /** "+ MonthlyTotal — …: 1 RCU, 4 WCU per request: $0.01/month on demand, …; 1 stream record, free: …". */
    private static String streamText(StreamWrite w) {
        return "+ " + w.work() + w.cost().map(c -> ": " + costText(c)).orElse("") + "; " + w.records();
    }

    /** The Markdown cell: each kept entity the pattern's writes keep, or what keeping the ones it reads costs. */
    private static String streamCell(PatternRow r) {
        List<String> parts = new ArrayList<>();
        r.analysis().stream().forEach(w -> parts.add("+ " + w.work() + w.cost().map(c -> ": " + costText(c)).orElse("")));
        r.keptBy().forEach(k -> parts.add(k.describe(PatternsOutput::costText)));
        return String.join("; ", parts);
    }

    private static void line(StringBuilder s, String label, String value) {
        s.append("  ").append(String.format(Locale.ROOT, "%-10s", label)).append(' ').append(value).append('\n');
    }

    private static String returns(PatternAnalysis a) {
        if (!a.pattern().operation().reads() || !a.ran()) {
            return "-";
        }
        int n = a.returned().size();
        return n + (n == 1 ? " item" : " items") + " on the sample data" + (a.more() ? ", and more pages" : "");
    }

    private static String capacity(RequestCapacity c) {
        List<String> parts = new ArrayList<>();
        if (c.readUnits() > 0 || c.writeUnits() == 0) {
            parts.add(number(c.readUnits()) + " RCU");
        }
        if (c.writeUnits() > 0) {
            parts.add(number(c.writeUnits()) + " WCU");
        }
        return String.join(", ", parts) + (c.perItem() ? " per item" : " per request");
    }

    /** The monthly cost per table and per index read, when a pattern has a rate. */
    private static String total(List<PatternRow> rows) {
        List<PatternAnalysis> analyses = rows.stream().map(PatternRow::analysis).toList();
        if (analyses.stream().allMatch(a -> a.cost().isEmpty())) {
            return "";
        }
        CostTotals totals = CostTotals.of(analyses);
        StringBuilder s = new StringBuilder();
        totals.byTable().forEach((table, cost) -> {
            s.append("; ").append(table).append(' ').append(costText(cost));
            totals.byIndex().getOrDefault(table, Map.of()).forEach((index, c) -> s.append(", of which index ")
                    .append(index).append(' ').append(costText(c)));
        });
        return s.toString();
    }

    private static String costText(MonthlyCost c) {
        return money(c.onDemand()) + "/month on demand, " + money(c.provisioned()) + "/month provisioned";
    }

    private static ObjectNode costJson(MonthlyCost c) {
        ObjectNode o = Json.object();
        o.put("onDemand", c.onDemand());
        o.put("provisioned", c.provisioned());
        return o;
    }

    static String number(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
    }

    static String money(double d) {
        return String.format(Locale.ROOT, "$%,.2f", d);
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
