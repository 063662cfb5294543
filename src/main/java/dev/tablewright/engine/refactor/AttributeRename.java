package dev.tablewright.engine.refactor;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EditNames;
import dev.tablewright.model.edit.EditRefused;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Renames one attribute of a table everywhere the model names it: the table's and every index's
 * keys, the declared attributes, the type attribute and the time-to-live attribute, INCLUDE lists, every entity's attribute list,
 * key templates and sample items, the kept entities, the table's own items, the access patterns' conditions, filters,
 * projections and parameters, and the saved operations on the table. Worked out on a copy as a
 * {@link RenamePlan} (the preview), applied as one {@link Edit} (one undo step). A rename that would
 * make two attributes one (an entity, item, key or pattern already holding the new name) is refused.
 */
public final class AttributeRename {
    private AttributeRename() {
    }

    /** How a saved operation's request is renamed: its JSON is read above the engine. */
    @FunctionalInterface
    public interface RequestRenamer {
        /** The request with the attribute renamed when it acts on {@code table}; otherwise as it is. */
        String rename(SavedOperation operation, String table, String from, String to);
    }

    /** Leaves saved requests as they are (where no request reader is at hand). */
    public static final RequestRenamer REQUESTS_UNTOUCHED = (op, table, from, to) -> op.request();

    public static Edit edit(String table, String from, String to, RequestRenamer requests) {
        return new Edit("Rename attribute " + from + " → " + to + " everywhere",
                m -> plan(m, table, from, to, requests).renamed());
    }

    /** @throws EditRefused when the name is not valid, not in the table, or would merge two attributes */
    public static RenamePlan plan(DataModel model, String table, String from, String to, RequestRenamer requests) {
        EditNames.requireValid("attribute", to);
        if (from.equals(to)) {
            throw new EditRefused("The new name is the one '" + from + "' has.");
        }
        TableDesign t = model.table(table).orElseThrow(() -> new EditRefused("There is no table '" + table + "'."));
        refuseMerges(t, from, to);
        List<RenameSite> sites = new ArrayList<>();
        TableDesign renamed = new TableRename(t, from, to, sites).renamed();
        List<SavedOperation> operations = new ArrayList<>();
        for (SavedOperation op : model.operations()) {
            String request = requests.rename(op, table, from, to);
            if (!request.equals(op.request())) {
                sites.add(new RenameSite("Saved operation " + op.name() + " · request", from, to));
            }
            operations.add(new SavedOperation(op.name(), op.operation(), request, op.description()));
        }
        if (sites.isEmpty()) {
            throw new EditRefused("Table '" + table + "' names no attribute '" + from + "'.");
        }
        DataModel result = model.withTable(table, x -> renamed).withOperations(operations);
        return new RenamePlan(table, from, to, sites, result);
    }

    /** Where both names are held, renaming would make two attributes one: refused, naming the first such place. */
    private static void refuseMerges(TableDesign t, String from, String to) {
        if (t.typeAttribute().equals(to)) {
            throw new EditRefused("'" + to + "' is the table's type attribute.");
        }
        for (Entity e : t.entities()) {
            if (names(e.attributes()).containsAll(List.of(from, to))
                    || e.keyTemplates().keySet().containsAll(List.of(from, to))) {
                throw merge("entity " + e.name() + " already has", from, to);
            }
            long both = e.items().stream().filter(i -> i.has(from) && i.has(to)).count();
            if (both > 0) {
                throw merge(both + " sample items of " + e.name() + " already have", from, to);
            }
        }
        List<String> keyNames = new ArrayList<>(t.keyAttributeNames());
        if (keyNames.contains(from) && keyNames.contains(to)) {
            throw merge("the table's and its indexes' keys already use", from, to);
        }
        for (VectorIndex v : t.vectorIndexes()) {
            // One vector, partition or filter attribute for two, or a projection listing one name twice.
            List<String> used = new ArrayList<>(v.searchSchema().attributes());
            used.add(v.vectorAttribute());
            if (used.containsAll(List.of(from, to)) || v.projection().nonKeyAttributes().containsAll(List.of(from, to))) {
                throw merge("vector index " + v.name() + " already uses", from, to);
            }
        }
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            if (g.projection().nonKeyAttributes().containsAll(List.of(from, to))) {
                throw merge("index " + g.name() + " already projects", from, to);
            }
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            if (l.projection().nonKeyAttributes().containsAll(List.of(from, to))) {
                throw merge("index " + l.name() + " already projects", from, to);
            }
        }
        // After the indexes: theirs is the more telling place, and they declare what they use.
        if (names(t.attributes()).containsAll(List.of(from, to))) {
            throw merge("the table already declares", from, to);
        }
        for (AccessPattern p : t.accessPatterns()) {
            if (p.parameters().containsKey(from) && p.parameters().containsKey(to)) {
                throw merge("pattern " + p.name() + " already has parameters", from, to);
            }
        }
    }

    private static EditRefused merge(String whereAlready, String from, String to) {
        return new EditRefused(capitalized(whereAlready) + " both '" + from + "' and '" + to
                + "': renaming would make them one.");
    }

    private static String capitalized(String s) {
        return s.substring(0, 1).toUpperCase() + s.substring(1);
    }

    private static Set<String> names(List<AttributeDef> defs) {
        Set<String> out = new LinkedHashSet<>();
        defs.forEach(d -> out.add(d.name()));
        return out;
    }

    /** The table's parts renamed one by one, each change noted as a site. */
    private static final class TableRename {
        private final TableDesign table;
        private final String from;
        private final String to;
        private final List<RenameSite> sites;

        TableRename(TableDesign table, String from, String to, List<RenameSite> sites) {
            this.table = table;
            this.from = from;
            this.to = to;
            this.sites = sites;
        }

        TableDesign renamed() {
            String tableName = "Table " + table.name();
            TableDesign t = table.withKeySchema(keys(tableName, table.keySchema()))
                    .withAttributes(defs(tableName + " · declared attributes", table.attributes()));
            if (t.typeAttribute().equals(from)) {
                sites.add(new RenameSite(tableName + " · type attribute", from, to));
                t = t.withTypeAttribute(to);
            }
            if (t.settings().ttlAttribute().filter(from::equals).isPresent()) {
                // DynamoDB deletes items by this attribute: left behind, TTL would stop expiring anything.
                sites.add(new RenameSite(tableName + " · time-to-live attribute", from, to));
                t = t.withSettings(s -> s.withTtlAttribute(Optional.of(to)));
            }
            t = t.withGlobalIndexes(table.globalIndexes().stream().map(this::gsi).toList())
                    .withLocalIndexes(table.localIndexes().stream().map(this::lsi).toList())
                    .withVectorIndexes(table.vectorIndexes().stream().map(this::vector).toList())
                    .withEntities(table.entities().stream().map(this::entity).toList())
                    .withKeptEntities(table.keptEntities().stream().map(this::kept).toList())
                    .withItems(items(tableName, table.items()))
                    .withAccessPatterns(table.accessPatterns().stream().map(this::pattern).toList());
            return t;
        }

        private KeySchema keys(String owner, KeySchema k) {
            return new KeySchema(defs(owner + " · partition key", k.partitionKeys()),
                    defs(owner + " · sort key", k.sortKeys()));
        }

        private GlobalSecondaryIndex gsi(GlobalSecondaryIndex g) {
            String owner = "Index " + g.name();
            return g.withKeys(keys(owner, g.keys())).withProjection(projection(owner, g.projection()));
        }

        private LocalSecondaryIndex lsi(LocalSecondaryIndex l) {
            String owner = "Index " + l.name();
            return new LocalSecondaryIndex(l.name(), defs(owner + " · sort key", List.of(l.sortKey())).get(0),
                    projection(owner, l.projection()));
        }

        /** A vector index names the attribute as its vector, in its search schema or its INCLUDE list. */
        private VectorIndex vector(VectorIndex v) {
            String owner = "Vector index " + v.name();
            if (v.vectorAttribute().equals(from)) {
                sites.add(new RenameSite(owner + " · vector attribute", from, to));
            }
            if (v.searchSchema().attributes().contains(from)) {
                sites.add(new RenameSite(owner + " · search schema", from, to));
            }
            Projection p = projection(owner, v.projection());
            return v.withAttributeRenamed(from, to).withProjection(p);
        }

        private Projection projection(String owner, Projection p) {
            if (!p.nonKeyAttributes().contains(from)) {
                return p;
            }
            sites.add(new RenameSite(owner + " · projected attributes", from, to));
            return new Projection(p.type(), p.nonKeyAttributes().stream().map(a -> a.equals(from) ? to : a).toList());
        }

        private List<AttributeDef> defs(String place, List<AttributeDef> defs) {
            if (defs.stream().noneMatch(d -> d.name().equals(from))) {
                return defs;
            }
            sites.add(new RenameSite(place, from, to));
            return defs.stream().map(d -> d.name().equals(from) ? d.withName(to) : d).toList();
        }

        private Entity entity(Entity e) {
            String owner = "Entity " + e.name();
            Entity out = e.withAttributes(defs(owner + " · attributes", e.attributes()));
            Map<String, KeyTemplate> templates = new LinkedHashMap<>();
            e.keyTemplates().forEach((key, template) -> {
                String newKey = key.equals(from) ? to : key;
                KeyTemplate newTemplate = template.renameAttribute(from, to);
                if (!newKey.equals(key) || !newTemplate.source().equals(template.source())) {
                    sites.add(new RenameSite(owner + " · " + key + " template", key + " = " + template.source(),
                            newKey + " = " + newTemplate.source()));
                }
                templates.put(newKey, newTemplate);
            });
            return out.withKeyTemplates(templates).withItems(items(owner, e.items()));
        }

        /** What the stream reads of the source and what it writes on the kept item, both by this name. */
        private KeptEntity kept(KeptEntity k) {
            KeptEntity out = k.renameSourceAttribute(from, to).renameKeptAttribute(from, to);
            if (!out.equals(k)) {
                sites.add(new RenameSite("Kept entity " + k.entity() + " · kept from " + k.source(), from, to));
            }
            return out;
        }

        private List<Item> items(String owner, List<Item> items) {
            long holding = items.stream().filter(i -> i.has(from)).count();
            if (holding == 0) {
                return items;
            }
            sites.add(new RenameSite(owner + " · " + holding + (holding == 1 ? " sample item" : " sample items"),
                    from, to));
            return items.stream().map(i -> i.rename(from, to)).toList();
        }

        private AccessPattern pattern(AccessPattern p) {
            String owner = "Pattern " + p.name();
            AccessPattern out = p.withKeyCondition(text(owner + " · key condition", p.keyCondition(),
                    ExpressionRenames.keyCondition(p.keyCondition(), from, to)));
            out = out.withFilter(text(owner + " · filter", p.filter(), ExpressionRenames.expression(p.filter(), from, to)));
            out = out.withProjection(text(owner + " · projection", p.projection(),
                    ExpressionRenames.expression(p.projection(), from, to)));
            if (p.parameters().containsKey(from)) {
                Map<String, String> params = new LinkedHashMap<>();
                p.parameters().forEach((k, v) -> params.put(k.equals(from) ? to : k, v));
                sites.add(new RenameSite(owner + " · parameter", from, to));
                out = out.withParameters(params);
            }
            return out;
        }

        private String text(String place, String before, String after) {
            if (!after.equals(before)) {
                sites.add(new RenameSite(place, before, after));
            }
            return after;
        }
    }
}
