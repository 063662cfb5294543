package dev.tablewright.model.edit;

import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Edits of a table's settings (issue 25): table class, expected item count, contributor insights,
 * point-in-time recovery, deletion protection, encryption, stream, time to live, tags and the resource
 * policy. Capacity is {@link ThroughputEdits}', replicas {@link ReplicaEdits}'. Each is one named undo
 * step; input DynamoDB would never take (a recovery period of 40 days, two tags with one key) is refused.
 */
public final class SettingsEdits {
    /** DynamoDB's limits on tags: keys 1–128 characters, values up to 256, 50 tags a resource. */
    static final int MAX_TAG_KEY = 128;
    static final int MAX_TAG_VALUE = 256;
    static final int MAX_TAGS = 50;

    private SettingsEdits() {
    }

    public static Edit setTableClass(String table, TableClass tableClass) {
        return settings(table, "Set table class of " + table + " to " + tableClass.label(), s -> s.withTableClass(tableClass));
    }

    /** @param count empty: no estimate (the cost estimate then has no storage line) */
    public static Edit setExpectedItemCount(String table, Optional<Long> count) {
        if (count.isPresent() && count.get() < 0) {
            return refused("The expected item count cannot be negative.");
        }
        return settings(table, count.map(c -> "Expect " + String.format("%,d", c) + " items in " + table)
                .orElse("Clear the expected item count of " + table), s -> s.withExpectedItemCount(count));
    }

    public static Edit setContributorInsights(String table, boolean on) {
        return settings(table, (on ? "Turn on" : "Turn off") + " contributor insights of " + table,
                s -> s.withContributorInsights(on));
    }

    public static Edit setRecovery(String table, Recovery recovery) {
        if (recovery.periodDays() < 1 || recovery.periodDays() > 35) {
            return refused("The recovery period is 1 to 35 days.");
        }
        String what = recovery.enabled() ? "Turn on point-in-time recovery of " + table + " ("
                + recovery.periodDays() + " days)" : "Turn off point-in-time recovery of " + table;
        return settings(table, what, s -> s.withRecovery(recovery));
    }

    public static Edit setDeletionProtection(String table, boolean on) {
        return settings(table, (on ? "Turn on" : "Turn off") + " deletion protection of " + table,
                s -> s.withDeletionProtection(on));
    }

    public static Edit setEncryption(String table, Encryption encryption) {
        return settings(table, "Encrypt " + table + " with " + encryption.kmsKey().map(k -> "key " + k)
                .orElse(encryption.type().label()), s -> s.withEncryption(encryption));
    }

    /** @param view empty turns the stream off */
    public static Edit setStream(String table, Optional<StreamView> view) {
        return settings(table, view.map(v -> "Stream " + v + " of " + table).orElse("Turn off the stream of " + table),
                s -> s.withStream(view));
    }

    /** @param attribute empty (or blank) turns time to live off */
    public static Edit setTtlAttribute(String table, Optional<String> attribute) {
        Optional<String> name = attribute.filter(a -> !a.isBlank());
        return settings(table, name.map(a -> "Expire items of " + table + " by " + a)
                .orElse("Turn off time to live of " + table), s -> s.withTtlAttribute(name),
                s -> name.ifPresent(a -> EditNames.requireValid("time-to-live attribute", a)));
    }

    public static Edit addTag(String table, Tag tag) {
        String key = tag.key();
        return settings(table, "Tag " + table + " " + key + " = " + tag.value(), s -> {
            requireTag(tag);
            if (s.tags().stream().anyMatch(t -> t.key().equals(key))) {
                throw new EditRefused("Table '" + table + "' already has a tag '" + key + "'.");
            }
            if (s.tags().size() >= MAX_TAGS) {
                throw new EditRefused("A table has at most " + MAX_TAGS + " tags.");
            }
            List<Tag> tags = new ArrayList<>(s.tags());
            tags.add(tag);
            return s.withTags(tags);
        });
    }

    public static Edit setTagValue(String table, String key, String value) {
        return settings(table, "Set tag " + key + " of " + table + " to " + value, s -> s.withTags(s.tags().stream()
                .map(t -> t.key().equals(key) ? new Tag(key, value) : t).toList()), s -> {
                    requireTagged(table, s, key);
                    requireTag(new Tag(key, value));
                });
    }

    public static Edit removeTag(String table, String key) {
        return settings(table, "Remove tag " + key + " from " + table,
                s -> s.withTags(s.tags().stream().filter(t -> !t.key().equals(key)).toList()),
                s -> requireTagged(table, s, key));
    }

    /**
     * Sets the resource-based policy, kept as written. The caller has checked it is a JSON object
     * (the model knows no JSON parser); empty removes it.
     */
    public static Edit setResourcePolicy(String table, Optional<String> json) {
        Optional<String> policy = json.filter(p -> !p.isBlank());
        return settings(table, policy.isPresent() ? "Set the resource policy of " + table
                : "Remove the resource policy of " + table, s -> s.withResourcePolicy(policy));
    }

    static void requireTag(Tag tag) {
        if (tag.key().isBlank()) {
            throw new EditRefused("A tag needs a key.");
        }
        if (tag.key().length() > MAX_TAG_KEY) {
            throw new EditRefused("A tag key has at most " + MAX_TAG_KEY + " characters; this one has "
                    + tag.key().length() + ".");
        }
        if (tag.value().length() > MAX_TAG_VALUE) {
            throw new EditRefused("A tag value has at most " + MAX_TAG_VALUE + " characters; this one has "
                    + tag.value().length() + ".");
        }
        if (tag.key().startsWith("aws:")) {
            throw new EditRefused("Tag keys starting with 'aws:' are reserved for AWS.");
        }
    }

    private static void requireTagged(String table, TableSettings s, String key) {
        if (s.tags().stream().noneMatch(t -> t.key().equals(key))) {
            throw new EditRefused("Table '" + table + "' has no tag '" + key + "'.");
        }
    }

    static Edit settings(String table, String description, UnaryOperator<TableSettings> change) {
        return new Edit(description, m -> Tables.change(m, table, t -> t.withSettings(change)));
    }

    static Edit settings(String table, String description, UnaryOperator<TableSettings> change,
            java.util.function.Consumer<TableSettings> check) {
        return settings(table, description, s -> {
            check.accept(s);
            return change.apply(s);
        });
    }

    /** An edit that is refused whatever the model, for input refused before it reaches one. */
    static Edit refused(String reason) {
        return new Edit("Refused", m -> {
            throw new EditRefused(reason);
        });
    }
}
