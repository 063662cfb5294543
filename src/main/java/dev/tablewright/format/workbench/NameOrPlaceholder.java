package dev.tablewright.format.workbench;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.Member;

/**
 * A name a table or facet must have. Without one its data is still read, under a placeholder
 * name the error states, rather than dropped.
 */
final class NameOrPlaceholder {

    private NameOrPlaceholder() {
    }

    static String read(Member member, String what, String placeholder, Diagnostics d) {
        if (member.present() && member.node().isTextual() && !member.node().textValue().isEmpty()) {
            return member.node().textValue();
        }
        d.error(member.path(), "expected " + what + ", found " + Json.describe(member.node()) + "; it is read as '"
                + placeholder + "'");
        return placeholder;
    }
}
