package dev.tablewright.operation.multi;

import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.MultiItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.TransactWriteRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.format.request.RequestJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.TableDesign;
import dev.tablewright.operation.item.ItemForm;
import dev.tablewright.operation.item.ItemRequest;
import dev.tablewright.operation.item.ItemRequests;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the BatchGet, BatchWrite, TransactGet or TransactWrite that rows describe, each row through
 * {@link ItemRequests} as the item tab builds its one request; and reads a request edited as JSON back
 * into rows where rows can say the same (keys, a Put's item, a Get's projection of plain names).
 */
public final class MultiRequests {
    private static final Pattern PLACEHOLDER = Pattern.compile("#[A-Za-z0-9_]+");

    private MultiRequests() {
    }

    /**
     * @param token a TransactWrite's ClientRequestToken, or ""
     * @throws IllegalArgumentException with a sentence for the user, naming the row (1-based) and field
     */
    public static MultiItemRequest<?> build(MultiOperation operation, List<MultiRowForm> rows, Function<String, Optional<TableDesign>> describe,
            boolean consistentRead, String token) {
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("add a row: " + operation + " needs at least one");
        }
        List<ItemRequest> built = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            MultiRowForm row = rows.get(i);
            try {
                built.add(row(operation, row, describe));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("row " + (i + 1) + ": " + e.getMessage());
            }
        }
        MultiItemRequest<?> request = switch (operation) {
            case BATCH_GET -> batchGet(rows, built, consistentRead);
            case TRANSACT_GET -> new TransactGetRequest(built.stream().map(r -> {
                GetItemRequest g = ((ItemRequest.Get) r).request();
                return new TransactGet(g.table(), g.key(), g.projection(), g.expr());
            }).toList());
            case BATCH_WRITE -> new BatchWriteRequest(built.stream().map(r -> r instanceof ItemRequest.Put p
                    ? (WriteRequest) new WriteRequest.Put(p.request().table(), p.request().item())
                    : new WriteRequest.Delete(((ItemRequest.Delete) r).request().table(),
                            ((ItemRequest.Delete) r).request().key())).toList());
            case TRANSACT_WRITE -> new TransactWriteRequest(transactWrites(rows, built), token);
        };
        return request.withinLimit();
    }

    private static ItemRequest row(MultiOperation operation, MultiRowForm row, Function<String, Optional<TableDesign>> describe) {
        if (!MultiRowKind.of(operation).contains(row.kind())) {
            throw new IllegalArgumentException(operation + " has no " + row.kind() + "; choose one of " + MultiRowKind.of(operation));
        }
        TableDesign table = describe.apply(row.table()).orElseThrow(() -> new IllegalArgumentException(
                row.table().isEmpty() ? "choose a table" : "no table '" + row.table() + "' on this connection"));
        if (operation == MultiOperation.BATCH_WRITE && row.condition().stream().anyMatch(c -> !c.attribute().isEmpty())) {
            throw new IllegalArgumentException("BatchWrite takes no conditions (a transaction does)");
        }
        if (row.kind() == MultiRowKind.CONDITION_CHECK && row.condition().stream().allMatch(c -> c.attribute().isEmpty())) {
            throw new IllegalArgumentException("add a condition: a ConditionCheck checks one");
        }
        return ItemRequests.build(new ItemForm(row.kind().built(), table.name(), row.keyValues(), row.item(),
                row.actions(), row.condition(), ReturnValues.NONE, row.projection(), false), table);
    }

    /** One entry per table, in the order first met; its rows must agree on the projection. */
    private static MultiItemRequest<?> batchGet(List<MultiRowForm> rows, List<ItemRequest> built, boolean consistentRead) {
        Map<String, List<Map<String, AttributeValue>>> keys = new LinkedHashMap<>();
        Map<String, GetItemRequest> first = new LinkedHashMap<>();
        Map<String, String> projections = new LinkedHashMap<>();
        for (int i = 0; i < built.size(); i++) {
            GetItemRequest g = ((ItemRequest.Get) built.get(i)).request();
            String projection = rows.get(i).projection().replace(" ", "");
            String earlier = projections.putIfAbsent(g.table(), projection);
            if (earlier != null && !earlier.equals(projection)) {
                throw new IllegalArgumentException("row " + (i + 1) + ": BatchGet reads one projection per table; "
                        + "an earlier row on " + g.table() + " asks for '" + earlier + "'");
            }
            first.putIfAbsent(g.table(), g);
            keys.computeIfAbsent(g.table(), t -> new ArrayList<>()).add(g.key());
        }
        Map<String, BatchGetRequest.TableKeys> tables = new LinkedHashMap<>();
        keys.forEach((table, k) -> tables.put(table, new BatchGetRequest.TableKeys(k, first.get(table).projection(),
                first.get(table).expr(), consistentRead)));
        return new BatchGetRequest(tables);
    }

    private static List<TransactWrite> transactWrites(List<MultiRowForm> rows, List<ItemRequest> built) {
        List<TransactWrite> actions = new ArrayList<>();
        for (int i = 0; i < built.size(); i++) {
            ItemRequest r = built.get(i);
            if (rows.get(i).kind() == MultiRowKind.CONDITION_CHECK) {
                DeleteItemRequest d = ((ItemRequest.Delete) r).request();
                actions.add(new TransactWrite.ConditionCheck(d.table(), d.key(), d.condition(), d.expr()));
            } else if (r instanceof ItemRequest.Put p) {
                actions.add(new TransactWrite.Put(p.request()));
            } else if (r instanceof ItemRequest.Update u) {
                actions.add(new TransactWrite.Update(u.request()));
            } else {
                actions.add(new TransactWrite.Delete(((ItemRequest.Delete) r).request()));
            }
        }
        return actions;
    }

    /**
     * The rows that say what {@code request} says, or empty when they cannot: a condition or an update
     * expression, a projection beyond plain names, a table this connection does not describe.
     */
    public static Optional<List<MultiRowForm>> rows(MultiItemRequest<?> request, Function<String, Optional<TableDesign>> describe) {
        try {
            List<MultiRowForm> rows = new ArrayList<>();
            if (request instanceof BatchGetRequest b) {
                b.tables().forEach((table, k) -> k.keys().forEach(key ->
                        rows.add(get(table, key, k.projection(), k.expr(), describe))));
            } else if (request instanceof TransactGetRequest t) {
                t.gets().forEach(g -> rows.add(get(g.table(), g.key(), g.projection(), g.expr(), describe)));
            } else if (request instanceof BatchWriteRequest w) {
                for (WriteRequest x : w.writes()) {
                    rows.add(x instanceof WriteRequest.Put p ? put(p.table(), p.item().attributes(), "", describe)
                            : keyed(MultiRowKind.DELETE, x.table(), ((WriteRequest.Delete) x).key(), "", describe));
                }
            } else {
                for (TransactWrite a : ((TransactWriteRequest) request).actions()) {
                    if (a instanceof TransactWrite.Put p) {
                        rows.add(put(p.table(), p.request().item().attributes(), p.request().condition(), describe));
                    } else if (a instanceof TransactWrite.Delete d) {
                        rows.add(keyed(MultiRowKind.DELETE, d.table(), d.request().key(), d.request().condition(), describe));
                    } else {
                        return Optional.empty(); // an update or a check is all expression
                    }
                }
            }
            return Optional.of(rows);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static MultiRowForm get(String table, Map<String, AttributeValue> key, String projection, Expr expr,
            Function<String, Optional<TableDesign>> describe) {
        Matcher m = PLACEHOLDER.matcher(projection);
        StringBuilder names = new StringBuilder();
        while (m.find()) {
            String name = expr.names().get(m.group());
            if (name == null || name.contains(",") || name.contains(".")) {
                throw new IllegalArgumentException(m.group());
            }
            m.appendReplacement(names, Matcher.quoteReplacement(name));
        }
        m.appendTail(names);
        if (names.toString().matches(".*[.\\[#].*")) {
            throw new IllegalArgumentException("a nested path"); // a projection the rows' plain names do not hold
        }
        MultiRowForm keyed = keyed(MultiRowKind.GET, table, key, "", describe);
        return new MultiRowForm(MultiRowKind.GET, table, keyed.keyValues(), "", List.of(), List.of(),
                names.toString().replace(",", ", ").replaceAll(" +", " ").strip());
    }

    private static MultiRowForm put(String table, Map<String, AttributeValue> item, String condition,
            Function<String, Optional<TableDesign>> describe) {
        MultiRowForm keyed = keyed(MultiRowKind.PUT, table, item, condition, describe);
        TableDesign design = describe.apply(table).orElseThrow();
        Map<String, AttributeValue> rest = new LinkedHashMap<>(item);
        design.keySchema().names().forEach(rest::remove);
        return new MultiRowForm(MultiRowKind.PUT, table, keyed.keyValues(), rest.isEmpty() ? "" : RequestJson.key(rest),
                List.of(), List.of(), "");
    }

    /** The key's values as the key fields show them; a condition is beyond the rows. */
    private static MultiRowForm keyed(MultiRowKind kind, String table, Map<String, AttributeValue> key, String condition,
            Function<String, Optional<TableDesign>> describe) {
        if (!condition.isEmpty()) {
            throw new IllegalArgumentException("a condition");
        }
        TableDesign design = describe.apply(table).orElseThrow(() -> new IllegalArgumentException(table));
        List<String> values = new ArrayList<>();
        for (AttributeDef a : design.keySchema().attributes()) {
            AttributeValue v = key.get(a.name());
            if (v == null) {
                throw new IllegalArgumentException(a.name());
            }
            values.add(CellText.of(v));
        }
        return MultiRowForm.of(kind, table, values);
    }
}
