package dev.tablewright.format.code;

import dev.tablewright.format.code.CodePlan.Param;
import dev.tablewright.format.code.CodePlan.ValueCode;
import dev.tablewright.format.code.HandlerPlan.MeasureCode;
import dev.tablewright.format.code.HandlerPlan.Part;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A kept entity's stream handler as a Python AWS Lambda module on boto3's client: the entity's
 * settings and key templates as code, then the handler ({@code stream-handler.py}), the same for all.
 */
public final class PythonHandler {
    private static final String RUNTIME = HandlerRuntime.text("stream-handler.py");

    private PythonHandler() {
    }

    /** {@code monthly_total_stream_handler.py}. */
    public static String fileName(HandlerPlan plan) {
        return CodeNames.snake(plan.entity() + " stream handler", CodeNames.PYTHON_KEYWORDS) + ".py";
    }

    public static String write(HandlerPlan plan) {
        StringBuilder out = new StringBuilder();
        out.append(Literals.comment(plan.heading("boto3 (the table name from the environment's TABLE_NAME)"), "#", ""));
        out.append("import base64\nimport decimal\nimport os\nimport re\nimport time\nfrom decimal import Decimal\n\n"
                + "import boto3\n\n");
        out.append("TABLE_NAME = os.environ.get(\"TABLE_NAME\", ").append(q(plan.table())).append(")\n");
        out.append("KEPT_ENTITY = ").append(q(plan.entity())).append('\n');
        out.append("KEPT_TYPE = ").append(q(plan.typeValue())).append('\n');
        out.append("SOURCE_TYPE = ").append(q(plan.sourceTypeValue())).append('\n');
        out.append("TYPE_ATTRIBUTE = ").append(q(plan.typeAttribute())).append('\n');
        out.append("TABLE_KEYS = ").append(list(plan.tableKeys())).append('\n');
        out.append("TTL_ATTRIBUTE = ").append(plan.ttlAttribute().map(PythonHandler::q).orElse("None")).append('\n');
        out.append("# The kept entity's key templates: attribute -> (its type, its text from the values' texts)\n");
        out.append("KEY_TEMPLATES = {\n");
        for (Map.Entry<String, ValueCode> k : plan.keys().entrySet()) {
            out.append("    ").append(q(k.getKey())).append(": (").append(q(k.getValue().type().name()))
                    .append(", lambda c: ").append(k.getValue().concatenation(false, PythonHandler::piece)).append("),\n");
        }
        out.append("}\n");
        out.append("AGGREGATE = ").append(plan.aggregate() != null ? "True" : "False").append('\n');
        List<Part> parts = plan.aggregate() == null ? List.of() : plan.aggregate().groupBy();
        out.append("# Group parts: (name, source attribute, what its text must start with, None for the whole value)\n");
        out.append("GROUP_BY = [").append(parts.stream().map(p -> "(" + q(p.name()) + ", " + q(p.attribute()) + ", "
                + (HandlerPlan.datePattern(p.of()) == null ? "None" : q(HandlerPlan.datePattern(p.of()))) + ")")
                .collect(Collectors.joining(", "))).append("]\n");
        List<MeasureCode> measures = plan.aggregate() == null ? List.of() : plan.aggregate().measures();
        out.append("# Measures: (attribute, COUNT SUM MIN MAX or LATEST, source attribute)\n");
        out.append("MEASURES = [").append(measures.stream().map(m -> "(" + q(m.attribute()) + ", " + q(m.kind().name())
                + ", " + q(m.of()) + ")").collect(Collectors.joining(", "))).append("]\n");
        out.append("EACH = ").append(q(plan.index() == null ? "" : plan.index().each())).append('\n');
        out.append("ENTRY_TYPE = ").append(q(plan.index() == null ? "" : plan.index().entryType())).append('\n');
        out.append("COPIED = ").append(list(plan.index() == null ? List.of() : plan.index().copied())).append('\n');
        return out.append(RUNTIME).toString();
    }

    /** A template's parameter: the value's text, left-padded when the template says so. */
    private static String piece(Param p) {
        String value = "c[" + q(p.name()) + "]";
        return p.size() > 0 ? value + ".rjust(" + p.size() + ", " + q(String.valueOf(p.pad())) + ")" : value;
    }

    private static String list(List<String> texts) {
        return texts.stream().map(PythonHandler::q).collect(Collectors.joining(", ", "[", "]"));
    }

    private static String q(String text) {
        return Literals.quoted(text, false);
    }
}
