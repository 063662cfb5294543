package dev.tablewright.ui.connections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.connect.ConnectionTester;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The connections list without a toolkit: tasks run at once, the store is a real file in a temporary folder. */
class ConnectionsViewModelTest {
    @TempDir
    Path home;

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private ConnectionStore store;
    private ConnectionsViewModel vm;

    @BeforeEach
    void setUp() {
        store = new ConnectionStore(home);
        vm = newViewModel();
        vm.load();
    }

    private ConnectionsViewModel newViewModel() {
        DataModel model = DataModel.of("m", List.of(TableDesign.of("Orders", KeySchema.of("PK", AttributeType.S))));
        return new ConnectionsViewModel(tasks, store, new ConnectionTester(() -> model, CallLimits.TEST));
    }

    @Test
    void theSandboxComesFirstIsActiveAndCannotBeRemovedOrEdited() {
        assertEquals(List.of(Connection.SANDBOX), vm.connections());
        assertEquals(Connection.SANDBOX, vm.activeProperty().get());
        assertFalse(vm.canRemove(Connection.SANDBOX));
        vm.remove(Connection.SANDBOX);
        assertFalse(vm.startEditing(Connection.SANDBOX));
        assertEquals(List.of(Connection.SANDBOX), vm.connections());
    }

    @Test
    void anAddedConnectionIsSavedAndComesBackAfterTheSandbox() {
        vm.startAdding();
        vm.form().nameProperty().set("Local");
        vm.form().endpointProperty().set("http://localhost:8001");
        vm.form().readOnlyProperty().set(true);
        assertEquals(Optional.empty(), vm.commitForm());

        Connection local = Connection.localEndpoint("Local", "http://localhost:8001").withReadOnly(true);
        assertEquals(List.of(local), store.load());
        ConnectionsViewModel again = newViewModel();
        again.load();
        assertEquals(List.of(Connection.SANDBOX, local), again.connections());
    }

    @Test
    void theFormKeepsOnlyTheFieldsOfItsKindAndSaysWhatIsWrong() {
        vm.startAdding();
        assertEquals("DynamoDB Local", vm.form().nameProperty().get());
        vm.form().kindProperty().set(Connection.Kind.AWS);
        vm.form().profileProperty().set("prod");
        vm.form().regionProperty().set("eu-west-1");
        vm.form().roleArnProperty().set("Reader");
        assertEquals("A role to assume is an ARN, like arn:aws:iam::123456789012:role/Reader", vm.form().problem().get());
        vm.form().roleArnProperty().set("arn:aws:iam::123456789012:role/Reader");
        assertEquals("", vm.form().problem().get());
        assertEquals(new Connection("DynamoDB Local", Connection.Kind.AWS, "", "", "prod", "eu-west-1",
                "arn:aws:iam::123456789012:role/Reader", false), vm.form().toConnection());
        vm.form().nameProperty().set("sandbox");
        assertEquals(Optional.of("There is already a connection named \"Sandbox\""), vm.commitForm());
        vm.form().nameProperty().set(" ");
        assertEquals(Optional.of("Give the connection a name"), vm.commitForm());
        vm.form().kindProperty().set(Connection.Kind.LOCAL_ENDPOINT);
        vm.form().nameProperty().set("L");
        vm.form().endpointProperty().set("localhost:8000");
        assertEquals(Optional.of("Not an endpoint URL: \"localhost:8000\" (like http://localhost:8000)"), vm.commitForm());
        assertEquals(List.of(Connection.SANDBOX), vm.connections());
    }

    @Test
    void editingTheActiveConnectionKeepsItActiveAndRemovingItFallsBackToTheSandbox() {
        add("Local", "http://localhost:8001");
        Connection local = vm.connections().get(1);
        vm.activate(local);
        assertTrue(vm.startEditing(local));
        vm.form().endpointProperty().set("http://localhost:9000");
        assertEquals(Optional.empty(), vm.commitForm());
        Connection edited = Connection.localEndpoint("Local", "http://localhost:9000");
        assertEquals(List.of(Connection.SANDBOX, edited), vm.connections());
        assertEquals(edited, vm.activeProperty().get());
        vm.remove(edited);
        assertEquals(Connection.SANDBOX, vm.activeProperty().get());
        assertEquals(List.of(), store.load());
    }

    @Test
    void testingGivesOneLineForTheSandboxAndForALocalThatIsNotThere() throws IOException {
        vm.test(Connection.SANDBOX);
        assertEquals("✓ Sandbox: 1 table(s) from the open model", vm.message().get());
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        add("Nothing there", "http://localhost:" + closed);
        vm.test(vm.connections().get(1));
        assertEquals("✗ Connection refused at http://localhost:" + closed + ": is DynamoDB Local running there?",
                vm.message().get());
        assertFalse(vm.testingProperty().get());
    }

    @Test
    void aCancelledTestSaysSoAndIsNotBusy() {
        tasks.cancelWhen(title -> title.startsWith("Testing"));
        vm.test(Connection.SANDBOX);
        assertEquals("Test of Sandbox cancelled", vm.message().get());
        assertFalse(vm.testingProperty().get());
    }

    private void add(String name, String endpoint) {
        vm.startAdding();
        vm.form().nameProperty().set(name);
        vm.form().endpointProperty().set(endpoint);
        assertEquals(Optional.empty(), vm.commitForm());
    }
}
