package dev.tablewright.engine.drift;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which entity of a table a stored item belongs to, judged as {@code reverse} groups items: by the
 * type attribute's value, else by the literal prefixes of the table's key templates ({@code ORDER#}
 * of {@code ORDER#${orderId}}), the entity whose prefixes cover the most of the item's keys winning.
 * The templates are never rendered here: an item whose key breaks its template must still be claimed.
 */
public final class EntityClaims {
    private record Prefixes(Entity entity, List<String> keys, List<String> prefixes) {
    }

    private final TableDesign table;
    private final List<Prefixes> byPrefix = new ArrayList<>();

    public EntityClaims(TableDesign table) {
        this.table = table;
        List<String> keys = table.keySchema().names();
        for (Entity e : table.entities()) {
            List<String> withPrefix = new ArrayList<>();
            List<String> prefixes = new ArrayList<>();
            for (String key : keys) {
                KeyTemplate t = e.keyTemplates().get(key);
                if (t != null && t.isValid() && !t.parts().isEmpty() && t.parts().get(0) instanceof KeyTemplate.Literal l
                        && !l.text().isEmpty()) {
                    withPrefix.add(key);
                    prefixes.add(l.text());
                }
            }
            if (!prefixes.isEmpty()) {
                byPrefix.add(new Prefixes(e, withPrefix, prefixes));
            }
        }
    }

    /** The entity the item belongs to, or none when neither its type value nor its key prefixes name one. */
    public Optional<Entity> of(Item item) {
        if (item.attributes().get(table.typeAttribute()) instanceof AttributeValue.S type) {
            for (Entity e : table.entities()) {
                if (e.typeValue().equals(type.value())) {
                    return Optional.of(e);
                }
            }
        }
        Entity best = null;
        int bestLength = 0;
        for (Prefixes p : byPrefix) {
            int length = matched(p, item);
            if (length > bestLength) {
                best = p.entity();
                bestLength = length;
            }
        }
        return Optional.ofNullable(best);
    }

    /** How many prefix characters the item's keys match, 0 when one of them does not start with its prefix. */
    private static int matched(Prefixes p, Item item) {
        int length = 0;
        for (int i = 0; i < p.keys().size(); i++) {
            String text = KeyTemplate.textOf(item.attributes().get(p.keys().get(i)));
            if (text == null || !text.startsWith(p.prefixes().get(i))) {
                return 0;
            }
            length += p.prefixes().get(i).length();
        }
        return length;
    }
}
