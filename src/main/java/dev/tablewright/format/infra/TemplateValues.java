package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Values of a template as written: a literal, or a {@code Ref} to a parameter with a default, which
 * stands for that default. Anything computed at deploy time has no value here.
 */
final class TemplateValues {
    private static final Pattern SUB_VARIABLE = Pattern.compile("\\$\\{[^}!][^}]*}");

    private final JsonNode parameters;

    TemplateValues(JsonNode template) {
        this.parameters = template.path("Parameters");
    }

    /** The literal or the referenced parameter's default. */
    JsonNode resolve(JsonNode value) {
        if (value != null && value.isObject() && value.size() == 1 && value.path("Ref").isTextual()) {
            JsonNode fallback = parameters.path(value.path("Ref").textValue()).path("Default");
            return fallback.isMissingNode() ? value : fallback;
        }
        return value;
    }

    /** A whole number written as a number or a numeric string ({@code "5"}, as templates often do). */
    Optional<Long> wholeNumber(JsonNode value) {
        JsonNode v = resolve(value);
        try {
            if (v.isIntegralNumber()) {
                return Optional.of(v.longValue());
            }
            if (v.isTextual()) {
                return Optional.of(new BigDecimal(v.textValue().strip()).longValueExact());
            }
        } catch (ArithmeticException | NumberFormatException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * The table's name: a literal; for a name built from parameters ({@code !Sub "${Prefix}Movies"},
     * {@code Fn::Join}) the literal part; else (a bare {@code !Ref}, nothing literal) the logical id.
     */
    String tableName(JsonNode name, String logicalId) {
        // "${Stage}-movies" gives "movies": a separator only joined the literal to the prefix
        String literal = name != null && name.isTextual() ? name.textValue()
                : literal(name).replaceAll("^[-_.]+|[-_.]+$", "");
        return literal.isEmpty() ? logicalId : literal;
    }

    private String literal(JsonNode name) {
        if (name == null || name.isMissingNode() || name.isNull()) {
            return "";
        }
        if (name.isTextual()) {
            return name.textValue();
        }
        JsonNode sub = name.path("Fn::Sub");
        if (sub.isTextual() || sub.isArray()) {
            String text = sub.isArray() ? sub.path(0).asText("") : sub.textValue();
            // ${!Literal} is Fn::Sub's escape for a literal ${Literal}
            return SUB_VARIABLE.matcher(text).replaceAll("").replace("${!", "${");
        }
        JsonNode join = name.path("Fn::Join");
        if (join.isArray() && join.path(1).isArray()) {
            java.util.List<String> parts = new java.util.ArrayList<>();
            join.path(1).forEach(part -> {
                if (part.isTextual()) {
                    parts.add(part.textValue());
                }
            });
            return String.join(join.path(0).asText(""), parts);
        }
        return "";
    }
}
