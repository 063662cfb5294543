package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.model.AttributeValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The operands of a statement: paths, {@code size(path)}, literals (numbers, strings, booleans,
 * NULL, lists, maps, sets) and {@code ?} parameters, which it numbers in the order they appear.
 */
final class TermParser {
    private final StatementCursor in;
    private int parameters;

    TermParser(StatementCursor in) {
        this.in = in;
    }

    /** How many {@code ?} were read so far. */
    int parameters() {
        return parameters;
    }

    Term operand() {
        StatementToken t = in.peek();
        if (t.isWord("size") && in.peek(1).is("(")) {
            in.next();
            in.next();
            Term.Path path = path();
            in.expect(")");
            return new Term.Size(path);
        }
        if (t.kind() == StatementToken.Kind.WORD && in.peek(1).is("(")) {
            throw PartiqlErrors.unsupported("the function " + t.text());
        }
        if (t.kind() == StatementToken.Kind.QUOTED || t.kind() == StatementToken.Kind.WORD && !isValueWord(t)) {
            return path();
        }
        return value();
    }

    private static boolean isValueWord(StatementToken t) {
        return t.isWord("TRUE") || t.isWord("FALSE") || t.isWord("NULL");
    }

    Term value() {
        StatementToken t = in.next();
        switch (t.kind()) {
            case STRING:
                return new Term.Literal(new AttributeValue.S(t.text()));
            case NUMBER:
                return number(t.text());
            case PARAMETER:
                return new Term.Parameter(parameters++);
            case WORD:
                if (t.isWord("TRUE") || t.isWord("FALSE")) {
                    return new Term.Literal(new AttributeValue.Bool(t.isWord("TRUE")));
                }
                if (t.isWord("NULL")) {
                    return new Term.Literal(new AttributeValue.Null());
                }
                throw PartiqlErrors.malformed();
            case SYMBOL:
                return compound(t);
            default:
                throw PartiqlErrors.malformed();
        }
    }

    private Term compound(StatementToken t) {
        if (t.is("-") && in.peek().kind() == StatementToken.Kind.NUMBER) {
            return number("-" + in.next().text());
        }
        if (t.is("[")) {
            List<Term> elements = new ArrayList<>();
            if (!in.accept("]")) {
                do {
                    elements.add(value());
                } while (in.accept(","));
                in.expect("]");
            }
            return new Term.ListLiteral(elements);
        }
        if (t.is("{")) {
            List<String> keys = new ArrayList<>();
            List<Term> values = new ArrayList<>();
            if (!in.accept("}")) {
                do {
                    StatementToken key = in.next();
                    if (key.kind() != StatementToken.Kind.STRING) {
                        throw PartiqlErrors.malformed();
                    }
                    in.expect(":");
                    keys.add(key.text());
                    values.add(value());
                } while (in.accept(","));
                in.expect("}");
            }
            return new Term.MapLiteral(keys, values);
        }
        if (t.is("<<")) {
            if (in.peek().is(">>")) {
                throw DynamoException.validation("Empty bags are not supported at 1:" + (t.position() + 1) + ":2");
            }
            List<AttributeValue> members = new ArrayList<>();
            do {
                Term member = value();
                if (!(member instanceof Term.Literal literal)) {
                    throw PartiqlErrors.unsupported("parameters or collections inside a set literal");
                }
                members.add(literal.value());
            } while (in.accept(","));
            in.expect(">>");
            return new Term.Literal(set(members));
        }
        throw PartiqlErrors.malformed();
    }

    private static Term number(String text) {
        try {
            return new Term.Literal(AttributeValue.N.parse(text));
        } catch (IllegalArgumentException e) {
            throw PartiqlErrors.unsupported("the number " + text + " (" + e.getMessage() + ")");
        }
    }

    /** A set literal of strings or of numbers; other members (or a mix) are beyond the subset. */
    private static AttributeValue set(List<AttributeValue> members) {
        if (members.stream().allMatch(m -> m instanceof AttributeValue.S)) {
            Set<String> strings = new LinkedHashSet<>();
            members.forEach(m -> strings.add(((AttributeValue.S) m).value()));
            return new AttributeValue.SS(strings);
        }
        if (members.stream().allMatch(m -> m instanceof AttributeValue.N)) {
            Set<BigDecimal> numbers = new LinkedHashSet<>();
            members.forEach(m -> numbers.add(((AttributeValue.N) m).value()));
            return new AttributeValue.NS(numbers);
        }
        throw PartiqlErrors.unsupported("a set literal that is not all strings or all numbers");
    }

    Term.Path path() {
        List<Object> steps = new ArrayList<>();
        steps.add(in.name());
        while (true) {
            if (in.peek().is(".") && (in.peek(1).kind() == StatementToken.Kind.WORD
                    || in.peek(1).kind() == StatementToken.Kind.QUOTED)) {
                in.next();
                steps.add(in.name());
            } else if (in.peek().is("[") && in.peek(1).kind() == StatementToken.Kind.NUMBER) {
                in.next();
                String position = in.next().text();
                in.expect("]");
                try {
                    steps.add(Integer.valueOf(position));
                } catch (NumberFormatException e) {
                    throw PartiqlErrors.malformed();
                }
            } else {
                return new Term.Path(steps);
            }
        }
    }
}
