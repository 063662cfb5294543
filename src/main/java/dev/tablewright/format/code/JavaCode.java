package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.Param;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.format.code.CodePlan.Piece;
import dev.tablewright.format.code.CodePlan.TableCode;
import dev.tablewright.format.code.CodePlan.Text;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Operation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan as one Java class on the AWS SDK for Java v2's {@code DynamoDbClient}: a method per access
 * pattern (Query and Scan read every page, up to the pattern's limit) and a {@code put} per entity.
 * Parameters are strings (numbers as their decimal text, so none loses precision).
 */
public final class JavaCode {
    private static final String ITEM = "Map<String, AttributeValue>";
    /**
     * What the batch and transaction methods share: DynamoDB's limits per request (100 keys a BatchGetItem,
     * 25 puts a BatchWriteItem, 100 actions a transaction) and the retry of what a batch leaves unprocessed.
     */
    private static final String MULTI_ITEM_HELPERS = """

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

    private JavaCode() {
    }

    /** The class's name for a model: its words in PascalCase, then {@code Access}. */
    public static String className(String modelName) {
        return Names.pascal(modelName, Names.JAVA_KEYWORDS) + "Access";
    }

    public static String write(CodePlan plan) {
        String name = className(plan.modelName());
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment("Generated by Tablewright from the model " + plan.modelName()
                + ": its access patterns and entity writes on the AWS SDK for Java v2. Table names are the model's"
                + " after the prefix the constructor takes.", "//", ""));
        for (String i : List.of("java.util.ArrayList", "java.util.LinkedHashMap", "java.util.List", "java.util.Map",
                "java.util.Objects", "java.util.Optional", "software.amazon.awssdk.services.dynamodb.DynamoDbClient",
                "software.amazon.awssdk.services.dynamodb.model.AttributeValue",
                "software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest",
                "software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse",
                "software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest",
                "software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest",
                "software.amazon.awssdk.services.dynamodb.model.Get",
                "software.amazon.awssdk.services.dynamodb.model.GetItemRequest",
                "software.amazon.awssdk.services.dynamodb.model.GetItemResponse",
                "software.amazon.awssdk.services.dynamodb.model.ItemResponse",
                "software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes",
                "software.amazon.awssdk.services.dynamodb.model.Put",
                "software.amazon.awssdk.services.dynamodb.model.PutItemRequest",
                "software.amazon.awssdk.services.dynamodb.model.PutRequest",
                "software.amazon.awssdk.services.dynamodb.model.QueryRequest",
                "software.amazon.awssdk.services.dynamodb.model.QueryResponse",
                "software.amazon.awssdk.services.dynamodb.model.ReturnValue",
                "software.amazon.awssdk.services.dynamodb.model.ScanRequest",
                "software.amazon.awssdk.services.dynamodb.model.ScanResponse",
                "software.amazon.awssdk.services.dynamodb.model.TransactGetItem",
                "software.amazon.awssdk.services.dynamodb.model.TransactWriteItem",
                "software.amazon.awssdk.services.dynamodb.model.WriteRequest",
                "software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest")) {
            out.append("import ").append(i).append(";\n");
        }
        out.append("\npublic class ").append(name).append(" {\n");
        out.append("    private final DynamoDbClient client;\n    private final String tablePrefix;\n\n");
        out.append("    public ").append(name).append("(DynamoDbClient client, String tablePrefix) {\n")
                .append("        this.client = Objects.requireNonNull(client, \"client\");\n")
                .append("        this.tablePrefix = Objects.requireNonNull(tablePrefix, \"tablePrefix\");\n    }\n\n");
        out.append("    public ").append(name).append("(DynamoDbClient client) {\n        this(client, \"\");\n    }\n");
        Names.Unique methods = new Names.Unique();
        for (TableCode t : plan.tables()) {
            out.append("\n").append(Literals.comment("Table " + t.name(), "//", "    "));
            for (PatternCode p : t.patterns()) {
                out.append('\n').append(pattern(t.name(), p, methods.of(Names.camel(p.name(), Names.JAVA_KEYWORDS))));
            }
            for (EntityWrite w : t.writes()) {
                out.append('\n').append(write(t.name(), w,
                        methods.of(Names.camel("put " + w.entity(), Names.JAVA_KEYWORDS))));
            }
        }
        if (plan.tables().stream().flatMap(t -> t.patterns().stream()).anyMatch(p -> p.operation().isMultiItem())) {
            out.append(MULTI_ITEM_HELPERS);
        }
        out.append("""

                    private String table(String name) {
                        return tablePrefix + name;
                    }

                    private static AttributeValue s(String value) {
                        return AttributeValue.builder().s(value).build();
                    }

                    private static AttributeValue n(String value) {
                        return AttributeValue.builder().n(value).build();
                    }

                    private static AttributeValue bool(boolean value) {
                        return AttributeValue.builder().bool(value).build();
                    }

                    /** A key template's ${name:size:pad}: the value padded on the left to size. */
                    private static String pad(String value, int size, char pad) {
                        return value.length() >= size ? value : String.valueOf(pad).repeat(size - value.length()) + value;
                    }
                }
                """);
        return out.toString();
    }

    private static String pattern(String table, PatternCode p, String method) {
        Map<String, String> params = parameters(p.parameters());
        StringBuilder b = new StringBuilder();
        String doc = p.name() + (p.description().isBlank() ? "" : "\n" + p.description()) + "\n" + p.servedBy();
        b.append(Literals.comment(doc, "//", "    "));
        List<String> signature = new ArrayList<>();
        if (!p.operation().isMultiItem()) { // a batch takes a list of them instead
            params.values().forEach(v -> signature.add("String " + v));
        }
        switch (p.operation()) {
            case PUT_ITEM -> signature.add(ITEM + " attributes");
            case UPDATE_ITEM -> signature.add(ITEM + " changes");
            case BATCH_GET_ITEM, TRANSACT_GET_ITEMS -> signature.add("List<List<String>> keys");
            case BATCH_WRITE_ITEM, TRANSACT_WRITE_ITEMS -> signature.add("List<" + ITEM + "> items");
            default -> {
            }
        }
        String returns = switch (p.operation()) {
            case GET_ITEM -> "Optional<" + ITEM + ">";
            case QUERY, SCAN, BATCH_GET_ITEM, TRANSACT_GET_ITEMS -> "List<" + ITEM + ">";
            case PUT_ITEM, BATCH_WRITE_ITEM, TRANSACT_WRITE_ITEMS -> "void";
            default -> ITEM;
        };
        b.append("    public ").append(returns).append(' ').append(method).append('(')
                .append(String.join(", ", signature)).append(") {\n");
        String tableExpr = "table(" + Literals.quoted(table, true) + ")";
        if (p.operation().isMultiItem()) {
            multiItem(b, p, params, tableExpr);
            return b.append("    }\n").toString();
        }
        if (!p.key().isEmpty()) {
            b.append("        ").append(ITEM).append(" key = new LinkedHashMap<>();\n");
            putKey(b, p, params, "key", "        ");
        }
        appendMaps(b, p, params);
        switch (p.operation()) {
            case GET_ITEM -> {
                b.append("        GetItemRequest.Builder request = GetItemRequest.builder().tableName(").append(tableExpr)
                        .append(").key(key).consistentRead(").append(p.consistentRead()).append(");\n");
                expressions(b, p);
                b.append("        GetItemResponse response = client.getItem(request.build());\n")
                        .append("        return response.hasItem() ? Optional.of(response.item()) : Optional.empty();\n");
            }
            case QUERY, SCAN -> paginate(b, p, tableExpr);
            case PUT_ITEM -> b.append("        ").append(ITEM).append(" item = new LinkedHashMap<>(attributes);\n")
                    .append("        item.putAll(key);\n")
                    .append("        client.putItem(PutItemRequest.builder().tableName(").append(tableExpr)
                    .append(").item(item).build());\n");
            case UPDATE_ITEM -> b.append("""
                            Map<String, String> names = new LinkedHashMap<>();
                            Map<String, AttributeValue> values = new LinkedHashMap<>();
                            List<String> sets = new ArrayList<>();
                            for (Map.Entry<String, AttributeValue> change : changes.entrySet()) {
                                names.put("#u" + sets.size(), change.getKey());
                                values.put(":u" + sets.size(), change.getValue());
                                sets.add("#u" + sets.size() + " = :u" + sets.size());
                            }
                            if (sets.isEmpty()) {
                                throw new IllegalArgumentException("no attribute to change");
                            }
                    """).append("        return client.updateItem(UpdateItemRequest.builder().tableName(").append(tableExpr)
                    .append(").key(key)\n                .updateExpression(\"SET \" + String.join(\", \", sets))")
                    .append(".expressionAttributeNames(names)\n                .expressionAttributeValues(values)")
                    .append(".returnValues(ReturnValue.ALL_NEW).build()).attributes();\n");
            case DELETE_ITEM -> b.append("        return client.deleteItem(DeleteItemRequest.builder().tableName(")
                    .append(tableExpr).append(").key(key).returnValues(ReturnValue.ALL_OLD).build()).attributes();\n");
            default -> throw new IllegalStateException("not planned: " + p.operation());
        }
        return b.append("    }\n").toString();
    }

    private static void putKey(StringBuilder b, PatternCode p, Map<String, String> params, String map, String indent) {
        p.key().forEach((attribute, v) -> b.append(indent).append(map).append(".put(")
                .append(Literals.quoted(attribute, true)).append(", ").append(attribute(v, params)).append(");\n"));
    }

    /**
     * A batch or transaction: each key built from its template, from a list of the pattern's parameters
     * (reads) or from the attributes of each item (writes), then sent through the class's helper.
     */
    private static void multiItem(StringBuilder b, PatternCode p, Map<String, String> params, String tableExpr) {
        boolean reads = p.operation().reads();
        if (reads) {
            b.append("        List<").append(ITEM).append("> requested = new ArrayList<>();\n")
                    .append("        for (List<String> parameters : keys) {\n");
            int i = 0;
            for (String id : params.values()) {
                b.append("            String ").append(id).append(" = parameters.get(").append(i++).append(");\n");
            }
            b.append("            ").append(ITEM).append(" key = new LinkedHashMap<>();\n");
            putKey(b, p, params, "key", "            ");
            b.append("            requested.add(key);\n        }\n");
            String projection = "null";
            String names = "null";
            if (!p.projection().isEmpty()) {
                appendMaps(b, p, params);
                projection = Literals.quoted(p.projection(), true);
                names = "names";
            }
            b.append("        return ").append(p.operation() == Operation.BATCH_GET_ITEM
                    ? "batchGet(" + tableExpr + ", requested, " + p.consistentRead() + ", "
                    : "transactGet(" + tableExpr + ", requested, ").append(projection).append(", ").append(names)
                    .append(");\n");
        } else {
            b.append("        List<").append(ITEM).append("> written = new ArrayList<>();\n")
                    .append("        for (").append(ITEM).append(" attributes : items) {\n");
            params.forEach((name, id) -> b.append("            String ").append(id).append(" = text(attributes, ")
                    .append(Literals.quoted(name, true)).append(");\n"));
            b.append("            ").append(ITEM).append(" item = new LinkedHashMap<>(attributes);\n");
            putKey(b, p, params, "item", "            ");
            b.append("            written.add(item);\n        }\n        ")
                    .append(p.operation() == Operation.BATCH_WRITE_ITEM ? "batchWrite(" : "transactWrite(")
                    .append(tableExpr).append(", written);\n");
        }
    }

    private static void appendMaps(StringBuilder b, PatternCode p, Map<String, String> params) {
        if (!p.names().isEmpty()) {
            b.append("        Map<String, String> names = new LinkedHashMap<>();\n");
            p.names().forEach((k, v) -> b.append("        names.put(").append(Literals.quoted(k, true)).append(", ")
                    .append(Literals.quoted(v, true)).append(");\n"));
        }
        if (!p.values().isEmpty()) {
            b.append("        ").append(ITEM).append(" values = new LinkedHashMap<>();\n");
            p.values().forEach((k, v) -> b.append("        values.put(").append(Literals.quoted(k, true)).append(", ")
                    .append(attribute(v, params)).append(");\n"));
        }
    }

    /** The builder calls a request needs for its expressions; DynamoDB refuses empty maps, so none are sent empty. */
    private static void expressions(StringBuilder b, PatternCode p) {
        StringBuilder calls = new StringBuilder();
        if (p.index() != null) {
            calls.append(".indexName(").append(Literals.quoted(p.index(), true)).append(')');
        }
        if (!p.keyCondition().isEmpty()) {
            calls.append(".keyConditionExpression(").append(Literals.quoted(p.keyCondition(), true)).append(')');
        }
        if (!p.filter().isEmpty()) {
            calls.append(".filterExpression(").append(Literals.quoted(p.filter(), true)).append(')');
        }
        if (!p.projection().isEmpty()) {
            calls.append(".projectionExpression(").append(Literals.quoted(p.projection(), true)).append(')');
        }
        if (!p.names().isEmpty()) {
            calls.append(".expressionAttributeNames(names)");
        }
        if (!p.values().isEmpty()) {
            calls.append(".expressionAttributeValues(values)");
        }
        if (calls.length() > 0) {
            b.append("        request").append(calls).append(";\n");
        }
    }

    private static void paginate(StringBuilder b, PatternCode p, String tableExpr) {
        String type = p.operation() == Operation.QUERY ? "Query" : "Scan";
        b.append("        ").append(type).append("Request.Builder request = ").append(type)
                .append("Request.builder().tableName(").append(tableExpr).append(")");
        if (p.operation() == Operation.QUERY) {
            b.append(".scanIndexForward(").append(p.scanForward()).append(')');
        }
        b.append(".consistentRead(").append(p.consistentRead()).append(");\n");
        expressions(b, p);
        b.append("        List<").append(ITEM).append("> items = new ArrayList<>();\n");
        b.append("        ").append(ITEM).append(" start = null;\n        do {\n");
        if (p.limit() != null) {
            b.append("            request.limit(").append(p.limit()).append(" - items.size());\n");
        }
        b.append("            ").append(type).append("Response page = client.").append(type.toLowerCase())
                .append("(request.exclusiveStartKey(start).build());\n")
                .append("            items.addAll(page.items());\n")
                .append("            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()"
                        + " ? page.lastEvaluatedKey() : null;\n")
                .append("        } while (start != null").append(p.limit() == null ? "" : " && items.size() < " + p.limit())
                .append(");\n        return items;\n");
    }

    private static String write(String table, EntityWrite w, String method) {
        Map<String, String> params = parameters(new ArrayList<>(w.attributes().keySet()));
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment("Writes one " + w.entity() + " item: its keys from their templates, "
                + w.typeAttribute() + " = " + w.typeValue() + ", and each attribute that is not null.", "//", "    "));
        List<String> signature = new ArrayList<>();
        w.attributes().forEach((a, type) -> signature.add(javaType(type) + " " + params.get(a)));
        b.append("    public void ").append(method).append('(').append(String.join(", ", signature)).append(") {\n");
        b.append("        ").append(ITEM).append(" item = new LinkedHashMap<>();\n");
        for (String a : w.required()) {
            b.append("        Objects.requireNonNull(").append(params.get(a)).append(", ")
                    .append(Literals.quoted(a + " is needed for the table's key", true)).append(");\n");
        }
        for (Map.Entry<String, ValueCode> k : w.keys().entrySet()) {
            List<String> refs = refs(k.getValue(), params);
            String put = "item.put(" + Literals.quoted(k.getKey(), true) + ", " + attribute(k.getValue(), params, w) + ");";
            if (refs.isEmpty() || !w.optional(k.getKey())) {
                b.append("        ").append(put).append('\n');
            } else {
                // An index key whose attributes are absent is left out: the item stays out of a sparse index.
                b.append("        if (").append(String.join(" && ", refs.stream().map(r -> r + " != null").toList()))
                        .append(") {\n            ").append(put).append("\n        }\n");
            }
        }
        b.append("        item.put(").append(Literals.quoted(w.typeAttribute(), true)).append(", s(")
                .append(Literals.quoted(w.typeValue(), true)).append("));\n");
        w.attributes().forEach((a, type) -> {
            if (!w.keys().containsKey(a)) {
                String v = params.get(a);
                b.append("        if (").append(v).append(" != null) {\n            item.put(")
                        .append(Literals.quoted(a, true)).append(", ").append(wrap(type, v)).append(");\n        }\n");
            }
        });
        b.append("        client.putItem(PutItemRequest.builder().tableName(table(").append(Literals.quoted(table, true))
                .append(")).item(item).build());\n    }\n");
        return b.toString();
    }

    private static String javaType(AttributeType type) {
        return switch (type) {
            case S, N -> "String";
            case BOOL -> "Boolean";
            default -> "AttributeValue";
        };
    }

    private static String wrap(AttributeType type, String expression) {
        return switch (type) {
            case S -> "s(" + expression + ")";
            case N -> "n(" + expression + ")";
            case BOOL -> "bool(" + expression + ")";
            default -> expression;
        };
    }

    /** The method parameter for each model parameter, in order. */
    private static Map<String, String> parameters(List<String> names) {
        Names.Unique unique = new Names.Unique();
        Map<String, String> out = new LinkedHashMap<>();
        names.forEach(n -> out.put(n, unique.of(Names.camel(n, Names.JAVA_KEYWORDS))));
        return out;
    }

    private static List<String> refs(ValueCode v, Map<String, String> params) {
        return v.pieces().stream().filter(Param.class::isInstance).map(p -> params.get(((Param) p).name()))
                .distinct().toList();
    }

    private static String attribute(ValueCode v, Map<String, String> params) {
        return attribute(v, params, null);
    }

    /** The value built from its pieces, sent as its type. */
    private static String attribute(ValueCode v, Map<String, String> params, EntityWrite w) {
        List<String> parts = new ArrayList<>();
        for (Piece piece : v.pieces()) {
            if (piece instanceof Text t) {
                parts.add(Literals.quoted(t.text(), true));
            } else {
                Param p = (Param) piece;
                String id = params.get(p.name());
                boolean text = w == null || javaType(w.attributes().get(p.name())).equals("String");
                String value = text ? id : "String.valueOf(" + id + ")";
                parts.add(p.size() > 0 ? "pad(" + value + ", " + p.size() + ", " + charLiteral(p.pad()) + ")" : value);
            }
        }
        String expression = parts.isEmpty() ? "\"\"" : parts.size() == 1 && v.pieces().get(0) instanceof Param
                ? parts.get(0) : String.join(" + ", parts);
        return switch (v.type()) {
            case N -> "n(" + expression + ")";
            case BOOL -> "bool(Boolean.parseBoolean(" + expression + "))";
            default -> "s(" + expression + ")";
        };
    }

    private static String charLiteral(char c) {
        String q = Literals.quoted(String.valueOf(c), true);
        return "'" + (c == '\'' ? "\\'" : q.substring(1, q.length() - 1).replace("\\\"", "\"")) + "'";
    }
}
