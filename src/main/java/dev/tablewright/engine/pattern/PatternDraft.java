package dev.tablewright.engine.pattern;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.OperationKind;
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
        EXACT,
        /**
         * A range on the sort key's first part when it holds dates or padded numbers, which sort as
         * text in their own order: {@code sk BETWEEN str#${streamedAtFrom} AND str#${streamedAtTo}}.
         */
        RANGE
    }

    /** Text that sorts as the dates it names: 2024-05, 2024-05-17, 2024-05-17T10:00:00Z. */
    private static final java.util.regex.Pattern DATE = java.util.regex.Pattern.compile("\\d{4}-\\d{2}.*");

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
        Map<String, String> parameters = samples(entity, used);
        if (sort == Sort.RANGE) {
            range(entity, sortKeys, index, clauses, parameters);
        }
        boolean get = index == null && sort == Sort.EXACT;
        return new AccessPattern(name, "", entityName, get ? OperationKind.GET_ITEM : OperationKind.QUERY, index,
                String.join(" AND ", clauses), "", "", true, parameters);
    }

    /**
     * {@code sk BETWEEN lead${aFrom} AND lead${aTo}} on the sort template's first reference, when its
     * values sort as text in their own order (dates, padded numbers); the samples span the entity's.
     */
    private static void range(Entity entity, List<AttributeDef> sortKeys, String index, List<String> clauses,
            Map<String, String> parameters) {
        AttributeDef sk = sortKeys.stream().findFirst().orElseThrow(() -> new IllegalArgumentException(
                (index == null ? "the table" : "index " + index) + " has no sort key for a range"));
        KeyTemplate t = template(entity, sk.name());
        String lead = PatternEntities.lead(t);
        KeyTemplate.Ref ref = t.parts().stream().filter(p -> p instanceof KeyTemplate.Ref).map(p -> (KeyTemplate.Ref) p)
                .findFirst().orElseThrow(() -> new IllegalArgumentException("the template of " + sk.name() + " for "
                        + entity.name() + " has no part to range over"));
        List<String> values = entity.items().stream().map(i -> text(i, ref.attribute())).flatMap(Optional::stream)
                .sorted().toList();
        boolean sortsAsText = ref.size() > 0 || !values.isEmpty() && values.stream().allMatch(v -> DATE.matcher(v).matches());
        if (!sortsAsText) {
            throw new IllegalArgumentException(ref.attribute() + " holds neither dates nor padded numbers: a range on it "
                    + "would follow text order, not its own");
        }
        String pad = ref.size() > 0 ? ":" + ref.size() + ":" + ref.pad() : "";
        String from = ref.attribute() + "From";
        String to = ref.attribute() + "To";
        clauses.add(sk.name() + " BETWEEN " + lead + "${" + from + pad + "} AND " + lead + "${" + to + pad + "}");
        parameters.put(from, values.isEmpty() ? "" : values.get(0));
        parameters.put(to, values.isEmpty() ? "" : values.get(values.size() - 1));
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
