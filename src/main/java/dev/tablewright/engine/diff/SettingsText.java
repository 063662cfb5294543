package dev.tablewright.engine.diff;

import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.StackIdentity;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.Tag;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The short text a settings change shows: "on, 14 days", "5 to 50 units at 70% target", "as the table". */
final class SettingsText {
    /** What an empty replica override shows: the replica takes the table's own value. */
    static final String INHERITED = "as the table";

    private SettingsText() {
    }

    static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    static String scaling(Optional<AutoScaling> s) {
        return s.map(SettingsText::scaling).orElse("off");
    }

    static String scaling(AutoScaling a) {
        return a.minCapacity() + " to " + a.maxCapacity() + " units at " + number(a.targetUtilization()) + "% target";
    }

    static String maximum(Optional<Long> units) {
        return units.map(u -> u + " units/s").orElse("no maximum");
    }

    static String warm(Optional<Long> units) {
        return units.map(u -> u + " units/s").orElse("not set");
    }

    static String tableClass(TableClass c) {
        return c.label();
    }

    static String ttl(Optional<String> attribute) {
        return attribute.map(a -> "on, attribute " + a).orElse("off");
    }

    static String stream(Optional<StreamView> view) {
        return view.map(v -> "on, " + v.name()).orElse("off");
    }

    /** "on, 14 days"; off keeps its period only when it is not the default (it would apply when turned on). */
    static String recovery(Recovery r) {
        if (r.enabled()) {
            return "on, " + days(r.periodDays());
        }
        return r.periodDays() == Recovery.DEFAULT_PERIOD_DAYS ? "off" : "off (" + days(r.periodDays()) + " when on)";
    }

    private static String days(int n) {
        return n + (n == 1 ? " day" : " days");
    }

    static String encryption(Encryption e) {
        return e.type().label() + (e.type() == EncryptionType.CUSTOMER_MANAGED ? " " + e.kmsKey().orElse("(no key)") : "");
    }

    static String expectedItems(Optional<Long> count) {
        return count.map(n -> n + " items").orElse("not set");
    }

    static String stack(Optional<StackIdentity> s) {
        return s.map(i -> "logical ID " + i.logicalId() + ", "
                + (i.namesTable() ? "the template gives a TableName" : "the template gives no TableName")).orElse("none");
    }

    /** A GSI's own units: "4 units", or the table's when it sets none. */
    static String units(Optional<Long> units) {
        return units.map(u -> u + " units").orElse("the table's");
    }

    /** An override of a replica: its value, or {@link #INHERITED} when the replica takes the table's. */
    static <T> String override(Optional<T> value, java.util.function.Function<T, String> text) {
        return value.map(text).orElse(INHERITED);
    }

    static String tags(List<Tag> tags) {
        List<String> parts = new ArrayList<>();
        tags.forEach(t -> parts.add(t.key() + "=" + t.value()));
        return String.join(", ", parts);
    }

    /** What a replica sets differently from the table, or "no overrides". */
    static String replica(Replica r) {
        List<String> parts = new ArrayList<>();
        r.tableClass().ifPresent(c -> parts.add("table class " + c.label()));
        r.deletionProtection().ifPresent(b -> parts.add("deletion protection " + onOff(b)));
        r.pointInTimeRecovery().ifPresent(b -> parts.add("point-in-time recovery " + onOff(b)));
        r.contributorInsights().ifPresent(b -> parts.add("contributor insights " + onOff(b)));
        r.kmsKey().ifPresent(k -> parts.add("KMS key " + k));
        r.readUnits().ifPresent(u -> parts.add("read units " + u));
        r.readScaling().ifPresent(a -> parts.add("read auto scaling " + scaling(a)));
        r.maxReadRequestUnits().ifPresent(u -> parts.add("maximum read " + u + " units/s"));
        if (!r.tags().isEmpty()) {
            parts.add("tags " + tags(r.tags()));
        }
        r.resourcePolicy().ifPresent(p -> parts.add("a resource policy"));
        r.indexes().forEach(i -> parts.add("index " + i.indexName() + " (" + replicaIndex(i) + ")"));
        return parts.isEmpty() ? "no overrides" : String.join(", ", parts);
    }

    static String replicaIndex(ReplicaIndex i) {
        List<String> parts = new ArrayList<>();
        i.readUnits().ifPresent(u -> parts.add("read units " + u));
        i.readScaling().ifPresent(a -> parts.add("read auto scaling " + scaling(a)));
        i.maxReadRequestUnits().ifPresent(u -> parts.add("maximum read " + u + " units/s"));
        i.contributorInsights().ifPresent(b -> parts.add("contributor insights " + onOff(b)));
        return parts.isEmpty() ? "no overrides" : String.join(", ", parts);
    }

    /**
     * Two long texts (a policy) that differ after the first {@value Brief#MAX} characters would show the
     * same cut text on both sides: each is then shown from a little before the first difference.
     */
    static String[] distinct(String before, String after) {
        String a = Brief.shortened(before);
        String b = Brief.shortened(after);
        if (a == null || b == null || !a.equals(b)) {
            return new String[] {before, after};
        }
        int at = 0;
        while (at < before.length() && at < after.length() && before.charAt(at) == after.charAt(at)) {
            at++;
        }
        int from = Math.max(0, at - 20);
        return new String[] {"…" + before.substring(from), "…" + after.substring(from)};
    }

    static String number(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString().toLowerCase(Locale.ROOT);
    }
}
