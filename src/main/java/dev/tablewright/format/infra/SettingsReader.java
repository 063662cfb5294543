package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The settings properties of an {@code AWS::DynamoDB::Table} (and of its GSIs) as the model's settings.
 * A property whose value only deployment computes (an {@code !Sub}, a {@code !GetAtt} …) is not read:
 * it stays in the table's {@code extra} and the next export writes it as it was.
 */
final class SettingsReader {
    private final PropertyReader r;

    SettingsReader(PropertyReader r) {
        this.r = r;
    }

    /** Settings and the names of the properties they were read from. */
    record Read<T>(T settings, Set<String> consumed) {
    }

    Read<TableSettings> table(JsonNode p, String path, Billing billing) {
        Set<String> consumed = readable(p, path, SettingsProperties.TABLE);
        TableSettings s = TableSettings.DEFAULT;
        if (consumed.contains("TableClass")) {
            s = s.withTableClass(tableClass(p, "TableClass", path).orElse(TableClass.STANDARD));
        }
        s = shared(p, path, consumed, s);
        if (consumed.contains("PointInTimeRecoverySpecification")) {
            s = s.withRecovery(recovery(p, path).orElse(Recovery.OFF));
        }
        if (consumed.contains("DeletionProtectionEnabled")) {
            s = s.withDeletionProtection(r.bool(p, "DeletionProtectionEnabled", path).orElse(false));
        }
        if (consumed.contains("SSESpecification")) {
            s = s.withEncryption(encryption(p, path));
        }
        if (consumed.contains("ContributorInsightsSpecification")) {
            s = s.withContributorInsights(r.enabled(p, "ContributorInsightsSpecification", path).orElse(false));
        }
        if (consumed.contains("Tags")) {
            s = s.withTags(r.tags(p, path).orElse(List.of()));
        }
        if (consumed.contains("ResourcePolicy")) {
            s = s.withResourcePolicy(r.policy(p, path));
        }
        OnDemandLimit limit = consumed.contains("OnDemandThroughput") ? onDemand(p, path, billing) : OnDemandLimit.NONE;
        WarmThroughput warm = consumed.contains("WarmThroughput") ? r.warm(p, path).orElse(WarmThroughput.NONE)
                : WarmThroughput.NONE;
        return new Read<>(s.withThroughput(new Throughput(Optional.empty(), Optional.empty(), limit, warm)), consumed);
    }

    /** TimeToLiveSpecification and StreamSpecification, which a Table and a GlobalTable write alike. */
    TableSettings shared(JsonNode p, String path, Set<String> consumed, TableSettings s) {
        if (consumed.contains("TimeToLiveSpecification")) {
            s = s.withTtlAttribute(ttl(p, path));
        }
        if (consumed.contains("StreamSpecification")) {
            s = s.withStream(stream(p, path));
        }
        return s;
    }

    Read<IndexSettings> index(JsonNode g, String path, Billing table) {
        Set<String> consumed = readable(g, path, SettingsProperties.INDEX);
        IndexSettings s = IndexSettings.DEFAULT;
        if (consumed.contains("ProvisionedThroughput")) {
            String tp = JsonPath.key(path, "ProvisionedThroughput");
            JsonNode t = g.path("ProvisionedThroughput");
            Optional<Long> read = r.whole(t, "ReadCapacityUnits", tp, 1);
            Optional<Long> write = r.whole(t, "WriteCapacityUnits", tp, 1);
            if (table.mode() == BillingMode.PROVISIONED) {
                // the table's units are what the index takes when it has none of its own
                s = s.withUnits(read.filter(n -> n != table.readCapacityUnits()),
                        write.filter(n -> n != table.writeCapacityUnits()));
            } else {
                r.diagnostics().warning(tp, "not kept: an index of an on-demand table has no provisioned throughput");
            }
        }
        if (consumed.contains("ContributorInsightsSpecification")) {
            s = s.withContributorInsights(r.enabled(g, "ContributorInsightsSpecification", path).orElse(false));
        }
        OnDemandLimit limit = consumed.contains("OnDemandThroughput") ? onDemand(g, path, table) : OnDemandLimit.NONE;
        WarmThroughput warm = consumed.contains("WarmThroughput") ? r.warm(g, path).orElse(WarmThroughput.NONE)
                : WarmThroughput.NONE;
        return new Read<>(s.withThroughput(new Throughput(Optional.empty(), Optional.empty(), limit, warm)), consumed);
    }

    /** The properties of {@code names} that are there and hold values as written; the others are kept. */
    Set<String> readable(JsonNode p, String path, List<String> names) {
        Set<String> readable = new HashSet<>();
        for (String name : names) {
            if (!p.has(name)) {
                continue;
            }
            if (r.computed(p.get(name))) {
                r.diagnostics().warning(JsonPath.key(path, name), "kept as written: its value is computed when the"
                        + " stack deploys, so the model's setting is not set from it; the export writes it back");
            } else {
                readable.add(name);
            }
        }
        return readable;
    }

    Optional<TableClass> tableClass(JsonNode p, String member, String path) {
        return r.text(p, member, path).flatMap(t -> {
            Optional<TableClass> c = TableClass.parse(t).filter(x -> x.name().equals(t));
            if (c.isEmpty()) {
                r.diagnostics().error(JsonPath.key(path, member), "expected STANDARD or STANDARD_INFREQUENT_ACCESS, found '"
                        + t + "'");
            }
            return c;
        });
    }

    private Optional<String> ttl(JsonNode p, String path) {
        String tp = JsonPath.key(path, "TimeToLiveSpecification");
        return r.object(p, "TimeToLiveSpecification", path, Set.of("AttributeName", "Enabled")).flatMap(t -> {
            Optional<Boolean> on = r.bool(t, "Enabled", tp);
            Optional<String> attribute = r.text(t, "AttributeName", tp).filter(a -> !a.isBlank());
            if (on.orElse(false) && attribute.isEmpty()) {
                r.diagnostics().error(JsonPath.key(tp, "AttributeName"), "expected the time-to-live attribute's name"
                        + " (TTL is enabled)");
            }
            if (!on.orElse(false) && attribute.isPresent()) {
                r.diagnostics().info(tp, "time to live is disabled: the attribute " + attribute.get() + " is not kept");
            }
            return on.orElse(false) ? attribute : Optional.empty();
        });
    }

    private Optional<StreamView> stream(JsonNode p, String path) {
        String sp = JsonPath.key(path, "StreamSpecification");
        return r.object(p, "StreamSpecification", path, Set.of("StreamViewType")).flatMap(s -> {
            Optional<String> type = r.text(s, "StreamViewType", sp);
            Optional<StreamView> view = type.flatMap(StreamView::parse).filter(v -> v.name().equals(type.get()));
            if (view.isEmpty()) {
                r.diagnostics().error(JsonPath.key(sp, "StreamViewType"), "expected KEYS_ONLY, NEW_IMAGE, OLD_IMAGE or"
                        + " NEW_AND_OLD_IMAGES, found " + type.map(t -> "'" + t + "'").orElse("nothing"));
            }
            return view;
        });
    }

    private Optional<Recovery> recovery(JsonNode p, String path) {
        String rp = JsonPath.key(path, "PointInTimeRecoverySpecification");
        return r.object(p, "PointInTimeRecoverySpecification", path,
                Set.of("PointInTimeRecoveryEnabled", "RecoveryPeriodInDays")).map(o -> new Recovery(
                        r.bool(o, "PointInTimeRecoveryEnabled", rp).orElse(false),
                        r.whole(o, "RecoveryPeriodInDays", rp, 1).map(Long::intValue).orElse(Recovery.DEFAULT_PERIOD_DAYS)));
    }

    /** SSEEnabled off is AWS's own key; on, a KMSMasterKeyId is a customer managed key, else the AWS managed one. */
    private Encryption encryption(JsonNode p, String path) {
        String sp = JsonPath.key(path, "SSESpecification");
        return r.object(p, "SSESpecification", path, Set.of("SSEEnabled", "SSEType", "KMSMasterKeyId")).map(o -> {
            boolean on = r.bool(o, "SSEEnabled", sp).orElse(false);
            r.text(o, "SSEType", sp).filter(t -> !t.equals("KMS")).ifPresent(t -> r.diagnostics().error(
                    JsonPath.key(sp, "SSEType"), "expected KMS (DynamoDB's only key type), found '" + t + "'"));
            Optional<String> key = r.text(o, "KMSMasterKeyId", sp).filter(k -> !k.isBlank());
            if (!on) {
                key.ifPresent(k -> r.diagnostics().warning(JsonPath.key(sp, "KMSMasterKeyId"),
                        "not kept: SSEEnabled is false, so the table uses an AWS owned key"));
                return Encryption.AWS_OWNED;
            }
            return key.map(Encryption::customerManaged).orElse(Encryption.AWS_MANAGED);
        }).orElse(Encryption.AWS_OWNED);
    }

    /** {@code OnDemandThroughput}; -1 is DynamoDB's "no maximum". */
    private OnDemandLimit onDemand(JsonNode p, String path, Billing billing) {
        String op = JsonPath.key(path, "OnDemandThroughput");
        if (billing.mode() != BillingMode.PAY_PER_REQUEST) {
            r.diagnostics().warning(op, "not kept: an on-demand maximum on a provisioned table has no effect");
            return OnDemandLimit.NONE;
        }
        return r.object(p, "OnDemandThroughput", path, Set.of("MaxReadRequestUnits", "MaxWriteRequestUnits"))
                .map(o -> new OnDemandLimit(r.whole(o, "MaxReadRequestUnits", op, -1).filter(n -> n > 0),
                        r.whole(o, "MaxWriteRequestUnits", op, -1).filter(n -> n > 0)))
                .orElse(OnDemandLimit.NONE);
    }
}
