package dev.tablewright.engine.pattern;

import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.KeyConditionExpression;
import dev.tablewright.engine.expr.KeyPredicate;
import dev.tablewright.engine.expr.parse.ExpressionParsers;
import dev.tablewright.engine.expr.parse.PlaceholderLookup;
import dev.tablewright.engine.expr.parse.TemplateOperands;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An access pattern's key condition as the designer writes it: DynamoDB's key-condition shape with
 * bare attribute names and template operands instead of placeholders —
 * {@code PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)}, {@code SK BETWEEN ${from} AND ${to}}.
 * Read by the engine's expression parser (see {@link TemplateOperands} for where an operand ends), so
 * it accepts and refuses what a KeyConditionExpression does, with DynamoDB's words.
 */
public record PatternCondition(List<Clause> clauses) {

    /** One comparison: {@code attribute op operands}; op is =, <, <=, >, >=, BETWEEN or begins_with. */
    public record Clause(String attribute, String op, List<KeyTemplate> operands) {
        public Clause {
            operands = List.copyOf(operands);
        }
    }

    public PatternCondition {
        clauses = List.copyOf(clauses);
    }

    /** @throws IllegalArgumentException with the column (where there is one) and DynamoDB's reason */
    public static PatternCondition parse(String text) {
        if (text.isBlank()) {
            return new PatternCondition(List.of());
        }
        TemplateOperands written = TemplateOperands.of(text);
        KeyConditionExpression parsed;
        try {
            parsed = ExpressionParsers.keyCondition(written.text(), placeholders(written));
        } catch (ExpressionException e) {
            int at = written.sourcePosition(e.position());
            throw new IllegalArgumentException((at < 0 ? "" : "column " + (at + 1) + ": ")
                    + written.sourceMessage(e.getMessage()), e);
        }
        List<Clause> clauses = new ArrayList<>();
        for (Map.Entry<String, KeyPredicate> c : parsed.conditions().entrySet()) {
            clauses.add(clause(c.getKey(), c.getValue()));
        }
        return new PatternCondition(clauses);
    }

    /** Each operand reads as a string holding its template text, which the clause parses back. */
    private static PlaceholderLookup placeholders(TemplateOperands written) {
        return new PlaceholderLookup() {
            @Override
            public Optional<String> name(String placeholder) {
                return written.part(placeholder).filter(p -> !p.isValue()).map(TemplateOperands.Part::written);
            }

            @Override
            public Optional<AttributeValue> value(String placeholder) {
                return written.part(placeholder).filter(TemplateOperands.Part::isValue)
                        .map(p -> AttributeValue.s(p.written()));
            }
        };
    }

    private static Clause clause(String attribute, KeyPredicate p) {
        if (p instanceof KeyPredicate.Compare c) {
            return new Clause(attribute, c.op().symbol(), List.of(template(c.value())));
        }
        if (p instanceof KeyPredicate.Between b) {
            return new Clause(attribute, "BETWEEN", List.of(template(b.low()), template(b.high())));
        }
        return new Clause(attribute, "begins_with", List.of(template(((KeyPredicate.BeginsWith) p).prefix())));
    }

    private static KeyTemplate template(AttributeValue operand) {
        return KeyTemplate.parse(((AttributeValue.S) operand).value());
    }
}
