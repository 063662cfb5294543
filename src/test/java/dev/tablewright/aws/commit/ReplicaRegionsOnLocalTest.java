package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.connect.ForwardingGateway;
import dev.tablewright.aws.connect.RegionEndpoints;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A global table's settings that only a replica's own region sets, committed there: a second DynamoDB
 * Local (its own port) stands for the replica region us-west-2, the test creating the replica's table
 * there as replication would (Local does not replicate), and the commit given its endpoint
 * ({@code --region-endpoint us-west-2=URL}) sets deletion protection there, reports what Local does not
 * support there, changes only what differs on {@code --add}, and closes the gateway it opened. Without
 * an endpoint for the region, the settings are reported skipped with the reason.
 */
class ReplicaRegionsOnLocalTest {
    @RegisterExtension
    static final LocalServerExtension home = new LocalServerExtension();
    @RegisterExtension
    static final LocalServerExtension oregon = new LocalServerExtension();

    @BeforeEach
    void empty() {
        home.dropAllTables();
        oregon.dropAllTables();
    }

    /** Orders in us-east-1 (the connection's region) and us-west-2, whose replica protects itself and has its own tags. */
    private static TableDesign orders(boolean oregonProtected) {
        Replica oregonReplica = new Replica("us-west-2", Optional.empty(), Optional.of(oregonProtected),
                Optional.of(true), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), List.of(new Tag("region-role", "standby")), Optional.empty(), List.of());
        return TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S))
                .withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                        List.of(Replica.in("us-east-1"), oregonReplica))));
    }

    /** The replica's table as replication would make it in us-west-2: the table's keys, none of its region's settings. */
    private static void replicate(TableDesign t) {
        oregon.gateway().createTable(SettingsPlan.plain(t).withSettings(s -> s.withReplication(Replication.NONE)));
    }

    private static CommitReport commit(TableDesign t, ExistingTables mode, ReplicaRegions regions) {
        return new Commit(home.gateway(), DataModel.of("m", List.of(t)), new CommitOptions(List.of(), mode, 2,
                Backoff.DEFAULT), regions).run(p -> { }, () -> false);
    }

    private static RegionEndpoints toOregon() {
        return RegionEndpoints.forCommandLine(home.endpoint(), null, Map.of("us-west-2", oregon.endpoint()));
    }

    private static boolean protectedIn(LocalServerExtension local) {
        return local.gateway().liveSettings("Orders").map(LiveSettings::design).orElseThrow().settings()
                .deletionProtection();
    }

    @Test
    void theReplicaRegionsSettingsAreSetThereThroughItsEndpoint() {
        TableDesign model = orders(true);
        replicate(model);
        CommitReport report = commit(model, ExistingTables.REFUSE, toOregon());
        assertTrue(report.complete(), report.text());
        String text = report.text();
        for (String line : List.of(
                "setting: replica us-west-2: deletion protection: on, set",
                "setting: replica us-west-2: point-in-time recovery: not supported by DynamoDB Local, skipped",
                "setting: replica us-west-2: tags: not supported by DynamoDB Local, skipped")) {
            assertTrue(text.contains(line), "missing «" + line + "» in\n" + text);
        }
        assertFalse(text.contains("not set"), text);
        assertTrue(protectedIn(oregon), "set on the replica's own table");
        assertFalse(protectedIn(home), "the table's own region keeps the table's setting");
    }

    @Test
    void addingChangesOnlyWhatDiffersInTheRegion() {
        replicate(orders(true));
        assertTrue(commit(orders(true), ExistingTables.REFUSE, toOregon()).complete());

        CommitReport again = commit(orders(true), ExistingTables.ADD, toOregon());
        assertTrue(again.complete(), again.text());
        assertEquals(List.of("replica us-west-2: point-in-time recovery: not supported by DynamoDB Local, skipped",
                "replica us-west-2: tags: not supported by DynamoDB Local, skipped"),
                again.tables().get(0).settings().stream().filter(o -> !o.region().isEmpty()).map(SettingOutcome::line)
                        .toList(),
                "deletion protection is already on there: no step for it");

        Commit lift = new Commit(home.gateway(), DataModel.of("m", List.of(orders(false))), new CommitOptions(List.of(),
                ExistingTables.ADD, 2, Backoff.DEFAULT), toOregon());
        CommitPlan plan = lift.plan();
        assertTrue(plan.settingChanges().contains("Orders: replica us-west-2: deletion protection: on → off"),
                "said before anything changes: " + plan.settingChanges());
        assertTrue(protectedIn(oregon), "the plan changes nothing");
        CommitReport lifted = lift.run(plan, p -> { }, () -> false);
        assertTrue(lifted.complete(), lifted.text());
        assertTrue(lifted.text().contains("setting: replica us-west-2: deletion protection: off, set"), lifted.text());
        assertFalse(protectedIn(oregon));
    }

    @Test
    void withoutAnEndpointForTheRegionItsSettingsAreSkippedWithTheReason() {
        TableDesign model = orders(true);
        replicate(model);
        CommitReport report = commit(model, ExistingTables.REFUSE,
                RegionEndpoints.forCommandLine(home.endpoint(), null, Map.of()));
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("replica us-west-2: point-in-time recovery, deletion protection, tags not set: the endpoint "
                + home.endpoint() + " has no other regions (give --region-endpoint us-west-2=URL to reach the"
                + " replica's)"), report.tables().get(0).notes());
        assertFalse(report.text().contains("setting: replica us-west-2"), report.text());
        assertFalse(protectedIn(oregon), "nothing sent to the region");
    }

    @Test
    void aRegionWithoutTheReplicasTableIsSaidNotFaked() {
        CommitReport report = commit(orders(true), ExistingTables.REFUSE, toOregon());
        assertTrue(report.complete(), report.text());
        assertEquals(List.of("replica us-west-2: point-in-time recovery, deletion protection, tags not set: DynamoDB — "
                + oregon.endpoint() + " has no table Orders (DynamoDB Local does not replicate: the table there stands"
                + " for the replica)"), report.tables().get(0).notes());
        assertEquals(List.of(), oregon.gateway().listTables());
    }

    @Test
    void theGatewayOpenedForTheRegionIsClosed() {
        TableDesign model = orders(true);
        replicate(model);
        List<Closes> opened = new ArrayList<>();
        RegionEndpoints endpoints = toOregon();
        ReplicaRegions counting = region -> {
            ReplicaRegions.Reach r = endpoints.reach(region);
            if (r instanceof ReplicaRegions.Opened o) {
                Closes c = new Closes(o.gateway());
                opened.add(c);
                return new ReplicaRegions.Opened(c);
            }
            return r;
        };
        assertTrue(commit(model, ExistingTables.REFUSE, counting).complete());
        assertEquals(1, opened.size());
        assertTrue(opened.get(0).closed, "closed after its steps");
    }

    @Test
    void theReplicaInTheConnectionsOwnRegionIsTheTableItself() {
        // us-east-1 (the connection's region) overrides deletion protection: the table itself takes it.
        Replica east = new Replica("us-east-1", Optional.empty(), Optional.of(true), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of(),
                Optional.empty(), List.of());
        TableDesign model = orders(false).withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                List.of(east, s.replication().replicas().get(1)))));
        CommitReport report = commit(model, ExistingTables.REFUSE, ReplicaRegions.NONE);
        assertTrue(report.complete(), report.text());
        assertTrue(report.text().contains("setting: deletion protection: on, set"), report.text());
        assertTrue(protectedIn(home));
        assertTrue(report.tables().get(0).notes().stream().noneMatch(n -> n.startsWith("replica us-east-1")),
                report.text());
    }

    @Test
    void theOtherRegionsInheritTheTableNotWhatTheConnectionsOwnRegionOverrides() {
        Replica east = new Replica("us-east-1", Optional.empty(), Optional.of(true), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of(),
                Optional.empty(), List.of());
        TableDesign model = orders(false).withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                List.of(east, Replica.in("us-west-2")))));
        replicate(model);
        CommitReport report = commit(model, ExistingTables.REFUSE, toOregon());
        assertTrue(report.complete(), report.text());
        assertTrue(protectedIn(home), report.text());
        assertFalse(protectedIn(oregon), report.text());
        assertFalse(report.text().contains("replica us-west-2"), "nothing to set there: " + report.text());
    }

    /** A gateway that remembers being closed. */
    private static final class Closes extends ForwardingGateway {
        boolean closed;

        Closes(Gateway g) {
            super(g);
        }

        @Override
        public void close() {
            closed = true;
            delegate.close();
        }
    }
}
