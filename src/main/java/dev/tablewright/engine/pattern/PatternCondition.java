package dev.tablewright.engine.pattern;

import dev.tablewright.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An access pattern's key condition as the designer writes it: DynamoDB's key-condition shape with
 * template operands instead of placeholders — {@code PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)},
 * {@code SK BETWEEN ${from} AND ${to}}. An operand is literal text with {@code ${parameter}}
 * references; it runs to the next top-level {@code AND} (or {@code )} inside begins_with).
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

    /** @throws IllegalArgumentException with the column and what was expected when the text does not parse */
    public static PatternCondition parse(String text) {
        List<Clause> clauses = new ArrayList<>();
        String rest = text.strip();
        int offset = text.length() - text.stripLeading().length();
        if (rest.isEmpty()) {
            return new PatternCondition(clauses);
        }
        while (true) {
            int consumed;
            String lower = rest.toLowerCase(Locale.ROOT);
            if (lower.startsWith("begins_with")) {
                int open = rest.indexOf('(');
                int comma = rest.indexOf(',', open + 1);
                int close = rest.indexOf(')', comma + 1);
                if (open < 0 || comma < 0 || close < 0) {
                    throw error(offset, "begins_with(attribute, prefix)", rest);
                }
                String attribute = rest.substring(open + 1, comma).strip();
                String prefix = rest.substring(comma + 1, close).strip();
                clauses.add(new Clause(attribute, "begins_with", List.of(KeyTemplate.parse(prefix))));
                consumed = close + 1;
            } else {
                int space = indexOfAny(rest, " =<>");
                if (space <= 0) {
                    throw error(offset, "an attribute, a comparator and a value", rest);
                }
                String attribute = rest.substring(0, space).strip();
                String after = rest.substring(space).stripLeading();
                int opStart = rest.length() - after.length();
                String op = comparator(after);
                if (op == null) {
                    throw error(offset + opStart, "=, <, <=, >, >= or BETWEEN", after);
                }
                String operandText = after.substring(op.length());
                int operandStart = opStart + op.length();
                if (op.equalsIgnoreCase("BETWEEN")) {
                    int and = indexOfAnd(operandText);
                    if (and < 0) {
                        throw error(offset + operandStart, "BETWEEN low AND high", operandText);
                    }
                    String low = operandText.substring(0, and).strip();
                    String tail = operandText.substring(and + 5);
                    int next = indexOfAnd(tail);
                    String high = (next < 0 ? tail : tail.substring(0, next)).strip();
                    clauses.add(new Clause(attribute, "BETWEEN", List.of(KeyTemplate.parse(low), KeyTemplate.parse(high))));
                    consumed = operandStart + and + 5 + (next < 0 ? tail.length() : next);
                } else {
                    int next = indexOfAnd(operandText);
                    String value = (next < 0 ? operandText : operandText.substring(0, next)).strip();
                    if (value.isEmpty()) {
                        throw error(offset + operandStart, "a value after " + op, operandText);
                    }
                    if (value.toUpperCase(Locale.ROOT).contains(" OR ")) {
                        throw error(offset + operandStart, "conditions joined with AND (a key condition has no OR)",
                                value);
                    }
                    clauses.add(new Clause(attribute, op, List.of(KeyTemplate.parse(value))));
                    consumed = operandStart + (next < 0 ? operandText.length() : next);
                }
            }
            String remaining = rest.substring(consumed).strip();
            if (remaining.isEmpty()) {
                return new PatternCondition(clauses);
            }
            if (!remaining.regionMatches(true, 0, "AND ", 0, 4)) {
                throw error(offset + consumed, "AND between conditions", remaining);
            }
            offset += rest.length() - remaining.length() + 4;
            rest = remaining.substring(4).strip();
        }
    }

    private static String comparator(String s) {
        for (String op : new String[] {"<=", ">=", "=", "<", ">"}) {
            if (s.startsWith(op)) {
                return op;
            }
        }
        if (s.regionMatches(true, 0, "BETWEEN ", 0, 8)) {
            return s.substring(0, 7);
        }
        return null;
    }

    /** The index of the next " AND " (case-insensitive), or -1. */
    private static int indexOfAnd(String s) {
        return s.toUpperCase(Locale.ROOT).indexOf(" AND ");
    }

    private static int indexOfAny(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    private static IllegalArgumentException error(int column, String expected, String found) {
        String shown = found.length() > 30 ? found.substring(0, 30) + "…" : found;
        return new IllegalArgumentException("column " + (column + 1) + ": expected " + expected + ", found '" + shown + "'");
    }
}
