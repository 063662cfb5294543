package dev.tablewright.rules;

import dev.tablewright.model.ReservedWords;
import dev.tablewright.model.Problem;
import dev.tablewright.model.DataModel;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Attribute names that an expression cannot use bare: reserved words and names with characters an
 * expression reads as syntax, or starting with a digit. Both are INFO: legal, and the designer's
 * builders, generated code and exports add the placeholders, so a note once per name in the whole
 * model (where it first appears) is enough; a warning on every attribute named {@code name} or
 * {@code status} only buried the problems that matter.
 */
final class ExpressionNameRules {
    private static final Pattern BARE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern BARE_CHARACTER = Pattern.compile("[A-Za-z0-9_]");

    private ExpressionNameRules() {
    }

    static void check(DataModel model, List<Problem> out) {
        Set<String> seen = new HashSet<>();
        for (NameSite s : model.tables().stream().flatMap(t -> NameSite.of(t).stream()).toList()) {
            String name = s.name();
            if (name.isEmpty() || !seen.add(name)) {
                continue;
            }
            if (ReservedWords.isReserved(name)) {
                out.add(Problem.info(s.path(), Text.quote(name) + " is a DynamoDB reserved word: "
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
