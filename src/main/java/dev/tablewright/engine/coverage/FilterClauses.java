package dev.tablewright.engine.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An access pattern's filter taken apart at its top-level {@code AND}s, with the clauses that compare
 * an attribute to a parameter ({@code #status = ${status}}) recognised: those are what a key could
 * serve instead. A filter with a top-level {@code OR} or {@code NOT} is not taken apart (one clause).
 */
record FilterClauses(List<String> clauses) {
    private static final Pattern EQUALITY = Pattern.compile("#([A-Za-z0-9_]+)\\s*=\\s*(\\$\\{([^}:]+)(?::(S|N|BOOL))?})");

    /** {@code #attribute = ${parameter}}: {@code operand} is the parameter reference as written. */
    record Equality(String attribute, String parameter, String operand) {
    }

    FilterClauses {
        clauses = List.copyOf(clauses);
    }

    static FilterClauses parse(String filter) {
        String text = filter.strip();
        if (text.isEmpty()) {
            return new FilterClauses(List.of());
        }
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        String upper = text.toUpperCase(Locale.ROOT);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0 && word(upper, i, "OR") || depth == 0 && word(upper, i, "NOT")) {
                return new FilterClauses(List.of(text));
            } else if (depth == 0 && word(upper, i, "AND")) {
                parts.add(text.substring(start, i).strip());
                start = i + 3;
            }
        }
        parts.add(text.substring(start).strip());
        return new FilterClauses(parts);
    }

    /** True when {@code word} stands alone at {@code i} (spaces or parentheses around it). */
    private static boolean word(String upper, int i, String word) {
        if (!upper.startsWith(word, i)) {
            return false;
        }
        boolean before = i == 0 || Character.isWhitespace(upper.charAt(i - 1)) || upper.charAt(i - 1) == ')';
        int end = i + word.length();
        boolean after = end < upper.length() && (Character.isWhitespace(upper.charAt(end)) || upper.charAt(end) == '(');
        return before && after;
    }

    /** The clause at {@code i} as an equality with a parameter, if it is one. */
    Optional<Equality> equality(int i) {
        Matcher m = EQUALITY.matcher(clauses.get(i));
        return m.matches() ? Optional.of(new Equality(m.group(1), m.group(3), m.group(2))) : Optional.empty();
    }

    /**
     * Whether the clause at {@code i} keeps only items of type {@code marker}: the type attribute
     * compared with the marker as a bare word, or with a parameter whose sample value is the marker.
     */
    boolean isTypeClause(int i, String typeAttribute, String marker, java.util.Map<String, String> parameters) {
        Matcher m = Pattern.compile("#?" + Pattern.quote(typeAttribute) + "\\s*=\\s*(?:\\$\\{([^}:]+)}|([A-Za-z_][A-Za-z0-9_]*))")
                .matcher(clauses.get(i));
        if (!m.matches()) {
            return false;
        }
        return m.group(2) != null ? m.group(2).equals(marker) : marker.equals(parameters.get(m.group(1)));
    }

    /** The filter without the clause at {@code i}: what is left for DynamoDB to filter. */
    String without(int i) {
        List<String> rest = new ArrayList<>(clauses);
        rest.remove(i);
        return String.join(" AND ", rest);
    }
}
