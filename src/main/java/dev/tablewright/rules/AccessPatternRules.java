package dev.tablewright.rules;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Access patterns: what they refer to, whether DynamoDB can serve them with a key, sample parameters. */
final class AccessPatternRules {
    /** The name the file format gives the base table where an index name would go. */
    private static final String PRIMARY = "primary";
    /** Operations that address items by their full primary keys, on the base table only. */
    private static final Set<OperationKind> SINGLE_ITEM = EnumSet.of(OperationKind.GET_ITEM, OperationKind.PUT_ITEM,
            OperationKind.UPDATE_ITEM, OperationKind.DELETE_ITEM, OperationKind.BATCH_GET_ITEM, OperationKind.BATCH_WRITE_ITEM,
            OperationKind.TRANSACT_GET_ITEMS, OperationKind.TRANSACT_WRITE_ITEMS);
    /** Operations that need a key condition to find their items. */
    private static final Set<OperationKind> KEYED = EnumSet.of(OperationKind.GET_ITEM, OperationKind.QUERY, OperationKind.UPDATE_ITEM,
            OperationKind.DELETE_ITEM, OperationKind.BATCH_GET_ITEM, OperationKind.TRANSACT_GET_ITEMS);

    private AccessPatternRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        Repeats.each(table.accessPatterns(), AccessPattern::name, (p, first) -> out.add(Problem.error(path(table, p),
                "access pattern name " + Text.quote(p.name()) + " is used more than once: "
                        + "the file format identifies access patterns by name, so one would be lost")));
        for (AccessPattern p : table.accessPatterns()) {
            pattern(table, p, out);
        }
    }

    private static void pattern(TableDesign table, AccessPattern p, List<Problem> out) {
        String path = path(table, p);
        String op = p.operation().apiName();
        if (p.name().isBlank()) {
            out.add(Problem.error(path, "an access pattern has no name: the file format identifies them by name"));
        }
        p.entityName().filter(e -> table.entity(e).isEmpty()).ifPresent(e -> out.add(Problem.error(path,
                "unknown entity " + Text.quote(e) + ": the table has no entity of that name")));
        Optional<String> index = index(table, p);
        if (p.operation() == OperationKind.SEARCH_VECTORS) {
            vectorSearch(table, p, index, out);
        } else if (index.isPresent() && table.vectorIndex(index.get()).isPresent()) {
            out.add(Problem.error(path, op + " cannot use vector index " + Text.quote(index.get())
                    + ": only SearchVectors reads a vector index (no Query, Scan or PartiQL)"));
            index = Optional.empty();
        }
        index.filter(i -> table.index(i).isEmpty() && table.vectorIndex(i).isEmpty()).ifPresent(i -> out.add(Problem.error(path,
                "unknown index " + Text.quote(i) + ": the table has no index of that name, so DynamoDB rejects the request")));
        if (index.isPresent() && SINGLE_ITEM.contains(p.operation())) {
            out.add(Problem.error(path, op + " cannot use index " + Text.quote(index.get())
                    + ": only Query and Scan read secondary indexes"));
        }
        if (p.operation() == OperationKind.SCAN && !scansItsOwnSparseIndex(table, p, index)) {
            out.add(Problem.warning(path, "served by a Scan, not a Query: it reads every item of the "
                    + (index.isPresent() ? "index" : "table") + " and pays for all of them"));
        }
        if (KEYED.contains(p.operation()) && p.keyCondition().isBlank()) {
            out.add(Problem.warning(path, op + " with an empty key condition: name the key it reads, "
                    + "e.g. PK = MOVIE#${movieId}"));
        }
        for (String parameter : p.parameterNames()) {
            String value = p.parameters().get(parameter);
            if (value == null || value.isBlank()) {
                out.add(Problem.warning(path, "parameter ${" + parameter + "} has no sample value: "
                        + "the pattern cannot run on the sample data"));
            }
        }
    }

    /**
     * A "Vector search" pattern: it searches a vector index of the table, returns TopK (its limit, which
     * DynamoDB requires, 1–100) and needs a search vector ({@link AccessPattern#SEARCH_VECTOR}).
     */
    private static void vectorSearch(TableDesign table, AccessPattern p, Optional<String> index, List<Problem> out) {
        String path = path(table, p);
        if (index.isEmpty()) {
            out.add(Problem.error(path, "a vector search names the vector index it searches"));
        } else if (table.vectorIndex(index.get()).isEmpty()) {
            out.add(Problem.error(path, "unknown vector index " + Text.quote(index.get())
                    + ": the table has no vector index of that name, so DynamoDB rejects the search"
                    + (table.index(index.get()).isPresent() ? " (a GSI or LSI cannot be searched by vector)" : "")));
        }
        if (p.limit() == null || p.limit() > 100) {
            out.add(Problem.error(path, "a vector search needs TopK (the pattern's limit) from 1 to 100, found "
                    + (p.limit() == null ? "none" : p.limit())));
        }
        String vector = p.parameters().get(AccessPattern.SEARCH_VECTOR);
        if (vector == null || vector.isBlank()) {
            out.add(Problem.warning(path, "no search vector: give the parameter " + AccessPattern.SEARCH_VECTOR
                    + " a list of numbers ([0.1, 0.2, …]) or an item's key (pk=PRODUCT#1)"));
        }
    }

    /**
     * A Scan of a GSI that only the pattern's entity fills (no other entity, no loose item): it reads
     * just that entity's items, the "scan a sparse index" design, not a Scan of everything.
     */
    private static boolean scansItsOwnSparseIndex(TableDesign table, AccessPattern p, Optional<String> index) {
        Optional<GlobalSecondaryIndex> gsi = index.flatMap(table::index).filter(i -> i instanceof GlobalSecondaryIndex)
                .map(i -> (GlobalSecondaryIndex) i);
        Optional<Entity> entity = p.entityName().flatMap(table::entity);
        if (gsi.isEmpty() || entity.isEmpty() || !IndexFill.fills(entity.get(), gsi.get().keys())) {
            return false;
        }
        TableDesign others = table.withEntities(table.entities().stream().filter(e -> e != entity.get()).toList());
        return !IndexFill.anyFills(others, gsi.get().keys());
    }

    /** The index the pattern reads, if any; {@code primary} means the base table unless an index has that name. */
    static Optional<String> index(TableDesign table, AccessPattern p) {
        return p.indexName().filter(i -> !(i.equals(PRIMARY) && table.index(i).isEmpty()));
    }

    private static String path(TableDesign table, AccessPattern p) {
        return Paths.accessPattern(table.name(), p.name());
    }
}
