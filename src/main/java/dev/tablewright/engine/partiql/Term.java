package dev.tablewright.engine.partiql;

import dev.tablewright.model.AttributeValue;
import java.util.List;

/** An operand: a path into the item, a literal, a {@code ?} parameter, or a value built of them. */
public sealed interface Term {
    /** Steps are attribute names (String) and list positions (Integer), as written. */
    record Path(List<Object> steps) implements Term {
        public Path {
            steps = List.copyOf(steps);
        }

        /** The attribute name when the path is just one, else null. */
        String topLevelName() {
            return steps.size() == 1 && steps.get(0) instanceof String s ? s : null;
        }

        /** The name DynamoDB gives a projected path: its last attribute name and the positions after it. */
        String projectedName() {
            StringBuilder name = new StringBuilder();
            for (Object step : steps) {
                if (step instanceof String s) {
                    name.setLength(0);
                    name.append(s);
                } else {
                    name.append('[').append(step).append(']');
                }
            }
            return name.toString();
        }
    }

    record Literal(AttributeValue value) implements Term {
    }

    /** The {@code index}-th {@code ?} of the statement, from 0. */
    record Parameter(int index) implements Term {
    }

    /** {@code [a, b]}: a list whose elements may be parameters. */
    record ListLiteral(List<Term> elements) implements Term {
        public ListLiteral {
            elements = List.copyOf(elements);
        }
    }

    /** {@code {'k': v}}: a map whose values may be parameters. */
    record MapLiteral(List<String> keys, List<Term> values) implements Term {
        public MapLiteral {
            keys = List.copyOf(keys);
            values = List.copyOf(values);
        }
    }

    /** {@code size(path)} */
    record Size(Path path) implements Term {
    }
}
