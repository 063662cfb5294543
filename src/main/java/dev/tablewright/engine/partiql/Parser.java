package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.model.AttributeValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Parses the Sandbox's PartiQL subset (docs/engine-expressions.md). Keywords are case-insensitive,
 * names are not. A statement that is not PartiQL is malformed, as DynamoDB says; one that is PartiQL
 * beyond the subset (GROUP BY, other functions …) gets a message naming what.
 */
public final class Parser {
    private static final Set<String> CONDITION_FUNCTIONS = Set.of("begins_with", "contains", "attribute_exists",
            "attribute_not_exists", "attribute_type");
    private static final Set<String> COMPARATORS = Set.of("=", "<>", "!=", "<", "<=", ">", ">=");
    private static final String[][] CLAUSES_BEYOND = {{"GROUP", "GROUP BY"}, {"HAVING", "HAVING"}, {"LIMIT", "LIMIT in a statement (use the request's Limit)"},
        {"JOIN", "joins"}, {"UNION", "UNION"}, {"OFFSET", "OFFSET"}};

    private final List<StatementToken> tokens;
    private int next;
    private int parameters;

    private Parser(List<StatementToken> tokens) {
        this.tokens = tokens;
    }

    /** @throws dev.tablewright.engine.api.DynamoException ValidationException, malformed or beyond the subset */
    public static Statement parse(String statement) {
        try {
            return new Parser(StatementLexer.tokens(statement)).statement();
        } catch (PartiqlErrors.Malformed e) {
            throw PartiqlErrors.malformed(statement);
        }
    }

    private Statement statement() {
        StatementToken first = take();
        Statement s;
        if (first.isWord("SELECT")) {
            s = select();
        } else if (first.isWord("INSERT")) {
            expectWord("INTO");
            String table = name();
            expectWord("VALUE");
            if (!peek().is("{")) {
                throw malformed();
            }
            s = new Statement.Insert(table, (Term.MapLiteral) value(), parameters);
        } else if (first.isWord("UPDATE")) {
            s = update();
        } else if (first.isWord("DELETE")) {
            expectWord("FROM");
            String table = name();
            expectWord("WHERE");
            Clause where = condition();
            s = new Statement.Delete(table, where, returning(), parameters);
        } else if (first.kind() == StatementToken.Kind.WORD && Set.of("EXISTS", "BEGIN", "COMMIT", "CREATE", "DROP")
                .contains(first.text().toUpperCase())) {
            throw PartiqlErrors.unsupported(first.text().toUpperCase() + " statements");
        } else {
            throw malformed();
        }
        end();
        return s;
    }

    private Statement select() {
        List<Term.Path> projection = new ArrayList<>();
        if (!accept("*")) {
            do {
                if (peek().kind() == StatementToken.Kind.WORD && peekAt(1).is("(")) {
                    throw PartiqlErrors.unsupported("functions in a SELECT list (" + peek().text() + ")");
                }
                Term.Path path = path();
                if (projection.stream().anyMatch(p -> p.projectedName().equals(path.projectedName()))) {
                    throw DynamoException.validation("Duplicate identifiers in select clause: " + path.projectedName());
                }
                projection.add(path);
            } while (accept(","));
        }
        expectWord("FROM");
        String table = name();
        String index = accept(".") ? name() : null;
        Clause where = acceptWord("WHERE") ? condition() : null;
        Term.Path orderBy = null;
        boolean descending = false;
        if (acceptWord("ORDER")) {
            expectWord("BY");
            orderBy = path();
            descending = acceptWord("DESC");
            if (!descending) {
                acceptWord("ASC");
            }
        }
        return new Statement.Select(table, index, projection, where, orderBy, descending, parameters);
    }

    private Statement update() {
        String table = name();
        List<Statement.Change> changes = new ArrayList<>();
        while (true) {
            if (acceptWord("SET")) {
                do {
                    Term.Path target = path();
                    expect("=");
                    Term value = operand();
                    if (peek().is("+") || peek().is("-")) {
                        String operator = take().text();
                        changes.add(new Statement.Change.Set(target, value, operator, operand()));
                    } else {
                        changes.add(new Statement.Change.Set(target, value, null, null));
                    }
                } while (accept(","));
            } else if (acceptWord("REMOVE")) {
                do {
                    changes.add(new Statement.Change.Remove(path()));
                } while (accept(","));
            } else {
                break;
            }
        }
        if (changes.isEmpty()) {
            throw malformed();
        }
        expectWord("WHERE");
        Clause where = condition();
        return new Statement.Update(table, changes, where, returning(), parameters);
    }

    /** {@code RETURNING ALL|MODIFIED OLD|NEW *}, as the ReturnValues of the write. */
    private ReturnValues returning() {
        if (!acceptWord("RETURNING")) {
            return ReturnValues.NONE;
        }
        boolean all = acceptWord("ALL");
        if (!all) {
            expectWord("MODIFIED");
        }
        boolean old = acceptWord("OLD");
        if (!old) {
            expectWord("NEW");
        }
        expect("*");
        return all ? (old ? ReturnValues.ALL_OLD : ReturnValues.ALL_NEW)
                : (old ? ReturnValues.UPDATED_OLD : ReturnValues.UPDATED_NEW);
    }

    private void end() {
        StatementToken t = peek();
        if (t.kind() == StatementToken.Kind.END) {
            return;
        }
        for (String[] beyond : CLAUSES_BEYOND) {
            if (t.isWord(beyond[0])) {
                throw PartiqlErrors.unsupported(beyond[1]);
            }
        }
        throw malformed();
    }

    // Conditions: OR binds loosest, then AND, then NOT.

    private Clause condition() {
        Clause left = conjunction();
        while (acceptWord("OR")) {
            left = new Clause.Or(left, conjunction());
        }
        return left;
    }

    private Clause conjunction() {
        Clause left = negation();
        while (acceptWord("AND")) {
            left = new Clause.And(left, negation());
        }
        return left;
    }

    private Clause negation() {
        if (acceptWord("NOT")) {
            return new Clause.Not(negation());
        }
        return predicate();
    }

    private Clause predicate() {
        if (accept("(")) {
            Clause inner = condition();
            expect(")");
            return inner;
        }
        StatementToken t = peek();
        if (t.kind() == StatementToken.Kind.WORD && peekAt(1).is("(") && !t.text().equalsIgnoreCase("size")) {
            String function = t.text();
            if (!CONDITION_FUNCTIONS.contains(function)) {
                throw PartiqlErrors.unsupported("the function " + function);
            }
            take();
            take();
            List<Term> arguments = new ArrayList<>();
            do {
                arguments.add(operand());
            } while (accept(","));
            expect(")");
            return new Clause.Function(function, arguments);
        }
        Term left = operand();
        if (COMPARATORS.contains(peek().text()) && peek().kind() == StatementToken.Kind.SYMBOL) {
            String operator = take().text();
            return new Clause.Compare(left, operator.equals("!=") ? "<>" : operator, operand());
        }
        if (acceptWord("BETWEEN")) {
            Term low = operand();
            expectWord("AND");
            return new Clause.Between(left, low, operand());
        }
        if (acceptWord("IN")) {
            String close = accept("[") ? "]" : "(";
            if (close.equals("(")) {
                expect("(");
                close = ")";
            }
            List<Term> candidates = new ArrayList<>();
            do {
                candidates.add(operand());
            } while (accept(","));
            expect(close);
            return new Clause.In(left, candidates);
        }
        if (acceptWord("IS")) {
            boolean negated = acceptWord("NOT");
            if (!(left instanceof Term.Path path)) {
                throw malformed();
            }
            if (acceptWord("MISSING")) {
                return new Clause.Is(path, true, negated);
            }
            if (acceptWord("NULL")) {
                return new Clause.Is(path, false, negated);
            }
            throw PartiqlErrors.unsupported("IS " + peek().text().toUpperCase());
        }
        throw malformed();
    }

    // Operands and values.

    private Term operand() {
        StatementToken t = peek();
        if (t.isWord("size") && peekAt(1).is("(")) {
            take();
            take();
            Term.Path path = path();
            expect(")");
            return new Term.Size(path);
        }
        if (t.kind() == StatementToken.Kind.WORD && peekAt(1).is("(")) {
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

    private Term value() {
        StatementToken t = take();
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
                throw malformed();
            case SYMBOL:
                return compound(t);
            default:
                throw malformed();
        }
    }

    private Term compound(StatementToken t) {
        if (t.is("-") && peek().kind() == StatementToken.Kind.NUMBER) {
            return number("-" + take().text());
        }
        if (t.is("[")) {
            List<Term> elements = new ArrayList<>();
            if (!accept("]")) {
                do {
                    elements.add(value());
                } while (accept(","));
                expect("]");
            }
            return new Term.ListLiteral(elements);
        }
        if (t.is("{")) {
            List<String> keys = new ArrayList<>();
            List<Term> values = new ArrayList<>();
            if (!accept("}")) {
                do {
                    StatementToken key = take();
                    if (key.kind() != StatementToken.Kind.STRING) {
                        throw malformed();
                    }
                    expect(":");
                    keys.add(key.text());
                    values.add(value());
                } while (accept(","));
                expect("}");
            }
            return new Term.MapLiteral(keys, values);
        }
        if (t.is("<<")) {
            if (peek().is(">>")) {
                throw DynamoException.validation("Empty bags are not supported at 1:" + (t.position() + 1) + ":2");
            }
            List<AttributeValue> members = new ArrayList<>();
            do {
                Term member = value();
                if (!(member instanceof Term.Literal literal)) {
                    throw PartiqlErrors.unsupported("parameters or collections inside a set literal");
                }
                members.add(literal.value());
            } while (accept(","));
            expect(">>");
            return new Term.Literal(set(members));
        }
        throw malformed();
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

    private Term.Path path() {
        List<Object> steps = new ArrayList<>();
        steps.add(name());
        while (true) {
            if (peek().is(".") && (peekAt(1).kind() == StatementToken.Kind.WORD || peekAt(1).kind() == StatementToken.Kind.QUOTED)) {
                take();
                steps.add(name());
            } else if (peek().is("[") && peekAt(1).kind() == StatementToken.Kind.NUMBER) {
                take();
                String position = take().text();
                expect("]");
                try {
                    steps.add(Integer.valueOf(position));
                } catch (NumberFormatException e) {
                    throw malformed();
                }
            } else {
                return new Term.Path(steps);
            }
        }
    }

    /** A table, index or attribute name: bare or double-quoted. */
    private String name() {
        StatementToken t = take();
        if (t.kind() != StatementToken.Kind.WORD && t.kind() != StatementToken.Kind.QUOTED) {
            throw malformed();
        }
        return t.text();
    }

    // StatementToken plumbing.

    private StatementToken peek() {
        return tokens.get(next);
    }

    private StatementToken peekAt(int ahead) {
        return tokens.get(Math.min(next + ahead, tokens.size() - 1));
    }

    private StatementToken take() {
        StatementToken t = tokens.get(next);
        if (t.kind() != StatementToken.Kind.END) {
            next++;
        }
        return t;
    }

    private boolean accept(String symbol) {
        if (peek().is(symbol)) {
            next++;
            return true;
        }
        return false;
    }

    private boolean acceptWord(String keyword) {
        if (peek().isWord(keyword)) {
            next++;
            return true;
        }
        return false;
    }

    private void expect(String symbol) {
        if (!accept(symbol)) {
            throw malformed();
        }
    }

    private void expectWord(String keyword) {
        if (!acceptWord(keyword)) {
            throw malformed();
        }
    }

    private static PartiqlErrors.Malformed malformed() {
        return PartiqlErrors.malformed();
    }
}
