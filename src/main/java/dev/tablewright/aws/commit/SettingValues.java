package dev.tablewright.aws.commit;

import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.ReplicaOverrides;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.aws.settings.SettingTarget;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Each setting of a table (and of each GSI) as the words a report shows, and whether a live table has
 * it as the model does: equal words, but for warm throughput (met when the live table is at least as
 * warm: DynamoDB only raises it), tags (met when the live table has the model's, whatever else it has),
 * the policy (the same JSON but for white space) and encryption (a key named by ID met by its ARN; the
 * AWS managed key met by any KMS key, which DescribeTable cannot tell apart from it).
 */
final class SettingValues {
    private SettingValues() {
    }

    /** Every target of the design, each with its value in words; GSI targets for the GSIs named in {@code indexes}. */
    static Map<SettingTarget, String> of(TableDesign d) {
        Map<SettingTarget, String> values = new TreeMap<>();
        TableSettings s = d.settings();
        boolean provisioned = d.billing().mode() == BillingMode.PROVISIONED;
        values.put(SettingTarget.table(Setting.CAPACITY), capacity(d.billing()));
        values.put(SettingTarget.table(Setting.ON_DEMAND_MAXIMUM), provisioned ? "none" : limit(s.throughput().onDemandLimit()));
        values.put(SettingTarget.table(Setting.WARM_THROUGHPUT), warm(s.throughput().warm()));
        values.put(SettingTarget.table(Setting.AUTO_SCALING), scaling(s.throughput()));
        values.put(SettingTarget.table(Setting.TABLE_CLASS), s.tableClass().label());
        values.put(SettingTarget.table(Setting.TIME_TO_LIVE), s.ttlAttribute().orElse("off"));
        values.put(SettingTarget.table(Setting.STREAM), s.stream().map(Enum::name).orElse("off"));
        values.put(SettingTarget.table(Setting.POINT_IN_TIME_RECOVERY), s.recovery().enabled()
                ? "on, " + s.recovery().periodDays() + " days" : "off");
        values.put(SettingTarget.table(Setting.DELETION_PROTECTION), onOff(s.deletionProtection()));
        values.put(SettingTarget.table(Setting.ENCRYPTION), encryption(s.encryption()));
        values.put(SettingTarget.table(Setting.CONTRIBUTOR_INSIGHTS), onOff(s.contributorInsights()));
        values.put(SettingTarget.table(Setting.TAGS), s.tags().isEmpty() ? "none"
                : s.tags().stream().map(t -> t.key() + "=" + t.value()).collect(Collectors.joining(", ")));
        values.put(SettingTarget.table(Setting.RESOURCE_POLICY), s.resourcePolicy()
                .map(p -> "a policy of " + p.length() + " characters").orElse("none"));
        values.put(SettingTarget.table(Setting.REPLICAS), s.replication().isGlobal()
                ? s.replication().replicas().stream().map(SettingValues::replica).collect(Collectors.joining(", "))
                        + " (" + s.replication().consistency().name()
                        .toLowerCase(Locale.ROOT) + ")" : "none");
        for (GlobalSecondaryIndex g : d.globalIndexes()) {
            IndexSettings i = g.settings();
            if (provisioned) {
                values.put(SettingTarget.index(Setting.CAPACITY, g.name()), units(indexUnits(d, g)));
            } else {
                values.put(SettingTarget.index(Setting.ON_DEMAND_MAXIMUM, g.name()), limit(i.throughput().onDemandLimit()));
            }
            values.put(SettingTarget.index(Setting.WARM_THROUGHPUT, g.name()), warm(i.throughput().warm()));
            values.put(SettingTarget.index(Setting.AUTO_SCALING, g.name()), scaling(i.throughput()));
            values.put(SettingTarget.index(Setting.CONTRIBUTOR_INSIGHTS, g.name()), onOff(i.contributorInsights()));
        }
        return values;
    }

    /** Whether the live table has the target as the model does (see the class comment for the exceptions). */
    static boolean same(SettingTarget target, TableDesign model, TableDesign live) {
        switch (target.setting()) {
            case WARM_THROUGHPUT:
                return warmEnough(warm(model, target.index()), warm(live, target.index()));
            case TAGS:
                return live.settings().tags().containsAll(model.settings().tags());
            case ENCRYPTION:
                return sameKey(model.settings().encryption(), live.settings().encryption());
            case RESOURCE_POLICY:
                return model.settings().resourcePolicy().map(SettingValues::compact)
                        .equals(live.settings().resourcePolicy().map(SettingValues::compact));
            default:
                return of(model).get(target) == null || of(model).get(target).equals(of(live).get(target));
        }
    }

    /**
     * Whether the live table's encryption is the model's: the same type and key, a key the model
     * names by its ID being the one DescribeTable names by ARN ({@code …:key/ID}).
     */
    private static boolean sameKey(Encryption model, Encryption live) {
        if (model.type() != live.type()) {
            return false;
        }
        if (model.kmsKey().equals(live.kmsKey())) {
            return true;
        }
        return model.kmsKey().isPresent() && live.kmsKey().isPresent()
                && live.kmsKey().get().endsWith(":key/" + model.kmsKey().get());
    }

    /** {@link #same(SettingTarget, TableDesign, TableDesign)}, and a KMS key KMS could not name taken as met. */
    static boolean same(SettingTarget target, TableDesign model, LiveSettings live) {
        return same(target, model, live.design())
                || target.setting() == Setting.ENCRYPTION && keyUnknown(model, live).isPresent();
    }

    /**
     * Why the live table's encryption cannot be told to be the model's, when it cannot: DescribeTable
     * names the KMS key by its ARN whether AWS or the account manages it, so a table whose key KMS
     * could not name (no {@code kms:DescribeKey}, or no KMS behind the connection) may be on the AWS
     * managed key the model asks for.
     */
    static Optional<String> keyUnknown(TableDesign model, LiveSettings live) {
        Encryption m = model.settings().encryption();
        Encryption l = live.design().settings().encryption();
        if (m.type() == EncryptionType.AWS_MANAGED && l.type() == EncryptionType.CUSTOMER_MANAGED
                && l.kmsKey().isPresent() && live.keyManagerUnknown().isPresent()) {
            return Optional.of("DynamoDB names the table's key only by its ARN " + l.kmsKey().get()
                    + ", and whether that is the AWS managed key (alias/aws/dynamodb) only KMS can tell: "
                    + live.keyManagerUnknown().get());
        }
        return Optional.empty();
    }

    /** A provisioned GSI's units: its own, else the table's. */
    static Billing indexUnits(TableDesign d, GlobalSecondaryIndex g) {
        return Billing.provisioned(g.settings().readUnits().orElse(d.billing().readCapacityUnits()),
                g.settings().writeUnits().orElse(d.billing().writeCapacityUnits()));
    }

    static WarmThroughput warm(TableDesign d, Optional<String> index) {
        if (index.isEmpty()) {
            return d.settings().throughput().warm();
        }
        return d.globalIndexes().stream().filter(g -> g.name().equals(index.get())).findFirst()
                .map(g -> g.settings().throughput().warm()).orElse(WarmThroughput.NONE);
    }

    private static boolean warmEnough(WarmThroughput wanted, WarmThroughput live) {
        return atLeast(wanted.readUnitsPerSecond(), live.readUnitsPerSecond())
                && atLeast(wanted.writeUnitsPerSecond(), live.writeUnitsPerSecond());
    }

    private static boolean atLeast(Optional<Long> wanted, Optional<Long> live) {
        return wanted.isEmpty() || live.isPresent() && live.get() >= wanted.get();
    }

    private static String compact(String json) {
        return json.replaceAll("\\s+", "");
    }

    /**
     * "us-east-2 [table class Standard-IA, 400 max read request units, index ByDay 300 max read request
     * units]": the region with the overrides a commit sends (the others are its region's to set).
     */
    private static String replica(Replica r) {
        Replica sent = ReplicaOverrides.sentByUpdateTable(r);
        java.util.List<String> o = new java.util.ArrayList<>();
        sent.tableClass().ifPresent(c -> o.add("table class " + c.label()));
        sent.kmsKey().ifPresent(k -> o.add("key " + k));
        sent.readUnits().ifPresent(u -> o.add(u + " read units"));
        sent.maxReadRequestUnits().ifPresent(u -> o.add(u + " max read request units"));
        sent.indexes().forEach(i -> o.add("index " + i.indexName() + i.readUnits().map(u -> " " + u + " read units")
                .orElse("") + i.maxReadRequestUnits().map(u -> " " + u + " max read request units").orElse("")));
        return r.region() + (o.isEmpty() ? "" : " [" + String.join(", ", o) + "]");
    }

    private static String capacity(Billing b) {
        return b.mode() == BillingMode.PAY_PER_REQUEST ? "on-demand" : "provisioned, " + units(b);
    }

    private static String units(Billing b) {
        return b.readCapacityUnits() + " read / " + b.writeCapacityUnits() + " write units";
    }

    private static String limit(OnDemandLimit l) {
        if (l.isNone()) {
            return "none";
        }
        return l.maxReadRequestUnits().map(String::valueOf).orElse("no maximum") + " read / "
                + l.maxWriteRequestUnits().map(String::valueOf).orElse("no maximum") + " write request units per second";
    }

    private static String warm(WarmThroughput w) {
        if (w.isNone()) {
            return "none";
        }
        return w.readUnitsPerSecond().map(String::valueOf).orElse("unchanged") + " read / "
                + w.writeUnitsPerSecond().map(String::valueOf).orElse("unchanged") + " write units per second";
    }

    private static String scaling(Throughput t) {
        if (!t.scales()) {
            return "none";
        }
        return t.readScaling().map(a -> "read " + scaling(a)).orElse("read fixed") + ", "
                + t.writeScaling().map(a -> "write " + scaling(a)).orElse("write fixed");
    }

    private static String scaling(AutoScaling a) {
        return String.format(Locale.ROOT, "%d–%d at %s %%", a.minCapacity(), a.maxCapacity(),
                a.targetUtilization() == Math.rint(a.targetUtilization()) ? String.valueOf((long) a.targetUtilization())
                        : String.valueOf(a.targetUtilization()));
    }

    private static String encryption(Encryption e) {
        return e.type().label() + e.kmsKey().map(k -> " " + k).orElse("");
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    static String tags(java.util.List<Tag> tags) {
        return tags.stream().map(t -> t.key() + "=" + t.value()).collect(Collectors.joining(", "));
    }
}
