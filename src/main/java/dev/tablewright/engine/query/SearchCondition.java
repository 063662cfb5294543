package dev.tablewright.engine.query;

import dev.tablewright.engine.expr.CompareOp;
import dev.tablewright.engine.expr.Condition;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.ExpressionKind;
import dev.tablewright.engine.expr.Operand;
import dev.tablewright.engine.expr.eval.ConditionEvaluator;
import dev.tablewright.model.Item;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A SearchConditionExpression checked against its vector index: only {@code =} (the Developer Guide:
 * "Only the equality operator is currently supported"), each between a top-level search-schema
 * attribute and a value, joined by AND; the HASH attribute's equality required when the index has a
 * HASH element. Only the comparator and the missing-HASH messages are DynamoDB's (docs/vector-indexes.md
 * §4); the others are the Sandbox's wording for what DynamoDB does not document.
 */
final class SearchCondition {
    static final String MISSING_HASH = "SearchConditionExpression must be provided when SearchSchema has a HASH key";
    static final String INVALID_COMPARATOR = "Invalid comparator used in SearchConditionExpression";

    private final Optional<ConditionExpression> condition;
    private final Map<String, AttributeValue> equalities;

    private SearchCondition(Optional<ConditionExpression> condition, Map<String, AttributeValue> equalities) {
        this.condition = condition;
        this.equalities = equalities;
    }

    /** @throws dev.tablewright.engine.api.DynamoException ValidationException for what the index cannot search by */
    static SearchCondition of(Optional<ConditionExpression> parsed, VectorIndex index) {
        Map<String, AttributeValue> named = new LinkedHashMap<>();
        parsed.ifPresent(c -> collect(c.root(), index, named));
        Optional<String> hash = index.searchSchema().partitionAttribute();
        if (hash.isPresent() && !named.containsKey(hash.get())) {
            throw DynamoErrors.validation(MISSING_HASH);
        }
        return new SearchCondition(parsed, named);
    }

    /** Whether the item is in the partition the condition's equality on this (HASH) attribute names. */
    boolean inPartition(Item item, String hashAttribute) {
        AttributeValue v = item.attributes().get(hashAttribute);
        return v != null && v.equals(equalities.get(hashAttribute));
    }

    /** Whether the item has every value the condition asks for. */
    boolean matches(Item item) {
        return condition.map(c -> ConditionEvaluator.matches(c, item)).orElse(true);
    }

    private static void collect(Condition c, VectorIndex index, Map<String, AttributeValue> named) {
        if (c instanceof Condition.And and) {
            collect(and.left(), index, named);
            collect(and.right(), index, named);
        } else if (c instanceof Condition.Comparison cmp) {
            if (cmp.op() != CompareOp.EQ) {
                throw invalid(INVALID_COMPARATOR);
            }
            Operand.Path path = cmp.left() instanceof Operand.Path p ? p
                    : cmp.right() instanceof Operand.Path p ? p : null;
            Operand other = path == cmp.left() ? cmp.right() : cmp.left();
            if (path == null || !(other instanceof Operand.Value) || path.path().isNested()) {
                throw invalid("Each condition must compare a top-level attribute with a value");
            }
            String attribute = path.path().head();
            if (!index.searchSchema().attributes().contains(attribute)) {
                throw invalid("Attribute " + attribute + " is not in the SearchSchema of vector index "
                        + index.name());
            }
            named.putIfAbsent(attribute, ((Operand.Value) other).value());
        } else if (c instanceof Condition.Between || c instanceof Condition.In) {
            throw invalid(INVALID_COMPARATOR);
        } else {
            throw invalid("Only equality conditions joined by AND are supported");
        }
    }

    private static RuntimeException invalid(String reason) {
        return DynamoErrors.validation(ExpressionKind.SEARCH_CONDITION.invalid(reason));
    }
}
