package dev.tablewright.format;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A table's settings in words, one line per setting that differs from DynamoDB's default, in the
 * order of the table inspector: what the design document and the {@code tables} command show.
 */
public final class SettingsText {
    private SettingsText() {
    }

    /** One setting: "Point-in-time recovery" → "on, 14 days". */
    public record Line(String label, String value) {
        @Override
        public String toString() {
            return label + ": " + value;
        }
    }

    public static List<Line> lines(TableDesign t) {
        TableSettings s = t.settings();
        List<Line> lines = new ArrayList<>();
        throughput(s.throughput()).forEach(v -> lines.add(new Line("Throughput", v)));
        if (s.tableClass() != TableClass.STANDARD) {
            lines.add(new Line("Table class", s.tableClass().label()));
        }
        s.ttlAttribute().ifPresent(a -> lines.add(new Line("Time to live", a)));
        s.stream().ifPresent(v -> lines.add(new Line("Stream", v.name())));
        if (s.recovery().enabled()) {
            lines.add(new Line("Point-in-time recovery", "on, " + days(s.recovery().periodDays())));
        }
        if (s.deletionProtection()) {
            lines.add(new Line("Deletion protection", "on"));
        }
        if (s.encryption().type() != EncryptionType.AWS_OWNED) {
            lines.add(new Line("Encryption", s.encryption().type().label()
                    + s.encryption().kmsKey().map(k -> " " + k).orElse("")));
        }
        if (s.contributorInsights()) {
            lines.add(new Line("Contributor insights", "on"));
        }
        if (!s.tags().isEmpty()) {
            lines.add(new Line("Tags", tags(s.tags())));
        }
        s.resourcePolicy().ifPresent(p -> lines.add(new Line("Resource policy", p.length() + " characters")));
        if (s.replication().isGlobal()) {
            lines.add(new Line("Replicas", String.join(", ", s.replication().regions()) + " ("
                    + s.replication().consistency().name().toLowerCase() + " consistency)"));
            s.replication().replicas().forEach(r -> overrides(r).ifPresent(o -> lines.add(
                    new Line("Replica " + r.region(), o))));
        }
        s.expectedItemCount().ifPresent(n -> lines.add(new Line("Expected items", String.format("%,d", n))));
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            index(g.settings()).ifPresent(v -> lines.add(new Line("GSI " + g.name(), v)));
        }
        return lines;
    }

    /** "auto scaling read 5–50 at 70 %", "on-demand maximum 1,000 reads/s", "warm 15,000 reads/s". */
    public static List<String> throughput(Throughput t) {
        List<String> parts = new ArrayList<>();
        t.readScaling().ifPresent(a -> parts.add("auto scaling read " + scaling(a)));
        t.writeScaling().ifPresent(a -> parts.add("auto scaling write " + scaling(a)));
        if (!t.onDemandLimit().isNone()) {
            parts.add("on-demand maximum " + limit(t.onDemandLimit()));
        }
        if (!t.warm().isNone()) {
            parts.add("warm " + warm(t.warm()));
        }
        return parts;
    }

    public static String scaling(AutoScaling a) {
        String target = a.targetUtilization() == Math.rint(a.targetUtilization())
                ? String.valueOf((long) a.targetUtilization()) : String.valueOf(a.targetUtilization());
        return a.minCapacity() + "–" + a.maxCapacity() + " at " + target + " %";
    }

    private static String limit(OnDemandLimit l) {
        List<String> parts = new ArrayList<>();
        l.maxReadRequestUnits().ifPresent(v -> parts.add(String.format("%,d", v) + " reads/s"));
        l.maxWriteRequestUnits().ifPresent(v -> parts.add(String.format("%,d", v) + " writes/s"));
        return String.join(", ", parts);
    }

    private static String warm(WarmThroughput w) {
        List<String> parts = new ArrayList<>();
        w.readUnitsPerSecond().ifPresent(v -> parts.add(String.format("%,d", v) + " reads/s"));
        w.writeUnitsPerSecond().ifPresent(v -> parts.add(String.format("%,d", v) + " writes/s"));
        return String.join(", ", parts);
    }

    private static String tags(List<Tag> tags) {
        return String.join(", ", tags.stream().map(t -> t.key() + "=" + t.value()).toList());
    }

    private static String days(int n) {
        return n + (n == 1 ? " day" : " days");
    }

    private static Optional<String> overrides(Replica r) {
        List<String> parts = new ArrayList<>();
        r.tableClass().ifPresent(c -> parts.add("table class " + c.label()));
        r.deletionProtection().ifPresent(v -> parts.add("deletion protection " + onOff(v)));
        r.pointInTimeRecovery().ifPresent(v -> parts.add("point-in-time recovery " + onOff(v)));
        r.contributorInsights().ifPresent(v -> parts.add("contributor insights " + onOff(v)));
        r.kmsKey().ifPresent(k -> parts.add("key " + k));
        r.readUnits().ifPresent(v -> parts.add(v + " RCU"));
        r.readScaling().ifPresent(a -> parts.add("auto scaling read " + scaling(a)));
        r.maxReadRequestUnits().ifPresent(v -> parts.add("on-demand maximum " + String.format("%,d", v) + " reads/s"));
        if (!r.tags().isEmpty()) {
            parts.add("tags " + tags(r.tags()));
        }
        r.resourcePolicy().ifPresent(p -> parts.add("its own resource policy"));
        for (ReplicaIndex i : r.indexes()) {
            List<String> idx = new ArrayList<>();
            i.readUnits().ifPresent(v -> idx.add(v + " RCU"));
            i.readScaling().ifPresent(a -> idx.add("auto scaling read " + scaling(a)));
            i.maxReadRequestUnits().ifPresent(v -> idx.add("on-demand maximum " + String.format("%,d", v) + " reads/s"));
            i.contributorInsights().ifPresent(v -> idx.add("contributor insights " + onOff(v)));
            if (!idx.isEmpty()) {
                parts.add("GSI " + i.indexName() + " " + String.join(", ", idx));
            }
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    private static Optional<String> index(IndexSettings i) {
        List<String> parts = new ArrayList<>();
        if (i.readUnits().isPresent() || i.writeUnits().isPresent()) {
            parts.add("provisioned " + i.readUnits().map(String::valueOf).orElse("table's") + " RCU / "
                    + i.writeUnits().map(String::valueOf).orElse("table's") + " WCU");
        }
        parts.addAll(throughput(i.throughput()));
        if (i.contributorInsights()) {
            parts.add("contributor insights on");
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    private static String onOff(boolean v) {
        return v ? "on" : "off";
    }
}
