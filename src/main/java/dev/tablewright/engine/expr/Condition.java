package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeType;
import java.util.List;

/** A condition or filter: comparisons, BETWEEN, IN, the boolean functions and AND/OR/NOT. */
public sealed interface Condition {

    record Comparison(CompareOp op, Operand left, Operand right) implements Condition {
    }

    record Between(Operand subject, Operand low, Operand high) implements Condition {
    }

    record In(Operand subject, List<Operand> candidates) implements Condition {
        public In {
            candidates = List.copyOf(candidates);
        }
    }

    record And(Condition left, Condition right) implements Condition {
    }

    record Or(Condition left, Condition right) implements Condition {
    }

    record Not(Condition condition) implements Condition {
    }

    record AttributeExists(DocumentPath path) implements Condition {
    }

    record AttributeNotExists(DocumentPath path) implements Condition {
    }

    /** {@code attribute_type(subject, :t)} with the type code of {@code :t} resolved. */
    record AttributeTypeIs(Operand subject, AttributeType type) implements Condition {
    }

    record BeginsWith(Operand subject, Operand prefix) implements Condition {
    }

    record Contains(Operand subject, Operand operand) implements Condition {
    }
}
