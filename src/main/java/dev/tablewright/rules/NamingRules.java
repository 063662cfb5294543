package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Problem;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Names: DynamoDB's rules for table, index and attribute names, and names that must be unique. */
final class NamingRules {
    private static final Pattern ALLOWED = Pattern.compile(Limits.NAME_CHARACTERS + "*");
    private static final String ALLOWED_TEXT = "letters a-z and A-Z, digits, '_', '-' and '.'";

    private NamingRules() {
    }

    static void checkModel(DataModel model, List<Problem> out) {
        Repeats.each(model.tables(), TableDesign::name, (t, first) -> out.add(Problem.error(Paths.table(t.name()),
                "table name " + Text.quote(t.name()) + " is used by more than one table: "
                        + "table names are unique within an account and Region")));
    }

    static void check(TableDesign table, List<Problem> out) {
        String t = table.name();
        tableOrIndexName("table", t, Paths.table(t), out);
        for (SecondaryIndex i : table.indexes()) {
            tableOrIndexName("index", i.name(), Paths.index(t, i.name()), out);
        }
        Repeats.each(table.indexes(), SecondaryIndex::name, (i, first) -> out.add(Problem.error(Paths.index(t, i.name()),
                "index name " + Text.quote(i.name()) + " is used by more than one index: "
                        + "GSI and LSI names are unique within a table")));
        entityNames(table, out);
        declaredTwice(table, out);
        for (NameSite s : NameSite.of(table)) {
            attributeName(s, out);
        }
    }

    /** DynamoDB's rules for a table's or an index's name; {@code kind} names it in messages. */
    static void tableOrIndexName(String kind, String name, String path, List<Problem> out) {
        if (name.isEmpty()) {
            out.add(Problem.error(path, "the " + kind + " has no name: DynamoDB requires "
                    + Limits.MIN_TABLE_OR_INDEX_NAME + " to " + Limits.MAX_TABLE_OR_INDEX_NAME + " characters"));
            return;
        }
        int length = name.codePointCount(0, name.length());
        if (length < Limits.MIN_TABLE_OR_INDEX_NAME || length > Limits.MAX_TABLE_OR_INDEX_NAME) {
            out.add(Problem.error(path, kind + " name " + Text.quote(name) + " has " + Text.count(length, "character",
                    "characters") + ": DynamoDB requires " + Limits.MIN_TABLE_OR_INDEX_NAME + " to "
                    + Limits.MAX_TABLE_OR_INDEX_NAME));
        }
        if (!ALLOWED.matcher(name).matches()) {
            out.add(Problem.error(path, kind + " name " + Text.quote(name) + " contains " + badCharacters(name)
                    + ": DynamoDB allows only " + ALLOWED_TEXT));
        }
    }

    private static String badCharacters(String name) {
        Set<String> bad = new LinkedHashSet<>();
        name.codePoints().mapToObj(Character::toString).filter(c -> !ALLOWED.matcher(c).matches())
                .forEach(c -> bad.add("'" + c + "'"));
        return String.join(", ", bad);
    }

    private static void entityNames(TableDesign table, List<Problem> out) {
        String t = table.name();
        for (Entity e : table.entities()) {
            if (e.name().isBlank()) {
                out.add(Problem.error(Paths.entity(t, e.name()),
                        "an entity has no name: the file format identifies entities by name"));
            }
            // The format writes an entity's attributes as a JSON object keyed by name: a repeat is lost.
            Repeats.each(e.attributes(), AttributeDef::name, (a, first) -> out.add(Problem.error(
                    Paths.entityAttribute(t, e.name(), a.name()), "attribute " + Text.quote(a.name())
                            + " is declared twice in entity " + e.name() + ": the file keeps one declaration per name")));
        }
        Repeats.each(table.entities(), Entity::name, (e, first) -> out.add(Problem.error(Paths.entity(t, e.name()),
                "entity name " + Text.quote(e.name()) + " is used by more than one entity: "
                        + "the file format identifies entities by name, so one would be lost")));
    }

    /** The table's own attribute list repeating a name: harmless if the types agree. */
    private static void declaredTwice(TableDesign table, List<Problem> out) {
        Repeats.each(table.attributes(), AttributeDef::name, (a, first) -> {
            String path = Paths.tableAttribute(table.name(), a.name());
            if (a.type() != first.type()) {
                out.add(Problem.error(path, "attribute " + Text.quote(a.name()) + " is declared twice with different types, "
                        + first.type() + " and " + a.type() + ": an attribute has one declared type"));
            } else {
                out.add(Problem.warning(path, "attribute " + Text.quote(a.name()) + " is declared twice"));
            }
        });
    }

    private static void attributeName(NameSite s, List<Problem> out) {
        if (s.name().isEmpty()) {
            out.add(Problem.error(s.path(), "the " + s.what() + " has an empty name: "
                    + "DynamoDB attribute names are at least 1 character"));
            return;
        }
        int bytes = ItemSize.utf8(s.name());
        String subject = s.what() + " name " + Text.quote(s.name()) + " is " + Text.number(bytes) + " bytes";
        if (s.keyOrProjected() && bytes > Limits.MAX_KEY_ATTRIBUTE_NAME_BYTES) {
            out.add(Problem.error(s.path(), subject + ": key and projected attribute names are at most "
                    + Limits.MAX_KEY_ATTRIBUTE_NAME_BYTES + " bytes (UTF-8)"));
        } else if (bytes > Limits.MAX_ATTRIBUTE_NAME_BYTES) {
            out.add(Problem.error(s.path(), subject + ": attribute names are at most "
                    + Text.number(Limits.MAX_ATTRIBUTE_NAME_BYTES) + " bytes (64 KB)"));
        } else if (bytes > Limits.MAX_KEY_ATTRIBUTE_NAME_BYTES) {
            out.add(Problem.warning(s.path(), subject + ": legal for an ordinary attribute, but longer than the "
                    + Limits.MAX_KEY_ATTRIBUTE_NAME_BYTES + " bytes a key or projected attribute may have, "
                    + "and every item stores the name"));
        }
    }
}
