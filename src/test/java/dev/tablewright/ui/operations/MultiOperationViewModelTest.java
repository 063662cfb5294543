package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.multi.MultiRowKind;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;
import java.util.List;

/** The tab's rows and its CLI JSON, both ways, on the movies sample (the Sandbox). */
class MultiOperationViewModelTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final String INCEPTION = "mov#tt1375666";

    private final SandboxGateway sandbox = SandboxGateway.of(MOVIES);
    private final MultiOperationViewModel vm = new MultiOperationViewModel(new ImmediateTaskRunner(), () -> sandbox, () -> MOVIES);

    private void key(int row, String pk, String sk) {
        vm.rows().get(row).keyFields().get(0).valueProperty().set(pk);
        vm.rows().get(row).keyFields().get(1).valueProperty().set(sk);
    }

    private List<String> keys(int row) {
        return vm.rows().get(row).keyFields().stream().map(f -> f.valueProperty().get()).toList();
    }

    @Test
    void aNewTabHasOneRowOnTheFirstTableTypedFromItsKeySchema() {
        assertEquals(1, vm.rows().size());
        assertEquals("Movies", vm.rows().get(0).tableProperty().get());
        assertEquals(List.of("pk (S)", "sk (S)"), vm.rows().get(0).keyFields().stream().map(KeyField::label).toList());
        assertEquals("row 1: give a value for pk: the key names every key attribute", vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
    }

    @Test
    void rowsAreAddedDuplicatedMovedAndRemoved() {
        key(0, INCEPTION, INCEPTION);
        vm.duplicateRow(0);
        key(1, "mov#tt0109830", "mov#tt0109830");
        assertEquals(List.of(INCEPTION, INCEPTION), keys(0));
        vm.moveRow(1, -1);
        assertEquals("mov#tt0109830", keys(0).get(0));
        assertTrue(vm.jsonProperty().get().indexOf("mov#tt0109830") < vm.jsonProperty().get().indexOf(INCEPTION));
        vm.moveRow(0, -1); // already first: stays
        assertEquals("mov#tt0109830", keys(0).get(0));
        vm.addRow();
        assertEquals(3, vm.rows().size());
        assertEquals("Movies", vm.rows().get(2).tableProperty().get());
        vm.removeRow(2);
        assertEquals("2 of 100 keys at most", vm.limitProperty().get());
        assertTrue(vm.runCommand().isExecutable());
    }

    @Test
    void switchingTheOperationKeepsTheRowsInAKindItTakes() {
        key(0, INCEPTION, INCEPTION);
        vm.operationProperty().set(MultiOperation.BATCH_WRITE);
        assertEquals(MultiRowKind.PUT, vm.rows().get(0).kindProperty().get());
        assertTrue(vm.jsonProperty().get().contains("\"PutRequest\""), vm.jsonProperty().get());
        assertTrue(vm.cliCommand().startsWith("aws dynamodb batch-write-item --cli-input-json '{\"RequestItems\":"),
                vm.cliCommand());
        vm.rows().get(0).condition().add(FilterRow.of("title", FilterOp.EXISTS, ""));
        assertEquals("row 1: BatchWrite takes no conditions (a transaction does)", vm.noteProperty().get());
        vm.operationProperty().set(MultiOperation.TRANSACT_WRITE);
        assertEquals("", vm.noteProperty().get());
        assertTrue(vm.jsonProperty().get().contains("\"ConditionExpression\": \"attribute_exists(#n0)\""), vm.jsonProperty().get());
    }

    @Test
    void aBatchGetReadsOneProjectionPerTable() {
        key(0, INCEPTION, INCEPTION);
        vm.duplicateRow(0);
        vm.rows().get(1).projectionProperty().set("title");
        assertEquals("row 2: BatchGet reads one projection per table; an earlier row on Movies asks for ''",
                vm.noteProperty().get());
        vm.rows().get(0).projectionProperty().set("title");
        assertEquals("", vm.noteProperty().get());
    }

    @Test
    void editedJsonFlowsBackIntoTheRows() {
        vm.operationProperty().set(MultiOperation.TRANSACT_GET);
        vm.jsonProperty().set("""
                {"TransactItems": [
                  {"Get": {"TableName": "Movies", "Key": {"pk": {"S": "mov#tt1375666"}, "sk": {"S": "mov#tt1375666"}},
                           "ProjectionExpression": "#t, pk", "ExpressionAttributeNames": {"#t": "title"}}},
                  {"Get": {"TableName": "Movies", "Key": {"pk": {"S": "mov#tt0109830"}, "sk": {"S": "mov#tt0109830"}}}}
                ]}""");
        assertEquals("", vm.noteProperty().get());
        assertEquals(2, vm.rows().size());
        assertEquals(List.of("mov#tt0109830", "mov#tt0109830"), keys(1));
        assertEquals("title, pk", vm.rows().get(0).projectionProperty().get());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertTrue(vm.runs().summaryProperty().get().startsWith("2 of 2 found"), vm.runs().summaryProperty().get());
        assertEquals(AttributeValue.s("Inception"), vm.gridProperty().get().rows().stream()
                .filter(r -> r.value("pk").equals(AttributeValue.s(INCEPTION))).findFirst().orElseThrow().value("title"));
    }

    @Test
    void jsonTheRowsCannotSayRunsAsWrittenAndMistakesNameTheirPath() {
        vm.operationProperty().set(MultiOperation.TRANSACT_WRITE);
        vm.jsonProperty().set("""
                {"TransactItems": [{"Update": {"TableName": "Movies",
                  "Key": {"pk": {"S": "mov#tt1375666"}, "sk": {"S": "mov#tt1375666"}},
                  "UpdateExpression": "SET rating = :r", "ExpressionAttributeValues": {":r": {"N": "9"}}}}]}""");
        assertTrue(vm.noteProperty().get().endsWith("it runs as written."), vm.noteProperty().get());
        assertTrue(vm.runCommand().isExecutable());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        vm.jsonProperty().set("{\"TransactItems\": [{\"Get\": {}}]}");
        assertEquals("$.TransactItems[0].Get: not a member of a TransactWriteItem (expected one of ConditionCheck, Delete, Put, Update)",
                vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
    }

    @Test
    void aRunOfTheHistoryComesBackWithItsOperation() {
        vm.operationProperty().set(MultiOperation.TRANSACT_GET);
        key(0, INCEPTION, INCEPTION);
        vm.runCommand().execute();
        HistoryEntry entry = vm.runs().history().get(0);
        vm.operationProperty().set(MultiOperation.BATCH_GET);
        vm.recall(entry);
        assertEquals(MultiOperation.TRANSACT_GET, vm.operationProperty().get());
        assertEquals(List.of(INCEPTION, INCEPTION), keys(0));
    }
}
