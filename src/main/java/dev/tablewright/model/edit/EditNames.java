package dev.tablewright.model.edit;

import java.util.Collection;

/** Name checks and fresh names shared by the edits. */
public final class EditNames {
    private EditNames() {
    }

    public static String requireNew(String kind, String name, Collection<String> taken) {
        String n = requireValid(kind, name);
        if (taken.contains(n)) {
            throw new EditRefused("There is already " + article(kind) + " " + kind + " named '" + n + "'.");
        }
        return n;
    }

    public static String requireValid(String kind, String name) {
        if (name == null || name.isBlank()) {
            throw new EditRefused(capitalized(article(kind)) + " " + kind + " needs a name.");
        }
        if (!name.equals(name.strip())) {
            throw new EditRefused("The " + kind + " name '" + name + "' starts or ends with spaces.");
        }
        return name;
    }

    /** {@code base}, or {@code base2}, {@code base3}… whichever is free first ("Entity", "Entity2"). */
    static String fresh(String base, Collection<String> taken) {
        return taken.contains(base) ? numbered(base, 2, taken) : base;
    }

    /** {@code base1}, {@code base2}… whichever is free first ("GSI1", "Table1"). */
    static String numbered(String base, Collection<String> taken) {
        return numbered(base, 1, taken);
    }

    private static String numbered(String base, int from, Collection<String> taken) {
        for (int i = from; ; i++) {
            if (!taken.contains(base + i)) {
                return base + i;
            }
        }
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    private static String article(String kind) {
        return "aeiouAEIOU".indexOf(kind.charAt(0)) >= 0 ? "an" : "a";
    }
}
