package dev.tablewright.aws.differential;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Random table designs: S/N/B keys, with or without a sort key, up to three GSIs (some hash-only,
 * some keyed on a table key attribute, and, where multi-attribute keys are compared, some with 2–4
 * partition and/or 2–4 sort attributes) and two LSIs, projections ALL, KEYS_ONLY or INCLUDE.
 */
final class Schemas {
    /** Non-key attributes items carry; "data" is a reserved word, so it needs a placeholder. */
    static final List<String> ATTRIBUTES = List.of("a", "b", "c", "flag", "none", "m", "l", "tags", "nums", "bins",
            "data");
    /** The partition attributes of multi-attribute GSI keys (no other key uses them). */
    static final List<String> MULTI_PARTITION = List.of("P1", "P2", "P3", "P4", "P5");
    /** The sort attributes of multi-attribute GSI keys (no other key uses them). */
    static final List<String> MULTI_SORT = List.of("S1", "S2", "S3", "S4", "S5");

    private Schemas() {
    }

    /**
     * @param multiAttributeKeys whether GSIs may have multi-attribute keys; without them the same seed
     *                           gives the same design it always did (no extra draws)
     */
    static TableDesign random(Rng rng, String name, boolean multiAttributeKeys) {
        Map<String, AttributeType> types = new HashMap<>();
        AttributeType pkType = rng.of(AttributeType.S, AttributeType.S, AttributeType.N, AttributeType.B);
        String pk = rng.of("PK", "pk", "id");
        types.put(pk, pkType);
        Optional<AttributeDef> sk = Optional.empty();
        if (rng.chance(0.75)) {
            String skName = rng.of("SK", "sk", "Sort");
            AttributeType t = rng.of(AttributeType.S, AttributeType.S, AttributeType.N, AttributeType.B);
            types.put(skName, t);
            sk = Optional.of(new AttributeDef(skName, t));
        }
        KeySchema keys = new KeySchema(new AttributeDef(pk, pkType), sk);
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        int gsiCount = rng.between(0, 3);
        for (int i = 1; i <= gsiCount; i++) {
            if (multiAttributeKeys && rng.chance(0.4)) {
                gsis.add(new GlobalSecondaryIndex("gsi" + i, multiAttributeKey(rng, types), projection(rng)));
                continue;
            }
            String gpk = rng.chance(0.2) && sk.isPresent() ? sk.get().name() : rng.of("GPK", "G2PK", "GPK");
            AttributeDef gpkDef = new AttributeDef(gpk, types.computeIfAbsent(gpk, n -> randomKeyType(rng)));
            Optional<AttributeDef> gsk = Optional.empty();
            if (rng.chance(0.7)) {
                String n = rng.chance(0.2) ? pk : rng.of("GSK", "G2SK", "GSK");
                if (!n.equals(gpk)) {
                    gsk = Optional.of(new AttributeDef(n, types.computeIfAbsent(n, x -> randomKeyType(rng))));
                }
            }
            gsis.add(new GlobalSecondaryIndex("gsi" + i, new KeySchema(gpkDef, gsk), projection(rng)));
        }
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        if (sk.isPresent()) {
            int lsiCount = rng.between(0, 2);
            for (int i = 1; i <= lsiCount; i++) {
                String n = i == 1 ? "LSK" : rng.of("LSK2", "GSK");
                lsis.add(new LocalSecondaryIndex("lsi" + i,
                        new AttributeDef(n, types.computeIfAbsent(n, x -> randomKeyType(rng))), projection(rng)));
            }
        }
        return TableDesign.of(name, keys).withGlobalIndexes(gsis).withLocalIndexes(lsis);
    }

    /** 2–4 partition attributes, 2–4 sort attributes, or both; never an attribute twice. */
    private static KeySchema multiAttributeKey(Rng rng, Map<String, AttributeType> types) {
        int partition = rng.chance(0.5) ? rng.between(2, KeySchema.MAX_ATTRIBUTES_PER_KEY) : 1;
        int sort = rng.between(partition > 1 ? 0 : 2, KeySchema.MAX_ATTRIBUTES_PER_KEY);
        return new KeySchema(distinct(rng, MULTI_PARTITION, partition, types), distinct(rng, MULTI_SORT, sort, types));
    }

    /** {@code n} attributes drawn without repeats from the pool, in the order drawn. */
    private static List<AttributeDef> distinct(Rng rng, List<String> pool, int n, Map<String, AttributeType> types) {
        List<String> left = new ArrayList<>(pool);
        List<AttributeDef> picked = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String name = left.remove(rng.between(0, left.size() - 1));
            picked.add(new AttributeDef(name, types.computeIfAbsent(name, x -> randomKeyType(rng))));
        }
        return picked;
    }

    private static AttributeType randomKeyType(Rng rng) {
        return rng.of(AttributeType.S, AttributeType.N, AttributeType.B);
    }

    private static Projection projection(Rng rng) {
        int k = rng.between(0, 2);
        if (k == 0) {
            return Projection.ALL;
        }
        if (k == 1) {
            return Projection.KEYS_ONLY;
        }
        List<String> include = new ArrayList<>();
        for (String a : ATTRIBUTES) {
            if (rng.chance(0.3)) {
                include.add(a);
            }
        }
        if (include.isEmpty()) {
            include.add("a");
        }
        return Projection.include(include);
    }
}
