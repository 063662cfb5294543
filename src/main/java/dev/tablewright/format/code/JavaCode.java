package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan as one Java class on the AWS SDK for Java v2's {@code DynamoDbClient}: a method per access
 * pattern (Query and Scan read every page, up to the pattern's limit; a vector search makes one
 * SearchVectors) and a {@code put} per entity.
 * Parameters are strings (numbers as their decimal text, so none loses precision).
 */
public final class JavaCode {
    static final String ITEM = "Map<String, AttributeValue>";
    /**
     * The first SDK release with SearchVectors: Maven Central's {@code dynamodb-2.50.2.jar} has no
     * {@code model/SearchVectorsRequest.class}, {@code dynamodb-2.51.1.jar} has it, and no version between
     * them was published (docs/vector-indexes.md §7).
     */
    static final String MIN_SEARCH_SDK = "the AWS SDK for Java 2.51.1";
    /**
     * A search vector's type: {@code float[]}, what Java embedding clients hand out (LangChain4j's
     * {@code Embedding.vector()}, Spring AI's {@code EmbeddingModel.embed}), and the precision a vector index
     * keeps (each element a 32-bit float), so nothing the index uses is lost.
     */
    static final String VECTOR = "float[]";
    /** The helper that sends a search vector as DynamoDB's list of numbers. */
    private static final String NUMBERS = """

                /** A search vector as SearchVectors takes it: each element a number, written as Float.toString writes it. */
                private static List<AttributeValue> numbers(float[] vector) {
                    List<AttributeValue> out = new ArrayList<>(vector.length);
                    for (float element : vector) {
                        out.add(n(Float.toString(element)));
                    }
                    return out;
                }
            """;

    private JavaCode() {
    }

    /** The class's name for a model: its words in PascalCase, then {@code Access}. */
    public static String className(String modelName) {
        return CodeNames.pascal(modelName, CodeNames.JAVA_KEYWORDS) + "Access";
    }

    public static String write(CodePlan plan) {
        String name = className(plan.modelName());
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment(plan.heading("the AWS SDK for Java v2", MIN_SEARCH_SDK), "//", ""));
        List<String> imports = new ArrayList<>(List.of("java.util.ArrayList", "java.util.LinkedHashMap", "java.util.List", "java.util.Map",
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
                "software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest"));
        if (plan.hasVectorSearch()) { // classes an older SDK lacks: imported only where a pattern searches
            imports.addAll(List.of("software.amazon.awssdk.services.dynamodb.model.SearchResultItem",
                    "software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest"));
            imports.sort(null);
        }
        for (String i : imports) {
            out.append("import ").append(i).append(";\n");
        }
        out.append("\npublic class ").append(name).append(" {\n");
        out.append("    private final DynamoDbClient client;\n    private final String tablePrefix;\n\n");
        out.append("    public ").append(name).append("(DynamoDbClient client, String tablePrefix) {\n")
                .append("        this.client = Objects.requireNonNull(client, \"client\");\n")
                .append("        this.tablePrefix = Objects.requireNonNull(tablePrefix, \"tablePrefix\");\n    }\n\n");
        out.append("    public ").append(name).append("(DynamoDbClient client) {\n        this(client, \"\");\n    }\n");
        out.append(plan.methods(n -> CodeNames.camel(n, CodeNames.JAVA_KEYWORDS), "//", "    ", JavaCode::pattern,
                JavaCode::write));
        if (plan.hasMultiItem()) {
            out.append(JavaMultiItem.HELPERS);
        }
        if (plan.hasVectorSearch()) {
            out.append(NUMBERS);
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
        b.append(Literals.comment(p.comment(), "//", "    "));
        List<String> signature = new ArrayList<>();
        String vector = CodeNames.another("searchVector", params.values());
        if (p.vectorSearch() != null) { // the vector first: every search has one
            signature.add(VECTOR + " " + vector);
        }
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
            case SEARCH_VECTORS -> "List<SearchResultItem>";
            case PUT_ITEM, BATCH_WRITE_ITEM, TRANSACT_WRITE_ITEMS -> "void";
            default -> ITEM;
        };
        b.append("    public ").append(returns).append(' ').append(method).append('(')
                .append(String.join(", ", signature)).append(") {\n");
        String tableExpr = "table(" + Literals.quoted(table, true) + ")";
        if (p.operation().isMultiItem()) {
            JavaMultiItem.method(b, p, params, tableExpr);
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
            case SEARCH_VECTORS -> {
                b.append("        SearchVectorsRequest.Builder request = SearchVectorsRequest.builder().tableName(")
                        .append(tableExpr).append(")\n                .searchVector(numbers(").append(vector)
                        .append(")).topK(").append(p.limit()).append(");\n");
                expressions(b, p);
                // One response, nearest first: SearchVectors has no pages.
                b.append("        return client.searchVectors(request.build()).searchResults();\n");
            }
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

    static void putKey(StringBuilder b, PatternCode p, Map<String, String> params, String map, String indent) {
        p.key().forEach((attribute, v) -> b.append(indent).append(map).append(".put(")
                .append(Literals.quoted(attribute, true)).append(", ").append(attribute(v, params)).append(");\n"));
    }

    static void appendMaps(StringBuilder b, PatternCode p, Map<String, String> params) {
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
        if (p.vectorSearch() != null && !p.vectorSearch().condition().isEmpty()) {
            calls.append(".searchConditionExpression(").append(Literals.quoted(p.vectorSearch().condition(), true))
                    .append(')');
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
        String type = p.operation() == OperationKind.QUERY ? "Query" : "Scan";
        b.append("        ").append(type).append("Request.Builder request = ").append(type)
                .append("Request.builder().tableName(").append(tableExpr).append(")");
        if (p.operation() == OperationKind.QUERY) {
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
            List<String> refs = k.getValue().parameters().stream().map(params::get).toList();
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
        return CodeNames.parameters(names, n -> CodeNames.camel(n, CodeNames.JAVA_KEYWORDS));
    }

    static String attribute(ValueCode v, Map<String, String> params) {
        return attribute(v, params, null);
    }

    /** The value built from its pieces, sent as its type. */
    private static String attribute(ValueCode v, Map<String, String> params, EntityWrite w) {
        String expression = v.concatenation(true, p -> {
            String id = params.get(p.name());
            boolean text = w == null || javaType(w.attributes().get(p.name())).equals("String");
            String value = text ? id : "String.valueOf(" + id + ")";
            return p.size() > 0 ? "pad(" + value + ", " + p.size() + ", " + charLiteral(p.pad()) + ")" : value;
        });
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
