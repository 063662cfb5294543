package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.StackIdentity;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A table's settings in its {@code ModelSchema.extensions.tablewright.settings} (docs/file-format.md,
 * "Table settings"): everything DynamoDB has beyond keys, indexes and capacity units, and each GSI's own
 * capacity under {@code globalIndexes}. Only what differs from DynamoDB's defaults is written, so a
 * table with none has no block. The table's auto scaling is not here: it is Workbench's own field.
 */
final class SettingsFormat {
    static final String KEY = "settings";
    static final String TABLE_CLASS = "tableClass";
    static final String TTL = "timeToLiveAttribute";
    static final String STREAM = "streamViewType";
    static final String PITR = "pointInTimeRecovery";
    static final String PERIOD = "recoveryPeriodInDays";
    static final String ENABLED = "enabled";
    static final String DELETION_PROTECTION = "deletionProtection";
    static final String ENCRYPTION = "encryption";
    static final String TYPE = "type";
    static final String KMS_KEY = "kmsKey";
    static final String INSIGHTS = "contributorInsights";
    static final String TAGS = "tags";
    static final String POLICY = "resourcePolicy";
    static final String EXPECTED_ITEMS = "expectedItemCount";
    static final String STACK = "stack";
    static final String LOGICAL_ID = "logicalId";
    static final String NAMES_TABLE = "namesTable";
    static final String INDEXES = "globalIndexes";
    static final String READ_UNITS = "readCapacityUnits";
    static final String WRITE_UNITS = "writeCapacityUnits";

    private SettingsFormat() {
    }

    /** What the block says; the table's auto scaling stays empty (the caller has it from Workbench's field). */
    record Read(TableSettings table, Map<String, IndexSettings> indexes) {
        static final Read NONE = new Read(TableSettings.DEFAULT, Map.of());
    }

    static Read read(ObjectNode tw, String extPath, Set<String> globalIndexNames, Diagnostics d) {
        SettingsFields ours = new SettingsFields(tw, extPath, d);
        Optional<SettingsFields> block = ours.object(KEY);
        if (block.isEmpty()) {
            return Read.NONE;
        }
        SettingsFields f = block.get();
        Throughput throughput = ThroughputFormat.read(f, false);
        TableClass tableClass = f.choice(TABLE_CLASS, TableClass::parse, "STANDARD or STANDARD_INFREQUENT_ACCESS")
                .orElse(TableClass.STANDARD);
        Optional<String> ttl = f.text(TTL);
        Optional<StreamView> stream = f.choice(STREAM, StreamView::parse,
                "KEYS_ONLY, NEW_IMAGE, OLD_IMAGE or NEW_AND_OLD_IMAGES");
        Recovery recovery = f.object(PITR).map(p -> new Recovery(p.flag(ENABLED).orElse(false),
                p.count(PERIOD).map(Long::intValue).orElse(Recovery.DEFAULT_PERIOD_DAYS))).orElse(Recovery.OFF);
        f.dropIfEmpty(PITR);
        boolean deletionProtection = f.flag(DELETION_PROTECTION).orElse(false);
        Encryption encryption = f.object(ENCRYPTION).map(e -> new Encryption(e.choice(TYPE,
                SettingsFormat::encryptionType, "AWS_OWNED, AWS_MANAGED or CUSTOMER_MANAGED")
                .orElse(EncryptionType.AWS_OWNED), e.text(KMS_KEY))).orElse(Encryption.AWS_OWNED);
        f.dropIfEmpty(ENCRYPTION);
        boolean insights = f.flag(INSIGHTS).orElse(false);
        List<Tag> tags = tags(f);
        Optional<String> policy = f.text(POLICY);
        var replication = ReplicasFormat.read(f);
        Optional<Long> expected = f.count(EXPECTED_ITEMS);
        Optional<StackIdentity> stack = f.object(STACK).flatMap(s -> {
            Optional<String> id = s.text(LOGICAL_ID).filter(i -> !i.isBlank());
            boolean names = s.flag(NAMES_TABLE).orElse(true);
            return id.map(i -> new StackIdentity(i, names));
        });
        f.dropIfEmpty(STACK);
        Map<String, IndexSettings> indexes = indexes(f, globalIndexNames);
        ours.dropIfEmpty(KEY);
        return new Read(new TableSettings(throughput, tableClass, ttl, stream, recovery, deletionProtection, encryption,
                insights, tags, policy, replication, expected, stack), indexes);
    }

    private static Optional<EncryptionType> encryptionType(String text) {
        try {
            return Optional.of(EncryptionType.valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** {@code [{"key", "value"}]}, all or none: a list with a bad tag is kept as written. */
    static List<Tag> tags(SettingsFields f) {
        JsonNode array = f.object().get(TAGS);
        if (array == null || array.isNull()) {
            return List.of();
        }
        List<Tag> tags = new ArrayList<>();
        for (int i = 0; array.isArray() && i < array.size(); i++) {
            JsonNode t = array.get(i);
            boolean readable = t.isObject() && t.size() == 2 && t.path("key").isTextual() && t.path("value").isTextual();
            if (!readable) {
                f.d().warning(JsonPath.index(f.at(TAGS), i), "expected a tag {\"key\": string, \"value\": string},"
                        + " found " + Json.describe(t) + "; the tags are kept as written");
                return List.of();
            }
            tags.add(new Tag(t.get("key").textValue(), t.get("value").textValue()));
        }
        if (!array.isArray()) {
            f.d().warning(f.at(TAGS), "expected an array of tags, found " + Json.describe(array) + SchemaReader.KEPT);
            return List.of();
        }
        f.object().remove(TAGS);
        return tags;
    }

    private static Map<String, IndexSettings> indexes(SettingsFields f, Set<String> globalIndexNames) {
        Map<String, IndexSettings> indexes = new LinkedHashMap<>();
        Optional<SettingsFields> block = f.object(INDEXES);
        if (block.isEmpty()) {
            return indexes;
        }
        List<String> names = new ArrayList<>();
        block.get().object().fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            if (!globalIndexNames.contains(name)) {
                f.d().warning(JsonPath.key(f.at(INDEXES), name), "the table has no GSI named '" + name + "'"
                        + SchemaReader.KEPT);
                continue;
            }
            block.get().object(name).ifPresent(i -> {
                indexes.put(name, new IndexSettings(i.count(READ_UNITS), i.count(WRITE_UNITS),
                        ThroughputFormat.read(i, true), i.flag(INSIGHTS).orElse(false)));
                block.get().dropIfEmpty(name);
            });
        }
        f.dropIfEmpty(INDEXES);
        return indexes;
    }

    /** The first member left in {@code o} (descending into objects), as a path, if any. */
    static Optional<String> firstMember(ObjectNode o, String at) {
        for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String path = JsonPath.key(at, e.getKey());
            if (e.getValue() instanceof ObjectNode inner && !inner.isEmpty()) {
                return firstMember(inner, path);
            }
            return Optional.of(path);
        }
        return Optional.empty();
    }

    /** The block for {@code t}, when anything differs from the defaults. */
    static Optional<ObjectNode> write(TableDesign t) {
        TableSettings s = t.settings();
        ObjectNode o = Json.object();
        ThroughputFormat.writeLimits(o, s.throughput());
        if (s.tableClass() != TableClass.STANDARD) {
            o.put(TABLE_CLASS, s.tableClass().name());
        }
        s.ttlAttribute().ifPresent(a -> o.put(TTL, a));
        s.stream().ifPresent(v -> o.put(STREAM, v.name()));
        if (!s.recovery().equals(Recovery.OFF)) {
            o.putObject(PITR).put(ENABLED, s.recovery().enabled()).put(PERIOD, s.recovery().periodDays());
        }
        if (s.deletionProtection()) {
            o.put(DELETION_PROTECTION, true);
        }
        if (!s.encryption().equals(Encryption.AWS_OWNED)) {
            ObjectNode e = o.putObject(ENCRYPTION).put(TYPE, s.encryption().type().name());
            s.encryption().kmsKey().ifPresent(k -> e.put(KMS_KEY, k));
        }
        if (s.contributorInsights()) {
            o.put(INSIGHTS, true);
        }
        writeTags(o, s.tags());
        s.resourcePolicy().ifPresent(p -> o.put(POLICY, p));
        ReplicasFormat.write(s.replication()).ifPresent(r -> o.set(ReplicasFormat.KEY, r));
        s.expectedItemCount().ifPresent(n -> o.put(EXPECTED_ITEMS, n));
        s.stack().ifPresent(id -> o.putObject(STACK).put(LOGICAL_ID, id.logicalId()).put(NAMES_TABLE, id.namesTable()));
        ObjectNode indexes = Json.object();
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            if (!g.settings().isDefault()) {
                indexes.set(g.name(), index(g.settings()));
            }
        }
        if (!indexes.isEmpty()) {
            o.set(INDEXES, indexes);
        }
        return o.isEmpty() ? Optional.empty() : Optional.of(o);
    }

    private static ObjectNode index(IndexSettings i) {
        ObjectNode o = Json.object();
        i.readUnits().ifPresent(v -> o.put(READ_UNITS, v));
        i.writeUnits().ifPresent(v -> o.put(WRITE_UNITS, v));
        ThroughputFormat.write(o, i.throughput());
        if (i.contributorInsights()) {
            o.put(INSIGHTS, true);
        }
        return o;
    }

    static void writeTags(ObjectNode o, List<Tag> tags) {
        if (!tags.isEmpty()) {
            ArrayNode array = o.putArray(TAGS);
            tags.forEach(t -> array.addObject().put("key", t.key()).put("value", t.value()));
        }
    }
}
