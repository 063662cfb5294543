package dev.tablewright.engine.pattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A filter made of simple terms, each on one attribute, combined left to right with AND or OR — the
 * shape a list of filter rows (Dynobase's saved queries) has. Its text is DynamoDB syntax with
 * {@code #attribute} names and {@code ${parameter}} values ({@code ${parameter:N}}, {@code ${parameter:BOOL}}
 * for numbers and booleans); a row that changes the combinator brackets what came before, so that
 * the text means what the rows mean although DynamoDB binds AND tighter than OR.
 */
public record PatternFilter(List<Term> terms) {
    private static final String NAME = "#([A-Za-z0-9_]+)";
    private static final String VALUE = "\\$\\{([^}:]+)(?::(N|BOOL))?}";
    private static final Pattern COMPARISON = Pattern.compile(NAME + " (=|<>|<=|>=|<|>) " + VALUE);
    private static final Pattern BETWEEN = Pattern.compile(NAME + " BETWEEN " + VALUE + " AND " + VALUE);
    private static final Pattern FUNCTION = Pattern.compile("(begins_with|contains|NOT contains)\\(" + NAME + ", "
            + VALUE + "\\)");
    private static final Pattern EXISTENCE = Pattern.compile("(attribute_exists|attribute_not_exists)\\(" + NAME
            + "\\)");
    private static final Pattern COMBINE = Pattern.compile(" (AND|OR) ");
    private static final Pattern ATTRIBUTE = Pattern.compile("[A-Za-z0-9_]+");

    public enum Combine { AND, OR }

    /** A comparison as a filter row names it; {@code syntax} is its DynamoDB spelling. */
    public enum Op {
        EQUAL("="), NOT_EQUAL("<>"), LESS("<"), LESS_OR_EQUAL("<="), GREATER(">"), GREATER_OR_EQUAL(">="),
        BETWEEN("BETWEEN"), BEGINS_WITH("begins_with"), CONTAINS("contains"), NOT_CONTAINS("NOT contains"),
        EXISTS("attribute_exists"), NOT_EXISTS("attribute_not_exists");

        private final String syntax;

        Op(String syntax) {
            this.syntax = syntax;
        }

        public int operands() {
            return this == BETWEEN ? 2 : this == EXISTS || this == NOT_EXISTS ? 0 : 1;
        }

        static Op of(String syntax) {
            for (Op op : values()) {
                if (op.syntax.equals(syntax)) {
                    return op;
                }
            }
            throw new IllegalArgumentException(syntax);
        }
    }

    /** How a parameter's sample value is sent: S as a string, N as a number, BOOL as true or false. */
    public enum ValueType { S, N, BOOL }

    public record Operand(String parameter, ValueType type) {
        String text() {
            return "${" + parameter + (type == ValueType.S ? "" : ":" + type) + "}";
        }
    }

    /** @param combine how the term joins what comes before it (ignored on the first term) */
    public record Term(Combine combine, String attribute, Op op, List<Operand> operands) {
        public Term {
            operands = List.copyOf(operands);
            if (operands.size() != op.operands()) {
                throw new IllegalArgumentException(op + " takes " + op.operands() + " values");
            }
        }

        String text() {
            String name = "#" + attribute;
            return switch (op) {
                case BETWEEN -> name + " BETWEEN " + operands.get(0).text() + " AND " + operands.get(1).text();
                case BEGINS_WITH, CONTAINS, NOT_CONTAINS -> op.syntax + "(" + name + ", " + operands.get(0).text() + ")";
                case EXISTS, NOT_EXISTS -> op.syntax + "(" + name + ")";
                default -> name + " " + op.syntax + " " + operands.get(0).text();
            };
        }
    }

    public PatternFilter {
        terms = List.copyOf(terms);
    }

    /** Whether an attribute can be named as {@code #attribute} in the text. */
    public static boolean nameable(String attribute) {
        return ATTRIBUTE.matcher(attribute).matches();
    }

    public String text() {
        StringBuilder out = new StringBuilder();
        Combine previous = null;
        for (int i = 0; i < terms.size(); i++) {
            Term t = terms.get(i);
            if (i > 0) {
                if (previous != null && previous != t.combine()) {
                    out.insert(0, '(').append(')');
                }
                out.append(' ').append(t.combine()).append(' ');
                previous = t.combine();
            }
            out.append(t.text());
        }
        return out.toString();
    }

    /** The terms of a filter in this shape (as {@link #text} writes it); empty for any other filter. */
    public static Optional<PatternFilter> parse(String text) {
        if (text.isBlank()) {
            return Optional.of(new PatternFilter(List.of()));
        }
        int open = 0;
        while (open < text.length() && text.charAt(open) == '(') {
            open++;
        }
        List<Term> terms = new ArrayList<>();
        int at = open;
        Combine combine = Combine.AND;
        while (true) {
            Optional<Term> term = term(text, at, combine);
            if (term.isEmpty()) {
                return Optional.empty();
            }
            terms.add(term.get());
            at += term.get().text().length();
            while (at < text.length() && text.charAt(at) == ')') {
                at++;
            }
            if (at == text.length()) {
                break;
            }
            Matcher m = COMBINE.matcher(text).region(at, text.length());
            if (!m.lookingAt()) {
                return Optional.empty();
            }
            combine = Combine.valueOf(m.group(1));
            at = m.end();
        }
        PatternFilter filter = new PatternFilter(terms);
        // The brackets must be exactly those the terms call for.
        return filter.text().equals(text) ? Optional.of(filter) : Optional.empty();
    }

    private static Optional<Term> term(String text, int at, Combine combine) {
        Matcher m = BETWEEN.matcher(text).region(at, text.length());
        if (m.lookingAt()) {
            return Optional.of(new Term(combine, m.group(1), Op.BETWEEN, List.of(operand(m, 2), operand(m, 4))));
        }
        m = COMPARISON.matcher(text).region(at, text.length());
        if (m.lookingAt()) {
            return Optional.of(new Term(combine, m.group(1), Op.of(m.group(2)), List.of(operand(m, 3))));
        }
        m = FUNCTION.matcher(text).region(at, text.length());
        if (m.lookingAt()) {
            return Optional.of(new Term(combine, m.group(2), Op.of(m.group(1)), List.of(operand(m, 3))));
        }
        m = EXISTENCE.matcher(text).region(at, text.length());
        if (m.lookingAt()) {
            return Optional.of(new Term(combine, m.group(2), Op.of(m.group(1)), List.of()));
        }
        return Optional.empty();
    }

    private static Operand operand(Matcher m, int group) {
        String type = m.group(group + 1);
        return new Operand(m.group(group), type == null ? ValueType.S : ValueType.valueOf(type));
    }
}
