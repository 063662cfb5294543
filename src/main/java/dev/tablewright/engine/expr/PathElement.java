package dev.tablewright.engine.expr;

/** One step of a document path: a map key (attribute name) or a list index. */
public sealed interface PathElement {

    /** A map key or top-level attribute name, placeholders already resolved. */
    record Field(String name) implements PathElement {
        public Field {
            if (name == null) {
                throw new NullPointerException("name");
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A list index, {@code [2]}. */
    record Index(int index) implements PathElement {
        public Index {
            if (index < 0) {
                throw new IllegalArgumentException("negative list index");
            }
        }

        @Override
        public String toString() {
            return "[" + index + "]";
        }
    }
}
