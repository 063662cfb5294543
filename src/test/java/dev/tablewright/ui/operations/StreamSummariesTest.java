package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.operation.item.ItemKind;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;

/** The item tab and the PartiQL tab say, in their one line, what the Sandbox's stream wrote after a write. */
class StreamSummariesTest {
    private static final DataModel MOVIES = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
    private final SandboxGateway sandbox = SandboxGateway.of(MOVIES);

    @Test
    void theItemTabsLineNamesTheKeptItemItsPutWrote() {
        ItemOperationViewModel vm = new ItemOperationViewModel(new ImmediateTaskRunner(), () -> sandbox, () -> MOVIES);
        vm.kindProperty().set(ItemKind.PUT);
        vm.keyFields().get(0).valueProperty().set("MOV#m7");
        vm.keyFields().get(1).valueProperty().set("STR#2024-09-01T10:00:00Z#u1");
        vm.attributesProperty().set("{\"entityType\": {\"S\": \"stream\"}, \"movieId\": {\"S\": \"m7\"},"
                + " \"streamedAt\": {\"S\": \"2024-09-01T10:00:00Z\"}, \"minutesWatched\": {\"N\": \"20\"}}");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        String line = vm.runs().summaryProperty().get();
        assertTrue(line.matches("done · [0-9.]+ WCU · \\d+ ms · \\+1 write by the stream: MonthlyTotal MOV#m7/TOTAL#2024-09"),
                line);
    }

    @Test
    void thePartiqlTabsLineNamesTheKeptItemsItsDeleteWrote() {
        PartiqlViewModel vm = new PartiqlViewModel(new ImmediateTaskRunner(), () -> sandbox, () -> MOVIES);
        vm.statementProperty().set("DELETE FROM Movies WHERE pk = 'MOV#m2' AND sk = 'STR#2024-05-18T08:00:00Z#u1'");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        String line = vm.runs().summaryProperty().get();
        assertTrue(line.matches("done · \\d+ ms · \\+1 write by the stream: MonthlyTotal MOV#m2/TOTAL#2024-05 \\(deleted\\)"),
                line);
    }
}
