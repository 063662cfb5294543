package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Secondary indexes: how many, what an LSI needs, declared key attributes, and projections. */
final class IndexRules {
    private IndexRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        counts(table, out);
        for (LocalSecondaryIndex l : table.localIndexes()) {
            localIndex(table, l, out);
        }
        declaredKeys(table, out);
        int projected = 0;
        for (SecondaryIndex i : table.indexes()) {
            projected += projection(table, i, out);
        }
        if (projected > Limits.MAX_PROJECTED_ATTRIBUTES) {
            out.add(Problem.error(Paths.table(table.name()), "the table's indexes project "
                    + Text.count(projected, "non-key attribute", "non-key attributes") + " with INCLUDE: DynamoDB allows "
                    + Limits.MAX_PROJECTED_ATTRIBUTES + " across all of a table's indexes "
                    + "(an attribute projected into two indexes counts twice)"));
        }
    }

    private static void counts(TableDesign table, List<Problem> out) {
        int gsis = table.globalIndexes().size();
        if (gsis > Limits.MAX_GLOBAL_INDEXES) {
            out.add(Problem.error(Paths.table(table.name()), "the table has "
                    + Text.count(gsis, "global secondary index", "global secondary indexes") + ": DynamoDB's default quota is "
                    + Limits.MAX_GLOBAL_INDEXES + " per table (an account can ask AWS to raise it through Service Quotas)"));
        }
        int lsis = table.localIndexes().size();
        if (lsis > Limits.MAX_LOCAL_INDEXES) {
            out.add(Problem.error(Paths.table(table.name()), "the table has "
                    + Text.count(lsis, "local secondary index", "local secondary indexes") + ": DynamoDB allows at most "
                    + Limits.MAX_LOCAL_INDEXES + " per table"));
        }
    }

    private static void localIndex(TableDesign table, LocalSecondaryIndex l, List<Problem> out) {
        String path = Paths.index(table.name(), l.name());
        Optional<AttributeDef> tableSort = table.keySchema().sortKey();
        if (tableSort.isEmpty()) {
            out.add(Problem.error(path, "local index " + l.name() + " needs a table with a sort key: "
                    + "DynamoDB creates LSIs only on tables with a composite primary key"));
        } else if (tableSort.get().name().equals(l.sortKey().name())) {
            out.add(Problem.error(path, "local index " + l.name() + " sorts by " + Text.quote(l.sortKey().name())
                    + ", the table's own sort key: an LSI must sort by another attribute"));
        }
    }

    /**
     * Index keys missing from the table's declared attributes. DynamoDB is content (the index carries
     * the key's type), but NoSQL Workbench requires each GSI key in the table's NonKeyAttributes and
     * will not open the file otherwise: a WARNING. Workbench has no LSIs, so for an LSI sort key it is
     * only advice to other tools that read NonKeyAttributes: INFO.
     */
    private static void declaredKeys(TableDesign table, List<Problem> out) {
        for (KeySlot k : KeySlot.all(table)) {
            if (k.index() == null || table.keySchema().contains(k.name()) || isDeclared(table, k.name())) {
                continue;
            }
            String subject = k.role() + " " + Text.quote(k.name()) + " of " + k.owner()
                    + " is not among the table's declared attributes";
            FixHint declare = new FixHint.DeclareAttribute(table.name(), new AttributeDef(k.name(), k.attribute().type()));
            if (k.index() instanceof GlobalSecondaryIndex) {
                out.add(Problem.warning(k.path(table), subject
                        + ": NoSQL Workbench will not open the saved file until it is declared (DynamoDB itself is content)")
                        .withFix(declare));
            } else {
                out.add(Problem.info(k.path(table), subject
                        + ": tools that read the table's declared attributes will not know its type").withFix(declare));
            }
        }
    }

    private static boolean isDeclared(TableDesign table, String attribute) {
        return table.attributes().stream().anyMatch(a -> a.name().equals(attribute));
    }

    /** Checks one index's projection; returns how many non-key attributes it projects with INCLUDE. */
    private static int projection(TableDesign table, SecondaryIndex index, List<Problem> out) {
        String path = Paths.index(table.name(), index.name());
        Projection p = index.projection();
        if (p.type() != ProjectionType.INCLUDE) {
            if (!p.nonKeyAttributes().isEmpty()) {
                out.add(Problem.error(path, "index " + index.name() + " projects " + p.type() + " but lists attributes ("
                        + String.join(", ", p.nonKeyAttributes()) + "): DynamoDB accepts NonKeyAttributes only with INCLUDE"));
            }
            return 0;
        }
        if (p.nonKeyAttributes().isEmpty()) {
            out.add(Problem.error(path, "index " + index.name() + " projects INCLUDE with no attributes: DynamoDB requires "
                    + "NonKeyAttributes with INCLUDE (use KEYS_ONLY to project only the keys)"));
            return 0;
        }
        List<String> keys = index.keySchema(table.keySchema()).names();
        Set<String> counted = new LinkedHashSet<>();
        for (String a : p.nonKeyAttributes()) {
            if (table.keySchema().contains(a) || keys.contains(a)) {
                out.add(Problem.warning(path, "index " + index.name() + " projects key attribute " + Text.quote(a)
                        + ": keys of the table and the index are always projected, so listing it is redundant"));
            } else if (!counted.add(a)) {
                out.add(Problem.error(path, "index " + index.name() + " projects " + Text.quote(a)
                        + " twice: DynamoDB rejects duplicate projected attributes"));
            }
        }
        return counted.size();
    }
}
