package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Tag;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Tags, the table's and each replica's own, against "Tagging restrictions in DynamoDB": at most 50,
 * keys of 1–128 and values of at most 256 Unicode characters (counted as code points), the allowed
 * characters, no {@code aws:} prefix, and each key once (keys are case sensitive, so {@code Team}
 * and {@code team} are two keys).
 */
final class TagRules {
    private static final Pattern ALLOWED = Pattern.compile(Limits.TAG_CHARACTERS);
    private static final String ALLOWED_TEXT = "tags may use letters, numbers, white space and + - = . _ : / only";

    private TagRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        String path = Paths.table(table.name());
        tags(path, "the table", table.settings().tags(), out);
        for (Replica r : table.settings().replication().replicas()) {
            tags(path, "replica " + r.region(), r.tags(), out);
        }
    }

    private static void tags(String path, String owner, List<Tag> tags, List<Problem> out) {
        if (tags.size() > Limits.MAX_TAGS) {
            out.add(Problem.error(path, owner + " has " + Text.count(tags.size(), "tag", "tags") + ": DynamoDB allows "
                    + Limits.MAX_TAGS + " per resource"));
        }
        for (Tag t : tags) {
            tag(path, owner, t, out);
        }
        Repeats.each(tags, Tag::key, (t, first) -> out.add(Problem.error(path, owner + " has tag "
                + Text.quote(t.key()) + " twice: a resource has one tag per key")));
    }

    private static void tag(String path, String owner, Tag t, List<Problem> out) {
        String subject = owner + "'s tag " + Text.quote(t.key());
        int keyLength = t.key().codePointCount(0, t.key().length());
        if (keyLength == 0) {
            out.add(Problem.error(path, owner + " has a tag with an empty key: a tag key has 1 to "
                    + Limits.MAX_TAG_KEY_CHARACTERS + " characters"));
        } else if (keyLength > Limits.MAX_TAG_KEY_CHARACTERS) {
            out.add(Problem.error(path, subject + " has a key of " + keyLength + " characters: DynamoDB allows "
                    + Limits.MAX_TAG_KEY_CHARACTERS));
        }
        int valueLength = t.value().codePointCount(0, t.value().length());
        if (valueLength > Limits.MAX_TAG_VALUE_CHARACTERS) {
            out.add(Problem.error(path, subject + " has a value of " + valueLength + " characters: DynamoDB allows "
                    + Limits.MAX_TAG_VALUE_CHARACTERS));
        }
        if (t.key().toLowerCase(Locale.ROOT).startsWith(Limits.RESERVED_TAG_PREFIX)) {
            out.add(Problem.error(path, subject + " starts with '" + Limits.RESERVED_TAG_PREFIX + "': AWS keeps that "
                    + "prefix for its own tags"));
        }
        disallowed(t.key()).ifPresent(c -> out.add(Problem.error(path, subject + " has " + c + " in its key: "
                + ALLOWED_TEXT)));
        disallowed(t.value()).ifPresent(c -> out.add(Problem.error(path, subject + " has " + c + " in its value: "
                + ALLOWED_TEXT)));
    }

    /** The first character the tag rules do not allow, described ("'#'", "U+0009"). */
    private static Optional<String> disallowed(String text) {
        for (int c : text.codePoints().toArray()) {
            String ch = new String(Character.toChars(c));
            if (!ALLOWED.matcher(ch).matches()) {
                return Optional.of(Character.isISOControl(c) || Character.isWhitespace(c)
                        ? String.format(Locale.ROOT, "U+%04X", c) : "'" + ch + "'");
            }
        }
        return Optional.empty();
    }
}
