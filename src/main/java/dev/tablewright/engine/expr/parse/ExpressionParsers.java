package dev.tablewright.engine.expr.parse;

import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.KeyConditionExpression;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.engine.expr.UpdateExpression;

/**
 * Parses and validates single expressions. Most callers want
 * {@link dev.tablewright.engine.expr.parse.ExpressionContext}, which also tracks unused placeholders.
 */
public final class ExpressionParsers {
    private ExpressionParsers() {
    }

    /**
     * A ConditionExpression, FilterExpression or SearchConditionExpression (the kind only changes the
     * error prefix; what a search condition may say beyond the grammar is the engine's check).
     */
    public static ConditionExpression condition(String text, ExpressionKind kind, PlaceholderLookup placeholders) {
        if (kind != ExpressionKind.CONDITION && kind != ExpressionKind.FILTER
                && kind != ExpressionKind.SEARCH_CONDITION) {
            throw new IllegalArgumentException("not a condition kind: " + kind);
        }
        return ConditionBuilder.build(text, kind, placeholders);
    }

    public static KeyConditionExpression keyCondition(String text, PlaceholderLookup placeholders) {
        return keyConditionShape(keyConditionSyntax(text, placeholders));
    }

    /** A key condition checked as any condition is, before the key-condition rules (see {@link #keyConditionShape}). */
    public static ConditionExpression keyConditionSyntax(String text, PlaceholderLookup placeholders) {
        return ConditionBuilder.build(text, ExpressionKind.KEY_CONDITION, placeholders);
    }

    /** The key-condition rules (AND only, one condition per key …): DynamoDB checks them after every expression parsed. */
    public static KeyConditionExpression keyConditionShape(ConditionExpression parsed) {
        return KeyConditionShape.of(parsed);
    }

    public static ProjectionExpression projection(String text, PlaceholderLookup placeholders) {
        return ProjectionBuilder.build(text, placeholders);
    }

    public static UpdateExpression update(String text, PlaceholderLookup placeholders) {
        return UpdateBuilder.build(text, placeholders);
    }
}
