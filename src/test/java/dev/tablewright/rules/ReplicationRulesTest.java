package dev.tablewright.rules;

import static dev.tablewright.rules.Settings.settings;

import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;

import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class ReplicationRulesTest {
    /** Strongly consistent in us-east-1, us-east-2 and us-west-2, us-east-2 overriding index ByDay. */
    private static final TableDesign PAYMENTS = AllSettings.global();

    private static UnaryOperator<TableDesign> replicas(Consistency consistency, String... regions) {
        List<Replica> replicas = Arrays.stream(regions).map(Replica::in).toList();
        return settings(s -> s.withReplication(new Replication(consistency, replicas)));
    }

    @Test
    void strongConsistencyNeedsExactlyThreeRegions() {
        Settings.adds(PAYMENTS, replicas(Consistency.STRONG, "us-east-1", "us-east-2"), Severity.ERROR, "Payments",
                "strong consistency needs exactly 3 regions; the table has 2 regions (us-east-1, us-east-2)");
        Settings.adds(PAYMENTS, replicas(Consistency.STRONG, "eu-west-1", "eu-west-2", "eu-west-3", "eu-central-1"),
                Severity.ERROR, "Payments", "the table has 4 regions");
        Settings.addsNothing(PAYMENTS, replicas(Consistency.STRONG, "eu-west-1", "eu-west-3", "eu-central-1"));
        // Eventual consistency takes any number.
        Settings.addsNothing(PAYMENTS, replicas(Consistency.EVENTUAL, "us-east-1", "eu-west-1"));
    }

    @Test
    void strongConsistencysRegionsLieInOneRegionSet() {
        Settings.adds(PAYMENTS, replicas(Consistency.STRONG, "us-east-1", "us-east-2", "eu-west-1"), Severity.ERROR,
                "Payments", "strong consistency needs its three regions in one Region set");
        Settings.adds(PAYMENTS, replicas(Consistency.STRONG, "us-east-1", "us-east-2", "us-west-1"), Severity.ERROR,
                "Payments", "the table has us-east-1, us-east-2, us-west-1");
        Settings.addsNothing(PAYMENTS, replicas(Consistency.STRONG, "ap-northeast-1", "ap-northeast-2",
                "ap-northeast-3"));
    }

    @Test
    void oneReplicaPerRegion() {
        Settings.adds(PAYMENTS, replicas(Consistency.EVENTUAL, "us-east-1", "eu-west-1", "us-east-1"),
                Severity.ERROR, "Payments", "the table has two replicas in us-east-1");
    }

    @Test
    void replicaRegionsAreRegionCodes() {
        Settings.adds(PAYMENTS, replicas(Consistency.EVENTUAL, "us-east-1", "Frankfurt"), Severity.ERROR,
                "Payments", "replica region 'Frankfurt' is not an AWS Region code");
        Settings.adds(PAYMENTS, replicas(Consistency.EVENTUAL, "us-east-1", "us_east_2"), Severity.ERROR,
                "Payments", "replica region 'us_east_2' is not an AWS Region code");
        Settings.addsNothing(PAYMENTS, replicas(Consistency.EVENTUAL, "us-gov-west-1", "ap-southeast-7",
                "eu-central-2"));
    }

    @Test
    void aReplicaOverridesOnlyTheTablesGsis() {
        UnaryOperator<TableDesign> unknown = settings(s -> s.withReplication(new Replication(Consistency.STRONG,
                List.of(Replica.in("us-east-1"), Replicas.indexes("us-east-2", List.of(ReplicaIndex.of("ByWeek"))),
                        Replica.in("us-west-2")))));
        Settings.adds(PAYMENTS, unknown, Severity.ERROR, "Payments",
                "replica us-east-2 overrides index 'ByWeek', which is not a global secondary index of the table");
        UnaryOperator<TableDesign> twice = settings(s -> s.withReplication(new Replication(Consistency.STRONG,
                List.of(Replica.in("us-east-1"), Replicas.indexes("us-east-2", List.of(ReplicaIndex.of("ByDay"),
                        ReplicaIndex.of("ByDay"))), Replica.in("us-west-2")))));
        Settings.adds(PAYMENTS, twice, Severity.ERROR, "Payments", "replica us-east-2 overrides index 'ByDay' twice");
    }
}
