package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.KeyConditionExpression;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.engine.expr.UpdateExpression;

import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The expressions of one request and the ExpressionAttributeNames and ExpressionAttributeValues they
 * share. Parse each expression through it, then call {@link #requireAllUsed()}: DynamoDB refuses a
 * placeholder that no expression of the request uses.
 */
public final class ExpressionContext {
    private static final Pattern NAME_KEY = Pattern.compile("#[0-9A-Za-z_]+");
    private static final Pattern VALUE_KEY = Pattern.compile(":[0-9A-Za-z_]+");

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final Set<String> usedNames = new HashSet<>();
    private final Set<String> usedValues = new HashSet<>();
    private final PlaceholderLookup placeholders = new PlaceholderLookup() {
        @Override
        public Optional<String> name(String placeholder) {
            String n = names.get(placeholder);
            if (n != null) {
                usedNames.add(placeholder);
            }
            return Optional.ofNullable(n);
        }

        @Override
        public Optional<AttributeValue> value(String placeholder) {
            AttributeValue v = values.get(placeholder);
            if (v != null) {
                usedValues.add(placeholder);
            }
            return Optional.ofNullable(v);
        }
    };

    /**
     * @param names  ExpressionAttributeNames, or null when the request has none
     * @param values ExpressionAttributeValues, or null when the request has none
     * @throws ExpressionException when a map is present but empty, or a key is not {@code #name} or
     *                             {@code :name}
     */
    public ExpressionContext(Map<String, String> names, Map<String, AttributeValue> values) {
        this.names = checked(names, "ExpressionAttributeNames", NAME_KEY);
        this.values = checked(values, "ExpressionAttributeValues", VALUE_KEY);
    }

    /** A context with no placeholders at all. */
    public static ExpressionContext empty() {
        return new ExpressionContext(null, null);
    }

    public ConditionExpression condition(String text) {
        return ExpressionParsers.condition(text, ExpressionKind.CONDITION, placeholders);
    }

    public ConditionExpression filter(String text) {
        return ExpressionParsers.condition(text, ExpressionKind.FILTER, placeholders);
    }

    /** SearchVectors' SearchConditionExpression, parsed as a condition is. */
    public ConditionExpression searchCondition(String text) {
        return ExpressionParsers.condition(text, ExpressionKind.SEARCH_CONDITION, placeholders);
    }

    public KeyConditionExpression keyCondition(String text) {
        return ExpressionParsers.keyCondition(text, placeholders);
    }

    /** A key condition's general checks only; finish it with {@link KeyConditionExpression#of}. */
    public ConditionExpression keyConditionSyntax(String text) {
        return ExpressionParsers.keyConditionSyntax(text, placeholders);
    }

    public ProjectionExpression projection(String text) {
        return ExpressionParsers.projection(text, placeholders);
    }

    public UpdateExpression update(String text) {
        return ExpressionParsers.update(text, placeholders);
    }

    /**
     * @throws ExpressionException {@code Value provided in ExpressionAttributeNames unused in
     *                             expressions: keys: {#a, #b}}, then the same for values
     */
    public void requireAllUsed() {
        unused(names.keySet(), usedNames, "ExpressionAttributeNames");
        unused(values.keySet(), usedValues, "ExpressionAttributeValues");
    }

    private static void unused(Set<String> declared, Set<String> used, String parameter) {
        List<String> unused = new ArrayList<>();
        for (String key : declared) {
            if (!used.contains(key)) {
                unused.add(key);
            }
        }
        if (!unused.isEmpty()) {
            throw ExpressionException.request("Value provided in " + parameter + " unused in expressions: keys: {"
                    + String.join(", ", unused) + "}");
        }
    }

    private static <V> Map<String, V> checked(Map<String, V> map, String parameter, Pattern key) {
        if (map == null) {
            return Map.of();
        }
        if (map.isEmpty()) {
            throw ExpressionException.request(parameter + " must not be empty");
        }
        for (String k : map.keySet()) {
            if (!key.matcher(k).matches()) {
                throw ExpressionException.request(parameter + " contains invalid key: Syntax error; key: \"" + k + "\"");
            }
        }
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
