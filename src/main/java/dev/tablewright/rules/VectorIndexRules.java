package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Entity;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Vector indexes as DynamoDB creates them (docs/vector-indexes.md): name, count, dimensions, the
 * on-demand table they need, the vector attribute (never a key, never in AttributeDefinitions, a list),
 * the search schema (declared scalar attributes, at most 18 filters) and an INCLUDE projection's list.
 * The sample items' vectors are {@link VectorItemRules}'.
 */
final class VectorIndexRules {
    private VectorIndexRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        if (table.vectorIndexes().isEmpty()) {
            return;
        }
        String t = table.name();
        int count = table.vectorIndexes().size();
        if (count > Limits.MAX_VECTOR_INDEXES) {
            out.add(Problem.error(Paths.table(t), "the table has " + count + " vector indexes: DynamoDB allows at most "
                    + Limits.MAX_VECTOR_INDEXES + " per table"));
        }
        if (table.billing().mode() != BillingMode.PAY_PER_REQUEST) {
            out.add(Problem.error(Paths.table(t), "the table has vector indexes but provisioned capacity: DynamoDB answers "
                    + "\"Vector indexes are only supported for PAY_PER_REQUEST tables\" (make the table on-demand)"));
        }
        Set<String> secondary = new HashSet<>();
        table.indexes().stream().map(SecondaryIndex::name).forEach(secondary::add);
        Set<String> seen = new HashSet<>();
        Map<String, VectorIndex> firstOnAttribute = new HashMap<>();
        for (VectorIndex v : table.vectorIndexes()) {
            String path = Paths.index(t, v.name());
            NamingRules.tableOrIndexName("vector index", v.name(), path, out);
            if (secondary.contains(v.name()) || !seen.add(v.name())) {
                out.add(Problem.error(path, "index name " + Text.quote(v.name()) + " is used by more than one index: "
                        + "names are unique within a table across its GSIs, LSIs and vector indexes"));
            }
            dimensions(v, path, firstOnAttribute, out);
            vectorAttribute(table, v, path, out);
            searchSchema(table, v, path, out);
            projection(v, path, out);
        }
    }

    private static void dimensions(VectorIndex v, String path, Map<String, VectorIndex> firstOnAttribute,
            List<Problem> out) {
        if (v.dimensions() < Limits.MIN_VECTOR_DIMENSIONS || v.dimensions() > Limits.MAX_VECTOR_DIMENSIONS) {
            out.add(Problem.error(path, "vector index " + v.name() + " has " + Text.number(v.dimensions())
                    + " dimensions: DynamoDB takes " + Limits.MIN_VECTOR_DIMENSIONS + " to "
                    + Text.number(Limits.MAX_VECTOR_DIMENSIONS)));
        }
        VectorIndex first = firstOnAttribute.putIfAbsent(v.vectorAttribute(), v);
        if (first != null && first.dimensions() != v.dimensions()) {
            out.add(Problem.error(path, "vector index " + v.name() + " reads " + Text.quote(v.vectorAttribute()) + " as "
                    + Text.number(v.dimensions()) + " dimensions but vector index " + first.name() + " as "
                    + Text.number(first.dimensions()) + ": indexes on the same attribute must use the same dimensions"));
        }
    }

    /** Never a key nor in any search schema (both go to AttributeDefinitions, which DynamoDB refuses for it); a list. */
    private static void vectorAttribute(TableDesign table, VectorIndex v, String path, List<Problem> out) {
        String a = v.vectorAttribute();
        int length = a.codePointCount(0, a.length());
        if (length < 1 || length > Limits.MAX_VECTOR_ATTRIBUTE_NAME) {
            out.add(Problem.error(path, "the vector attribute of vector index " + v.name() + " has a name of "
                    + Text.count(length, "character", "characters") + ": DynamoDB takes 1 to "
                    + Limits.MAX_VECTOR_ATTRIBUTE_NAME));
        }
        String cannot = ": a vector attribute cannot be declared in AttributeDefinitions, as keys and search-schema "
                + "attributes are";
        KeySlot.all(table).stream().filter(k -> k.name().equals(a)).findFirst().ifPresent(k -> out.add(Problem.error(path,
                "vector index " + v.name() + " reads its vectors from " + Text.quote(a) + ", the " + k.role() + " of "
                        + k.owner() + cannot)));
        for (VectorIndex other : table.vectorIndexes()) {
            if (other.searchSchema().attributes().contains(a)) {
                String whose = other == v ? "its own" : "vector index " + other.name() + "'s";
                out.add(Problem.error(path, "vector index " + v.name() + " reads its vectors from " + Text.quote(a)
                        + ", which is in " + whose + " search schema" + cannot));
            }
        }
        table.attributes().stream().filter(d -> d.name().equals(a) && d.type() != AttributeType.L).findFirst()
                .ifPresent(d -> out.add(notAList(v, d, "the table", path)));
        for (Entity e : table.entities()) {
            e.attribute(a).filter(d -> d.type() != AttributeType.L)
                    .ifPresent(d -> out.add(notAList(v, d, "entity " + e.name(), path)));
        }
    }

    private static Problem notAList(VectorIndex v, AttributeDef declared, String where, String path) {
        return Problem.error(path, "vector index " + v.name() + " reads its vectors from " + Text.quote(declared.name())
                + ", which " + where + " declares as " + declared.type() + ": a vector is a list (L) of numbers");
    }

    /** Each attribute needs a declared S, N or B type (it goes to AttributeDefinitions), once; at most 18 filters. */
    private static void searchSchema(TableDesign table, VectorIndex v, String path, List<Problem> out) {
        List<String> filters = v.searchSchema().filterAttributes();
        if (filters.size() > Limits.MAX_VECTOR_FILTER_ATTRIBUTES) {
            out.add(Problem.error(path, "vector index " + v.name() + " has " + filters.size()
                    + " filter attributes: DynamoDB allows " + Limits.MAX_VECTOR_FILTER_ATTRIBUTES + " INLINE_FILTER "
                    + "elements in a search schema"));
        }
        Set<String> named = new HashSet<>();
        List<String> attributes = v.searchSchema().attributes();
        for (int i = 0; i < attributes.size(); i++) {
            String a = attributes.get(i);
            String role = i == 0 && v.searchSchema().partitionAttribute().isPresent() ? "partition attribute"
                    : "filter attribute";
            if (!named.add(a)) {
                out.add(Problem.error(path, "vector index " + v.name() + " names " + Text.quote(a)
                        + " twice in its search schema: each attribute is one element, a partition or a filter"));
                continue;
            }
            searchAttributeType(table, v, a, role, path, out);
        }
    }

    private static void searchAttributeType(TableDesign table, VectorIndex v, String a, String role, String path,
            List<Problem> out) {
        String subject = "the search schema's " + role + " " + Text.quote(a) + " of vector index " + v.name();
        Optional<AttributeType> type = table.attributeType(a);
        if (type.isPresent()) {
            if (!type.get().isKeyType()) {
                out.add(Problem.error(path, subject + " is declared as " + type.get() + ": search-schema attributes go "
                        + "to AttributeDefinitions, which take S, N or B"));
            }
            return;
        }
        Problem missing = Problem.error(path, subject + " has no declared type: declare it as S, N or B among the "
                + "table's attributes, since DynamoDB needs it in AttributeDefinitions as it does an index key");
        Optional<AttributeDef> inEntity = table.entities().stream().flatMap(e -> e.attribute(a).stream())
                .filter(d -> d.type().isKeyType()).findFirst();
        out.add(inEntity.map(d -> missing.withFix(new FixHint.DeclareAttribute(table.name(), d))).orElse(missing));
    }

    /** The shared Projection shape: NonKeyAttributes only with INCLUDE, 1–20 of them, none twice. */
    private static void projection(VectorIndex v, String path, List<Problem> out) {
        Projection p = v.projection();
        List<String> names = p.nonKeyAttributes();
        if (p.type() != ProjectionType.INCLUDE) {
            if (!names.isEmpty()) {
                out.add(Problem.error(path, "vector index " + v.name() + " projects " + p.type() + " but lists attributes ("
                        + String.join(", ", names) + "): DynamoDB accepts NonKeyAttributes only with INCLUDE"));
            }
            return;
        }
        if (names.size() < Limits.MIN_INCLUDE_ATTRIBUTES || names.size() > Limits.MAX_INCLUDE_ATTRIBUTES) {
            out.add(Problem.error(path, "vector index " + v.name() + " projects INCLUDE with "
                    + Text.count(names.size(), "attribute", "attributes") + ": DynamoDB takes "
                    + Limits.MIN_INCLUDE_ATTRIBUTES + " to " + Limits.MAX_INCLUDE_ATTRIBUTES
                    + " (use KEYS_ONLY or ALL otherwise)"));
        }
        Set<String> once = new LinkedHashSet<>();
        names.stream().filter(n -> !once.add(n)).distinct().forEach(n -> out.add(Problem.error(path, "vector index "
                + v.name() + " projects " + Text.quote(n) + " twice: DynamoDB rejects duplicate projected attributes")));
    }
}
