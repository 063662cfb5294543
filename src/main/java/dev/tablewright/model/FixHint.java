package dev.tablewright.model;

/**
 * A one-step fix a rule knows for the problem it reports, as data: {@code model.edit.QuickFixes}
 * makes it an edit, and the Problems list offers it on the problem's row.
 */
public sealed interface FixHint {
    /** What the fix does, in full: the menu item, the tooltip, the status line. */
    String label();

    /** A few words for a narrow column: "Declare gsi2pk". */
    String shortLabel();

    /** Declares an attribute (with its type) among the table's attributes. */
    record DeclareAttribute(String table, AttributeDef attribute) implements FixHint {
        @Override
        public String label() {
            return "Declare " + attribute.name() + " (" + attribute.type() + ") on table " + table;
        }

        @Override
        public String shortLabel() {
            return "Declare " + attribute.name();
        }
    }

    /** Takes an attribute off an entity's attribute list: its key template fills it. */
    record UnlistEntityAttribute(String table, String entity, String attribute) implements FixHint {
        @Override
        public String label() {
            return "Take " + attribute + " off " + entity + "'s attribute list (its template fills it)";
        }

        @Override
        public String shortLabel() {
            return "Unlist " + attribute;
        }
    }

    /** Leaves an index key attribute out of the sample items where it is empty, keeping them out of that index. */
    record LeaveOutEmptyKey(String table, String attribute) implements FixHint {
        @Override
        public String label() {
            return "Leave out the empty " + attribute + " (those items stay out of the index)";
        }

        @Override
        public String shortLabel() {
            return "Leave out empty " + attribute;
        }
    }

    /** Replaces a kept entity's sample items with the ones its stream would keep from its source's. */
    record RecomputeKeptItems(String table, String entity) implements FixHint {
        @Override
        public String label() {
            return "Recompute " + entity + "'s items from its source's, as the stream keeps them";
        }

        @Override
        public String shortLabel() {
            return "Recompute " + entity;
        }
    }
}
