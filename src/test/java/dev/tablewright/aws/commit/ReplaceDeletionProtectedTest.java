package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code --replace} on a table with deletion protection on is refused before anything changes, naming
 * the protection and how to lift it, rather than failing at DeleteTable in DynamoDB's words. DynamoDB
 * Local keeps and enforces deletion protection, as DynamoDB does.
 */
class ReplaceDeletionProtectedTest {
    @RegisterExtension
    static final LocalServerExtension local = new LocalServerExtension();
    private static final DataModel MODEL = SampleModels.read("customer-orders.json").model().orElseThrow();

    @BeforeEach
    void empty() {
        local.dropAllTables();
    }

    private static Commit commit(DataModel model, ExistingTables mode) {
        return new Commit(local.gateway(), model, new CommitOptions(List.of(), mode, 2, Backoff.DEFAULT));
    }

    @Test
    void aProtectedTableIsNotReplacedAndNothingChanges() {
        TableDesign orders = MODEL.tables().get(0);
        DataModel protectedModel = DataModel.of("m", List.of(orders.withSettings(s -> s.withDeletionProtection(true))));
        assertTrue(commit(protectedModel, ExistingTables.REFUSE).run(p -> { }, () -> false).complete());
        int items = local.gateway().scan(ScanRequest.of(orders.name())).count();

        CommitRefusedException e = assertThrows(CommitRefusedException.class,
                () -> commit(DataModel.of("m", List.of(orders)), ExistingTables.REPLACE).plan());
        assertEquals(CommitRefusedException.Reason.DELETION_PROTECTED, e.reason());
        assertEquals(List.of(orders.name()), e.tables());
        assertEquals("table " + orders.name() + " has deletion protection on: replacing it would delete it; nothing was"
                + " changed: turn deletion protection off first (set it off in the model and commit with Add, or on"
                + " the table itself), then replace it.", e.getMessage());
        assertEquals(items, local.gateway().scan(ScanRequest.of(orders.name())).count(), "the table is as it was");

        // The way out the sentence names: the model's protection off, committed with Add, then the replace.
        assertTrue(commit(DataModel.of("m", List.of(orders)), ExistingTables.ADD).run(p -> { }, () -> false).complete());
        assertTrue(commit(DataModel.of("m", List.of(orders)), ExistingTables.REPLACE).run(p -> { }, () -> false)
                .complete());
    }

    @Test
    void anUnprotectedTableIsReplacedAsBefore() {
        assertTrue(commit(MODEL, ExistingTables.REFUSE).run(p -> { }, () -> false).complete());
        CommitPlan plan = commit(MODEL, ExistingTables.REPLACE).plan();
        assertEquals(MODEL.tables().size(), plan.deleted().size());
    }
}
