package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;

/** An operand of a condition: a document path, an expression attribute value, or {@code size(…)}. */
public sealed interface Operand {

    /** The character offset of the operand in its expression. */
    int position();

    record Path(DocumentPath path, int position) implements Operand {
        public Path {
            if (path == null) {
                throw new NullPointerException("path");
            }
        }
    }

    /** {@code :name}, with the value it stands for. */
    record Value(String placeholder, AttributeValue value, int position) implements Operand {
        public Value {
            if (placeholder == null || value == null) {
                throw new NullPointerException("placeholder and value");
            }
        }
    }

    /** {@code size(argument)}, whose argument is a path or a value. */
    record Size(Operand argument, int position) implements Operand {
        public Size {
            if (argument == null) {
                throw new NullPointerException("argument");
            }
        }
    }
}
