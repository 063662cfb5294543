package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ReturnValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses the Sandbox's PartiQL subset (docs/engine-expressions.md). Keywords are case-insensitive,
 * names are not. A statement that is not PartiQL is malformed, as DynamoDB says; one that is PartiQL
 * beyond the subset (GROUP BY, other functions …) gets a message naming what. This class reads the
 * four statements' clauses; WHERE is the {@link ConditionParser}'s, operands the {@link TermParser}'s.
 */
public final class Parser {
    private static final String[][] CLAUSES_BEYOND = {{"GROUP", "GROUP BY"}, {"HAVING", "HAVING"}, {"LIMIT", "LIMIT in a statement (use the request's Limit)"},
        {"JOIN", "joins"}, {"UNION", "UNION"}, {"OFFSET", "OFFSET"}};

    private final StatementCursor in;
    private final TermParser terms;
    private final ConditionParser conditions;

    private Parser(List<StatementToken> tokens) {
        this.in = new StatementCursor(tokens);
        this.terms = new TermParser(in);
        this.conditions = new ConditionParser(in, terms);
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
        StatementToken first = in.next();
        Statement s;
        if (first.isWord("SELECT")) {
            s = select();
        } else if (first.isWord("INSERT")) {
            in.expectWord("INTO");
            String table = in.name();
            in.expectWord("VALUE");
            if (!in.peek().is("{")) {
                throw PartiqlErrors.malformed();
            }
            s = new Statement.Insert(table, (Term.MapLiteral) terms.value(), terms.parameters());
        } else if (first.isWord("UPDATE")) {
            s = update();
        } else if (first.isWord("DELETE")) {
            in.expectWord("FROM");
            String table = in.name();
            in.expectWord("WHERE");
            Clause where = conditions.condition();
            s = new Statement.Delete(table, where, returning(), terms.parameters());
        } else if (first.kind() == StatementToken.Kind.WORD && Set.of("EXISTS", "BEGIN", "COMMIT", "CREATE", "DROP")
                .contains(first.text().toUpperCase())) {
            throw PartiqlErrors.unsupported(first.text().toUpperCase() + " statements");
        } else {
            throw PartiqlErrors.malformed();
        }
        end();
        return s;
    }

    private Statement select() {
        List<Term.Path> projection = new ArrayList<>();
        if (!in.accept("*")) {
            do {
                if (in.peek().kind() == StatementToken.Kind.WORD && in.peek(1).is("(")) {
                    throw PartiqlErrors.unsupported("functions in a SELECT list (" + in.peek().text() + ")");
                }
                Term.Path path = terms.path();
                if (projection.stream().anyMatch(p -> p.projectedName().equals(path.projectedName()))) {
                    throw DynamoException.validation("Duplicate identifiers in select clause: " + path.projectedName());
                }
                projection.add(path);
            } while (in.accept(","));
        }
        in.expectWord("FROM");
        String table = in.name();
        String index = in.accept(".") ? in.name() : null;
        Clause where = in.acceptWord("WHERE") ? conditions.condition() : null;
        Term.Path orderBy = null;
        boolean descending = false;
        if (in.acceptWord("ORDER")) {
            in.expectWord("BY");
            orderBy = terms.path();
            descending = in.acceptWord("DESC");
            if (!descending) {
                in.acceptWord("ASC");
            }
        }
        return new Statement.Select(table, index, projection, where, orderBy, descending, terms.parameters());
    }

    private Statement update() {
        String table = in.name();
        List<Statement.Change> changes = new ArrayList<>();
        while (true) {
            if (in.acceptWord("SET")) {
                do {
                    Term.Path target = terms.path();
                    in.expect("=");
                    Term value = terms.operand();
                    if (in.peek().is("+") || in.peek().is("-")) {
                        String operator = in.next().text();
                        changes.add(new Statement.Change.Set(target, value, operator, terms.operand()));
                    } else {
                        changes.add(new Statement.Change.Set(target, value, null, null));
                    }
                } while (in.accept(","));
            } else if (in.acceptWord("REMOVE")) {
                do {
                    changes.add(new Statement.Change.Remove(terms.path()));
                } while (in.accept(","));
            } else {
                break;
            }
        }
        if (changes.isEmpty()) {
            throw PartiqlErrors.malformed();
        }
        in.expectWord("WHERE");
        Clause where = conditions.condition();
        return new Statement.Update(table, changes, where, returning(), terms.parameters());
    }

    /** {@code RETURNING ALL|MODIFIED OLD|NEW *}, as the ReturnValues of the write. */
    private ReturnValues returning() {
        if (!in.acceptWord("RETURNING")) {
            return ReturnValues.NONE;
        }
        boolean all = in.acceptWord("ALL");
        if (!all) {
            in.expectWord("MODIFIED");
        }
        boolean old = in.acceptWord("OLD");
        if (!old) {
            in.expectWord("NEW");
        }
        in.expect("*");
        return all ? (old ? ReturnValues.ALL_OLD : ReturnValues.ALL_NEW)
                : (old ? ReturnValues.UPDATED_OLD : ReturnValues.UPDATED_NEW);
    }

    /** Nothing may follow the statement; a clause beyond the subset is named. */
    private void end() {
        StatementToken t = in.peek();
        if (t.kind() == StatementToken.Kind.END) {
            return;
        }
        for (String[] beyond : CLAUSES_BEYOND) {
            if (t.isWord(beyond[0])) {
                throw PartiqlErrors.unsupported(beyond[1]);
            }
        }
        throw PartiqlErrors.malformed();
    }
}
