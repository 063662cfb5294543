package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.model.OperationKind;
import java.util.Map;

/**
 * The Java of batch and transaction patterns: the method body that builds each key from its template
 * and the helpers, written once into the class, that keep to DynamoDB's limits per request and retry
 * what a batch leaves unprocessed.
 */
final class JavaMultiItem {
    private JavaMultiItem() {
    }

    /**
     * What the batch and transaction methods share: DynamoDB's limits per request (100 keys a BatchGetItem,
     * 25 puts a BatchWriteItem, 100 actions a transaction) and the retry of what a batch leaves unprocessed.
     */
    static final String HELPERS = """

                /** At most 100 keys a request; the keys DynamoDB leaves unprocessed are asked again. */
                private List<Map<String, AttributeValue>> batchGet(String table, List<Map<String, AttributeValue>> keys,
                        boolean consistentRead, String projection, Map<String, String> names) {
                    List<Map<String, AttributeValue>> items = new ArrayList<>();
                    for (int from = 0; from < keys.size(); from += 100) {
                        KeysAndAttributes.Builder wanted = KeysAndAttributes.builder()
                                .keys(keys.subList(from, Math.min(from + 100, keys.size()))).consistentRead(consistentRead);
                        if (projection != null) {
                            wanted.projectionExpression(projection).expressionAttributeNames(names);
                        }
                        Map<String, KeysAndAttributes> pending = Map.of(table, wanted.build());
                        for (int attempt = 0; !pending.isEmpty(); attempt++) {
                            backOff(attempt);
                            BatchGetItemResponse response = client.batchGetItem(
                                    BatchGetItemRequest.builder().requestItems(pending).build());
                            items.addAll(response.responses().getOrDefault(table, List.of()));
                            pending = response.unprocessedKeys();
                        }
                    }
                    return items;
                }

                /** At most 25 puts a request; the items DynamoDB leaves unprocessed are sent again. */
                private void batchWrite(String table, List<Map<String, AttributeValue>> items) {
                    for (int from = 0; from < items.size(); from += 25) {
                        List<WriteRequest> puts = new ArrayList<>();
                        for (Map<String, AttributeValue> item : items.subList(from, Math.min(from + 25, items.size()))) {
                            puts.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
                        }
                        Map<String, List<WriteRequest>> pending = Map.of(table, puts);
                        for (int attempt = 0; !pending.isEmpty(); attempt++) {
                            backOff(attempt);
                            pending = client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(pending).build())
                                    .unprocessedItems();
                        }
                    }
                }

                /** One transaction of at most 100 reads; the items found, in the keys' order. */
                private List<Map<String, AttributeValue>> transactGet(String table, List<Map<String, AttributeValue>> keys,
                        String projection, Map<String, String> names) {
                    transactionSize(keys.size());
                    List<TransactGetItem> gets = new ArrayList<>();
                    for (Map<String, AttributeValue> key : keys) {
                        Get.Builder get = Get.builder().tableName(table).key(key);
                        if (projection != null) {
                            get.projectionExpression(projection).expressionAttributeNames(names);
                        }
                        gets.add(TransactGetItem.builder().get(get.build()).build());
                    }
                    List<Map<String, AttributeValue>> items = new ArrayList<>();
                    if (!gets.isEmpty()) {
                        for (ItemResponse r : client.transactGetItems(b -> b.transactItems(gets)).responses()) {
                            if (r.hasItem() && !r.item().isEmpty()) {
                                items.add(r.item());
                            }
                        }
                    }
                    return items;
                }

                /** One transaction of at most 100 puts: all are written or none. */
                private void transactWrite(String table, List<Map<String, AttributeValue>> items) {
                    transactionSize(items.size());
                    List<TransactWriteItem> puts = new ArrayList<>();
                    for (Map<String, AttributeValue> item : items) {
                        puts.add(TransactWriteItem.builder().put(Put.builder().tableName(table).item(item).build()).build());
                    }
                    if (!puts.isEmpty()) {
                        client.transactWriteItems(b -> b.transactItems(puts));
                    }
                }

                private static void transactionSize(int size) {
                    if (size > 100) {
                        throw new IllegalArgumentException("a transaction takes at most 100 items, not " + size);
                    }
                }

                /** A key attribute read from the item it is written with: its string or number text. */
                private static String text(Map<String, AttributeValue> item, String attribute) {
                    AttributeValue value = item.get(attribute);
                    if (value == null || value.s() == null && value.n() == null) {
                        throw new IllegalArgumentException(attribute + " (a string or number) is needed for the item's key");
                    }
                    return value.s() != null ? value.s() : value.n();
                }

                /** Waits longer before each retry of unprocessed items (none before the first request). */
                private static void backOff(int attempt) {
                    if (attempt == 0) {
                        return;
                    }
                    try {
                        Thread.sleep(Math.min(1000L, 25L << Math.min(attempt, 6)));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("interrupted while retrying unprocessed items", e);
                    }
                }
            """;

    /**
     * A batch or transaction: each key built from its template, from a list of the pattern's parameters
     * (reads) or from the attributes of each item (writes), then sent through the class's helper.
     */
    static void method(StringBuilder b, PatternCode p, Map<String, String> params, String tableExpr) {
        boolean reads = p.operation().reads();
        if (reads) {
            b.append("        List<").append(JavaCode.ITEM).append("> requested = new ArrayList<>();\n")
                    .append("        for (List<String> parameters : keys) {\n");
            int i = 0;
            for (String id : params.values()) {
                b.append("            String ").append(id).append(" = parameters.get(").append(i++).append(");\n");
            }
            b.append("            ").append(JavaCode.ITEM).append(" key = new LinkedHashMap<>();\n");
            JavaCode.putKey(b, p, params, "key", "            ");
            b.append("            requested.add(key);\n        }\n");
            String projection = "null";
            String names = "null";
            if (!p.projection().isEmpty()) {
                JavaCode.appendMaps(b, p, params);
                projection = Literals.quoted(p.projection(), true);
                names = "names";
            }
            b.append("        return ").append(p.operation() == OperationKind.BATCH_GET_ITEM
                    ? "batchGet(" + tableExpr + ", requested, " + p.consistentRead() + ", "
                    : "transactGet(" + tableExpr + ", requested, ").append(projection).append(", ").append(names)
                    .append(");\n");
        } else {
            b.append("        List<").append(JavaCode.ITEM).append("> written = new ArrayList<>();\n")
                    .append("        for (").append(JavaCode.ITEM).append(" attributes : items) {\n");
            params.forEach((name, id) -> b.append("            String ").append(id).append(" = text(attributes, ")
                    .append(Literals.quoted(name, true)).append(");\n"));
            b.append("            ").append(JavaCode.ITEM).append(" item = new LinkedHashMap<>(attributes);\n");
            JavaCode.putKey(b, p, params, "item", "            ");
            b.append("            written.add(item);\n        }\n        ")
                    .append(p.operation() == OperationKind.BATCH_WRITE_ITEM ? "batchWrite(" : "transactWrite(")
                    .append(tableExpr).append(", written);\n");
        }
    }
}
