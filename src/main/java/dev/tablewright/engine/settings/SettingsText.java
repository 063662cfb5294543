package dev.tablewright.engine.settings;

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

/**
 * A setting's value in words, one phrasing everywhere it is shown (diff, design document, {@code tables}):
 * "on, 14 days", "5 to 50 units at 70% target", "as the table".
 */
public final class SettingsText {
    /** What an empty replica override shows: the replica takes the table's own value. */
    public static final String INHERITED = "as the table";

    private SettingsText() {
    }

    public static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    public static String scaling(Optional<AutoScaling> s) {
        return s.map(SettingsText::scaling).orElse("off");
    }

    public static String scaling(AutoScaling a) {
        return a.minCapacity() + " to " + a.maxCapacity() + " units at " + number(a.targetUtilization()) + "% target";
    }

    public static String maximum(Optional<Long> units) {
        return units.map(u -> u + " units/s").orElse("no maximum");
    }

    public static String warm(Optional<Long> units) {
        return units.map(u -> u + " units/s").orElse("not set");
    }

    public static String tableClass(TableClass c) {
        return c.label();
    }

    public static String ttl(Optional<String> attribute) {
        return attribute.map(a -> "on, attribute " + a).orElse("off");
    }

    public static String stream(Optional<StreamView> view) {
        return view.map(v -> "on, " + v.name()).orElse("off");
    }

    /** "on, 14 days"; off keeps its period only when it is not the default (it would apply when turned on). */
    public static String recovery(Recovery r) {
        if (r.enabled()) {
            return "on, " + days(r.periodDays());
        }
        return r.periodDays() == Recovery.DEFAULT_PERIOD_DAYS ? "off" : "off (" + days(r.periodDays()) + " when on)";
    }

    private static String days(int n) {
        return n + (n == 1 ? " day" : " days");
    }

    public static String encryption(Encryption e) {
        return e.type().label() + (e.type() == EncryptionType.CUSTOMER_MANAGED ? " " + e.kmsKey().orElse("(no key)") : "");
    }

    public static String expectedItems(Optional<Long> count) {
        return count.map(n -> n + " items").orElse("not set");
    }

    public static String stack(Optional<StackIdentity> s) {
        return s.map(i -> "logical ID " + i.logicalId() + ", "
                + (i.namesTable() ? "the template gives a TableName" : "the template gives no TableName")).orElse("none");
    }

    /** A GSI's own units: "4 units", or the table's when it sets none. */
    public static String units(Optional<Long> units) {
        return units.map(u -> u + " units").orElse("the table's");
    }

    /** An override of a replica: its value, or {@link #INHERITED} when the replica takes the table's. */
    public static <T> String override(Optional<T> value, java.util.function.Function<T, String> text) {
        return value.map(text).orElse(INHERITED);
    }

    public static String tags(List<Tag> tags) {
        List<String> parts = new ArrayList<>();
        tags.forEach(t -> parts.add(t.key() + "=" + t.value()));
        return String.join(", ", parts);
    }

    /** What a replica sets differently from the table, or "no overrides". */
    public static String replica(Replica r) {
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

    public static String replicaIndex(ReplicaIndex i) {
        List<String> parts = new ArrayList<>();
        i.readUnits().ifPresent(u -> parts.add("read units " + u));
        i.readScaling().ifPresent(a -> parts.add("read auto scaling " + scaling(a)));
        i.maxReadRequestUnits().ifPresent(u -> parts.add("maximum read " + u + " units/s"));
        i.contributorInsights().ifPresent(b -> parts.add("contributor insights " + onOff(b)));
        return parts.isEmpty() ? "no overrides" : String.join(", ", parts);
    }

    public static String number(double d) {
        return BigDecimal.valueOf(d).stripTrailingZeros().toPlainString().toLowerCase(Locale.ROOT);
    }
}
