package dev.tablewright.format.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.engine.diff.ModelDiff;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every table setting and every GSI setting: two models that differ only there give exactly one
 * change, with its path and both values, as one line of text, one Markdown row and one JSON change.
 */
class SettingsDiffOutputTest {
    private static final String P = "Orders/settings/";
    private static final String O = "Customers/settings/";
    private static final String G = "Payments/settings/";

    static Stream<Arguments> settings() {
        return Stream.of(
                // capacity of the table
                change(AllSettings.provisioned(), s -> s.withThroughput(s.throughput().withReadScaling(Optional.empty())),
                        P + "readAutoScaling", "5 to 50 units at 70% target", "off"),
                change(AllSettings.provisioned(), s -> s.withThroughput(s.throughput()
                                .withWriteScaling(Optional.of(new AutoScaling(3, 30, 60)))),
                        P + "writeAutoScaling", "3 to 30 units at 50.5% target", "3 to 30 units at 60% target"),
                change(AllSettings.provisioned(), s -> s.withThroughput(s.throughput().withWarm(
                                new WarmThroughput(Optional.of(20_000L), Optional.of(5_000L)))),
                        P + "warmReadUnitsPerSecond", "15000 units/s", "20000 units/s"),
                change(AllSettings.provisioned(), s -> s.withThroughput(s.throughput().withWarm(
                                new WarmThroughput(Optional.of(15_000L), Optional.empty()))),
                        P + "warmWriteUnitsPerSecond", "5000 units/s", "not set"),
                change(AllSettings.onDemand(), s -> s.withThroughput(s.throughput().withOnDemandLimit(
                                new OnDemandLimit(Optional.of(2_000L), Optional.of(500L)))),
                        O + "maxReadRequestUnits", "1000 units/s", "2000 units/s"),
                change(AllSettings.onDemand(), s -> s.withThroughput(s.throughput().withOnDemandLimit(
                                new OnDemandLimit(Optional.of(1_000L), Optional.empty()))),
                        O + "maxWriteRequestUnits", "500 units/s", "no maximum"),
                // the rest of the table
                change(AllSettings.provisioned(), s -> s.withTableClass(TableClass.STANDARD),
                        P + "tableClass", "Standard-IA", "Standard"),
                change(AllSettings.provisioned(), s -> s.withTtlAttribute(Optional.empty()),
                        P + "timeToLive", "on, attribute expiresAt", "off"),
                change(AllSettings.provisioned(), s -> s.withStream(Optional.of(StreamView.KEYS_ONLY)),
                        P + "stream", "on, NEW_AND_OLD_IMAGES", "on, KEYS_ONLY"),
                change(AllSettings.global(), s -> s.withRecovery(new Recovery(true, 14)),
                        G + "pointInTimeRecovery", "off", "on, 14 days"),
                change(AllSettings.provisioned(), s -> s.withRecovery(new Recovery(false, 14)),
                        P + "pointInTimeRecovery", "on, 14 days", "off (14 days when on)"),
                change(AllSettings.provisioned(), s -> s.withDeletionProtection(false),
                        P + "deletionProtection", "on", "off"),
                change(AllSettings.provisioned(), s -> s.withEncryption(Encryption.AWS_OWNED),
                        P + "encryption", "Customer managed key " + AllSettings.KEY_ARN, "AWS owned key"),
                change(AllSettings.onDemand(), s -> s.withEncryption(Encryption.customerManaged("alias/orders")),
                        O + "encryption", "AWS managed key", "Customer managed key alias/orders"),
                change(AllSettings.provisioned(), s -> s.withContributorInsights(false),
                        P + "contributorInsights", "on", "off"),
                change(AllSettings.provisioned(), s -> s.withTags(List.of(new Tag("team", "payments"),
                                new Tag("cost-centre", "4711"))),
                        P + "tags/team", "orders", "payments"),
                added(AllSettings.provisioned(), s -> s.withTags(List.of(new Tag("team", "orders"),
                                new Tag("cost-centre", "4711"), new Tag("env", "prod"))),
                        P + "tags/env", "prod"),
                removed(AllSettings.provisioned(), s -> s.withTags(List.of(new Tag("team", "orders"))),
                        P + "tags/cost-centre", "4711"),
                change(AllSettings.provisioned(), s -> s.withResourcePolicy(Optional.of(
                                AllSettings.POLICY.replace("dynamodb:GetItem", "dynamodb:Query"))),
                        P + "resourcePolicy", "…,\"Action\":\"dynamodb:GetItem\",\"Resource\":\"*\"}]}",
                        "…,\"Action\":\"dynamodb:Query\",\"Resource\":\"*\"}]}"),
                removed(AllSettings.provisioned(), s -> s.withResourcePolicy(Optional.empty()),
                        P + "resourcePolicy", AllSettings.POLICY.substring(0, 119) + "…"),
                change(AllSettings.provisioned(), s -> s.withExpectedItemCount(Optional.of(100L)),
                        P + "expectedItemCount", "2500000 items", "100 items"),
                change(AllSettings.onDemand(), s -> s.withStack(Optional.empty()),
                        O + "stack", "logical ID CustomersTable, the template gives no TableName", "none"),
                // global tables
                change(AllSettings.global(), s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                                s.replication().replicas())),
                        G + "replicationConsistency", "strong", "eventual"),
                change(AllSettings.global(), s -> replica(s, "us-west-2", r -> new Replica(r.region(),
                                Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), r.deletionProtection(),
                                r.pointInTimeRecovery(), r.contributorInsights(), r.kmsKey(), r.readUnits(),
                                r.readScaling(), r.maxReadRequestUnits(), r.tags(), r.resourcePolicy(), r.indexes())),
                        G + "replicas/us-west-2/tableClass", "as the table", "Standard-IA"),
                change(AllSettings.global(), s -> replica(s, "us-east-2", r -> new Replica(r.region(), r.tableClass(),
                                r.deletionProtection(), r.pointInTimeRecovery(), r.contributorInsights(),
                                Optional.of("alias/ohio"), r.readUnits(), r.readScaling(), r.maxReadRequestUnits(),
                                r.tags(), r.resourcePolicy(), r.indexes())),
                        G + "replicas/us-east-2/kmsKey", "as the table", "alias/ohio"),
                change(AllSettings.global(), s -> replica(s, "us-east-2", r -> new Replica(r.region(), r.tableClass(),
                                r.deletionProtection(), r.pointInTimeRecovery(), r.contributorInsights(), r.kmsKey(),
                                r.readUnits(), r.readScaling(), Optional.of(800L), r.tags(), r.resourcePolicy(),
                                r.indexes())),
                        G + "replicas/us-east-2/maxReadRequestUnits", "400 units/s", "800 units/s"),
                change(AllSettings.global(), s -> replica(s, "us-east-2", r -> new Replica(r.region(), r.tableClass(),
                                r.deletionProtection(), r.pointInTimeRecovery(), r.contributorInsights(), r.kmsKey(),
                                r.readUnits(), r.readScaling(), r.maxReadRequestUnits(),
                                List.of(new Tag("region-role", "primary")), r.resourcePolicy(), r.indexes())),
                        G + "replicas/us-east-2/tags/region-role", "reporting", "primary"),
                change(AllSettings.global(), s -> replica(s, "us-east-2", r -> new Replica(r.region(), r.tableClass(),
                                r.deletionProtection(), r.pointInTimeRecovery(), r.contributorInsights(), r.kmsKey(),
                                r.readUnits(), r.readScaling(), r.maxReadRequestUnits(), r.tags(), r.resourcePolicy(),
                                List.of(new ReplicaIndex("ByDay", Optional.empty(), Optional.empty(),
                                        Optional.of(500L), Optional.of(true))))),
                        G + "replicas/us-east-2/indexes/ByDay/maxReadRequestUnits", "300 units/s", "500 units/s"),
                added(AllSettings.global(), s -> s.withReplication(new Replication(Consistency.STRONG,
                                append(s.replication().replicas(), Replica.in("eu-west-1")))),
                        G + "replicas/eu-west-1", "no overrides"),
                removed(AllSettings.global(), s -> s.withReplication(new Replication(Consistency.STRONG,
                                s.replication().replicas().subList(0, 2))),
                        G + "replicas/us-west-2", "deletion protection off"),
                // a GSI's own settings
                indexChange(AllSettings.provisioned(), "ByStatus", i -> i.withUnits(Optional.empty(), i.writeUnits()),
                        "Orders/indexes/ByStatus/settings/readUnits", "4 units", "the table's"),
                indexChange(AllSettings.provisioned(), "ByStatus",
                        i -> i.withUnits(i.readUnits(), Optional.of(6L)),
                        "Orders/indexes/ByStatus/settings/writeUnits", "2 units", "6 units"),
                indexChange(AllSettings.provisioned(), "ByStatus",
                        i -> i.withThroughput(i.throughput().withReadScaling(Optional.of(new AutoScaling(4, 80, 60)))),
                        "Orders/indexes/ByStatus/settings/readAutoScaling", "4 to 40 units at 60% target",
                        "4 to 80 units at 60% target"),
                indexChange(AllSettings.provisioned(), "ByStatus",
                        i -> i.withThroughput(i.throughput().withWriteScaling(Optional.empty())),
                        "Orders/indexes/ByStatus/settings/writeAutoScaling", "2 to 20 units at 75% target", "off"),
                indexChange(AllSettings.provisioned(), "ByStatus",
                        i -> i.withThroughput(i.throughput().withWarm(new WarmThroughput(Optional.of(12_000L),
                                Optional.of(8_000L)))),
                        "Orders/indexes/ByStatus/settings/warmWriteUnitsPerSecond", "4000 units/s", "8000 units/s"),
                indexChange(AllSettings.provisioned(), "ByStatus", i -> i.withContributorInsights(false),
                        "Orders/indexes/ByStatus/settings/contributorInsights", "on", "off"),
                indexChange(AllSettings.onDemand(), "ByEmail",
                        i -> i.withThroughput(i.throughput().withOnDemandLimit(new OnDemandLimit(Optional.of(300L),
                                Optional.of(100L)))),
                        "Customers/indexes/ByEmail/settings/maxReadRequestUnits", "200 units/s", "300 units/s"),
                indexChange(AllSettings.onDemand(), "ByEmail",
                        i -> i.withThroughput(Throughput.NONE),
                        "Customers/indexes/ByEmail/settings/maxWriteRequestUnits", "100 units/s", "no maximum",
                        "Customers/indexes/ByEmail/settings/maxReadRequestUnits"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("settings")
    void oneSettingGivesOneChangeInEveryFormat(String path, TableDesign before, TableDesign after, Change.Kind kind,
            String old, String now, String alsoChanged) {
        DiffResult diff = ModelDiff.compare(model(before), model(after));
        List<Change> mine = diff.changes().stream().filter(c -> c.path().equals(path)).toList();
        assertEquals(1, mine.size(), diff.changes()::toString);
        int expected = alsoChanged == null ? 1 : 2;
        assertEquals(expected, diff.changes().size(), diff.changes()::toString);
        Change c = mine.get(0);
        assertEquals(kind, c.kind());
        assertEquals(old, c.oldValue());
        assertEquals(now, c.newValue());
        assertTrue(c.element() instanceof ModelPath.Table || c.element() instanceof ModelPath.Index, c::toString);

        String text = DiffOutput.text(diff, "a.json", "b.json");
        assertTrue(text.contains("  " + DiffOutput.line(c) + "\n"), text);
        String line = switch (kind) {
            case ADDED -> "+ " + path + ": " + now;
            case REMOVED -> "- " + path + ": " + old;
            default -> "~ " + path + ": " + old + " -> " + now;
        };
        assertEquals(line, DiffOutput.line(c));

        String markdown = DiffOutput.markdown(diff, "a.json", "b.json");
        assertTrue(markdown.contains("| " + kind.word() + " | `" + path + "` | " + cell(old) + " | " + cell(now) + " |"),
                markdown);

        JsonNode json = DiffOutput.json(diff, "a.json", "b.json");
        JsonNode change = null;
        for (JsonNode n : json.get("changes")) {
            if (n.get("path").asText().equals(path)) {
                change = n;
            }
        }
        assertEquals(kind.word(), change.get("kind").asText());
        assertEquals(old, change.get("old").isNull() ? null : change.get("old").asText());
        assertEquals(now, change.get("new").isNull() ? null : change.get("new").asText());
        assertEquals(expected, json.get("summary").get("total").asInt());
    }

    @Test
    void theSameSettingsAreNoChange() {
        assertTrue(ModelDiff.compare(AllSettings.model(), AllSettings.model()).isSame());
    }

    @Test
    void anAddedIndexShowsEachOfItsOwnSettings() {
        TableDesign without = AllSettings.provisioned().withGlobalIndexes(List.of());
        List<String> lines = ModelDiff.compare(model(without), model(AllSettings.provisioned())).changes().stream()
                .map(DiffOutput::line).toList();
        assertEquals(List.of("+ Orders/indexes/ByStatus: GSI status S / placedAt N, projection ALL",
                "+ Orders/indexes/ByStatus/settings/readUnits: 4 units",
                "+ Orders/indexes/ByStatus/settings/writeUnits: 2 units",
                "+ Orders/indexes/ByStatus/settings/readAutoScaling: 4 to 40 units at 60% target",
                "+ Orders/indexes/ByStatus/settings/writeAutoScaling: 2 to 20 units at 75% target",
                "+ Orders/indexes/ByStatus/settings/warmReadUnitsPerSecond: 12000 units/s",
                "+ Orders/indexes/ByStatus/settings/warmWriteUnitsPerSecond: 4000 units/s",
                "+ Orders/indexes/ByStatus/settings/contributorInsights: on"), lines);
    }

    private static String cell(String value) {
        return value == null ? "" : "`" + value.replace("|", "\\|") + "`";
    }

    private static DataModel model(TableDesign t) {
        return DataModel.of("m", List.of(t));
    }

    private static Arguments change(TableDesign base, UnaryOperator<TableSettings> edit, String path, String old,
            String now) {
        return Arguments.of(path, base, base.withSettings(edit), Change.Kind.CHANGED, old, now, null);
    }

    private static Arguments added(TableDesign base, UnaryOperator<TableSettings> edit, String path, String now) {
        return Arguments.of(path, base, base.withSettings(edit), Change.Kind.ADDED, null, now, null);
    }

    private static Arguments removed(TableDesign base, UnaryOperator<TableSettings> edit, String path, String old) {
        return Arguments.of(path, base, base.withSettings(edit), Change.Kind.REMOVED, old, null, null);
    }

    private static Arguments indexChange(TableDesign base, String index, UnaryOperator<IndexSettings> edit, String path,
            String old, String now) {
        return indexChange(base, index, edit, path, old, now, null);
    }

    /** {@code alsoChanged}: a second path the same edit changes (both limits of an on-demand maximum dropped). */
    private static Arguments indexChange(TableDesign base, String index, UnaryOperator<IndexSettings> edit, String path,
            String old, String now, String alsoChanged) {
        List<GlobalSecondaryIndex> gsis = base.globalIndexes().stream()
                .map(g -> g.name().equals(index) ? g.withSettings(edit.apply(g.settings())) : g).toList();
        return Arguments.of(path, base, base.withGlobalIndexes(gsis), Change.Kind.CHANGED, old, now, alsoChanged);
    }

    private static TableSettings replica(TableSettings s, String region, UnaryOperator<Replica> edit) {
        List<Replica> replicas = s.replication().replicas().stream()
                .map(r -> r.region().equals(region) ? edit.apply(r) : r).toList();
        return s.withReplication(new Replication(s.replication().consistency(), replicas));
    }

    private static List<Replica> append(List<Replica> replicas, Replica more) {
        List<Replica> all = new ArrayList<>(replicas);
        all.add(more);
        return all;
    }
}
