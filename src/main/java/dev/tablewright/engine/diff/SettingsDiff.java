package dev.tablewright.engine.diff;

import dev.tablewright.engine.settings.SettingsText;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A table's settings and a GSI's own settings compared one by one, each difference one change under
 * {@code TABLE/settings/…} or {@code TABLE/indexes/GSI/settings/…}: tags by key, replicas by region
 * (and their overrides one by one, an empty override shown as "as the table"), a long resource policy
 * shown from where the two versions part.
 */
final class SettingsDiff {
    static final String SETTINGS = "settings";

    private final ChangeList out;
    private final String table;

    SettingsDiff(ChangeList out, String table) {
        this.out = out;
        this.table = table;
    }

    void table(TableSettings old, TableSettings now, ModelPath element) {
        String at = new ModelPath.Table(table).print() + "/" + SETTINGS + "/";
        throughput(at, old.throughput(), now.throughput(), element);
        out.changed(table, at + "tableClass", SettingsText.tableClass(old.tableClass()),
                SettingsText.tableClass(now.tableClass()), element);
        out.changed(table, at + "timeToLive", SettingsText.ttl(old.ttlAttribute()), SettingsText.ttl(now.ttlAttribute()),
                element);
        out.changed(table, at + "stream", SettingsText.stream(old.stream()), SettingsText.stream(now.stream()), element);
        out.changed(table, at + "pointInTimeRecovery", SettingsText.recovery(old.recovery()),
                SettingsText.recovery(now.recovery()), element);
        out.changed(table, at + "deletionProtection", SettingsText.onOff(old.deletionProtection()),
                SettingsText.onOff(now.deletionProtection()), element);
        out.changed(table, at + "encryption", SettingsText.encryption(old.encryption()),
                SettingsText.encryption(now.encryption()), element);
        out.changed(table, at + "contributorInsights", SettingsText.onOff(old.contributorInsights()),
                SettingsText.onOff(now.contributorInsights()), element);
        tags(at + "tags/", old.tags(), now.tags(), element);
        policy(at + "resourcePolicy", old.resourcePolicy(), now.resourcePolicy(), element);
        out.changed(table, at + "replicationConsistency", consistency(old), consistency(now), element);
        replicas(at + "replicas/", old.replication().replicas(), now.replication().replicas(), element);
        out.changed(table, at + "expectedItemCount", SettingsText.expectedItems(old.expectedItemCount()),
                SettingsText.expectedItems(now.expectedItemCount()), element);
        out.changed(table, at + "stack", SettingsText.stack(old.stack()), SettingsText.stack(now.stack()), element);
    }

    /** A GSI present in both models: its own units, throughput and insights. */
    void index(String indexAt, IndexSettings old, IndexSettings now, ModelPath element) {
        String at = indexAt + "/" + SETTINGS + "/";
        out.changed(table, at + "readUnits", SettingsText.units(old.readUnits()), SettingsText.units(now.readUnits()),
                element);
        out.changed(table, at + "writeUnits", SettingsText.units(old.writeUnits()), SettingsText.units(now.writeUnits()),
                element);
        throughput(at, old.throughput(), now.throughput(), element);
        out.changed(table, at + "contributorInsights", SettingsText.onOff(old.contributorInsights()),
                SettingsText.onOff(now.contributorInsights()), element);
    }

    /**
     * A new GSI's own settings, each one that is not the default as an addition of its own (one line
     * of the index's summary could not hold them all).
     */
    void addedIndex(String indexAt, IndexSettings now, ModelPath element) {
        ChangeList all = new ChangeList();
        new SettingsDiff(all, table).index(indexAt, IndexSettings.DEFAULT, now, element);
        all.result().changes().forEach(c -> out.added(table, c.path(), c.newValue(), element));
    }

    private void throughput(String at, Throughput old, Throughput now, ModelPath element) {
        out.changed(table, at + "readAutoScaling", SettingsText.scaling(old.readScaling()),
                SettingsText.scaling(now.readScaling()), element);
        out.changed(table, at + "writeAutoScaling", SettingsText.scaling(old.writeScaling()),
                SettingsText.scaling(now.writeScaling()), element);
        out.changed(table, at + "maxReadRequestUnits", SettingsText.maximum(old.onDemandLimit().maxReadRequestUnits()),
                SettingsText.maximum(now.onDemandLimit().maxReadRequestUnits()), element);
        out.changed(table, at + "maxWriteRequestUnits", SettingsText.maximum(old.onDemandLimit().maxWriteRequestUnits()),
                SettingsText.maximum(now.onDemandLimit().maxWriteRequestUnits()), element);
        out.changed(table, at + "warmReadUnitsPerSecond", SettingsText.warm(old.warm().readUnitsPerSecond()),
                SettingsText.warm(now.warm().readUnitsPerSecond()), element);
        out.changed(table, at + "warmWriteUnitsPerSecond", SettingsText.warm(old.warm().writeUnitsPerSecond()),
                SettingsText.warm(now.warm().writeUnitsPerSecond()), element);
    }

    private static String consistency(TableSettings s) {
        return s.replication().consistency().name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Tags by key; a second tag with the same key (an error the rules report) is kept apart as "key #2". */
    private void tags(String at, List<Tag> old, List<Tag> now, ModelPath element) {
        Map<String, String> was = byKey(old);
        Map<String, String> is = byKey(now);
        is.forEach((key, value) -> {
            String path = at + TableDiff.escape(key);
            if (!was.containsKey(key)) {
                out.added(table, path, value, element);
            } else {
                out.changed(table, path, was.get(key), value, element);
            }
        });
        was.forEach((key, value) -> {
            if (!is.containsKey(key)) {
                out.removed(table, at + TableDiff.escape(key), value, element);
            }
        });
    }

    private static Map<String, String> byKey(List<Tag> tags) {
        Map<String, String> map = new LinkedHashMap<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (Tag t : tags) {
            int n = seen.merge(t.key(), 1, Integer::sum);
            map.put(n == 1 ? t.key() : t.key() + " #" + n, t.value());
        }
        return map;
    }

    private void policy(String at, Optional<String> old, Optional<String> now, ModelPath element) {
        if (old.isEmpty() && now.isPresent()) {
            out.added(table, at, now.get(), element);
        } else if (old.isPresent() && now.isEmpty()) {
            out.removed(table, at, old.get(), element);
        } else if (old.isPresent() && !old.equals(now)) {
            String[] shown = distinct(old.get(), now.get());
            out.changed(table, at, shown[0], shown[1], element);
        }
    }

    private void replicas(String at, List<Replica> old, List<Replica> now, ModelPath element) {
        Map<String, Replica> was = new LinkedHashMap<>();
        old.forEach(r -> was.putIfAbsent(r.region(), r));
        Map<String, Replica> is = new LinkedHashMap<>();
        now.forEach(r -> is.putIfAbsent(r.region(), r));
        is.forEach((region, r) -> {
            String path = at + TableDiff.escape(region);
            Replica o = was.get(region);
            if (o == null) {
                out.added(table, path, SettingsText.replica(r), element);
            } else {
                replica(path + "/", o, r, element);
            }
        });
        was.forEach((region, r) -> {
            if (!is.containsKey(region)) {
                out.removed(table, at + TableDiff.escape(region), SettingsText.replica(r), element);
            }
        });
    }

    private void replica(String at, Replica o, Replica n, ModelPath element) {
        override(at + "tableClass", o.tableClass(), n.tableClass(), SettingsText::tableClass, element);
        override(at + "deletionProtection", o.deletionProtection(), n.deletionProtection(), SettingsText::onOff, element);
        override(at + "pointInTimeRecovery", o.pointInTimeRecovery(), n.pointInTimeRecovery(), SettingsText::onOff,
                element);
        override(at + "contributorInsights", o.contributorInsights(), n.contributorInsights(), SettingsText::onOff,
                element);
        override(at + "kmsKey", o.kmsKey(), n.kmsKey(), k -> k, element);
        override(at + "readUnits", o.readUnits(), n.readUnits(), u -> u + " units", element);
        override(at + "readAutoScaling", o.readScaling(), n.readScaling(), SettingsText::scaling, element);
        override(at + "maxReadRequestUnits", o.maxReadRequestUnits(), n.maxReadRequestUnits(), u -> u + " units/s",
                element);
        tags(at + "tags/", o.tags(), n.tags(), element);
        policy(at + "resourcePolicy", o.resourcePolicy(), n.resourcePolicy(), element);
        replicaIndexes(at + "indexes/", o.indexes(), n.indexes(), element);
    }

    private void replicaIndexes(String at, List<ReplicaIndex> old, List<ReplicaIndex> now, ModelPath element) {
        Map<String, ReplicaIndex> was = new LinkedHashMap<>();
        old.forEach(i -> was.putIfAbsent(i.indexName(), i));
        Map<String, ReplicaIndex> is = new LinkedHashMap<>();
        now.forEach(i -> is.putIfAbsent(i.indexName(), i));
        is.forEach((name, i) -> {
            String path = at + TableDiff.escape(name);
            ReplicaIndex o = was.get(name);
            if (o == null) {
                out.added(table, path, SettingsText.replicaIndex(i), element);
            } else {
                override(path + "/readUnits", o.readUnits(), i.readUnits(), u -> u + " units", element);
                override(path + "/readAutoScaling", o.readScaling(), i.readScaling(), SettingsText::scaling, element);
                override(path + "/maxReadRequestUnits", o.maxReadRequestUnits(), i.maxReadRequestUnits(),
                        u -> u + " units/s", element);
                override(path + "/contributorInsights", o.contributorInsights(), i.contributorInsights(),
                        SettingsText::onOff, element);
            }
        });
        was.forEach((name, i) -> {
            if (!is.containsKey(name)) {
                out.removed(table, at + TableDiff.escape(name), SettingsText.replicaIndex(i), element);
            }
        });
    }

    private <T> void override(String at, Optional<T> old, Optional<T> now, Function<T, String> text, ModelPath element) {
        out.changed(table, at, SettingsText.override(old, text), SettingsText.override(now, text), element);
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
}
