package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.Param;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.format.code.HandlerPlan.MeasureCode;
import dev.tablewright.format.code.HandlerPlan.Part;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A kept entity's stream handler as a JavaScript ES module for AWS Lambda on the AWS SDK v3
 * ({@code @aws-sdk/client-dynamodb}): the entity's settings and key templates as code, then the handler
 * ({@code stream-handler.mjs}), the same for all. Numbers are added as exact decimals, never as floats.
 */
public final class JavaScriptHandler {
    private static final String RUNTIME = HandlerRuntime.text("stream-handler.mjs");

    private JavaScriptHandler() {
    }

    /** {@code monthlyTotalStreamHandler.mjs}. */
    public static String fileName(HandlerPlan plan) {
        return CodeNames.camel(plan.entity() + " stream handler", CodeNames.JAVASCRIPT_KEYWORDS) + ".mjs";
    }

    public static String write(HandlerPlan plan) {
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment(plan.heading("the AWS SDK for JavaScript v3 (the table name from the"
                + " environment's TABLE_NAME)"), "//", ""));
        out.append("import {\n  BatchWriteItemCommand, DynamoDBClient, GetItemCommand, TransactWriteItemsCommand,"
                + " UpdateItemCommand,\n} from \"@aws-sdk/client-dynamodb\";\n\n");
        out.append("const TABLE_NAME = process.env.TABLE_NAME ?? ").append(q(plan.table())).append(";\n");
        out.append("const KEPT_ENTITY = ").append(q(plan.entity())).append(";\n");
        out.append("const KEPT_TYPE = ").append(q(plan.typeValue())).append(";\n");
        out.append("const SOURCE_TYPE = ").append(q(plan.sourceTypeValue())).append(";\n");
        out.append("const TYPE_ATTRIBUTE = ").append(q(plan.typeAttribute())).append(";\n");
        out.append("const TABLE_KEYS = ").append(list(plan.tableKeys())).append(";\n");
        out.append("const TTL_ATTRIBUTE = ").append(plan.ttlAttribute().map(JavaScriptHandler::q).orElse("null"))
                .append(";\n");
        out.append("// The kept entity's key templates: attribute -> [its type, its text from the values' texts]\n");
        out.append("const KEY_TEMPLATES = {\n");
        for (Map.Entry<String, ValueCode> k : plan.keys().entrySet()) {
            out.append("  ").append(q(k.getKey())).append(": [").append(q(k.getValue().type().name()))
                    .append(", (c) => ").append(k.getValue().concatenation(false, JavaScriptHandler::piece)).append("],\n");
        }
        out.append("};\n");
        out.append("const AGGREGATE = ").append(plan.aggregate() != null).append(";\n");
        List<Part> parts = plan.aggregate() == null ? List.of() : plan.aggregate().groupBy();
        out.append("// Group parts: [name, source attribute, what its text must start with (null: the whole value)]\n");
        out.append("const GROUP_BY = [").append(parts.stream().map(p -> "[" + q(p.name()) + ", " + q(p.attribute()) + ", "
                + (HandlerPlan.datePattern(p.of()) == null ? "null" : q(HandlerPlan.datePattern(p.of()))) + "]")
                .collect(Collectors.joining(", "))).append("];\n");
        List<MeasureCode> measures = plan.aggregate() == null ? List.of() : plan.aggregate().measures();
        out.append("// Measures: [attribute, COUNT SUM MIN MAX or LATEST, source attribute]\n");
        out.append("const MEASURES = [").append(measures.stream().map(m -> "[" + q(m.attribute()) + ", "
                + q(m.kind().name()) + ", " + q(m.of()) + "]").collect(Collectors.joining(", "))).append("];\n");
        out.append("const EACH = ").append(q(plan.index() == null ? "" : plan.index().each())).append(";\n");
        out.append("const ENTRY_TYPE = ").append(q(plan.index() == null ? "" : plan.index().entryType())).append(";\n");
        out.append("const COPIED = ").append(list(plan.index() == null ? List.of() : plan.index().copied())).append(";\n");
        return out.append(RUNTIME).toString();
    }

    private static String piece(Param p) {
        String value = "need(c, " + q(p.name()) + ")";
        return p.size() > 0 ? value + ".padStart(" + p.size() + ", " + q(String.valueOf(p.pad())) + ")" : value;
    }

    private static String list(List<String> texts) {
        return texts.stream().map(JavaScriptHandler::q).collect(Collectors.joining(", ", "[", "]"));
    }

    private static String q(String text) {
        return Literals.quoted(text, false);
    }
}
