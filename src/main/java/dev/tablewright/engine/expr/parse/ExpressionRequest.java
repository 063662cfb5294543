package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.Condition;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.KeyCondition;
import dev.tablewright.engine.expr.KeyConditionExpression;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.engine.expr.UpdateExpression;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.OperationKind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * All the expressions of one API request, validated together as DynamoDB does: placeholder maps
 * first, then each expression (Update, Condition; Filter, Projection, KeyCondition), then unused
 * names and unused values, then the rules particular to key conditions.
 */
public final class ExpressionRequest {
    private final OperationKind operation;
    private final Map<ExpressionKind, String> texts = new EnumMap<>(ExpressionKind.class);
    private Map<String, String> names;
    private Map<String, AttributeValue> values;
    private Runnable beforeUnusedCheck = () -> { };

    private ExpressionRequest(OperationKind operation) {
        this.operation = operation;
    }

    public static ExpressionRequest of(OperationKind operation) {
        return new ExpressionRequest(operation);
    }

    public ExpressionRequest names(Map<String, String> names) {
        this.names = names;
        return this;
    }

    public ExpressionRequest values(Map<String, AttributeValue> values) {
        this.values = values;
        return this;
    }

    /**
     * Sets one expression parameter (null clears it).
     *
     * @throws IllegalArgumentException when the operation has no such parameter
     */
    public ExpressionRequest expression(ExpressionKind kind, String text) {
        if (!accepted(operation).contains(kind)) {
            throw new IllegalArgumentException(operation.apiName() + " has no " + kind.parameter());
        }
        if (text == null) {
            texts.remove(kind);
        } else {
            texts.put(kind, text);
        }
        return this;
    }

    /**
     * A check of the request that DynamoDB makes once the expressions have parsed but before it looks
     * for unused placeholders (the key's values, for item operations).
     */
    public ExpressionRequest beforeUnusedCheck(Runnable check) {
        this.beforeUnusedCheck = check;
        return this;
    }

    /** The parsed expressions of a valid request. */
    public record Parsed(Optional<UpdateExpression> update, Optional<ConditionExpression> condition,
                         Optional<KeyConditionExpression> keyCondition, Optional<ConditionExpression> filter,
                         Optional<ProjectionExpression> projection, Optional<ConditionExpression> searchCondition) {
    }

    /** @throws ExpressionException the first error DynamoDB would report */
    public Parsed parse() {
        requireExpressionsForPlaceholders();
        ExpressionContext ctx = new ExpressionContext(names, values);
        Optional<UpdateExpression> update = Optional.empty();
        Optional<ConditionExpression> condition = Optional.empty();
        Optional<ConditionExpression> keySyntax = Optional.empty();
        Optional<ConditionExpression> filter = Optional.empty();
        Optional<ProjectionExpression> projection = Optional.empty();
        Optional<ConditionExpression> searchCondition = Optional.empty();
        for (ExpressionKind kind : parseOrder(operation)) {
            Optional<String> text = text(kind);
            switch (kind) {
                case UPDATE -> update = text.map(ctx::update);
                case CONDITION -> condition = text.map(ctx::condition);
                case KEY_CONDITION -> keySyntax = text.map(ctx::keyConditionSyntax);
                case FILTER -> filter = text.map(ctx::filter);
                case PROJECTION -> projection = text.map(ctx::projection);
                case SEARCH_CONDITION -> searchCondition = text.map(ctx::searchCondition);
            }
        }
        beforeUnusedCheck.run();
        ctx.requireAllUsed();
        // The key-condition rules come after every expression has parsed (DynamoDB Local: a reserved word in
        // the projection is reported before an OR in the key condition).
        Optional<KeyConditionExpression> key = keySyntax.map(ExpressionParsers::keyConditionShape);
        return new Parsed(update, condition, key, filter, projection, searchCondition);
    }

    /**
     * The first check of {@link #parse}, on its own: placeholder maps only with an expression that can
     * use them. A PutItem makes it before it looks at the item, and parses its condition after.
     *
     * @throws ExpressionException when names or values are given without such an expression
     */
    public void requireExpressionsForPlaceholders() {
        List<ExpressionKind> withValues = new ArrayList<>(accepted(operation));
        withValues.remove(ExpressionKind.PROJECTION);
        if (names != null && texts.isEmpty()) {
            throw ExpressionException.request("ExpressionAttributeNames can only be specified when using expressions");
        }
        if (values != null && !withValues.isEmpty() && withValues.stream().noneMatch(texts::containsKey)) {
            List<String> params = withValues.stream().map(ExpressionKind::parameter).toList();
            throw ExpressionException.request("ExpressionAttributeValues can only be specified when using expressions: "
                    + String.join(" and ", params) + (params.size() > 1 ? " are" : " is") + " null");
        }
    }

    private Optional<String> text(ExpressionKind kind) {
        return Optional.ofNullable(texts.get(kind));
    }

    /** The order DynamoDB (Local) checks expressions in: a Query's filter, then projection, then key condition. */
    private static List<ExpressionKind> parseOrder(OperationKind operation) {
        List<ExpressionKind> kinds = new ArrayList<>(accepted(operation));
        if (kinds.remove(ExpressionKind.FILTER)) {
            kinds.add(0, ExpressionKind.FILTER);
        }
        return kinds;
    }

    /** The expression parameters of each operation ({@link OperationKind#expressions()}), in DynamoDB's order. */
    private static List<ExpressionKind> accepted(OperationKind operation) {
        if (operation.isMultiItem()) {
            throw new IllegalArgumentException(operation.apiName() + " is a request of several items, "
                    + "each with its own expressions");
        }
        if (operation.expressions().isEmpty()) {
            throw new IllegalArgumentException(operation.apiName() + (operation == OperationKind.EXECUTE_STATEMENT
                    ? " takes a PartiQL statement, not expressions" : " takes no expressions"));
        }
        return operation.expressions().stream().map(ExpressionKind::ofParameter).toList();
    }
}
