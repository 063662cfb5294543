package dev.tablewright.engine.api;

import dev.tablewright.model.AttributeValue;
import java.util.Map;

/** One action of a TransactWriteItems: all of them happen, or none. */
public sealed interface TransactWrite {
    String table();

    record Put(PutItemRequest request) implements TransactWrite {
        @Override
        public String table() {
            return request.table();
        }
    }

    record Update(UpdateItemRequest request) implements TransactWrite {
        @Override
        public String table() {
            return request.table();
        }
    }

    record Delete(DeleteItemRequest request) implements TransactWrite {
        @Override
        public String table() {
            return request.table();
        }
    }

    /** @param oldItemOnConditionFailure ReturnValuesOnConditionCheckFailure ALL_OLD */
    record ConditionCheck(String table, Map<String, AttributeValue> key, String condition, Expr expr,
            boolean oldItemOnConditionFailure) implements TransactWrite {
        public ConditionCheck {
            key = Map.copyOf(key);
            expr = expr == null ? Expr.NONE : expr;
        }

        public ConditionCheck(String table, Map<String, AttributeValue> key, String condition, Expr expr) {
            this(table, key, condition, expr, false);
        }
    }
}
