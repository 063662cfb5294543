package dev.tablewright.operation.item;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.FormExpressions;
import dev.tablewright.operation.form.UpdateRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the Get/Put/Update/Delete an {@link ItemForm} describes: the key typed from the table's key
 * schema, update actions and condition rows through placeholders.
 */
public final class ItemRequests {
    private ItemRequests() {
    }

    /** @throws IllegalArgumentException with a sentence for the user, naming the field */
    public static ItemRequest build(ItemForm form, TableDesign table) {
        Map<String, AttributeValue> key = key(form, table);
        PlaceholderAllocator p = new PlaceholderAllocator("#n");
        return switch (form.kind()) {
            case GET -> {
                String projection = FormExpressions.projection(form.projection(), p);
                yield new ItemRequest.Get(new GetItemRequest(table.name(), key, projection, p.expr(),
                        form.consistentRead()));
            }
            case PUT -> {
                Map<String, AttributeValue> item = new LinkedHashMap<>(key);
                if (!form.attributes().isBlank()) {
                    CliInputJson.attributes(form.attributes()).forEach(item::putIfAbsent);
                }
                String condition = FormExpressions.condition(form.condition(), table, p);
                yield new ItemRequest.Put(new PutItemRequest(table.name(), new Item(item), condition, p.expr(),
                        form.returnValues()));
            }
            case UPDATE -> {
                String update = update(form.actions(), table, p);
                String condition = FormExpressions.condition(form.condition(), table, p);
                yield new ItemRequest.Update(new UpdateItemRequest(table.name(), key, update, condition, p.expr(),
                        form.returnValues()));
            }
            case DELETE -> {
                String condition = FormExpressions.condition(form.condition(), table, p);
                yield new ItemRequest.Delete(new DeleteItemRequest(table.name(), key, condition, p.expr(),
                        form.returnValues()));
            }
        };
    }

    private static Map<String, AttributeValue> key(ItemForm form, TableDesign table) {
        List<AttributeDef> attributes = table.keySchema().attributes();
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (int i = 0; i < attributes.size(); i++) {
            AttributeDef a = attributes.get(i);
            String text = i < form.keyValues().size() ? form.keyValues().get(i) : "";
            if (text.isBlank()) {
                throw new IllegalArgumentException("give a value for " + a.name() + ": the key names every key attribute");
            }
            key.put(a.name(), FormExpressions.typed(a, text));
        }
        return key;
    }

    /**
     * What an ADD adds: typed as declared; an undeclared attribute's number is a number (ADD takes a number
     * or a set, never a string), anything else as a cell reads it.
     */
    private static AttributeValue added(TableDesign table, String attribute, String text) {
        if (table.attributeType(attribute).isEmpty()) {
            try {
                return new AttributeValue.N(new java.math.BigDecimal(text.strip()));
            } catch (NumberFormatException e) {
                // not a number: a set, as a cell reads one
            }
        }
        return FormExpressions.filterValue(table, attribute, text);
    }

    /** {@code SET #n0 = :v0, #n1 = :v1 REMOVE #n2 ADD #n3 :v2}: actions grouped by verb, in form order. */
    private static String update(List<UpdateRow> actions, TableDesign table, PlaceholderAllocator p) {
        Map<UpdateRow.Verb, List<String>> byVerb = new LinkedHashMap<>();
        for (UpdateRow a : actions) {
            if (a.attribute().isEmpty()) {
                continue;
            }
            if (table.keySchema().contains(a.attribute())) {
                throw new IllegalArgumentException(a.attribute() + " is part of the key: an update cannot change it");
            }
            String name = p.name(a.attribute());
            String clause = switch (a.verb()) {
                case SET -> name + " = " + p.value(FormExpressions.filterValue(table, a.attribute(), a.value()));
                case REMOVE -> name;
                case ADD -> name + " " + p.value(added(table, a.attribute(), a.value()));
                case DELETE -> name + " " + p.value(FormExpressions.filterValue(table, a.attribute(), a.value()));
            };
            byVerb.computeIfAbsent(a.verb(), v -> new ArrayList<>()).add(clause);
        }
        if (byVerb.isEmpty()) {
            throw new IllegalArgumentException("add an action: an update SETs, REMOVEs, ADDs or DELETEs something");
        }
        List<String> parts = new ArrayList<>();
        byVerb.forEach((verb, clauses) -> parts.add(verb.name() + " " + String.join(", ", clauses)));
        return String.join(" ", parts);
    }
}
