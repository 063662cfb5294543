package dev.tablewright.rules;

import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Hot partitions: an entity whose partition key, in the table or a GSI, is a constant
 * ({@code STATUS#open}) or built only from enum-like attributes ({@code STATUS#${status}}, see
 * {@link FewValues}) puts its items in a handful of partitions, and one partition serves at most
 * 3,000 read and 1,000 write units a second (AWS: "Designing partition keys to distribute your workload").
 * LSIs share the table's partition key, so the table's check covers them.
 */
final class HotPartitionRules {
    private static final String LIMIT = "One partition serves at most 3,000 read and 1,000 write units a second, "
            + "so its reads and writes throttle as the data grows (a hot partition)";

    private HotPartitionRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        // Each attribute's spread is a pass over the sample items: once per attribute, not per key using it.
        Map<String, Optional<FewValues.Spread>> enumLike = new HashMap<>();
        Function<String, Optional<FewValues.Spread>> lookup = a -> enumLike.computeIfAbsent(a,
                x -> FewValues.enumLike(table, x));
        for (Entity e : table.entities()) {
            site(table, e, "the table", table.keySchema(), lookup, out);
            for (GlobalSecondaryIndex gsi : table.globalIndexes()) {
                site(table, e, "GSI " + gsi.name(), gsi.keys(), lookup, out);
            }
        }
    }

    private static void site(TableDesign table, Entity e, String where, KeySchema keys,
            Function<String, Optional<FewValues.Spread>> enumLike, List<Problem> out) {
        if (!IndexFill.fills(e, keys)) {
            return; // the entity's items are not in this index
        }
        Set<String> parts = new LinkedHashSet<>();
        List<String> shown = new ArrayList<>();
        for (String k : keys.partitionNames()) {
            Optional<KeyTemplate> t = e.template(k);
            if (t.isPresent() && !t.get().isValid()) {
                return; // TemplateRules reports it
            }
            if (t.isPresent()) {
                parts.addAll(t.get().referencedAttributes());
                shown.add(k + " = " + Text.quote(t.get().source()));
            } else {
                parts.add(k);
                shown.add(k);
            }
        }
        String path = e.template(keys.partitionKey().name()).isPresent()
                ? Paths.entityKey(table.name(), e.name(), keys.partitionKey().name())
                : Paths.entity(table.name(), e.name());
        String key = String.join(", ", shown);
        if (parts.isEmpty()) {
            out.add(Problem.warning(path, "every " + e.name() + " item lands in one partition of " + where
                    + ": its partition key " + key + " is a constant. " + LIMIT + "; key it on a high-cardinality "
                    + "attribute, or shard it (add #${shard} with a few values spread over the writes)"));
            return;
        }
        List<FewValues.Spread> spreads = new ArrayList<>();
        for (String a : parts) {
            Optional<FewValues.Spread> s = enumLike.apply(a);
            if (s.isEmpty()) {
                return;
            }
            spreads.add(s.get());
        }
        out.add(Problem.warning(path, e.name() + "'s partition key in " + where + ", " + key
                + ", takes few values (" + String.join("; ", spreads.stream().map(HotPartitionRules::spread).toList())
                + "), so many " + e.name() + " items share each partition. " + LIMIT
                + "; add a high-cardinality attribute to the key, or shard it"));
    }

    private static String spread(FewValues.Spread s) {
        if (s.declaredBoolean()) {
            return s.attribute() + " is declared BOOL";
        }
        return Text.count(s.items(), "sample item", "sample items") + " hold " + Text.count(s.values(), "value", "values")
                + " of " + s.attribute();
    }
}
