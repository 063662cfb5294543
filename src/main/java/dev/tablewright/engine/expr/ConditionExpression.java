package dev.tablewright.engine.expr;

import java.util.ArrayList;
import java.util.List;

/** A parsed and validated condition (or filter) expression. Evaluate it with {@code ConditionEvaluator}. */
public record ConditionExpression(String text, ExpressionKind kind, Condition root) {

    /** Every document path the expression reads, in order of appearance. */
    public List<DocumentPath> paths() {
        List<DocumentPath> out = new ArrayList<>();
        collect(root, out);
        return List.copyOf(out);
    }

    private static void collect(Condition c, List<DocumentPath> out) {
        if (c instanceof Condition.Comparison x) {
            collect(x.left(), out);
            collect(x.right(), out);
        } else if (c instanceof Condition.Between x) {
            collect(x.subject(), out);
            collect(x.low(), out);
            collect(x.high(), out);
        } else if (c instanceof Condition.In x) {
            collect(x.subject(), out);
            x.candidates().forEach(o -> collect(o, out));
        } else if (c instanceof Condition.And x) {
            collect(x.left(), out);
            collect(x.right(), out);
        } else if (c instanceof Condition.Or x) {
            collect(x.left(), out);
            collect(x.right(), out);
        } else if (c instanceof Condition.Not x) {
            collect(x.condition(), out);
        } else if (c instanceof Condition.AttributeExists x) {
            out.add(x.path());
        } else if (c instanceof Condition.AttributeNotExists x) {
            out.add(x.path());
        } else if (c instanceof Condition.AttributeTypeIs x) {
            collect(x.subject(), out);
        } else if (c instanceof Condition.BeginsWith x) {
            collect(x.subject(), out);
            collect(x.prefix(), out);
        } else if (c instanceof Condition.Contains x) {
            collect(x.subject(), out);
            collect(x.operand(), out);
        }
    }

    private static void collect(Operand o, List<DocumentPath> out) {
        if (o instanceof Operand.Path p) {
            out.add(p.path());
        } else if (o instanceof Operand.Size s) {
            collect(s.argument(), out);
        }
    }
}
