package dev.tablewright.sample;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Seeded vectors for one entity's items, one per vector attribute of the table the entity carries: a
 * unit vector of the index's dimensions (unit for every distance function: COSINE needs no more, and
 * on unit vectors DOT_PRODUCT and EUCLIDEAN rank as COSINE does, as normalized embeddings are used).
 *
 * <p>Related items get nearby vectors, so a search from one of them finds the others first. Each item
 * has a <em>group</em>: its partition key value (an order's lines share their partition), or, when
 * every item of the entity has a partition of its own (the key reads only the entity's own ids), its
 * first parent (an employee's department). The vector is the group's seeded centre plus small seeded
 * noise. When the index has a search-schema partition attribute (HASH), the vector is that value's
 * centre (a category) plus a smaller share of group and noise made orthogonal to it: items of one
 * category lie near each other, and inside a category (the only place a search with a HASH looks) the
 * group alone decides the order.
 *
 * <p>An entity carries a vector attribute when its shape does (declared on the entity, or held by its
 * items when it declares none, as the generator picks every attribute); when no entity of the table
 * carries it, every entity does, or the index would stay empty.
 *
 * <p>Deterministic: centres depend on the seed, the attribute and the group's value; the noise on the
 * seed, the attribute and the item's primary key, so generating more of one entity moves no vector.
 */
final class SampleVectors {
    /** The noise's length next to a centre's (1): small enough that a group stays apart from others. */
    static final double NOISE = 0.1;
    /**
     * The group's share beside a category's centre (1): small, so items of one category stay nearer
     * each other than to other categories' even in few dimensions, where random centres overlap.
     */
    static final double GROUP_WEIGHT = 0.35;
    static final int MAX_DIMENSIONS = 4096;
    /** Float32 keeps about 7 significant digits; 6 decimals keep the file short and the norm within 1e-5. */
    private static final int DECIMALS = 6;

    /** One vector attribute to fill: its dimensions and the HASH attribute of the first index on it. */
    record Target(String attribute, int dimensions, Optional<String> hash) {
    }

    private final List<Target> targets;
    private final List<String> partitionKey;
    private final List<String> primaryKey;
    private final List<String> parentIds;
    private final String parentName;
    private final long seed;

    private SampleVectors(List<Target> targets, TableDesign table, String parentName, List<String> parentIds,
            long seed) {
        this.targets = List.copyOf(targets);
        this.partitionKey = List.of(table.keySchema().partitionKey().name());
        this.primaryKey = List.copyOf(table.keySchema().names());
        this.parentName = parentName;
        this.parentIds = List.copyOf(parentIds);
        this.seed = seed;
    }

    /** The vector attributes of the table, first index on each first, whose dimensions can be filled. */
    static List<Target> targets(TableDesign table) {
        Map<String, Target> byAttribute = new LinkedHashMap<>();
        for (VectorIndex v : table.vectorIndexes()) {
            if (v.dimensions() >= 1 && v.dimensions() <= MAX_DIMENSIONS) {
                byAttribute.putIfAbsent(v.vectorAttribute(),
                        new Target(v.vectorAttribute(), v.dimensions(), v.searchSchema().partitionAttribute()));
            }
        }
        return List.copyOf(byAttribute.values());
    }

    /**
     * @param carried every vector attribute some entity of the table carries (the others: every entity)
     * @param links   the entity's parent links, in the order the generator follows them
     */
    static SampleVectors of(TableDesign table, EntityShape shape, Set<String> carried, List<ParentLink> links,
            long seed) {
        List<Target> mine = new ArrayList<>();
        for (Target t : targets(table)) {
            if (!carried.contains(t.attribute()) || shape.has(t.attribute())) {
                mine.add(t);
            }
        }
        String pk = table.keySchema().partitionKey().name();
        if (!links.isEmpty() && ownPartitionPerItem(shape, pk)) {
            ParentLink first = links.get(0);
            return new SampleVectors(mine, table, first.parent(), new ArrayList<>(first.ids()), seed);
        }
        return new SampleVectors(mine, table, null, List.of(), seed);
    }

    /** Whether the partition key reads only the entity's own ids ({@code EMP#${employeeId}}). */
    private static boolean ownPartitionPerItem(EntityShape shape, String pk) {
        Set<String> refs = shape.entity().template(pk).filter(KeyTemplate::isValid)
                .map(t -> (Set<String>) new LinkedHashSet<>(t.referencedAttributes())).orElse(Set.of(pk));
        return !refs.isEmpty() && shape.ownIds().containsAll(refs);
    }

    boolean fills(String attribute) {
        return targets.stream().anyMatch(t -> t.attribute().equals(attribute));
    }

    /** The item, its keys derived, with a vector in each attribute this entity carries. */
    Item fill(Item item) {
        Item filled = item;
        for (Target t : targets) {
            filled = filled.with(t.attribute(), vector(t, item));
        }
        return filled;
    }

    private AttributeValue vector(Target t, Item item) {
        String salt = "vector:" + t.attribute() + ":";
        double[] group = centre(salt + group(item), t.dimensions());
        Random random = new Random(Seeds.mix(seed, salt + "item:" + values(item, primaryKey)));
        double[] noise = gaussian(random, t.dimensions());
        normalize(noise);
        double[] v;
        Optional<AttributeValue> hashValue = t.hash().flatMap(item::get);
        if (hashValue.isPresent()) {
            // Group and noise both orthogonal to the category: every item of the category shares its
            // part exactly, so inside the category the group alone orders a search.
            double[] category = centre(salt + "hash:" + hashValue.get().displayText(), t.dimensions());
            double[] apart = orthogonalTo(group, category);
            double[] jitter = orthogonalTo(noise, category);
            v = category;
            if (apart != null) {
                v = add(v, scaled(GROUP_WEIGHT, apart));
                if (jitter != null) {
                    v = add(v, scaled(GROUP_WEIGHT * NOISE, jitter));
                }
            }
        } else {
            v = add(group, scaled(NOISE, noise));
        }
        normalize(v);
        List<AttributeValue> elements = new ArrayList<>(v.length);
        for (double d : v) {
            elements.add(new AttributeValue.N(BigDecimal.valueOf(d).setScale(DECIMALS, RoundingMode.HALF_EVEN)
                    .stripTrailingZeros()));
        }
        return new AttributeValue.L(elements);
    }

    private String group(Item item) {
        if (parentName != null && parentIds.stream().allMatch(item::has)) {
            return "parent:" + parentName + ":" + values(item, parentIds);
        }
        return "pk:" + values(item, partitionKey);
    }

    private static String values(Item item, List<String> names) {
        StringBuilder b = new StringBuilder();
        for (String n : names) {
            b.append(item.get(n).map(AttributeValue::displayText).orElse("")).append('\u0001');
        }
        return b.toString();
    }

    private double[] centre(String salt, int dimensions) {
        double[] c = gaussian(new Random(Seeds.mix(seed, salt)), dimensions);
        normalize(c);
        return c;
    }

    private static double[] gaussian(Random random, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = random.nextGaussian();
        }
        return v;
    }

    /** {@code v} less its part along the unit vector {@code u}, normalized; null when nothing is left (one dimension). */
    private static double[] orthogonalTo(double[] v, double[] u) {
        double dot = 0;
        for (int i = 0; i < v.length; i++) {
            dot += v[i] * u[i];
        }
        double[] w = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            w[i] = v[i] - dot * u[i];
        }
        return normalize(w) < 1e-9 ? null : w;
    }

    private static double[] scaled(double factor, double[] v) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = factor * v[i];
        }
        return out;
    }

    private static double[] add(double[] a, double[] b) {
        double[] sum = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            sum[i] = a[i] + b[i];
        }
        return sum;
    }

    /** Scales {@code v} to unit length (leaves a zero vector alone) and returns its former length. */
    private static double normalize(double[] v) {
        double sum = 0;
        for (double d : v) {
            sum += d * d;
        }
        double norm = Math.sqrt(sum);
        if (norm > 1e-12) {
            for (int i = 0; i < v.length; i++) {
                v[i] /= norm;
            }
        }
        return norm;
    }
}
