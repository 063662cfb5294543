package dev.tablewright.operation.item;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.format.dynamo.ItemsJson;
import dev.tablewright.format.request.CliInputJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.form.ExpressionRows;
import dev.tablewright.operation.form.UpdateRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a Get/Put/Update/Delete edited as JSON back into the item form, where the form can say the
 * same thing: the key, a Put's other attributes, update actions of the form {@code SET a = :v},
 * {@code REMOVE a}, {@code ADD a :v}, {@code DELETE a :v}, condition rows as the Query tab's filter
 * rows, ReturnValues, projection and ConsistentRead. The form it finds must build the very same request
 * (names and values substituted), else there is none and the request stays "edited as JSON".
 */
public final class ItemFormParser {
    private static final List<String> VERBS = List.of("SET", "REMOVE", "ADD", "DELETE");

    private ItemFormParser() {
    }

    /**
     * The JSON as the request of {@code kind}.
     *
     * @throws IllegalArgumentException naming the member and what was expected
     */
    public static ItemRequest request(ItemKind kind, String json) {
        return switch (kind) {
            case GET -> new ItemRequest.Get(CliInputJson.parseGetItem(json));
            case PUT -> new ItemRequest.Put(CliInputJson.parsePutItem(json));
            case UPDATE -> new ItemRequest.Update(CliInputJson.parseUpdateItem(json));
            case DELETE -> new ItemRequest.Delete(CliInputJson.parseDeleteItem(json));
        };
    }

    /** The table a request names. */
    public static String table(ItemRequest r) {
        if (r instanceof ItemRequest.Get g) {
            return g.request().table();
        }
        if (r instanceof ItemRequest.Put p) {
            return p.request().table();
        }
        return r instanceof ItemRequest.Update u ? u.request().table() : ((ItemRequest.Delete) r).request().table();
    }

    public static Optional<ItemForm> parse(ItemRequest request, TableDesign table) {
        try {
            ItemForm form = form(request, table);
            return resolved(ItemRequests.build(form, table)).equals(resolved(request)) ? Optional.of(form)
                    : Optional.empty();
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty(); // not a shape the form holds
        }
    }

    private static ItemForm form(ItemRequest request, TableDesign table) {
        if (request instanceof ItemRequest.Get g) {
            GetItemRequest r = g.request();
            return new ItemForm(ItemKind.GET, r.table(), keyValues(r.key(), table), "", List.of(), List.of(),
                    ReturnValues.NONE, ExpressionRows.projection(r.projection(), r.expr()), r.consistentRead());
        }
        if (request instanceof ItemRequest.Put p) {
            PutItemRequest r = p.request();
            Map<String, AttributeValue> others = new LinkedHashMap<>(r.item().attributes());
            table.keySchema().attributes().forEach(a -> others.remove(a.name()));
            return new ItemForm(ItemKind.PUT, r.table(), keyValues(r.item().attributes(), table),
                    others.isEmpty() ? "" : ItemsJson.render(List.of(new Item(others))), List.of(),
                    ExpressionRows.filterRows(r.condition(), r.expr()), r.returnValues(), "", false);
        }
        if (request instanceof ItemRequest.Update u) {
            UpdateItemRequest r = u.request();
            return new ItemForm(ItemKind.UPDATE, r.table(), keyValues(r.key(), table), "",
                    actions(r.update(), r.expr()), ExpressionRows.filterRows(r.condition(), r.expr()),
                    r.returnValues(), "", false);
        }
        DeleteItemRequest r = ((ItemRequest.Delete) request).request();
        return new ItemForm(ItemKind.DELETE, r.table(), keyValues(r.key(), table), "", List.of(),
                ExpressionRows.filterRows(r.condition(), r.expr()), r.returnValues(), "", false);
    }

    /** One text per key attribute of the table, in key order; the key must name them all. */
    private static List<String> keyValues(Map<String, AttributeValue> key, TableDesign table) {
        List<String> out = new ArrayList<>();
        for (AttributeDef a : table.keySchema().attributes()) {
            AttributeValue v = key.get(a.name());
            if (v == null) {
                throw new IllegalArgumentException();
            }
            out.add(ExpressionRows.text(v));
        }
        return out;
    }

    /** {@code SET #a = :v, b = :w REMOVE c ADD d :x DELETE e :y}; anything else (arithmetic, functions) throws. */
    private static List<UpdateRow> actions(String update, Expr expr) {
        List<String> t = ExpressionRows.tokens(update);
        List<UpdateRow> out = new ArrayList<>();
        UpdateRow.Verb verb = null;
        int i = 0;
        while (i < t.size()) {
            String token = t.get(i);
            if (VERBS.contains(token.toUpperCase())) {
                verb = UpdateRow.Verb.valueOf(token.toUpperCase());
                i++;
            } else if (verb == null) {
                throw new IllegalArgumentException();
            }
            String attribute = ExpressionRows.name(t.get(i), expr);
            String value = "";
            switch (verb) {
                case SET -> {
                    expect(t, i + 1, "=");
                    value = ExpressionRows.text(ExpressionRows.value(t.get(i + 2), expr));
                    i += 3;
                }
                case REMOVE -> i += 1;
                case ADD, DELETE -> {
                    value = ExpressionRows.text(ExpressionRows.value(t.get(i + 1), expr));
                    i += 2;
                }
            }
            out.add(new UpdateRow(verb, attribute, value));
            if (i < t.size() && t.get(i).equals(",")) {
                i++;
            }
        }
        return out;
    }

    private static void expect(List<String> tokens, int at, String token) {
        if (!tokens.get(at).equals(token)) {
            throw new IllegalArgumentException();
        }
    }

    /** The request with every placeholder replaced by what it stands for: equal when they ask the same. */
    private static List<Object> resolved(ItemRequest request) {
        if (request instanceof ItemRequest.Get g) {
            GetItemRequest r = g.request();
            return List.of("G", r.table(), r.key(), ExpressionRows.substitute(r.projection(), r.expr()),
                    r.consistentRead());
        }
        if (request instanceof ItemRequest.Put p) {
            PutItemRequest r = p.request();
            return List.of("P", r.table(), r.item(), ExpressionRows.substitute(r.condition(), r.expr()),
                    r.returnValues());
        }
        if (request instanceof ItemRequest.Update u) {
            UpdateItemRequest r = u.request();
            return List.of("U", r.table(), r.key(), ExpressionRows.substitute(r.update(), r.expr()),
                    ExpressionRows.substitute(r.condition(), r.expr()), r.returnValues());
        }
        DeleteItemRequest r = ((ItemRequest.Delete) request).request();
        return List.of("D", r.table(), r.key(), ExpressionRows.substitute(r.condition(), r.expr()), r.returnValues());
    }
}
