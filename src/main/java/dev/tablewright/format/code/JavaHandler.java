package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.Param;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.format.code.HandlerPlan.MeasureCode;
import dev.tablewright.format.code.HandlerPlan.Part;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A kept entity's stream handler as a Java class on the AWS SDK for Java v2: it applies the SDK's stream
 * {@code Record}s (what DynamoDbStreamsClient's GetRecords returns). The entity's settings and key templates
 * are spelled here; the rest ({@code StreamHandler.java.txt}) is the same for every kept entity.
 */
public final class JavaHandler {
    private static final String RUNTIME = HandlerRuntime.text("StreamHandler.java.txt");
    private static final String SETTINGS = "// @SETTINGS\n";

    private JavaHandler() {
    }

    /** {@code MonthlyTotalStreamHandler}. */
    public static String className(HandlerPlan plan) {
        return CodeNames.pascal(plan.entity() + " stream handler", CodeNames.JAVA_KEYWORDS);
    }

    public static String write(HandlerPlan plan) {
        StringBuilder s = new StringBuilder();
        s.append("    /** The table's name in the model. */\n");
        s.append("    public static final String TABLE = ").append(q(plan.table())).append(";\n");
        s.append("    private static final String KEPT_ENTITY = ").append(q(plan.entity())).append(";\n");
        s.append("    private static final String KEPT_TYPE = ").append(q(plan.typeValue())).append(";\n");
        s.append("    private static final String SOURCE_TYPE = ").append(q(plan.sourceTypeValue())).append(";\n");
        s.append("    private static final String TYPE_ATTRIBUTE = ").append(q(plan.typeAttribute())).append(";\n");
        s.append("    private static final List<String> TABLE_KEYS = List.of(").append(list(plan.tableKeys())).append(");\n");
        s.append("    private static final String TTL_ATTRIBUTE = ").append(plan.ttlAttribute().map(JavaHandler::q)
                .orElse("null")).append(";\n");
        s.append("    private static final boolean AGGREGATE = ").append(plan.aggregate() != null).append(";\n");
        List<Part> parts = plan.aggregate() == null ? List.of() : plan.aggregate().groupBy();
        s.append("    /** Group parts: name, source attribute, what its text must start with (null: the whole value). */\n");
        s.append("    private static final String[][] GROUP_BY = {").append(parts.stream().map(p -> "{" + q(p.name()) + ", "
                + q(p.attribute()) + ", " + (HandlerPlan.datePattern(p.of()) == null ? "null"
                        : q(HandlerPlan.datePattern(p.of()))) + "}").collect(Collectors.joining(", "))).append("};\n");
        List<MeasureCode> measures = plan.aggregate() == null ? List.of() : plan.aggregate().measures();
        s.append("    /** Measures: attribute, COUNT SUM MIN MAX or LATEST, source attribute. */\n");
        s.append("    private static final String[][] MEASURES = {").append(measures.stream().map(m -> "{" + q(m.attribute())
                + ", " + q(m.kind().name()) + ", " + q(m.of()) + "}").collect(Collectors.joining(", "))).append("};\n");
        s.append("    private static final String EACH = ").append(q(plan.index() == null ? "" : plan.index().each()))
                .append(";\n");
        s.append("    private static final String ENTRY_TYPE = ")
                .append(q(plan.index() == null ? "" : plan.index().entryType())).append(";\n");
        s.append("    private static final List<String> COPIED = List.of(")
                .append(list(plan.index() == null ? List.of() : plan.index().copied())).append(");\n");
        s.append("    /** The kept entity's key templates: attribute → its text from the values' texts, and its type. */\n");
        s.append("    private static final Map<String, Function<Map<String, String>, String>> KEY_TEMPLATES = keyTemplates();\n");
        s.append("    private static final Map<String, String> KEY_TYPES = Map.of(").append(plan.keys().entrySet().stream()
                .map(k -> q(k.getKey()) + ", " + q(k.getValue().type().name())).collect(Collectors.joining(", ")))
                .append(");\n\n");
        s.append("    private static Map<String, Function<Map<String, String>, String>> keyTemplates() {\n");
        s.append("        Map<String, Function<Map<String, String>, String>> templates = new LinkedHashMap<>();\n");
        for (Map.Entry<String, ValueCode> k : plan.keys().entrySet()) {
            s.append("        templates.put(").append(q(k.getKey())).append(", c -> ")
                    .append(k.getValue().concatenation(true, JavaHandler::piece)).append(");\n");
        }
        s.append("        return templates;\n    }\n");
        String body = RUNTIME.replace("__CLASS__", className(plan)).replace(SETTINGS, s.toString());
        return Literals.comment(plan.heading("the AWS SDK for Java v2"), "//", "") + body;
    }

    private static String piece(Param p) {
        String value = "need(c, " + q(p.name()) + ")";
        return p.size() > 0 ? "pad(" + value + ", " + p.size() + ", '" + (p.pad() == '\'' || p.pad() == '\\' ? "\\" : "")
                + p.pad() + "')" : value;
    }

    private static String list(List<String> texts) {
        return texts.stream().map(JavaHandler::q).collect(Collectors.joining(", "));
    }

    private static String q(String text) {
        return Literals.quoted(text, true);
    }
}
