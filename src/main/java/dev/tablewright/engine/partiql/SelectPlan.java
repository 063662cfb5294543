package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.eval.ConditionEvaluator;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * How a SELECT reads: a Query when its WHERE pins every partition attribute of the table (or index)
 * by equality — a condition on the sort key narrows it — otherwise a Scan. Either way the whole WHERE
 * is then applied to the items read, as DynamoDB's filter would be (Limit counts items read).
 */
final class SelectPlan {
    private static final Set<String> SORT_OPERATORS = Set.of("=", "<", "<=", ">", ">=");

    private final String table;
    private final String index;
    private final KeySchema keys;
    private final Statement.Select select;
    private final List<AttributeValue> parameters;

    private SelectPlan(String table, String index, KeySchema keys, Statement.Select select,
            List<AttributeValue> parameters) {
        this.table = table;
        this.index = index;
        this.keys = keys;
        this.select = select;
        this.parameters = parameters;
    }

    static SelectPlan of(TableDesign design, Statement.Select select, List<AttributeValue> parameters) {
        KeySchema keys = select.index() == null ? design.keySchema()
                : design.index(select.index()).orElseThrow(() -> PartiqlErrors.noIndex(select.index()))
                        .keySchema(design.keySchema());
        return new SelectPlan(design.name(), select.index(), keys, select, parameters);
    }

    ExecuteStatementResult run(QueryEngine engine, ExecuteStatementRequest request) {
        if (select.orderBy() != null && select.where() == null) {
            throw DynamoException.validation("Must have WHERE clause in the statement when using ORDER BY clause.");
        }
        Predicate<Item> where = where();
        if (!select.projection().isEmpty()) {
            ExpressionWriter writer = new ExpressionWriter(parameters);
            String projection = writer.projection(select.projection());
            ExpressionWriter.parsed(writer.expr(), context -> context.projection(projection));
        }
        Map<String, AttributeValue> start = NextToken.decode(request.nextToken());
        KeyEqualities pinned = KeyEqualities.of(keys.partitionKeys(), List.of(), select.where(), parameters);
        Page page;
        if (select.where() != null && pinned.partitionPinned()) {
            // The key condition's values name their key when mistyped; other comparisons with a key do not.
            Optional<Clause> sortCondition = sortCondition();
            Clause keyCondition = pinned.key().keySet().stream()
                    .<Clause>map(k -> new Clause.Compare(new Term.Path(List.of(k)), "=", new Term.Literal(pinned.key().get(k))))
                    .reduce(Clause.And::new).orElseThrow();
            KeyTypes.check(keys, sortCondition.<Clause>map(c -> new Clause.And(keyCondition, c)).orElse(keyCondition),
                    parameters, true);
            KeyTypes.check(keys, select.where(), parameters, false);
            ExpressionWriter writer = new ExpressionWriter(parameters);
            List<String> conditions = new ArrayList<>();
            for (AttributeDef a : keys.partitionKeys()) {
                conditions.add(writer.operand(new Term.Path(List.of(a.name()))) + " = "
                        + writer.operand(new Term.Literal(pinned.key().get(a.name()))));
            }
            sortCondition.map(writer::condition).ifPresent(conditions::add);
            page = engine.query(new QueryRequest(table, index, String.join(" AND ", conditions), "", "",
                    writer.expr(), request.limit(), forward(), start, null, request.consistentRead()));
        } else {
            if (select.orderBy() != null) {
                throw DynamoException.validation("Must have at least one non-optional hash key condition in WHERE "
                        + "clause when using ORDER BY clause.");
            }
            KeyTypes.check(keys, select.where(), parameters, false);
            page = engine.scan(new ScanRequest(table, index, "", "", Expr.NONE, request.limit(), start, null, null,
                    null, request.consistentRead()));
        }
        return StatementRunner.result(page, StatementRunner.matching(page.items(), where, select.projection()));
    }

    private Predicate<Item> where() {
        if (select.where() == null) {
            return item -> true;
        }
        ExpressionWriter writer = new ExpressionWriter(parameters);
        String text = writer.condition(select.where());
        ConditionExpression condition = ExpressionWriter.parse(text, writer.expr());
        return item -> ConditionEvaluator.matches(condition, item);
    }

    /** ORDER BY the sort key (ASC or DESC) is the Query's direction; other orders are beyond the subset. */
    private boolean forward() {
        if (select.orderBy() == null) {
            return true;
        }
        String by = select.orderBy().topLevelName();
        boolean keyAttribute = keys.sortKeys().size() == 1 && keys.sortKeys().get(0).name().equals(by)
                || keys.partitionNames().contains(by);
        if (!keyAttribute) {
            throw DynamoException.validation("Variable reference " + select.orderBy().projectedName()
                    + " in ORDER BY clause must be part of the primary key");
        }
        return !select.descending();
    }

    /** The first conjunct that a single sort key can answer, as a key condition (the key on the left). */
    private Optional<Clause> sortCondition() {
        if (keys.sortKeys().size() != 1) {
            return Optional.empty();
        }
        String sortKey = keys.sortKeys().get(0).name();
        for (Clause c : Clause.conjuncts(select.where())) {
            if (c instanceof Clause.Compare cmp && SORT_OPERATORS.contains(cmp.operator())) {
                if (isSortKey(cmp.left(), sortKey) && KeyEqualities.isValue(cmp.right())) {
                    return Optional.of(cmp);
                }
                if (isSortKey(cmp.right(), sortKey) && KeyEqualities.isValue(cmp.left())) {
                    return Optional.of(new Clause.Compare(cmp.right(), flipped(cmp.operator()), cmp.left()));
                }
            } else if (c instanceof Clause.Between b && isSortKey(b.operand(), sortKey)
                    && KeyEqualities.isValue(b.low()) && KeyEqualities.isValue(b.high())) {
                return Optional.of(b);
            } else if (c instanceof Clause.Function f && f.name().equals("begins_with") && f.arguments().size() == 2
                    && isSortKey(f.arguments().get(0), sortKey) && KeyEqualities.isValue(f.arguments().get(1))) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    private static boolean isSortKey(Term t, String sortKey) {
        return t instanceof Term.Path p && sortKey.equals(p.topLevelName());
    }

    private static String flipped(String operator) {
        return switch (operator) {
            case "<" -> ">";
            case "<=" -> ">=";
            case ">" -> "<";
            case ">=" -> "<=";
            default -> operator;
        };
    }
}
