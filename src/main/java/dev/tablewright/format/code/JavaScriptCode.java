package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.Param;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.format.code.CodePlan.Piece;
import dev.tablewright.format.code.CodePlan.TableCode;
import dev.tablewright.format.code.CodePlan.Text;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan as one ES module on the AWS SDK for JavaScript v3's plain {@code @aws-sdk/client-dynamodb}
 * (not lib-dynamodb's DocumentClient): its values are typed ({@code {S: …}}, {@code {N: "…"}}) exactly as
 * the model holds them and the Java and Python send them, so numbers keep every digit and no marshalling
 * option changes what is written.
 */
public final class JavaScriptCode {
    private static final String INDENT = "  ";
    /** As {@link JavaCode}'s: DynamoDB's limits per request and the retry of what a batch leaves unprocessed. */
    private static final String MULTI_ITEM_HELPERS = """

              // Batch and transaction helpers: at most 100 keys a BatchGetItem, 25 puts a BatchWriteItem,
              // 100 actions a transaction; what a batch leaves unprocessed is sent again after a pause.
              async _batchGet(table, keys, consistentRead, projection, names) {
                const items = [];
                for (let start = 0; start < keys.length; start += 100) {
                  const wanted = { Keys: keys.slice(start, start + 100), ConsistentRead: consistentRead };
                  if (projection) {
                    wanted.ProjectionExpression = projection;
                    wanted.ExpressionAttributeNames = names;
                  }
                  let pending = { [table]: wanted };
                  for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
                    await backOff(attempt);
                    const response = await this.client.send(new BatchGetItemCommand({ RequestItems: pending }));
                    items.push(...(response.Responses?.[table] ?? []));
                    pending = response.UnprocessedKeys;
                  }
                }
                return items;
              }

              async _batchWrite(table, items) {
                for (let start = 0; start < items.length; start += 25) {
                  let pending = { [table]: items.slice(start, start + 25).map((item) => ({ PutRequest: { Item: item } })) };
                  for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
                    await backOff(attempt);
                    pending = (await this.client.send(new BatchWriteItemCommand({ RequestItems: pending }))).UnprocessedItems;
                  }
                }
              }

              async _transactGet(table, keys, projection, names) {
                transactionSize(keys.length);
                if (keys.length === 0) {
                  return [];
                }
                const gets = keys.map((key) => ({
                  Get: projection
                    ? { TableName: table, Key: key, ProjectionExpression: projection, ExpressionAttributeNames: names }
                    : { TableName: table, Key: key },
                }));
                const response = await this.client.send(new TransactGetItemsCommand({ TransactItems: gets }));
                return (response.Responses ?? []).map((r) => r.Item).filter((item) => item);
              }

              async _transactWrite(table, items) {
                transactionSize(items.length);
                if (items.length > 0) {
                  await this.client.send(new TransactWriteItemsCommand({
                    TransactItems: items.map((item) => ({ Put: { TableName: table, Item: item } })),
                  }));
                }
              }
            """;
    /** Module functions the helpers use. */
    private static final String MULTI_ITEM_FUNCTIONS = """

            function transactionSize(size) {
              if (size > 100) {
                throw new Error(`a transaction takes at most 100 items, not ${size}`);
              }
            }

            function text(item, attribute) {
              const value = item[attribute] ?? {};
              const text = value.S ?? value.N;
              if (text === undefined) {
                throw new Error(`${attribute} (a string or number) is needed for the item's key`);
              }
              return text;
            }

            function backOff(attempt) {
              return attempt === 0 ? Promise.resolve()
                : new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** Math.min(attempt, 6))));
            }
            """;

    private JavaScriptCode() {
    }

    public static String write(CodePlan plan) {
        String name = JavaCode.className(plan.modelName());
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment("Generated by Tablewright from the model " + plan.modelName()
                + ": its access patterns and entity writes on the AWS SDK for JavaScript v3. Table names are the"
                + " model's after the prefix the constructor takes.", "//", ""));
        out.append("import {\n  DynamoDBClient, GetItemCommand, QueryCommand, ScanCommand, PutItemCommand,"
                + " UpdateItemCommand, DeleteItemCommand,\n  BatchGetItemCommand, BatchWriteItemCommand, TransactGetItemsCommand, TransactWriteItemsCommand,\n} from \"@aws-sdk/client-dynamodb\";\n\n");
        out.append("export class ").append(name).append(" {\n")
                .append("  constructor(client = new DynamoDBClient({}), tablePrefix = \"\") {\n")
                .append("    this.client = client;\n    this.tablePrefix = tablePrefix;\n  }\n");
        CodeNames.Unique methods = new CodeNames.Unique();
        for (TableCode t : plan.tables()) {
            out.append('\n').append(Literals.comment("Table " + t.name(), "//", INDENT));
            for (PatternCode p : t.patterns()) {
                out.append('\n').append(pattern(t.name(), p,
                        methods.of(CodeNames.camel(p.name(), CodeNames.JAVASCRIPT_KEYWORDS))));
            }
            for (EntityWrite w : t.writes()) {
                out.append('\n').append(write(t.name(), w,
                        methods.of(CodeNames.camel("put " + w.entity(), CodeNames.JAVASCRIPT_KEYWORDS))));
            }
        }
        if (plan.tables().stream().flatMap(t -> t.patterns().stream()).anyMatch(p -> p.operation().isMultiItem())) {
            return out.append(MULTI_ITEM_HELPERS).append("}\n").append(MULTI_ITEM_FUNCTIONS).toString();
        }
        return out.append("}\n").toString();
    }

    private static String pattern(String table, PatternCode p, String method) {
        Map<String, String> params = parameters(p.parameters());
        String i2 = INDENT.repeat(2);
        String i3 = INDENT.repeat(3);
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment(p.name() + (p.description().isBlank() ? "" : "\n" + p.description()) + "\n"
                + p.servedBy(), "//", INDENT));
        // a batch takes a list of the parameters instead
        List<String> signature = new ArrayList<>(p.operation().isMultiItem() ? List.of() : params.values());
        switch (p.operation()) {
            case PUT_ITEM -> signature.add("attributes");
            case UPDATE_ITEM -> signature.add("changes");
            case BATCH_GET_ITEM, TRANSACT_GET_ITEMS -> signature.add("keys");
            case BATCH_WRITE_ITEM, TRANSACT_WRITE_ITEMS -> signature.add("items");
            default -> {
            }
        }
        b.append(INDENT).append("async ").append(method).append('(').append(String.join(", ", signature)).append(") {\n");
        String tableExpr = "this.tablePrefix + " + Literals.quoted(table, false);
        if (p.operation().isMultiItem()) {
            multiItem(b, p, params, tableExpr);
            return b.append(INDENT).append("}\n").toString();
        }
        if (!p.key().isEmpty()) {
            b.append(i2).append("const key = ").append(object(p.key(), params)).append(";\n");
        }
        switch (p.operation()) {
            case GET_ITEM -> {
                b.append(i2).append("const request = { TableName: ").append(tableExpr).append(", Key: key, ConsistentRead: ")
                        .append(p.consistentRead()).append(" };\n");
                if (!p.projection().isEmpty()) {
                    b.append(i2).append("request.ProjectionExpression = ").append(Literals.quoted(p.projection(), false))
                            .append(";\n").append(i2).append("request.ExpressionAttributeNames = ").append(names(p.names()))
                            .append(";\n");
                }
                b.append(i2).append("return (await this.client.send(new GetItemCommand(request))).Item;\n");
            }
            case QUERY, SCAN -> {
                b.append(i2).append("const request = {\n").append(i3).append("TableName: ").append(tableExpr).append(",\n");
                entry(b, "IndexName", p.index());
                entry(b, "KeyConditionExpression", p.keyCondition());
                entry(b, "FilterExpression", p.filter());
                entry(b, "ProjectionExpression", p.projection());
                if (!p.names().isEmpty()) {
                    b.append(i3).append("ExpressionAttributeNames: ").append(names(p.names())).append(",\n");
                }
                if (!p.values().isEmpty()) {
                    b.append(i3).append("ExpressionAttributeValues: ").append(object(p.values(), params)).append(",\n");
                }
                if (p.operation() == OperationKind.QUERY) {
                    b.append(i3).append("ScanIndexForward: ").append(p.scanForward()).append(",\n");
                }
                b.append(i3).append("ConsistentRead: ").append(p.consistentRead()).append(",\n").append(i2).append("};\n");
                String command = p.operation() == OperationKind.QUERY ? "QueryCommand" : "ScanCommand";
                b.append(i2).append("const items = [];\n").append(i2).append("do {\n");
                if (p.limit() != null) {
                    b.append(i3).append("request.Limit = ").append(p.limit()).append(" - items.length;\n");
                }
                b.append(i3).append("const page = await this.client.send(new ").append(command).append("(request));\n")
                        .append(i3).append("items.push(...(page.Items ?? []));\n")
                        .append(i3).append("request.ExclusiveStartKey = page.LastEvaluatedKey;\n")
                        .append(i2).append("} while (request.ExclusiveStartKey")
                        .append(p.limit() == null ? "" : " && items.length < " + p.limit()).append(");\n")
                        .append(i2).append("return items;\n");
            }
            case PUT_ITEM -> b.append(i2).append("await this.client.send(new PutItemCommand({ TableName: ").append(tableExpr)
                    .append(", Item: { ...attributes, ...key } }));\n");
            case UPDATE_ITEM -> b.append(i2).append("const names = {};\n").append(i2).append("const values = {};\n")
                    .append(i2).append("const sets = [];\n")
                    .append(i2).append("for (const [name, value] of Object.entries(changes)) {\n")
                    .append(i3).append("names[`#u${sets.length}`] = name;\n")
                    .append(i3).append("values[`:u${sets.length}`] = value;\n")
                    .append(i3).append("sets.push(`#u${sets.length} = :u${sets.length}`);\n")
                    .append(i2).append("}\n")
                    .append(i2).append("if (sets.length === 0) {\n").append(i3)
                    .append("throw new Error(\"no attribute to change\");\n").append(i2).append("}\n")
                    .append(i2).append("return (await this.client.send(new UpdateItemCommand({\n")
                    .append(i3).append("TableName: ").append(tableExpr).append(", Key: key, UpdateExpression: \"SET \" + sets.join(\", \"),\n")
                    .append(i3).append("ExpressionAttributeNames: names, ExpressionAttributeValues: values, ReturnValues: \"ALL_NEW\",\n")
                    .append(i2).append("}))).Attributes;\n");
            case DELETE_ITEM -> b.append(i2).append("return (await this.client.send(new DeleteItemCommand({ TableName: ")
                    .append(tableExpr).append(", Key: key, ReturnValues: \"ALL_OLD\" }))).Attributes;\n");
            default -> throw new IllegalStateException("not planned: " + p.operation());
        }
        return b.append(INDENT).append("}\n").toString();
    }

    /**
     * A batch or transaction: each key built from its template, from an array of the pattern's parameters
     * (reads) or from the attributes of each item (writes), then sent through the class's helper.
     */
    private static void multiItem(StringBuilder b, PatternCode p, Map<String, String> params, String tableExpr) {
        String i2 = INDENT.repeat(2);
        String i3 = INDENT.repeat(3);
        String method = switch (p.operation()) {
            case BATCH_GET_ITEM -> "_batchGet";
            case TRANSACT_GET_ITEMS -> "_transactGet";
            case BATCH_WRITE_ITEM -> "_batchWrite";
            default -> "_transactWrite";
        };
        if (p.operation().reads()) {
            b.append(i2).append("const requested = keys.map(([").append(String.join(", ", params.values()))
                    .append("]) => (").append(object(p.key(), params)).append("));\n");
            b.append(i2).append("return this.").append(method).append('(').append(tableExpr).append(", requested");
            if (p.operation() == OperationKind.BATCH_GET_ITEM) {
                b.append(", ").append(p.consistentRead());
            }
            if (!p.projection().isEmpty()) {
                b.append(", ").append(Literals.quoted(p.projection(), false)).append(", ").append(names(p.names()));
            }
            b.append(");\n");
        } else {
            b.append(i2).append("const written = items.map((attributes) => {\n");
            params.forEach((name, id) -> b.append(i3).append("const ").append(id).append(" = text(attributes, ")
                    .append(Literals.quoted(name, false)).append(");\n"));
            b.append(i3).append("return { ...attributes, ...").append(object(p.key(), params)).append(" };\n")
                    .append(i2).append("});\n");
            b.append(i2).append("await this.").append(method).append('(').append(tableExpr).append(", written);\n");
        }
    }

    private static void entry(StringBuilder b, String name, String value) {
        if (value != null && !value.isEmpty()) {
            b.append(INDENT.repeat(3)).append(name).append(": ").append(Literals.quoted(value, false)).append(",\n");
        }
    }

    private static String write(String table, EntityWrite w, String method) {
        Map<String, String> params = parameters(new ArrayList<>(w.attributes().keySet()));
        String i2 = INDENT.repeat(2);
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment("Writes one " + w.entity() + " item: its keys from their templates, "
                + w.typeAttribute() + " = " + w.typeValue() + ", and each attribute that is not null or undefined."
                + " S and N attributes are passed as strings or numbers, the others as DynamoDB typed values.", "//",
                INDENT));
        b.append(INDENT).append("async ").append(method).append("({ ").append(String.join(", ", params.values()))
                .append(" } = {}) {\n");
        b.append(i2).append("const item = { ").append(Literals.quoted(w.typeAttribute(), false)).append(": { S: ")
                .append(Literals.quoted(w.typeValue(), false)).append(" } };\n");
        for (String a : w.required()) {
            b.append(i2).append("if (").append(params.get(a)).append(" == null) {\n").append(i2).append(INDENT)
                    .append("throw new Error(").append(Literals.quoted(a + " is needed for the table's key", false))
                    .append(");\n").append(i2).append("}\n");
        }
        for (Map.Entry<String, ValueCode> k : w.keys().entrySet()) {
            List<String> refs = k.getValue().pieces().stream().filter(Param.class::isInstance)
                    .map(p -> params.get(((Param) p).name())).distinct().toList();
            String put = "item[" + Literals.quoted(k.getKey(), false) + "] = " + value(k.getValue(), params) + ";";
            if (refs.isEmpty() || !w.optional(k.getKey())) {
                b.append(i2).append(put).append('\n');
            } else {
                // An index key whose attributes are absent is left out: the item stays out of a sparse index.
                b.append(i2).append("if (").append(String.join(" && ", refs.stream().map(r -> r + " != null").toList()))
                        .append(") {\n").append(i2).append(INDENT).append(put).append('\n').append(i2).append("}\n");
            }
        }
        w.attributes().forEach((a, type) -> {
            if (!w.keys().containsKey(a)) {
                String v = params.get(a);
                b.append(i2).append("if (").append(v).append(" != null) {\n").append(i2).append(INDENT).append("item[")
                        .append(Literals.quoted(a, false)).append("] = ").append(wrap(type, v)).append(";\n")
                        .append(i2).append("}\n");
            }
        });
        b.append(i2).append("await this.client.send(new PutItemCommand({ TableName: this.tablePrefix + ")
                .append(Literals.quoted(table, false)).append(", Item: item }));\n").append(INDENT).append("}\n");
        return b.toString();
    }

    private static String wrap(AttributeType type, String v) {
        return switch (type) {
            case S -> "{ S: String(" + v + ") }";
            case N -> "{ N: String(" + v + ") }";
            case BOOL -> "{ BOOL: Boolean(" + v + ") }";
            default -> v;
        };
    }

    private static Map<String, String> parameters(List<String> names) {
        CodeNames.Unique unique = new CodeNames.Unique();
        Map<String, String> out = new LinkedHashMap<>();
        names.forEach(n -> out.put(n, unique.of(CodeNames.camel(n, CodeNames.JAVASCRIPT_KEYWORDS))));
        return out;
    }

    private static String names(Map<String, String> names) {
        List<String> entries = new ArrayList<>();
        names.forEach((k, v) -> entries.add(Literals.quoted(k, false) + ": " + Literals.quoted(v, false)));
        return "{ " + String.join(", ", entries) + " }";
    }

    private static String object(Map<String, ValueCode> values, Map<String, String> params) {
        List<String> entries = new ArrayList<>();
        values.forEach((k, v) -> entries.add(Literals.quoted(k, false) + ": " + value(v, params)));
        return "{ " + String.join(", ", entries) + " }";
    }

    /** The typed value built from its pieces; parameters go through String() so numbers may be passed too. */
    private static String value(ValueCode v, Map<String, String> params) {
        List<String> parts = new ArrayList<>();
        for (Piece piece : v.pieces()) {
            if (piece instanceof Text t) {
                parts.add(Literals.quoted(t.text(), false));
            } else {
                Param p = (Param) piece;
                String text = "String(" + params.get(p.name()) + ")";
                parts.add(p.size() > 0 ? text + ".padStart(" + p.size() + ", "
                        + Literals.quoted(String.valueOf(p.pad()), false) + ")" : text);
            }
        }
        String expression = parts.isEmpty() ? "\"\"" : String.join(" + ", parts);
        return switch (v.type()) {
            case N -> "{ N: " + expression + " }";
            case BOOL -> "{ BOOL: (" + expression + ").toLowerCase() === \"true\" }";
            default -> "{ S: " + expression + " }";
        };
    }
}
