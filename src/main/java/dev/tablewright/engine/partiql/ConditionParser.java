package dev.tablewright.engine.partiql;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A WHERE clause: OR binds loosest, then AND, then NOT; below them comparisons, BETWEEN, IN,
 * IS [NOT] MISSING/NULL and the condition functions. Operands come from the {@link TermParser}.
 */
final class ConditionParser {
    private static final Set<String> CONDITION_FUNCTIONS = Set.of("begins_with", "contains", "attribute_exists",
            "attribute_not_exists", "attribute_type");
    private static final Set<String> COMPARATORS = Set.of("=", "<>", "!=", "<", "<=", ">", ">=");

    private final StatementCursor in;
    private final TermParser terms;

    ConditionParser(StatementCursor in, TermParser terms) {
        this.in = in;
        this.terms = terms;
    }

    Clause condition() {
        Clause left = conjunction();
        while (in.acceptWord("OR")) {
            left = new Clause.Or(left, conjunction());
        }
        return left;
    }

    private Clause conjunction() {
        Clause left = negation();
        while (in.acceptWord("AND")) {
            left = new Clause.And(left, negation());
        }
        return left;
    }

    private Clause negation() {
        if (in.acceptWord("NOT")) {
            return new Clause.Not(negation());
        }
        return predicate();
    }

    private Clause predicate() {
        if (in.accept("(")) {
            Clause inner = condition();
            in.expect(")");
            return inner;
        }
        StatementToken t = in.peek();
        if (t.kind() == StatementToken.Kind.WORD && in.peek(1).is("(") && !t.text().equalsIgnoreCase("size")) {
            return function(t.text());
        }
        Term left = terms.operand();
        if (COMPARATORS.contains(in.peek().text()) && in.peek().kind() == StatementToken.Kind.SYMBOL) {
            String operator = in.next().text();
            return new Clause.Compare(left, operator.equals("!=") ? "<>" : operator, terms.operand());
        }
        if (in.acceptWord("BETWEEN")) {
            Term low = terms.operand();
            in.expectWord("AND");
            return new Clause.Between(left, low, terms.operand());
        }
        if (in.acceptWord("IN")) {
            return in(left);
        }
        if (in.acceptWord("IS")) {
            return is(left);
        }
        throw PartiqlErrors.malformed();
    }

    private Clause function(String function) {
        if (!CONDITION_FUNCTIONS.contains(function)) {
            throw PartiqlErrors.unsupported("the function " + function);
        }
        in.next();
        in.next();
        List<Term> arguments = new ArrayList<>();
        do {
            arguments.add(terms.operand());
        } while (in.accept(","));
        in.expect(")");
        return new Clause.Function(function, arguments);
    }

    /** After IN: the candidates in {@code [ … ]} or {@code ( … )}. */
    private Clause in(Term left) {
        String close = in.accept("[") ? "]" : "(";
        if (close.equals("(")) {
            in.expect("(");
            close = ")";
        }
        List<Term> candidates = new ArrayList<>();
        do {
            candidates.add(terms.operand());
        } while (in.accept(","));
        in.expect(close);
        return new Clause.In(left, candidates);
    }

    /** After IS: [NOT] MISSING or NULL, of a path only. */
    private Clause is(Term left) {
        boolean negated = in.acceptWord("NOT");
        if (!(left instanceof Term.Path path)) {
            throw PartiqlErrors.malformed();
        }
        if (in.acceptWord("MISSING")) {
            return new Clause.Is(path, true, negated);
        }
        if (in.acceptWord("NULL")) {
            return new Clause.Is(path, false, negated);
        }
        throw PartiqlErrors.unsupported("IS " + in.peek().text().toUpperCase());
    }
}
