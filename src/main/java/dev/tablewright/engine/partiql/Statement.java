package dev.tablewright.engine.partiql;

import dev.tablewright.engine.api.ReturnValues;
import java.util.List;

/** A parsed statement of the Sandbox's PartiQL subset; {@code parameters} counts its {@code ?}. */
public sealed interface Statement {
    String table();

    int parameters();

    /**
     * @param projection the paths asked for, or empty for {@code *}
     * @param where      null when absent
     * @param orderBy    the ORDER BY path, or null
     */
    record Select(String table, String index, List<Term.Path> projection, Clause where, Term.Path orderBy,
            boolean descending, int parameters) implements Statement {
        public Select {
            projection = List.copyOf(projection);
        }
    }

    /** @param item a map literal (its values may be parameters) */
    record Insert(String table, Term.MapLiteral item, int parameters) implements Statement {
    }

    /** @param returning what {@code RETURNING} asks for ({@code NONE} without it) */
    record Update(String table, List<Change> changes, Clause where, ReturnValues returning, int parameters)
            implements Statement {
        public Update {
            changes = List.copyOf(changes);
        }
    }

    record Delete(String table, Clause where, ReturnValues returning, int parameters) implements Statement {
    }

    /** One SET or REMOVE of an UPDATE, in the order written. */
    sealed interface Change {
        /** {@code path = value}, or {@code path = operand +|- operand} when {@code operator} is not null. */
        record Set(Term.Path path, Term value, String operator, Term right) implements Change {
        }

        record Remove(Term.Path path) implements Change {
        }
    }
}
