package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.EntityWrite;
import dev.tablewright.format.code.CodePlan.PatternCode;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.Map;

/**
 * The plan as one ES module on the AWS SDK for JavaScript v3's plain {@code @aws-sdk/client-dynamodb}
 * (not lib-dynamodb's DocumentClient): its values are typed ({@code {S: …}}, {@code {N: "…"}}) exactly as
 * the model holds them and the Java and Python send them, so numbers keep every digit and no marshalling
 * option changes what is written.
 */
public final class JavaScriptCode {
    private static final ScriptDialect JS = ScriptDialect.JAVASCRIPT;
    private static final String INDENT = JS.indent();
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

    /**
     * The first {@code @aws-sdk/client-dynamodb} with SearchVectorsCommand: npm's 3.1102.0 package has none,
     * 3.1103.0 (published 2026-08-04) has it (docs/vector-indexes.md §7).
     */
    static final String MIN_SEARCH_SDK = "@aws-sdk/client-dynamodb 3.1103.0";

    private JavaScriptCode() {
    }

    public static String write(CodePlan plan) {
        String name = JavaCode.className(plan.modelName());
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment(plan.heading("the AWS SDK for JavaScript v3", MIN_SEARCH_SDK), "//", ""));
        // SearchVectorsCommand only where a pattern searches: an older package has no such export, and the import fails.
        out.append("import {\n  DynamoDBClient, GetItemCommand, QueryCommand, ScanCommand, PutItemCommand,"
                + " UpdateItemCommand, DeleteItemCommand,\n  BatchGetItemCommand, BatchWriteItemCommand, TransactGetItemsCommand, TransactWriteItemsCommand,\n"
                + (plan.hasVectorSearch() ? "  SearchVectorsCommand,\n" : "") + "} from \"@aws-sdk/client-dynamodb\";\n\n");
        out.append("export class ").append(name).append(" {\n")
                .append("  constructor(client = new DynamoDBClient({}), tablePrefix = \"\") {\n")
                .append("    this.client = client;\n    this.tablePrefix = tablePrefix;\n  }\n");
        out.append(plan.methods(JS::identifier, "//", INDENT, JavaScriptCode::pattern, JavaScriptCode::write));
        if (plan.hasMultiItem()) {
            return out.append(MULTI_ITEM_HELPERS).append("}\n").append(MULTI_ITEM_FUNCTIONS).toString();
        }
        return out.append("}\n").toString();
    }

    private static String pattern(String table, PatternCode p, String method) {
        Map<String, String> params = JS.parameters(p.parameters());
        String i2 = INDENT.repeat(2);
        String i3 = INDENT.repeat(3);
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment(p.comment(), "//", INDENT));
        if (p.vectorSearch() != null) {
            b.append(Literals.comment(JS.vector(params) + ": an array of numbers (or a Float32Array), each sent as a"
                    + " DynamoDB number.", "//", INDENT));
        }
        b.append(INDENT).append("async ").append(method).append('(').append(String.join(", ", JS.signature(p, params)))
                .append(") {\n");
        String tableExpr = "this.tablePrefix + " + Literals.quoted(table, false);
        if (p.operation().isMultiItem()) {
            multiItem(b, p, params, tableExpr);
            return b.append(INDENT).append("}\n").toString();
        }
        if (!p.key().isEmpty()) {
            b.append(i2).append("const key = ").append(JS.map(p.key(), params)).append(";\n");
        }
        switch (p.operation()) {
            case GET_ITEM -> {
                b.append(i2).append("const request = { TableName: ").append(tableExpr).append(", Key: key, ConsistentRead: ")
                        .append(p.consistentRead()).append(" };\n");
                if (!p.projection().isEmpty()) {
                    b.append(i2).append("request.ProjectionExpression = ").append(Literals.quoted(p.projection(), false))
                            .append(";\n").append(i2).append("request.ExpressionAttributeNames = ").append(JS.names(p.names()))
                            .append(";\n");
                }
                b.append(i2).append("return (await this.client.send(new GetItemCommand(request))).Item;\n");
            }
            case QUERY, SCAN -> {
                JS.readRequest(b, p, params, tableExpr);
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
            case SEARCH_VECTORS -> {
                JS.searchRequest(b, p, params, tableExpr);
                // One response, nearest first: SearchVectors has no pages.
                b.append(i2).append("return (await this.client.send(new SearchVectorsCommand(request))).SearchResults ?? [];\n");
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
        String method = JS.helper(p.operation());
        if (p.operation().reads()) {
            b.append(i2).append("const requested = keys.map(([").append(String.join(", ", params.values()))
                    .append("]) => (").append(JS.map(p.key(), params)).append("));\n");
            b.append(i2).append("return this.").append(method).append('(').append(tableExpr).append(", requested");
            if (p.operation() == OperationKind.BATCH_GET_ITEM) {
                b.append(", ").append(p.consistentRead());
            }
            if (!p.projection().isEmpty()) {
                b.append(", ").append(Literals.quoted(p.projection(), false)).append(", ").append(JS.names(p.names()));
            }
            b.append(");\n");
        } else {
            b.append(i2).append("const written = items.map((attributes) => {\n");
            params.forEach((name, id) -> b.append(i3).append("const ").append(id).append(" = text(attributes, ")
                    .append(Literals.quoted(name, false)).append(");\n"));
            b.append(i3).append("return { ...attributes, ...").append(JS.map(p.key(), params)).append(" };\n")
                    .append(i2).append("});\n");
            b.append(i2).append("await this.").append(method).append('(').append(tableExpr).append(", written);\n");
        }
    }

    private static String write(String table, EntityWrite w, String method) {
        Map<String, String> params = JS.parameters(new ArrayList<>(w.attributes().keySet()));
        StringBuilder b = new StringBuilder();
        b.append(Literals.comment("Writes one " + w.entity() + " item: its keys from their templates, "
                + w.typeAttribute() + " = " + w.typeValue() + ", and each attribute that is not null or undefined."
                + " S and N attributes are passed as strings or numbers, the others as DynamoDB typed values.", "//",
                INDENT));
        b.append(INDENT).append("async ").append(method).append("({ ").append(String.join(", ", params.values()))
                .append(" } = {}) {\n");
        JS.item(b, w, params);
        b.append(INDENT.repeat(2)).append("await this.client.send(new PutItemCommand({ TableName: this.tablePrefix + ")
                .append(Literals.quoted(table, false)).append(", Item: item }));\n").append(INDENT).append("}\n");
        return b.toString();
    }
}
