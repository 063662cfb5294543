package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The plan as one Python class on boto3's low-level DynamoDB client, whose typed values
 * ({@code {"S": …}}, {@code {"N": "…"}}) are those the model holds and the Java and JavaScript send.
 */
public final class PythonCode {
    private static final ScriptDialect PY = ScriptDialect.PYTHON;
    private static final String INDENT = PY.indent();
    /** As {@link JavaCode}'s: DynamoDB's limits per request and the retry of what a batch leaves unprocessed. */
    private static final String MULTI_ITEM_HELPERS = """

                # Batch and transaction helpers: at most 100 keys a BatchGetItem, 25 puts a BatchWriteItem,
                # 100 actions a transaction; what a batch leaves unprocessed is sent again after a pause.
                def _batch_get(self, table, keys, consistent_read, projection=None, names=None):
                    items = []
                    for start in range(0, len(keys), 100):
                        wanted = {"Keys": keys[start:start + 100], "ConsistentRead": consistent_read}
                        if projection:
                            wanted["ProjectionExpression"] = projection
                            wanted["ExpressionAttributeNames"] = names
                        pending = {table: wanted}
                        attempt = 0
                        while pending:
                            self._back_off(attempt)
                            response = self.client.batch_get_item(RequestItems=pending)
                            items.extend(response.get("Responses", {}).get(table, []))
                            pending = response.get("UnprocessedKeys") or {}
                            attempt += 1
                    return items

                def _batch_write(self, table, items):
                    for start in range(0, len(items), 25):
                        pending = {table: [{"PutRequest": {"Item": item}} for item in items[start:start + 25]]}
                        attempt = 0
                        while pending:
                            self._back_off(attempt)
                            pending = self.client.batch_write_item(RequestItems=pending).get("UnprocessedItems") or {}
                            attempt += 1

                def _transact_get(self, table, keys, projection=None, names=None):
                    self._transaction_size(len(keys))
                    gets = []
                    for key in keys:
                        get = {"TableName": table, "Key": key}
                        if projection:
                            get["ProjectionExpression"] = projection
                            get["ExpressionAttributeNames"] = names
                        gets.append({"Get": get})
                    if not gets:
                        return []
                    responses = self.client.transact_get_items(TransactItems=gets).get("Responses", [])
                    return [r["Item"] for r in responses if r.get("Item")]

                def _transact_write(self, table, items):
                    self._transaction_size(len(items))
                    if items:
                        self.client.transact_write_items(
                            TransactItems=[{"Put": {"TableName": table, "Item": item}} for item in items])

                @staticmethod
                def _transaction_size(size):
                    if size > 100:
                        raise ValueError("a transaction takes at most 100 items, not %d" % size)

                @staticmethod
                def _text(item, attribute):
                    value = item.get(attribute) or {}
                    text = value.get("S", value.get("N"))
                    if text is None:
                        raise ValueError(attribute + " (a string or number) is needed for the item's key")
                    return text

                @staticmethod
                def _back_off(attempt):
                    if attempt:
                        time.sleep(min(1.0, 0.025 * 2 ** min(attempt, 6)))
            """;

    /** The first boto3 and botocore release with SearchVectors (docs/vector-indexes.md §5). */
    static final String MIN_SEARCH_SDK = "boto3 and botocore 1.43.64";

    private PythonCode() {
    }

    public static String write(CodePlan plan) {
        String name = JavaCode.className(plan.modelName());
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment(plan.heading("boto3's DynamoDB client", MIN_SEARCH_SDK), "#", ""));
        out.append("import time\n\nimport boto3\n\n\nclass ").append(name).append(":\n");
        out.append(INDENT).append("def __init__(self, client=None, table_prefix=\"\"):\n")
                .append(INDENT.repeat(2)).append("self.client = client if client is not None else boto3.client(\"dynamodb\")\n")
                .append(INDENT.repeat(2)).append("self.table_prefix = table_prefix\n");
        out.append(plan.methods(PY::identifier, "#", INDENT, PythonCode::pattern, PythonCode::write));
        if (plan.hasMultiItem()) {
            out.append(MULTI_ITEM_HELPERS);
        }
        return out.toString();
    }

    private static String pattern(String table, PatternCode p, String method) {
        Map<String, String> params = PY.parameters(p.parameters());
        String i2 = INDENT.repeat(2);
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment(p.comment(), "#", INDENT));
        if (p.vectorSearch() != null) {
            b.append(Literals.comment(PY.vector(params) + ": a sequence of numbers (floats, Decimals, a NumPy array),"
                    + " each sent as a DynamoDB number.", "#", INDENT));
        }
        List<String> signature = new ArrayList<>(List.of("self"));
        signature.addAll(PY.signature(p, params));
        b.append(INDENT).append("def ").append(method).append('(').append(String.join(", ", signature)).append("):\n");
        String tableExpr = "self.table_prefix + " + Literals.quoted(table, false);
        if (p.operation().isMultiItem()) {
            multiItem(b, p, params, tableExpr);
            return b.toString();
        }
        if (!p.key().isEmpty()) {
            b.append(i2).append("key = ").append(PY.map(p.key(), params)).append('\n');
        }
        switch (p.operation()) {
            case GET_ITEM -> {
                b.append(i2).append("request = {\"TableName\": ").append(tableExpr)
                        .append(", \"Key\": key, \"ConsistentRead\": ").append(PY.bool(p.consistentRead())).append("}\n");
                if (!p.projection().isEmpty()) {
                    b.append(i2).append("request[\"ProjectionExpression\"] = ").append(Literals.quoted(p.projection(), false))
                            .append('\n').append(i2).append("request[\"ExpressionAttributeNames\"] = ")
                            .append(PY.names(p.names())).append('\n');
                }
                b.append(i2).append("return self.client.get_item(**request).get(\"Item\")\n");
            }
            case QUERY, SCAN -> {
                PY.readRequest(b, p, params, tableExpr);
                String call = p.operation() == OperationKind.QUERY ? "query" : "scan";
                b.append(i2).append("items = []\n").append(i2).append("while True:\n");
                String i3 = INDENT.repeat(3);
                if (p.limit() != null) {
                    b.append(i3).append("request[\"Limit\"] = ").append(p.limit()).append(" - len(items)\n");
                }
                b.append(i3).append("page = self.client.").append(call).append("(**request)\n")
                        .append(i3).append("items.extend(page.get(\"Items\", []))\n")
                        .append(i3).append("start = page.get(\"LastEvaluatedKey\")\n")
                        .append(i3).append("if not start").append(p.limit() == null ? "" : " or len(items) >= " + p.limit())
                        .append(":\n").append(i3).append(INDENT).append("return items\n")
                        .append(i3).append("request[\"ExclusiveStartKey\"] = start\n");
            }
            case SEARCH_VECTORS -> {
                PY.searchRequest(b, p, params, tableExpr);
                // One response, nearest first: SearchVectors has no pages.
                b.append(i2).append("return self.client.search_vectors(**request).get(\"SearchResults\", [])\n");
            }
            case PUT_ITEM -> b.append(i2).append("self.client.put_item(TableName=").append(tableExpr)
                    .append(", Item={**attributes, **key})\n");
            case UPDATE_ITEM -> b.append(i2).append("names, values, sets = {}, {}, []\n")
                    .append(i2).append("for number, (name, value) in enumerate(changes.items()):\n")
                    .append(i2).append(INDENT).append("names[\"#u%d\" % number] = name\n")
                    .append(i2).append(INDENT).append("values[\":u%d\" % number] = value\n")
                    .append(i2).append(INDENT).append("sets.append(\"#u%d = :u%d\" % (number, number))\n")
                    .append(i2).append("if not sets:\n").append(i2).append(INDENT)
                    .append("raise ValueError(\"no attribute to change\")\n")
                    .append(i2).append("return self.client.update_item(TableName=").append(tableExpr)
                    .append(", Key=key, UpdateExpression=\"SET \" + \", \".join(sets),\n").append(i2).append(INDENT)
                    .append("ExpressionAttributeNames=names, ExpressionAttributeValues=values,"
                            + " ReturnValues=\"ALL_NEW\").get(\"Attributes\")\n");
            case DELETE_ITEM -> b.append(i2).append("return self.client.delete_item(TableName=").append(tableExpr)
                    .append(", Key=key, ReturnValues=\"ALL_OLD\").get(\"Attributes\")\n");
            default -> throw new IllegalStateException("not planned: " + p.operation());
        }
        return b.toString();
    }

    /**
     * A batch or transaction: each key built from its template, from a tuple of the pattern's parameters
     * (reads) or from the attributes of each item (writes), then sent through the class's helper.
     */
    private static void multiItem(StringBuilder b, PatternCode p, Map<String, String> params, String tableExpr) {
        String i2 = INDENT.repeat(2);
        String i3 = INDENT.repeat(3);
        String method = PY.helper(p.operation());
        if (p.operation().reads()) {
            b.append(i2).append("requested = []\n").append(i2).append("for parameters in keys:\n");
            if (!params.isEmpty()) {
                b.append(i3).append(String.join(", ", params.values())).append(", = parameters\n");
            }
            b.append(i3).append("requested.append(").append(PY.map(p.key(), params)).append(")\n");
            b.append(i2).append("return self.").append(method).append('(').append(tableExpr).append(", requested");
            if (p.operation() == OperationKind.BATCH_GET_ITEM) {
                b.append(", ").append(PY.bool(p.consistentRead()));
            }
            if (!p.projection().isEmpty()) {
                b.append(", ").append(Literals.quoted(p.projection(), false)).append(", ").append(PY.names(p.names()));
            }
            b.append(")\n");
        } else {
            b.append(i2).append("written = []\n").append(i2).append("for attributes in items:\n");
            params.forEach((name, id) -> b.append(i3).append(id).append(" = self._text(attributes, ")
                    .append(Literals.quoted(name, false)).append(")\n"));
            b.append(i3).append("written.append({**attributes, **").append(PY.map(p.key(), params)).append("})\n");
            b.append(i2).append("self.").append(method).append('(').append(tableExpr).append(", written)\n");
        }
    }

    private static String write(String table, EntityWrite w, String method) {
        Map<String, String> params = PY.parameters(new ArrayList<>(w.attributes().keySet()));
        String i2 = INDENT.repeat(2);
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment("Writes one " + w.entity() + " item: its keys from their templates, "
                + w.typeAttribute() + " = " + w.typeValue() + ", and each attribute that is not None."
                + " S and N attributes are passed as text or numbers, the others as DynamoDB typed values.", "#", INDENT));
        List<String> signature = new ArrayList<>(List.of("self"));
        params.values().forEach(v -> signature.add(v + "=None"));
        b.append(INDENT).append("def ").append(method).append('(').append(String.join(", ", signature)).append("):\n");
        PY.item(b, w, params);
        b.append(i2).append("self.client.put_item(TableName=self.table_prefix + ").append(Literals.quoted(table, false))
                .append(", Item=item)\n");
        return b.toString();
    }
}
