package dev.tablewright.ui.commit;

import java.util.List;
import java.util.Set;

/** What the commit form tells before Replace may delete live tables: why it cannot, or what to type. */
final class ReplaceWords {
    private ReplaceWords() {
    }

    /** Replace is blocked: the tables have deletion protection on, and how to lift it. */
    static String deletionProtected(List<String> names) {
        boolean one = names.size() == 1;
        return (one ? "Table " : "Tables ") + String.join(", ", names) + (one ? " has" : " have")
                + " deletion protection on: Replace would delete " + (one ? "it" : "them") + "; turn it off first"
                + " (set it off in the model and commit with Add, or on the table itself), then Check again.";
    }

    /**
     * The names to type to confirm, and what is lost.
     *
     * @param deleted each table with its item count ("Movies (49 items)"), in form order
     */
    static String typeToConfirm(Set<String> names, List<String> deleted) {
        boolean one = names.size() == 1;
        return "Type the name" + (one ? "" : "s") + " of the table" + (one ? "" : "s") + " to replace ("
                + String.join(", ", names) + "): Commit deletes " + (one ? deleted.get(0)
                        : String.join(", ", deleted.subList(0, deleted.size() - 1)) + " and "
                                + deleted.get(deleted.size() - 1))
                + ", then creates " + (one ? "it" : "them") + " again from the model; " + (one ? "its" : "their")
                + " items are lost.";
    }
}
