package dev.tablewright.rules;

import dev.tablewright.model.ReservedWords;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Attribute names that an expression cannot use bare: reserved words (WARNING: easy to trip over in
 * every query) and names with characters an expression reads as syntax, or starting with a digit
 * (INFO: legal, and the designer's generated expressions add placeholders). Each name is reported
 * once per table, where it first appears.
 */
final class ExpressionNameRules {
    private static final Pattern BARE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern BARE_CHARACTER = Pattern.compile("[A-Za-z0-9_]");

    private ExpressionNameRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        Set<String> seen = new HashSet<>();
        for (NameSite s : NameSite.of(table)) {
            String name = s.name();
            if (name.isEmpty() || !seen.add(name)) {
                continue;
            }
            if (ReservedWords.isReserved(name)) {
                out.add(Problem.warning(s.path(), Text.quote(name) + " is a DynamoDB reserved word: "
                        + "expressions need a #placeholder (ExpressionAttributeNames) for it"));
            } else if (!BARE.matcher(name).matches()) {
                out.add(Problem.info(s.path(), Text.quote(name) + " " + why(name)
                        + ": expressions need a #placeholder (ExpressionAttributeNames) for it"));
            }
        }
    }

    private static String why(String name) {
        Set<String> special = new LinkedHashSet<>();
        name.codePoints().mapToObj(Character::toString).filter(c -> !BARE_CHARACTER.matcher(c).matches())
                .forEach(c -> special.add(c.equals(" ") ? "a space" : "'" + c + "'"));
        if (special.isEmpty()) {
            return "starts with a digit";
        }
        return "contains " + String.join(", ", special);
    }
}
