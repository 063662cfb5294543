package dev.tablewright.engine.partiql;

import java.util.List;

/** A WHERE condition. */
public sealed interface Clause {
    /** {@code = <> < <= > >=} */
    record Compare(Term left, String operator, Term right) implements Clause {
    }

    record Between(Term operand, Term low, Term high) implements Clause {
    }

    record In(Term operand, List<Term> candidates) implements Clause {
        public In {
            candidates = List.copyOf(candidates);
        }
    }

    /** begins_with, contains, attribute_exists, attribute_not_exists, attribute_type. */
    record Function(String name, List<Term> arguments) implements Clause {
        public Function {
            arguments = List.copyOf(arguments);
        }
    }

    /** {@code path IS [NOT] MISSING} and {@code path IS [NOT] NULL}. */
    record Is(Term.Path path, boolean missing, boolean negated) implements Clause {
    }

    record And(Clause left, Clause right) implements Clause {
    }

    record Or(Clause left, Clause right) implements Clause {
    }

    record Not(Clause operand) implements Clause {
    }

    /** The top-level conjuncts: {@code a AND (b AND c)} gives a, b, c. */
    static List<Clause> conjuncts(Clause c) {
        if (c == null) {
            return List.of();
        }
        if (c instanceof And and) {
            java.util.ArrayList<Clause> all = new java.util.ArrayList<>(conjuncts(and.left()));
            all.addAll(conjuncts(and.right()));
            return all;
        }
        return List.of(c);
    }
}
