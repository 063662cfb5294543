package dev.tablewright.format.infra;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonTreeReader;
import dev.tablewright.model.Billing;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Optional;

/**
 * A table's settings as properties of {@code AWS::DynamoDB::Table} (and of each entry of its
 * GlobalSecondaryIndexes); the property shapes shared with {@code AWS::DynamoDB::GlobalTable} are
 * built here too. A setting at DynamoDB's default is left out, as CloudFormation's default is the same.
 */
final class SettingsProperties {
    /** The properties this class writes: a copy an import kept in {@code extra} must not be written again. */
    static final List<String> TABLE = List.of("TableClass", "TimeToLiveSpecification", "StreamSpecification",
            "PointInTimeRecoverySpecification", "DeletionProtectionEnabled", "SSESpecification",
            "ContributorInsightsSpecification", "Tags", "ResourcePolicy", "OnDemandThroughput", "WarmThroughput");
    static final List<String> INDEX = List.of("ProvisionedThroughput", "ContributorInsightsSpecification",
            "OnDemandThroughput", "WarmThroughput");

    private final List<String> warnings;

    SettingsProperties(List<String> warnings) {
        this.warnings = warnings;
    }

    void table(ObjectNode p, TableDesign table) {
        TableSettings s = table.settings();
        String what = "table " + table.name();
        if (s.tableClass() != TableClass.STANDARD) {
            p.put("TableClass", s.tableClass().name());
        }
        shared(p, s);
        recovery(s.recovery()).ifPresent(r -> p.set("PointInTimeRecoverySpecification", r));
        if (s.deletionProtection()) {
            p.put("DeletionProtectionEnabled", true);
        }
        sse(s.encryption(), what, true).ifPresent(o -> p.set("SSESpecification", o));
        if (s.contributorInsights()) {
            p.set("ContributorInsightsSpecification", enabled(true));
        }
        if (!s.tags().isEmpty()) {
            p.set("Tags", tags(s.tags()));
        }
        s.resourcePolicy().ifPresent(policy -> p.set("ResourcePolicy", policy(policy, what)));
        onDemand(table.billing(), s.throughput().onDemandLimit(), what).ifPresent(o -> p.set("OnDemandThroughput", o));
        warm(s.throughput().warm()).ifPresent(o -> p.set("WarmThroughput", o));
    }

    /** What a Table and a GlobalTable write alike at the top: time to live and the stream. */
    static void shared(ObjectNode p, TableSettings s) {
        s.ttlAttribute().ifPresent(a -> p.putObject("TimeToLiveSpecification").put("AttributeName", a).put("Enabled", true));
        s.stream().ifPresent(v -> p.putObject("StreamSpecification").put("StreamViewType", v.name()));
    }

    void index(ObjectNode o, TableDesign table, GlobalSecondaryIndex g) {
        IndexSettings s = g.settings();
        String what = "index " + table.name() + "." + g.name();
        Billing billing = table.billing();
        if (billing.mode() == BillingMode.PROVISIONED) {
            long read = s.readUnits().orElse(billing.readCapacityUnits());
            long write = s.writeUnits().orElse(billing.writeCapacityUnits());
            o.set("ProvisionedThroughput", throughput(read, write, what));
        } else if (s.readUnits().isPresent() || s.writeUnits().isPresent()) {
            warnings.add(what + ": its own provisioned units are not written: the table is on-demand");
        }
        if (s.contributorInsights()) {
            o.set("ContributorInsightsSpecification", enabled(true));
        }
        onDemand(billing, s.throughput().onDemandLimit(), what).ifPresent(n -> o.set("OnDemandThroughput", n));
        warm(s.throughput().warm()).ifPresent(n -> o.set("WarmThroughput", n));
    }

    ObjectNode throughput(long read, long write, String what) {
        if (read < 1 || write < 1) {
            warnings.add(what + ": provisioned capacity below 1 unit written as 1 (DynamoDB's minimum)");
        }
        ObjectNode o = Json.object();
        o.put("ReadCapacityUnits", Math.max(1, read));
        o.put("WriteCapacityUnits", Math.max(1, write));
        return o;
    }

    /** The on-demand maximum ({@code OnDemandThroughput}); DynamoDB takes it on an on-demand table or index only. */
    private Optional<ObjectNode> onDemand(Billing billing, OnDemandLimit limit, String what) {
        if (limit.isNone()) {
            return Optional.empty();
        }
        if (billing.mode() != BillingMode.PAY_PER_REQUEST) {
            warnings.add(what + ": the on-demand maximum throughput is not written: the table is provisioned");
            return Optional.empty();
        }
        ObjectNode o = Json.object();
        limit.maxReadRequestUnits().ifPresent(n -> o.put("MaxReadRequestUnits", n));
        limit.maxWriteRequestUnits().ifPresent(n -> o.put("MaxWriteRequestUnits", n));
        return Optional.of(o);
    }

    static Optional<ObjectNode> warm(WarmThroughput warm) {
        if (warm.isNone()) {
            return Optional.empty();
        }
        ObjectNode o = Json.object();
        warm.readUnitsPerSecond().ifPresent(n -> o.put("ReadUnitsPerSecond", n));
        warm.writeUnitsPerSecond().ifPresent(n -> o.put("WriteUnitsPerSecond", n));
        return Optional.of(o);
    }

    /** Point-in-time recovery when on (with its period); off is CloudFormation's default. */
    static Optional<ObjectNode> recovery(Recovery r) {
        return r.enabled() ? Optional.of(recovery(true, r.periodDays())) : Optional.empty();
    }

    static ObjectNode recovery(boolean enabled, int periodDays) {
        ObjectNode o = Json.object().put("PointInTimeRecoveryEnabled", enabled);
        if (enabled) {
            o.put("RecoveryPeriodInDays", periodDays);
        }
        return o;
    }

    /**
     * Encryption at rest: nothing for an AWS owned key (DynamoDB's default), {@code SSEType KMS} for the
     * AWS managed key, plus the key for a customer managed one (a Table only: a GlobalTable names it per replica).
     */
    Optional<ObjectNode> sse(Encryption e, String what, boolean withKey) {
        if (e.type() == EncryptionType.AWS_OWNED) {
            return Optional.empty();
        }
        ObjectNode o = Json.object().put("SSEEnabled", true).put("SSEType", "KMS");
        if (withKey && e.type() == EncryptionType.CUSTOMER_MANAGED) {
            if (e.kmsKey().isPresent()) {
                o.put("KMSMasterKeyId", e.kmsKey().get());
            } else {
                warnings.add(what + ": a customer managed key without a key ARN is written as the AWS managed key");
            }
        }
        return Optional.of(o);
    }

    static ObjectNode enabled(boolean on) {
        return Json.object().put("Enabled", on);
    }

    static ArrayNode tags(List<Tag> tags) {
        ArrayNode a = Json.array();
        tags.forEach(t -> a.addObject().put("Key", t.key()).put("Value", t.value()));
        return a;
    }

    /** {@code {PolicyDocument: …}} with the document as a JSON object; text that is not JSON is written as a string. */
    ObjectNode policy(String document, String what) {
        Diagnostics d = new Diagnostics("");
        Optional<JsonNode> parsed = JsonTreeReader.read(document, d).filter(n -> d.errorCount() == 0 && n.isObject());
        ObjectNode o = Json.object();
        if (parsed.isPresent()) {
            o.set("PolicyDocument", parsed.get());
        } else {
            warnings.add(what + ": the resource policy is not a JSON object; written as text, which CloudFormation will refuse");
            o.put("PolicyDocument", document);
        }
        return o;
    }

    /** A GlobalTable's {@code CapacityAutoScalingSettings}; the seed is the capacity until the policy takes over. */
    static ObjectNode autoScaling(AutoScaling scaling, long seed) {
        ObjectNode o = Json.object();
        o.put("MinCapacity", scaling.minCapacity());
        o.put("MaxCapacity", scaling.maxCapacity());
        o.put("SeedCapacity", Math.max(1, seed));
        target(o.putObject("TargetTrackingScalingPolicyConfiguration"), scaling.targetUtilization());
        return o;
    }

    /** {@code TargetValue}, as a whole number when it is one (70, not 70.0). */
    static void target(ObjectNode o, double utilization) {
        if (utilization == Math.rint(utilization) && Math.abs(utilization) < 1e9) {
            o.put("TargetValue", (long) utilization);
        } else {
            o.put("TargetValue", utilization);
        }
    }
}
