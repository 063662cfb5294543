package dev.tablewright.rules;

import static dev.tablewright.rules.Settings.settings;

import dev.tablewright.model.Billing;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.Replication;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class CapacityModeRulesTest {
    private static final TableDesign PROVISIONED = AllSettings.provisioned();
    private static final TableDesign ON_DEMAND = AllSettings.onDemand();
    private static final TableDesign GLOBAL = AllSettings.global();

    private static UnaryOperator<TableDesign> gsi(UnaryOperator<GlobalSecondaryIndex> change) {
        return t -> t.withGlobalIndexes(t.globalIndexes().stream().map(change).toList());
    }

    @Test
    void autoScalingOnAnOnDemandTableIsAnError() {
        Settings.adds(ON_DEMAND, settings(s -> s.withThroughput(s.throughput().withReadScaling(
                Optional.of(AutoScaling.CONSOLE_DEFAULT)))), Severity.ERROR, "Customers",
                "the table's auto scaling is set on an on-demand table");
        Settings.adds(ON_DEMAND, gsi(g -> g.withSettings(g.settings().withThroughput(g.settings().throughput()
                .withWriteScaling(Optional.of(AutoScaling.CONSOLE_DEFAULT))))), Severity.ERROR,
                "Customers/indexes/ByEmail", "index ByEmail's auto scaling is set on an on-demand table");
        // The provisioned table scales its table and its GSI.
        Check.none(Settings.model(PROVISIONED), "on an on-demand table");
    }

    @Test
    void provisionedUnitsOfAGsiOnAnOnDemandTableAreAnError() {
        Settings.adds(ON_DEMAND, gsi(g -> g.withSettings(g.settings().withUnits(Optional.of(5L), Optional.empty()))),
                Severity.ERROR, "Customers/indexes/ByEmail", "index ByEmail's provisioned units are set on an "
                        + "on-demand table");
        Check.none(Settings.model(PROVISIONED), "provisioned units are set");
    }

    @Test
    void anOnDemandMaximumOnAProvisionedTableIsAnError() {
        Settings.adds(PROVISIONED, settings(s -> s.withThroughput(s.throughput().withOnDemandLimit(
                new OnDemandLimit(Optional.empty(), Optional.of(100L))))), Severity.ERROR, "Orders",
                "the table's on-demand maximum throughput is set on a provisioned table");
        Settings.adds(PROVISIONED, gsi(g -> g.withSettings(g.settings().withThroughput(g.settings().throughput()
                .withOnDemandLimit(new OnDemandLimit(Optional.of(10L), Optional.empty()))))), Severity.ERROR,
                "Orders/indexes/ByStatus", "index ByStatus's on-demand maximum throughput is set on a provisioned");
        // The on-demand table caps its table and its GSI.
        Check.none(Settings.model(ON_DEMAND), "on a provisioned table");
    }

    @Test
    void aReplicaOverridesOnlyWhatItsTablesModeTakes() {
        // The global table is on-demand: a replica's read units or read auto scaling are refused …
        Settings.adds(GLOBAL, settings(s -> s.withReplication(new Replication(s.replication().consistency(),
                List.of(Replica.in("us-east-1"), Replicas.readUnits("us-east-2", 10), Replica.in("us-west-2"))))),
                Severity.ERROR, "Payments", "replica us-east-2's provisioned units are set on an on-demand table");
        ReplicaIndex scaled = new ReplicaIndex("ByDay", Optional.empty(), Optional.of(AutoScaling.CONSOLE_DEFAULT),
                Optional.empty(), Optional.empty());
        Settings.adds(GLOBAL, settings(s -> s.withReplication(new Replication(s.replication().consistency(),
                List.of(Replica.in("us-east-1"), Replicas.indexes("us-east-2", List.of(scaled)),
                        Replica.in("us-west-2"))))), Severity.ERROR, "Payments",
                "index ByDay in replica us-east-2's auto scaling is set on an on-demand table");
        // … and its on-demand maximum (the fixture's us-east-2 sets one) is what it may override.
        Check.none(Settings.model(GLOBAL), "replica");
        // Provisioned, the on-demand maximum is refused instead.
        Settings.addsErrors(GLOBAL, t -> t.withBilling(Billing.provisioned(5, 5)), "Payments",
                "replica us-east-2's on-demand maximum throughput is set on a provisioned table",
                "index ByDay in replica us-east-2's on-demand maximum throughput is set on a provisioned table");
    }
}
