package dev.tablewright.engine.pattern;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An access pattern built from an entity's own key templates, as the editor offers it: equality on
 * the partition key's template of the table or index read ({@code pk = MOV#${movieId}}), then the
 * sort condition chosen, with the parameters' sample values taken from the entity's first sample item.
 */
public final class PatternDraft {

    /** What the draft asks of the sort key. */
    public enum Sort {
        /** The whole partition (an item collection). */
        NONE,
        /** Items whose sort key starts as the entity's template does: {@code begins_with(sk, ACT#)}. */
        PREFIX,
        /** One item: every key attribute equal to its template (a GetItem on the table). */
        EXACT
    }

    private PatternDraft() {
    }

    /**
     * @param index null for the table
     * @throws IllegalArgumentException with a sentence when the entity, the index or a template is missing
     */
    public static AccessPattern of(TableDesign table, String entityName, String index, Sort sort, String name) {
        Entity entity = table.entity(entityName).orElseThrow(() -> new IllegalArgumentException(
                "the table has no entity '" + entityName + "'"));
        KeySchema keys = index == null ? table.keySchema() : table.index(index)
                .map(i -> i.keySchema(table.keySchema())).orElseThrow(() -> new IllegalArgumentException(
                        "the table has no index '" + index + "'"));
        // The entity's items are in an index only when they carry all its key attributes.
        keys.attributes().forEach(k -> template(entity, k.name()));
        List<String> clauses = new ArrayList<>();
        List<KeyTemplate> used = new ArrayList<>();
        for (AttributeDef pk : keys.partitionKeys()) {
            KeyTemplate t = template(entity, pk.name());
            clauses.add(pk.name() + " = " + t.source());
            used.add(t);
        }
        List<AttributeDef> sortKeys = keys.sortKeys();
        if (sort == Sort.EXACT) {
            for (AttributeDef sk : sortKeys) {
                KeyTemplate t = template(entity, sk.name());
                clauses.add(sk.name() + " = " + t.source());
                used.add(t);
            }
        } else if (sort == Sort.PREFIX) {
            AttributeDef sk = sortKeys.stream().findFirst().orElseThrow(() -> new IllegalArgumentException(
                    (index == null ? "the table" : "index " + index) + " has no sort key to begin with"));
            String prefix = PatternEntities.lead(template(entity, sk.name()));
            if (prefix.isEmpty()) {
                throw new IllegalArgumentException("the template of " + sk.name() + " for " + entityName
                        + " starts with a parameter: there is no prefix to begin with");
            }
            clauses.add("begins_with(" + sk.name() + ", " + prefix + ")");
        }
        boolean get = index == null && sort == Sort.EXACT;
        return new AccessPattern(name, "", entityName, get ? Operation.GET_ITEM : Operation.QUERY, index,
                String.join(" AND ", clauses), "", "", true, samples(entity, used));
    }

    /** The entity's template for a key attribute; one it holds as a plain attribute reads as {@code ${name}}. */
    private static KeyTemplate template(Entity entity, String attribute) {
        return entity.template(attribute).or(() -> entity.attribute(attribute)
                .map(a -> KeyTemplate.parse("${" + a.name() + "}"))).orElseThrow(() -> new IllegalArgumentException(
                        entity.name() + " has no template for " + attribute + ": its items are not in that index"));
    }

    /** Each referenced attribute's value in the entity's first sample item that has it, else empty. */
    private static Map<String, String> samples(Entity entity, List<KeyTemplate> templates) {
        Map<String, String> values = new LinkedHashMap<>();
        for (KeyTemplate t : templates) {
            for (String attribute : t.referencedAttributes()) {
                values.putIfAbsent(attribute, entity.items().stream().map(i -> text(i, attribute))
                        .flatMap(Optional::stream).findFirst().orElse(""));
            }
        }
        return values;
    }

    private static Optional<String> text(Item item, String attribute) {
        return item.get(attribute).map(KeyTemplate::textOf);
    }
}
