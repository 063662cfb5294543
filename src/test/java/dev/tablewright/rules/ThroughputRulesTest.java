package dev.tablewright.rules;

import static dev.tablewright.rules.Settings.settings;

import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.WarmThroughput;

import java.util.Optional;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

class ThroughputRulesTest {
    private static final TableDesign PROVISIONED = AllSettings.provisioned();
    private static final TableDesign ON_DEMAND = AllSettings.onDemand();

    private static UnaryOperator<TableDesign> readScaling(AutoScaling a) {
        return settings(s -> s.withThroughput(s.throughput().withReadScaling(Optional.of(a))));
    }

    private static UnaryOperator<TableDesign> warm(Long read, Long write) {
        return settings(s -> s.withThroughput(s.throughput().withWarm(new WarmThroughput(Optional.ofNullable(read),
                Optional.ofNullable(write)))));
    }

    private static UnaryOperator<TableDesign> gsi(UnaryOperator<GlobalSecondaryIndex> change) {
        return t -> t.withGlobalIndexes(t.globalIndexes().stream().map(change).toList());
    }

    @Test
    void autoScalingsMinimumIsAtLeastOneUnit() {
        Settings.adds(PROVISIONED, readScaling(new AutoScaling(0, 50, 70)), Severity.ERROR, "Orders",
                "the table's read auto scaling has a minimum of 0 units");
        Settings.addsNothing(PROVISIONED, readScaling(new AutoScaling(1, 50, 70)));
    }

    @Test
    void autoScalingsMinimumDoesNotExceedItsMaximum() {
        Settings.adds(PROVISIONED, readScaling(new AutoScaling(51, 50, 70)), Severity.ERROR, "Orders",
                "the table's read auto scaling has a maximum of 50 units, below its minimum of 51");
        Settings.addsNothing(PROVISIONED, readScaling(new AutoScaling(50, 50, 70)));
        // A GSI's own auto scaling, write dimension.
        Settings.adds(PROVISIONED, gsi(g -> g.withSettings(g.settings().withThroughput(g.settings().throughput()
                .withWriteScaling(Optional.of(new AutoScaling(9, 8, 70)))))), Severity.ERROR,
                "Orders/indexes/ByStatus", "index ByStatus's write auto scaling has a maximum of 8 units");
    }

    @Test
    void autoScalingTargetsTwentyToNinetyPercent() {
        Settings.adds(PROVISIONED, readScaling(new AutoScaling(5, 50, 19.5)), Severity.ERROR, "Orders",
                "the table's read auto scaling targets 19.5 % utilisation: DynamoDB auto scaling takes a target "
                        + "between 20 % and 90 %");
        Settings.adds(PROVISIONED, readScaling(new AutoScaling(5, 50, 91)), Severity.ERROR, "Orders",
                "targets 91 % utilisation");
        Settings.addsNothing(PROVISIONED, readScaling(new AutoScaling(5, 50, 20)));
        Settings.addsNothing(PROVISIONED, readScaling(new AutoScaling(5, 50, 90)));
    }

    @Test
    void aGsisProvisionedUnitsAreAtLeastOne() {
        Settings.adds(PROVISIONED, gsi(g -> g.withSettings(g.settings().withUnits(Optional.of(0L),
                g.settings().writeUnits()))), Severity.ERROR, "Orders/indexes/ByStatus",
                "index ByStatus's provisioned read units are 0");
        Settings.addsNothing(PROVISIONED, gsi(g -> g.withSettings(g.settings().withUnits(Optional.of(1L),
                g.settings().writeUnits()))));
    }

    @Test
    void anOnDemandMaximumIsAtLeastOne() {
        Settings.adds(ON_DEMAND, settings(s -> s.withThroughput(s.throughput().withOnDemandLimit(
                new OnDemandLimit(Optional.of(0L), Optional.empty())))), Severity.ERROR, "Customers",
                "the table's on-demand maximum of read request units is 0");
        Settings.addsNothing(ON_DEMAND, settings(s -> s.withThroughput(s.throughput().withOnDemandLimit(
                new OnDemandLimit(Optional.of(1L), Optional.empty())))));
    }

    @Test
    void aTablesWarmThroughputIsAtLeastWhatEveryTableStartsWith() {
        Settings.adds(PROVISIONED, warm(11_999L, null), Severity.ERROR, "Orders",
                "the table's warm throughput of 11,999 read units per second is below 12,000");
        Settings.adds(PROVISIONED, warm(null, 3_999L), Severity.ERROR, "Orders",
                "the table's warm throughput of 3,999 write units per second is below 4,000");
        Settings.addsNothing(PROVISIONED, warm(12_000L, 4_000L));
    }

    @Test
    void aGsisWarmThroughputIsAtLeastOneUnit() {
        UnaryOperator<TableDesign> zero = gsi(g -> g.withSettings(g.settings().withThroughput(g.settings()
                .throughput().withWarm(new WarmThroughput(Optional.of(0L), Optional.empty())))));
        Settings.adds(PROVISIONED, zero, Severity.ERROR, "Orders/indexes/ByStatus",
                "index ByStatus's warm throughput of 0 read units per second is below 1");
        Settings.addsNothing(PROVISIONED, gsi(g -> g.withSettings(g.settings().withThroughput(g.settings()
                .throughput().withWarm(new WarmThroughput(Optional.of(88L), Optional.of(77L)))))));
    }
}
