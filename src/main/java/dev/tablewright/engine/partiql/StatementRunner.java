package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.WriteReturns;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Runs a statement on the engine with DynamoDB's PartiQL semantics: a SELECT becomes a Query or a
 * Scan ({@link SelectPlan}), an INSERT a put that must not find the key, an UPDATE an update whose
 * WHERE is its condition (so the item must exist), a DELETE a delete conditioned on the WHERE beyond
 * the key when the item exists (a missing item is no error).
 */
public final class StatementRunner {
    private StatementRunner() {
    }

    public static ExecuteStatementResult run(QueryEngine engine, ExecuteStatementRequest request) {
        try {
            return execute(engine, request);
        } catch (DynamoException e) {
            // The statement's parts are not expressions to the user: DynamoDB names no expression kind.
            String message = e.getMessage() == null ? "" : e.getMessage();
            String bare = message.replaceFirst("^Invalid [A-Za-z]*Expression: ", "");
            if (bare.equals(message)) {
                throw e;
            }
            throw new DynamoException(e.errorCode(), bare, e.item(), e.reasons());
        }
    }

    private static ExecuteStatementResult execute(QueryEngine engine, ExecuteStatementRequest request) {
        Statement statement = Parser.parse(request.statement());
        if (statement.parameters() != request.parameters().size()) {
            throw PartiqlErrors.parameterCount();
        }
        List<AttributeValue> parameters = request.parameters();
        if (statement instanceof Statement.Select select) {
            return SelectPlan.of(engine.design(select.table()), select, parameters).run(engine, request);
        }
        TableDesign design = engine.design(statement.table());
        if (statement instanceof Statement.Insert insert) {
            insert(engine, design, Values.entries(insert.item(), parameters));
            return new ExecuteStatementResult(List.of(), null);
        }
        if (statement instanceof Statement.Update update) {
            return update(engine, design, update, parameters, returns(request));
        }
        return delete(engine, design, (Statement.Delete) statement, parameters, returns(request));
    }

    /** What an UPDATE or DELETE asks beside its RETURNING: the item as it was when its WHERE fails, if asked. */
    private static WriteReturns returns(ExecuteStatementRequest request) {
        return new WriteReturns(ReturnCapacity.NONE, false, request.oldItemOnConditionFailure());
    }

    private static ExecuteStatementResult update(QueryEngine engine, TableDesign design, Statement.Update update,
            List<AttributeValue> parameters, WriteReturns returns) {
        ExpressionWriter writer = new ExpressionWriter(parameters);
        String condition = writer.condition(update.where());
        String changes = writer.update(update.changes());
        // DynamoDB checks the WHERE, then the changes, then the key.
        ExpressionWriter.parse(condition, writer.expr());
        ExpressionWriter.parsed(writer.expr(), context -> context.update(changes));
        Map<String, AttributeValue> key = KeyEqualities.of(design.keySchema().partitionKeys(),
                design.keySchema().sortKeys(), update.where(), parameters).requireAll().key();
        KeyTypes.checkKey(design.keySchema(), key);
        return returned(engine.updateItem(new UpdateItemRequest(design.name(), key, changes, condition,
                writer.expr(), update.returning(), returns)));
    }

    private static ExecuteStatementResult delete(QueryEngine engine, TableDesign design, Statement.Delete delete,
            List<AttributeValue> parameters, WriteReturns returns) {
        ExpressionWriter whole = new ExpressionWriter(parameters);
        ExpressionWriter.parse(whole.condition(delete.where()), whole.expr()); // the WHERE before the key
        KeyEqualities keys = KeyEqualities.of(design.keySchema().partitionKeys(), design.keySchema().sortKeys(),
                delete.where(), parameters).requireAll();
        KeyTypes.checkKey(design.keySchema(), keys.key());
        ExpressionWriter writer = new ExpressionWriter(parameters);
        // A missing item is no error, whatever the rest of the WHERE says.
        Term.Path partitionKey = new Term.Path(List.of(design.keySchema().partitionKey().name()));
        String condition = keys.rest()
                .map(rest -> writer.condition(new Clause.Or(new Clause.Is(partitionKey, true, false), rest)))
                .orElse("");
        return returned(engine.deleteItem(new DeleteItemRequest(design.name(), keys.key(), condition,
                writer.expr(), delete.returning(), returns)));
    }

    /** A write's RETURNING attributes come back as the result's one item. */
    private static ExecuteStatementResult returned(WriteResult result) {
        return new ExecuteStatementResult(result.attributes().map(List::of).orElse(List.of()), null);
    }

    private static void insert(QueryEngine engine, TableDesign design, Map<String, AttributeValue> item) {
        for (AttributeDef key : design.keySchema().attributes()) {
            AttributeValue value = item.get(key.name());
            if (value == null) {
                throw PartiqlErrors.keyMissing(key.name());
            }
            if (value.type() != key.type()) {
                throw PartiqlErrors.keyType(key.name());
            }
        }
        String partitionKey = design.keySchema().partitionKey().name();
        try {
            engine.putItem(new PutItemRequest(design.name(), new Item(item), "attribute_not_exists(#k)",
                    new Expr(Map.of("#k", partitionKey), Map.of()), ReturnValues.NONE));
        } catch (DynamoException e) {
            if (e.errorCode().equals(DynamoException.CONDITIONAL_CHECK_FAILED)) {
                throw PartiqlErrors.duplicate();
            }
            throw e;
        }
    }

    /** The projected attributes of an item, each under the name DynamoDB gives it; {@code *} keeps all. */
    static Item project(Item item, List<Term.Path> projection) {
        if (projection.isEmpty()) {
            return item;
        }
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        for (Term.Path path : projection) {
            AttributeValue value = read(item, path);
            if (value != null) {
                projected.put(path.projectedName(), value);
            }
        }
        return new Item(projected);
    }

    private static AttributeValue read(Item item, Term.Path path) {
        AttributeValue current = new AttributeValue.M(item.attributes());
        for (Object step : path.steps()) {
            if (step instanceof String name && current instanceof AttributeValue.M m) {
                current = m.value().get(name);
            } else if (step instanceof Integer position && current instanceof AttributeValue.L l) {
                current = position < l.value().size() ? l.value().get(position) : null;
            } else {
                return null;
            }
            if (current == null) {
                return null;
            }
        }
        return current;
    }

    static List<Item> matching(List<Item> items, Predicate<Item> where, List<Term.Path> projection) {
        List<Item> result = new ArrayList<>();
        for (Item item : items) {
            if (where.test(item)) {
                result.add(project(item, projection));
            }
        }
        return result;
    }

    static ExecuteStatementResult result(Page page, List<Item> items) {
        return new ExecuteStatementResult(items, NextToken.encode(page.lastEvaluatedKey()));
    }
}
