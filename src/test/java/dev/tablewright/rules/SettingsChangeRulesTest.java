package dev.tablewright.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.model.settings.WarmThroughput;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** {@link ModelValidator#validateChange}: what only the table as it was and as it would be show. */
class SettingsChangeRulesTest {
    /** Warm throughput 15,000 read and 5,000 write units per second. */
    private static final TableDesign ORDERS = AllSettings.provisioned();

    private static TableDesign warm(TableDesign t, Long read, Long write) {
        return t.withSettings(s -> s.withThroughput(s.throughput().withWarm(new WarmThroughput(
                Optional.ofNullable(read), Optional.ofNullable(write)))));
    }

    @Test
    void aTablesWarmThroughputIsNeverLowered() {
        List<Problem> problems = ModelValidator.validateChange(ORDERS, warm(ORDERS, 14_999L, 5_000L));
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(Severity.ERROR, problems.get(0).severity());
        assertEquals("Orders", problems.get(0).path());
        assertEquals("the table's warm throughput would fall from 15,000 to 14,999 read units per second: DynamoDB "
                + "only raises warm throughput (keep 15,000 in the new design, or create a new table)",
                problems.get(0).message());
        assertEquals(1, ModelValidator.validateChange(ORDERS, warm(ORDERS, null, 4_999L)).size());
        // Raised, kept, or left unset (DynamoDB keeps what it has): nothing.
        assertEquals(List.of(), ModelValidator.validateChange(ORDERS, warm(ORDERS, 15_000L, 6_000L)));
        assertEquals(List.of(), ModelValidator.validateChange(ORDERS, warm(ORDERS, null, null)));
        // A model with no warm throughput before says nothing of the live value.
        assertEquals(List.of(), ModelValidator.validateChange(warm(ORDERS, null, null), warm(ORDERS, 12_000L, null)));
    }

    @Test
    void aGsisWarmThroughputIsNeverLoweredEither() {
        String index = ORDERS.globalIndexes().get(0).name();
        TableDesign lowered = ORDERS.withGlobalIndexes(ORDERS.globalIndexes().stream().map(g -> g.withSettings(
                g.settings().withThroughput(g.settings().throughput().withWarm(new WarmThroughput(Optional.of(100L),
                        Optional.empty()))))).toList());
        List<Problem> problems = ModelValidator.validateChange(ORDERS, lowered);
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(Severity.ERROR, problems.get(0).severity());
        assertEquals("Orders/indexes/" + index, problems.get(0).path());
        assertEquals("index " + index + "'s warm throughput would fall from "
                + String.format(java.util.Locale.ROOT, "%,d", ORDERS.globalIndexes().get(0).settings().throughput().warm()
                        .readUnitsPerSecond().orElseThrow())
                + " to 100 read units per second: DynamoDB only raises warm throughput (keep " + String.format(
                        java.util.Locale.ROOT, "%,d", ORDERS.globalIndexes().get(0).settings().throughput().warm()
                                .readUnitsPerSecond().orElseThrow()) + " in the new design, or create a new table)",
                problems.get(0).message());
        // An index the table did not have before starts where the model puts it.
        TableDesign without = ORDERS.withGlobalIndexes(List.of());
        assertEquals(List.of(), ModelValidator.validateChange(without, lowered));
    }

    @Test
    void aGlobalTablesConsistencyModeIsFixed() {
        TableDesign strong = AllSettings.global();
        TableDesign eventual = strong.withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                s.replication().replicas())));
        List<Problem> problems = ModelValidator.validateChange(strong, eventual);
        assertEquals(1, problems.size(), problems::toString);
        assertEquals("Payments", problems.get(0).path());
        assertEquals(Severity.ERROR, problems.get(0).severity());
        assertEquals("the global table's consistency would change from STRONG to EVENTUAL: DynamoDB fixes a global "
                + "table's consistency mode when it is created (recreate the table to change it)",
                problems.get(0).message());
        // A table becoming global picks its mode then.
        TableDesign single = strong.withSettings(s -> s.withReplication(Replication.NONE));
        assertEquals(List.of(), ModelValidator.validateChange(single, strong));
    }

    @Test
    void theModelOnItsOwnDoesNotReportChanges() {
        Check.none(Settings.model(warm(ORDERS, 12_000L, 4_000L)), "would fall");
    }
}
