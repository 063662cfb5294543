package dev.tablewright.engine.query;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.value.NumberLimits;
import dev.tablewright.model.AttributeValue;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

/**
 * The numbers a request carries, checked against DynamoDB's limits (38 significant digits, magnitude
 * from 1E-130 to below 1E+126) before anything else, with DynamoDB Local's messages: an expression
 * value's problem names its placeholder, an item's or key's is the bare reason. A request read from
 * the AWS CLI's JSON keeps the numbers as written, so these are DynamoDB's refusals, not the reader's.
 */
final class NumberChecks {
    private NumberChecks() {
    }

    /** ExpressionAttributeValues: {@code … contains invalid value: <reason> for key :v}. */
    static void values(Expr expr) {
        for (Map.Entry<String, AttributeValue> e : expr.values().entrySet()) {
            violation(e.getValue()).ifPresent(reason -> {
                throw DynamoErrors.validation("ExpressionAttributeValues contains invalid value: " + reason
                        + " for key " + e.getKey());
            });
        }
    }

    /** An item, a key or a start key: the bare reason. */
    static void attributes(Map<String, AttributeValue> attributes) {
        if (attributes == null) {
            return;
        }
        for (AttributeValue v : attributes.values()) {
            violation(v).ifPresent(reason -> {
                throw DynamoErrors.validation(reason);
            });
        }
    }

    /** One action of a transaction: its item or key, then its expression values. */
    static void action(TransactWrite a) {
        if (a instanceof TransactWrite.Put p) {
            attributes(p.request().item().attributes());
            values(p.request().expr());
        } else if (a instanceof TransactWrite.Update u) {
            attributes(u.request().key());
            values(u.request().expr());
        } else if (a instanceof TransactWrite.Delete d) {
            attributes(d.request().key());
            values(d.request().expr());
        } else {
            TransactWrite.ConditionCheck c = (TransactWrite.ConditionCheck) a;
            attributes(c.key());
            values(c.expr());
        }
    }

    private static Optional<String> violation(AttributeValue v) {
        if (v instanceof AttributeValue.N n) {
            return NumberLimits.violation(n.value());
        }
        if (v instanceof AttributeValue.NS ns) {
            for (BigDecimal n : ns.value()) {
                Optional<String> reason = NumberLimits.violation(n);
                if (reason.isPresent()) {
                    return reason;
                }
            }
        } else if (v instanceof AttributeValue.M m) {
            for (AttributeValue member : m.value().values()) {
                Optional<String> reason = violation(member);
                if (reason.isPresent()) {
                    return reason;
                }
            }
        } else if (v instanceof AttributeValue.L l) {
            for (AttributeValue element : l.value()) {
                Optional<String> reason = violation(element);
                if (reason.isPresent()) {
                    return reason;
                }
            }
        }
        return Optional.empty();
    }
}
