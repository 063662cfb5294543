package dev.tablewright.ui.reverse;

import dev.tablewright.model.Entity;
import java.util.stream.Collectors;

/**
 * One inferred entity as the review shows it.
 *
 * @param templates  "pk = CUST#${customerId} · sk = ORDER#${orderId}"
 * @param attributes "customerId: S, total: N, note: S?" (a "?" when not every item has it)
 */
public record EntityRow(String name, String typeValue, int items, String templates, String attributes) {
    static EntityRow of(Entity e) {
        String templates = e.keyTemplates().entrySet().stream().map(t -> t.getKey() + " = " + t.getValue())
                .collect(Collectors.joining(" · "));
        String attributes = e.attributes().stream()
                .map(a -> a.name() + ": " + a.type() + (a.required() ? "" : "?"))
                .collect(Collectors.joining(", "));
        return new EntityRow(e.name(), e.typeValue() == null ? "" : e.typeValue(), e.items().size(), templates,
                attributes);
    }
}
