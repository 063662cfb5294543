package dev.tablewright.format;

import dev.tablewright.engine.settings.SettingsText;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;

import java.util.ArrayList;
import java.util.List;

/**
 * A table's settings as lines, one per setting that differs from DynamoDB's default, in the order of
 * the table inspector, each value in {@link SettingsText}'s words (the diff's): what the design
 * document and the {@code tables} command show.
 */
public final class SettingsSummary {
    private SettingsSummary() {
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
            lines.add(new Line("Table class", SettingsText.tableClass(s.tableClass())));
        }
        s.ttlAttribute().ifPresent(a -> lines.add(new Line("Time to live", SettingsText.ttl(s.ttlAttribute()))));
        s.stream().ifPresent(v -> lines.add(new Line("Stream", SettingsText.stream(s.stream()))));
        if (s.recovery().enabled()) {
            lines.add(new Line("Point-in-time recovery", SettingsText.recovery(s.recovery())));
        }
        if (s.deletionProtection()) {
            lines.add(new Line("Deletion protection", SettingsText.onOff(true)));
        }
        if (s.encryption().type() != EncryptionType.AWS_OWNED) {
            lines.add(new Line("Encryption", SettingsText.encryption(s.encryption())));
        }
        if (s.contributorInsights()) {
            lines.add(new Line("Contributor insights", SettingsText.onOff(true)));
        }
        if (!s.tags().isEmpty()) {
            lines.add(new Line("Tags", SettingsText.tags(s.tags())));
        }
        s.resourcePolicy().ifPresent(p -> lines.add(new Line("Resource policy", p.length() + " characters")));
        if (s.replication().isGlobal()) {
            lines.add(new Line("Replicas", String.join(", ", s.replication().regions()) + " ("
                    + s.replication().consistency().name().toLowerCase() + " consistency)"));
            for (Replica r : s.replication().replicas()) {
                String overrides = SettingsText.replica(r);
                if (!overrides.equals("no overrides")) {
                    lines.add(new Line("Replica " + r.region(), overrides));
                }
            }
        }
        s.expectedItemCount().ifPresent(n -> lines.add(new Line("Expected items",
                SettingsText.expectedItems(s.expectedItemCount()))));
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            index(g.settings()).ifPresent(v -> lines.add(new Line("GSI " + g.name(), v)));
        }
        return lines;
    }

    private static List<String> throughput(Throughput t) {
        List<String> parts = new ArrayList<>();
        t.readScaling().ifPresent(a -> parts.add("read auto scaling " + SettingsText.scaling(a)));
        t.writeScaling().ifPresent(a -> parts.add("write auto scaling " + SettingsText.scaling(a)));
        t.onDemandLimit().maxReadRequestUnits().ifPresent(u -> parts.add("maximum read " + SettingsText.maximum(
                t.onDemandLimit().maxReadRequestUnits())));
        t.onDemandLimit().maxWriteRequestUnits().ifPresent(u -> parts.add("maximum write " + SettingsText.maximum(
                t.onDemandLimit().maxWriteRequestUnits())));
        t.warm().readUnitsPerSecond().ifPresent(u -> parts.add("warm read " + SettingsText.warm(
                t.warm().readUnitsPerSecond())));
        t.warm().writeUnitsPerSecond().ifPresent(u -> parts.add("warm write " + SettingsText.warm(
                t.warm().writeUnitsPerSecond())));
        return parts;
    }

    private static java.util.Optional<String> index(IndexSettings i) {
        List<String> parts = new ArrayList<>();
        i.readUnits().ifPresent(u -> parts.add("read units " + u));
        i.writeUnits().ifPresent(u -> parts.add("write units " + u));
        parts.addAll(throughput(i.throughput()));
        if (i.contributorInsights()) {
            parts.add("contributor insights on");
        }
        return parts.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(String.join(", ", parts));
    }
}
