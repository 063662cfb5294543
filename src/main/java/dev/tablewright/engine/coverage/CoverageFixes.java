package dev.tablewright.engine.coverage;

import dev.tablewright.engine.index.IndexView;
import dev.tablewright.engine.pattern.PatternCondition;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.edit.NewElements;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.model.edit.TableEdits;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Key designs that serve a flagged pattern with a key instead of a Scan or a wasteful filter, for the
 * first filter clause {@code #a = ${p}} on an attribute of the pattern's entity:
 * <ul>
 * <li><b>inverted GSI</b>: a Scan for {@code a} where the entity's sort key is a template of {@code a}
 * alone, or a Query of the table that names only its sort key: an index that swaps the table's
 * partition and sort keys finds it by key (the table's own inverted index when it has one);</li>
 * <li><b>sparse GSI</b>: a Scan for any other {@code a}: a new GSI keyed on {@code a}, which only the
 * entity fills, so it holds only the entity's items;</li>
 * <li><b>composite sort key</b>: a Query whose filter discards most of what it reads: a new GSI with
 * the same partition and {@code ${a}#} before the sort key, so the key condition selects what the
 * filter kept.</li>
 * </ul>
 * Each suggestion is one {@link Edit} (index, templates, the pattern rewritten to use it): applying
 * it is one undoable step, and nothing is applied unless the user accepts it.
 */
public final class CoverageFixes {
    private CoverageFixes() {
    }

    /** The fixes for a pattern with those findings; none when its filter offers no clause to key on. */
    static List<Suggestion> suggest(TableDesign table, AccessPattern p, Reading reading, List<Finding> findings) {
        if (findings.contains(Finding.SORT_KEY_ONLY)) {
            return forSortKeyOnly(table, p);
        }
        Optional<Entity> entity = p.entityName().flatMap(table::entity).or(() -> reading.entities().size() == 1
                ? table.entity(reading.entities().iterator().next()) : Optional.empty());
        if (entity.isEmpty()) {
            return List.of();
        }
        FilterClauses filter = FilterClauses.parse(p.filter());
        if (findings.contains(Finding.NEEDS_SCAN)) {
            Optional<Suggestion> byType = byType(table, p, entity.get(), filter);
            if (byType.isPresent()) {
                return List.of(byType.get());
            }
        }
        for (int i = 0; i < filter.clauses().size(); i++) {
            Optional<FilterClauses.Equality> eq = filter.equality(i);
            if (eq.isEmpty() || !carries(table, entity.get(), eq.get().attribute())) {
                continue;
            }
            Target target = new Target(table, p, entity.get(), eq.get(), filter.without(i));
            List<Suggestion> out = new ArrayList<>();
            if (findings.contains(Finding.NEEDS_SCAN)) {
                inverted(target).or(() -> Optional.of(sparse(target))).ifPresent(out::add);
            } else if (findings.contains(Finding.FILTER_DISCARDS_MOST) && reading.access() == Reading.Access.QUERY) {
                composite(target).ifPresent(out::add);
            }
            return out;
        }
        return List.of();
    }

    /** The pattern, its entity, the filter clause a key could serve, and the filter without it. */
    private record Target(TableDesign table, AccessPattern pattern, Entity entity, FilterClauses.Equality clause,
            String restOfFilter) {
        String parameter() {
            return "${" + clause.parameter() + "}";
        }

        AccessPattern rewritten(OperationKind op, String index, String keyCondition) {
            return pattern.withOperation(op).withIndex(index).withKeyCondition(keyCondition).withFilter(restOfFilter);
        }
    }

    private static Optional<Suggestion> inverted(Target t) {
        TableDesign table = t.table();
        KeySchema keys = table.keySchema();
        if (keys.sortKey().isEmpty()) {
            return Optional.empty();
        }
        String sk = keys.sortKey().get().name();
        Optional<KeyTemplate> sort = t.entity().template(sk).filter(KeyTemplate::isValid);
        if (sort.isEmpty() || !sort.get().referencedAttributes().equals(Set.of(t.clause().attribute()))
                || sort.get().parts().stream().anyMatch(x -> x instanceof KeyTemplate.Ref r && r.size() > 0)) {
            return Optional.empty();
        }
        String operand = ((KeyTemplate.Rendered) sort.get().render(a -> t.parameter())).value();
        String why = t.entity().name() + "'s " + sk + " is " + sort.get().source() + ", so an index that swaps "
                + keys.partitionKey().name() + " and " + sk + " finds the items whose " + t.clause().attribute()
                + " is " + t.parameter() + " by key instead of scanning";
        return Optional.of(invertedSuggestion(table, t.pattern(), t.entity().name(), sk + " = " + operand,
                t.restOfFilter(), why));
    }

    /**
     * A Query that names only the table's sort key: DynamoDB refuses it, but in an index that swaps the
     * table's keys the same condition names the partition key.
     */
    private static List<Suggestion> forSortKeyOnly(TableDesign table, AccessPattern p) {
        Optional<String> entity = p.entityName().filter(e -> table.entity(e).isPresent());
        String sk = table.keySchema().sortKey().get().name();
        String why = "DynamoDB answers a Query only with the partition key; in an index that swaps "
                + table.keySchema().partitionKey().name() + " and " + sk + ", " + sk + " is the partition key";
        return List.of(invertedSuggestion(table, p, entity.orElse(""), p.keyCondition(), p.filter(), why));
    }

    /**
     * "All actors": a Scan that keeps the entity's items by their type marker (or keeps everything, for
     * a pattern of one entity). A sparse index holds only the entity's items, so a Scan of it reads
     * just what it returns, with no hot partition: an existing GSI only the entity fills, else a new
     * one keyed as the table keys the entity (its own identifiers), which only it gets templates for.
     */
    private static Optional<Suggestion> byType(TableDesign table, AccessPattern p, Entity entity, FilterClauses filter) {
        String rest;
        if (filter.clauses().isEmpty()) {
            if (p.entityName().isEmpty() || p.indexName().isPresent()) {
                return Optional.empty(); // a Scan of everything means everything
            }
            rest = "";
        } else {
            int at = -1;
            for (int i = 0; i < filter.clauses().size() && at < 0; i++) {
                if (filter.isTypeClause(i, table.typeAttribute(), entity.typeValue(), p.parameters())) {
                    at = i;
                }
            }
            if (at < 0) {
                return Optional.empty();
            }
            rest = filter.without(at);
        }
        Optional<GlobalSecondaryIndex> existing = table.globalIndexes().stream()
                .filter(g -> holdsOnly(table, g, entity)).findFirst();
        if (existing.isPresent()) {
            String name = existing.get().name();
            AccessPattern rewritten = p.withOperation(OperationKind.SCAN).withIndex(name).withKeyCondition("")
                    .withFilter(rest);
            return Optional.of(new Suggestion("Existing index: scan " + name + ", which only " + entity.name()
                    + " fills", name + " holds every " + entity.name() + " item and nothing else, so a Scan of it "
                    + "reads only the items it returns instead of the whole table.",
                    AccessPatternEdits.replace(table.name(), p.name(), rewritten),
                    Optional.of(new Suggestion.IndexPreview(name, entity.name()))));
        }
        KeySchema keys = table.keySchema();
        Optional<KeyTemplate> partition = entity.template(keys.partitionKey().name()).filter(KeyTemplate::isValid);
        if (partition.isEmpty() || partition.get().isConstant()) {
            return Optional.empty(); // nothing of its own to key a sparse index on
        }
        Optional<KeyTemplate> sort = keys.sortKey().flatMap(s -> entity.template(s.name())).filter(KeyTemplate::isValid);
        String name = NewElements.indexName(table, "GSI");
        AttributeDef pk = new AttributeDef(name + "PK", AttributeType.S);
        Optional<AttributeDef> sk = sort.map(x -> new AttributeDef(name + "SK", AttributeType.S));
        List<Edit> edits = new ArrayList<>();
        edits.add(TableEdits.addIndex(table.name(), new GlobalSecondaryIndex(name, new KeySchema(pk, sk), Projection.ALL)));
        edits.add(EntityEdits.setKeyTemplate(table.name(), entity.name(), pk.name(), partition.get()));
        sk.ifPresent(s -> edits.add(EntityEdits.setKeyTemplate(table.name(), entity.name(), s.name(), sort.get())));
        AccessPattern rewritten = p.withOperation(OperationKind.SCAN).withIndex(name).withKeyCondition("").withFilter(rest);
        edits.add(AccessPatternEdits.replace(table.name(), p.name(), rewritten));
        String why = "Only " + entity.name() + " gets templates for " + name + "'s keys (" + partition.get().source()
                + sort.map(x -> ", " + x.source()).orElse("") + ", as in the table), so " + name + " holds only its "
                + "items: a Scan of it reads just the " + entity.name() + " items it returns, spread over as many "
                + "partitions as the table spreads them.";
        return Optional.of(new Suggestion("Sparse GSI: scan " + name + ", which only " + entity.name() + " fills", why,
                Edit.compound("Serve " + p.name() + " from sparse index " + name, edits),
                Optional.of(new Suggestion.IndexPreview(name, entity.name()))));
    }

    /** Whether the GSI holds every sample item of the entity and nothing else (and no other entity templates its keys). */
    private static boolean holdsOnly(TableDesign table, GlobalSecondaryIndex g, Entity entity) {
        if (entity.items().isEmpty() || table.entities().stream().filter(e -> e != entity)
                .anyMatch(e -> g.keys().partitionNames().stream().anyMatch(k -> e.template(k).isPresent()))) {
            return false;
        }
        List<dev.tablewright.engine.index.SourcedItem> held = IndexView.ofIndex(table, g.name())
                .map(IndexView::items).orElse(List.of());
        return held.size() == entity.items().size() && held.stream().allMatch(i -> entity.name().equals(i.entity()));
    }

    /** Serves the pattern from the table's inverted GSI, added first when the table has none. */
    private static Suggestion invertedSuggestion(TableDesign table, AccessPattern p, String entity,
            String keyCondition, String filter, String why) {
        KeySchema keys = table.keySchema();
        String pk = keys.partitionKey().name();
        String sk = keys.sortKey().get().name();
        Optional<GlobalSecondaryIndex> existing = table.globalIndexes().stream()
                .filter(g -> !g.keys().isMultiAttribute() && g.keys().partitionKey().name().equals(sk)
                        && g.keys().sortKey().map(s -> s.name().equals(pk)).orElse(false))
                .findFirst();
        String name = existing.map(GlobalSecondaryIndex::name).orElseGet(() -> NewElements.indexName(table, "GSI"));
        List<Edit> edits = new ArrayList<>();
        if (existing.isEmpty()) {
            edits.add(TableEdits.addIndex(table.name(), new GlobalSecondaryIndex(name,
                    new KeySchema(keys.sortKey().get(), Optional.of(keys.partitionKey())), Projection.ALL)));
        }
        AccessPattern rewritten = p.withOperation(OperationKind.QUERY).withIndex(name).withKeyCondition(keyCondition)
                .withFilter(filter);
        edits.add(AccessPatternEdits.replace(table.name(), p.name(), rewritten));
        String title = "Inverted GSI: query " + name + " (" + sk + " → " + pk + ") by " + keyCondition;
        return new Suggestion(title, why + (existing.isPresent() ? " (the table has it already)." : "."),
                Edit.compound("Serve " + p.name() + " from " + name, edits),
                entity.isEmpty() ? Optional.empty() : Optional.of(new Suggestion.IndexPreview(name, entity)));
    }

    private static Suggestion sparse(Target t) {
        TableDesign table = t.table();
        String name = NewElements.indexName(table, "GSI");
        AttributeDef pk = new AttributeDef(name + "PK", AttributeType.S);
        Optional<AttributeDef> sk = table.keySchema().sortKey()
                .filter(s -> t.entity().template(s.name()).isPresent()).map(s -> new AttributeDef(name + "SK",
                        AttributeType.S));
        List<Edit> edits = new ArrayList<>(newIndex(t, name, new KeySchema(pk, sk)));
        edits.add(EntityEdits.setKeyTemplate(table.name(), t.entity().name(), pk.name(),
                KeyTemplate.parse("${" + t.clause().attribute() + "}")));
        sk.ifPresent(s -> edits.add(EntityEdits.setKeyTemplate(table.name(), t.entity().name(), s.name(),
                t.entity().template(table.keySchema().sortKey().get().name()).get())));
        edits.add(replacePattern(t, t.rewritten(OperationKind.QUERY, name, pk.name() + " = " + t.parameter())));
        String title = "Sparse GSI: " + name + " keyed on " + t.entity().name() + "." + t.clause().attribute();
        String why = "Only " + t.entity().name() + " gets a template for " + pk.name() + ", so " + name
                + " holds only its items, by " + t.clause().attribute() + ": the pattern reads the ones it wants "
                + "by key instead of scanning the table. If " + t.clause().attribute() + " has few values, "
                + "shard the key: one partition serves 1,000 writes a second.";
        return new Suggestion(title, why, Edit.compound("Serve " + t.pattern().name() + " from sparse index " + name,
                edits), Optional.of(new Suggestion.IndexPreview(name, t.entity().name())));
    }

    private static Optional<Suggestion> composite(Target t) {
        TableDesign table = t.table();
        AccessPattern p = t.pattern();
        KeySchema keys = p.indexName().flatMap(table::index).map(i -> i.keySchema(table.keySchema()))
                .orElse(table.keySchema());
        if (keys.isMultiAttribute()) {
            return Optional.empty();
        }
        String pkName = keys.partitionKey().name();
        Optional<KeyTemplate> partition = t.entity().template(pkName).filter(KeyTemplate::isValid);
        Optional<String> sortSource = keys.sortKey().flatMap(s -> t.entity().template(s.name()))
                .filter(KeyTemplate::isValid).map(KeyTemplate::source);
        PatternCondition condition;
        try {
            condition = PatternCondition.parse(p.keyCondition());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        Optional<PatternCondition.Clause> onPartition = condition.clauses().stream()
                .filter(c -> c.attribute().equals(pkName) && c.op().equals("=")).findFirst();
        List<PatternCondition.Clause> onSort = condition.clauses().stream()
                .filter(c -> !c.attribute().equals(pkName)).toList();
        if (partition.isEmpty() || onPartition.isEmpty() || onSort.size() > 1) {
            return Optional.empty();
        }
        String name = NewElements.indexName(table, "GSI");
        AttributeDef pk = new AttributeDef(name + "PK", AttributeType.S);
        AttributeDef sk = new AttributeDef(name + "SK", AttributeType.S);
        String prefix = t.parameter() + "#";
        Optional<String> sortCondition = onSort.isEmpty()
                ? Optional.of(sortSource.isPresent() ? "begins_with(" + sk.name() + ", " + prefix + ")"
                        : sk.name() + " = " + t.parameter())
                : sortCondition(sk.name(), prefix, onSort.get(0), keys);
        if (sortCondition.isEmpty()) {
            return Optional.empty();
        }
        String sortTemplate = "${" + t.clause().attribute() + "}" + sortSource.map(s -> "#" + s).orElse("");
        List<Edit> edits = new ArrayList<>(newIndex(t, name, new KeySchema(pk, Optional.of(sk))));
        edits.add(EntityEdits.setKeyTemplate(table.name(), t.entity().name(), pk.name(), partition.get()));
        edits.add(EntityEdits.setKeyTemplate(table.name(), t.entity().name(), sk.name(), KeyTemplate.parse(sortTemplate)));
        String keyCondition = pk.name() + " = " + onPartition.get().operands().get(0).source() + " AND "
                + sortCondition.get();
        edits.add(replacePattern(t, t.rewritten(OperationKind.QUERY, name, keyCondition)));
        String title = "Composite sort key: " + name + " (" + pk.name() + " = " + partition.get().source() + ", "
                + sk.name() + " = " + sortTemplate + ")";
        String why = "With " + t.clause().attribute() + " first in the sort key, the key condition selects the "
                + t.entity().name() + " items the filter kept, so the request reads only those instead of "
                + "the whole partition. Only " + t.entity().name() + " gets the new templates.";
        return Optional.of(new Suggestion(title, why, Edit.compound("Serve " + p.name() + " from " + name
                + " by a composite sort key", edits), Optional.of(new Suggestion.IndexPreview(name,
                        t.entity().name()))));
    }

    /** The pattern's sort clause moved behind {@code prefix}; only =, begins_with and BETWEEN keep their meaning. */
    private static Optional<String> sortCondition(String sk, String prefix, PatternCondition.Clause c, KeySchema keys) {
        boolean text = keys.sortKey().map(s -> s.type() == AttributeType.S).orElse(false);
        List<String> ops = c.operands().stream().map(KeyTemplate::source).toList();
        if (!text) {
            return Optional.empty(); // a number's order is not its text's
        }
        return switch (c.op()) {
            case "=" -> Optional.of(sk + " = " + prefix + ops.get(0));
            case "begins_with" -> Optional.of("begins_with(" + sk + ", " + prefix + ops.get(0) + ")");
            case "BETWEEN" -> Optional.of(sk + " BETWEEN " + prefix + ops.get(0) + " AND " + prefix + ops.get(1));
            default -> Optional.empty();
        };
    }

    /** The GSI (projecting everything) with its key attributes declared on the table, as Workbench wants. */
    private static List<Edit> newIndex(Target t, String name, KeySchema keys) {
        String tableName = t.table().name();
        GlobalSecondaryIndex gsi = new GlobalSecondaryIndex(name, keys, Projection.ALL);
        Edit declare = new Edit("Declare " + String.join(", ", keys.names()), m -> m.withTable(tableName, tb -> {
            List<AttributeDef> attributes = new ArrayList<>(tb.attributes());
            keys.attributes().stream().filter(a -> tb.attributeType(a.name()).isEmpty()).forEach(attributes::add);
            return tb.withAttributes(attributes);
        }));
        return List.of(TableEdits.addIndex(tableName, gsi), declare);
    }

    private static Edit replacePattern(Target t, AccessPattern rewritten) {
        return AccessPatternEdits.replace(t.table().name(), t.pattern().name(), rewritten);
    }

    /** Whether the entity's items can carry the attribute: declared, the type marker, or in a sample item. */
    private static boolean carries(TableDesign table, Entity e, String attribute) {
        return e.attribute(attribute).isPresent() || attribute.equals(table.typeAttribute())
                || e.items().stream().anyMatch(i -> i.get(attribute).isPresent());
    }
}
