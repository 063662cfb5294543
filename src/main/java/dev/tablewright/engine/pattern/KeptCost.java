package dev.tablewright.engine.pattern;

import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What keeping one kept entity costs a month: the stream handlers' work for every access pattern that
 * writes its source, at each one's rate. Shown beside the patterns that read the kept entity, so the
 * price of an aggregate sits beside the patterns it serves.
 *
 * @param cost    the sum of the writers' stream costs; empty when no writer has an expected rate
 * @param writers the patterns that write the source and have a rate, in model order
 * @param unrated the patterns that write the source without an expected rate: not in {@code cost}
 */
public record KeptCost(String table, String keptEntity, String source, Optional<MonthlyCost> cost,
        List<String> writers, List<String> unrated) {
    public KeptCost {
        writers = List.copyOf(writers);
        unrated = List.copyOf(unrated);
    }

    /** Each kept entity of the table, in its order, from the analyses of the table's patterns. */
    public static List<KeptCost> of(TableDesign table, List<PatternAnalysis> analyses) {
        List<KeptCost> out = new ArrayList<>();
        for (KeptEntity k : table.keptEntities()) {
            Optional<MonthlyCost> cost = Optional.empty();
            List<String> writers = new ArrayList<>();
            List<String> unrated = new ArrayList<>();
            for (PatternAnalysis a : analyses) {
                if (!a.table().equals(table.name())) {
                    continue;
                }
                for (StreamWrite w : a.stream()) {
                    if (!w.keptEntity().equals(k.entity())) {
                        continue;
                    }
                    if (w.cost().isPresent()) {
                        cost = Optional.of(cost.map(c -> c.plus(w.cost().get())).orElse(w.cost().get()));
                        writers.add(a.pattern().name());
                    } else {
                        unrated.add(a.pattern().name());
                    }
                }
            }
            out.add(new KeptCost(table.name(), k.entity(), k.source(), cost, writers, unrated));
        }
        return out;
    }

    /** The kept entities a reading pattern can return, with what keeping each costs; none for a write. */
    public static List<KeptCost> readBy(PatternAnalysis a, List<KeptCost> all) {
        if (a.pattern().operation().writes()) {
            return List.of();
        }
        return all.stream().filter(k -> k.table.equals(a.table()) && a.entities().contains(k.keptEntity)).toList();
    }

    /**
     * "MonthlyTotal is kept by the stream from Stream: $1.40/month on demand, … from the patterns that
     * write Stream (Record a stream)", each output formatting the money its way.
     */
    public String describe(Function<MonthlyCost, String> money) {
        String head = keptEntity + " is kept by the stream from " + source + ": ";
        String rest = unrated.isEmpty() ? "" : "; without an expected rate, not counted: " + String.join(", ", unrated);
        if (cost.isPresent()) {
            return head + money.apply(cost.get()) + " from the patterns that write " + source + " ("
                    + String.join(", ", writers) + ")" + rest;
        }
        return head + (unrated.isEmpty() ? "no access pattern writes " + source + ", so its cost is not known"
                : "no pattern that writes " + source + " has an expected rate (" + String.join(", ", unrated) + ")");
    }
}
