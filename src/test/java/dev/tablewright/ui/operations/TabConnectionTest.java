package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.connections.GatewayPool;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Map;

/** Query and item tabs on their own connection: the Sandbox's tables from the model, a live one's from DynamoDB Local. */
class TabConnectionTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    /** A table with a GSI, under a name of its own on the shared DynamoDB Local. */
    private static final TableDesign LIVE = TableDesign.of("TabLive", KeySchema.of("pk", AttributeType.S, "sk",
            AttributeType.S)).withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByPlayer",
                    KeySchema.of("player", AttributeType.S, "sk", AttributeType.S), Projection.ALL)));
    private static LocalServer server;
    private static SdkEndpoint endpoint;

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private final SimpleObjectProperty<DataModel> model = new SimpleObjectProperty<>(MOVIES);
    private final Connection local = Connection.localEndpoint("Local", server.endpoint());
    private final Connection nowhere = Connection.localEndpoint("Nowhere", "http://localhost:1");
    private final ObservableList<Connection> listed = FXCollections.observableArrayList(Connection.SANDBOX, local,
            nowhere);
    private final GatewayPool pool = new GatewayPool(CallLimits.DEFAULT);
    private final TaskRunner leasing = pool.leasing(tasks);
    private final TableCatalog.PerConnection catalogs = new TableCatalog.PerConnection(leasing, pool::lease, model::get);

    @BeforeAll
    static void startLocal() {
        server = LocalServer.start();
        endpoint = SdkEndpoint.open(server.endpoint(), "us-east-1");
        Gateway g = endpoint.gateway();
        g.createTable(LIVE);
        String pk = LIVE.keySchema().partitionKey().name();
        String sk = LIVE.keySchema().sortKey().orElseThrow().name();
        g.putItem(PutItemRequest.of(LIVE.name(), new Item(Map.of(pk, AttributeValue.s("t#1"), sk, AttributeValue.s("m#1")))));
    }

    @AfterAll
    static void stopLocal() {
        endpoint.close();
        server.close();
    }

    @AfterEach
    void closePool() {
        pool.close();
    }

    private TabConnection tab(Connection initial) {
        pool.follow(listed, model);
        return new TabConnection(leasing, listed, initial, pool::lease, catalogs);
    }

    @Test
    void aQueryTabOnTheSandboxListsTheModelAndSwitchedToLocalListsAndDescribesTheLiveTables() {
        OperationViewModel vm = new OperationViewModel(tab(Connection.SANDBOX), model::get);
        assertEquals("Query · Sandbox", vm.connection().title("Query").get());
        assertEquals(List.of("Movies"), vm.form().tables());
        assertEquals("Movies", vm.form().tableProperty().get());

        vm.connection().connectionProperty().set(local);
        assertEquals("Query · Local", vm.connection().title("Query").get());
        assertTrue(vm.form().tables().contains(LIVE.name()), vm.form().tables().toString());
        assertFalse(vm.form().tables().contains("Movies"), "the model's table is not on Local");
        vm.form().tableProperty().set(LIVE.name());
        String pk = LIVE.keySchema().partitionKey().name();
        assertEquals(List.of(pk), vm.form().partitionFields().stream().map(KeyField::name).toList(),
                "key fields from DescribeTable");
        List<String> gsis = LIVE.indexes().stream().map(SecondaryIndex::name).toList();
        assertFalse(gsis.isEmpty());
        assertEquals(gsis, vm.form().indexes().subList(1, vm.form().indexes().size()), "the described indexes");
        assertEquals("", vm.connection().errorProperty().get());

        vm.form().partitionFields().get(0).valueProperty().set("t#1");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(1, vm.gridProperty().get().rows().size(), "ran on Local: " + vm.runs().summaryProperty().get());
    }

    @Test
    void anItemTabBuildsItsKeyFieldsFromTheDescribedTable() {
        ItemOperationViewModel vm = new ItemOperationViewModel(tab(local));
        vm.tableProperty().set(LIVE.name());
        assertEquals(LIVE.keySchema().attributes().stream().map(a -> a.name()).toList(),
                vm.keyFields().stream().map(KeyField::name).toList());
    }

    @Test
    void aConnectionThatCannotListSaysSoInOneLine() {
        TabConnection tab = tab(nowhere);
        OperationViewModel vm = new OperationViewModel(tab, model::get);
        assertTrue(tab.errorProperty().get().startsWith("Could not list tables: "), tab.errorProperty().get());
        assertFalse(tab.errorProperty().get().contains("\n"));
        assertFalse(tab.loadingProperty().get());
        assertTrue(vm.form().tables().isEmpty());
        assertEquals("choose a table", vm.noteProperty().get());
        tab.connectionProperty().set(Connection.SANDBOX);
        assertEquals("", tab.errorProperty().get(), "another connection, a fresh start");
        assertEquals(List.of("Movies"), vm.form().tables());
    }

    @Test
    void tablesAreKeptPerConnectionUntilRefresh() {
        TabConnection tab = tab(local);
        Gateway g = endpoint.gateway();
        TableDesign later = LIVE.withName("TabLater").withGlobalIndexes(List.of());
        try {
            g.createTable(later);
            TabConnection other = new TabConnection(leasing, listed, local, pool::lease, catalogs);
            assertFalse(other.tables().contains(later.name()), "the connection's tables as first listed");
            other.refresh();
            assertTrue(other.tables().contains(later.name()));
            assertFalse(tab.tables().contains(later.name()), "the other tab lists again on its own Refresh");
        } finally {
            g.deleteTable(later.name());
        }
    }

    @Test
    void aTabFollowsItsConnectionEditedAndFallsBackToTheSandboxWhenItIsRemoved() {
        TabConnection tab = tab(local);
        TabConnection sandboxTab = new TabConnection(leasing, listed, Connection.SANDBOX, pool::lease, catalogs);
        Connection edited = local.withReadOnly(true);
        listed.set(1, edited);
        assertEquals(edited, tab.connectionProperty().get());
        listed.remove(edited);
        assertEquals(Connection.SANDBOX, tab.connectionProperty().get());
        assertEquals(List.of("Movies"), tab.tables());
        assertEquals(Connection.SANDBOX, sandboxTab.connectionProperty().get());
    }

    @Test
    void aTabRetargetedRunsOnItsOwnConnectionOnly() {
        PartiqlViewModel onLocal = new PartiqlViewModel(tab(Connection.SANDBOX), model::get);
        PartiqlViewModel onSandbox = new PartiqlViewModel(
                new TabConnection(leasing, listed, Connection.SANDBOX, pool::lease, catalogs), model::get);
        onLocal.connection().connectionProperty().set(local);
        onLocal.statementProperty().set("SELECT * FROM \"" + LIVE.name() + "\"");
        onLocal.runCommand().execute();
        assertEquals("", onLocal.runs().errorProperty().get());
        assertTrue(onLocal.runs().summaryProperty().get().startsWith("1 item"), onLocal.runs().summaryProperty().get());
        onSandbox.statementProperty().set("SELECT * FROM \"" + LIVE.name() + "\"");
        onSandbox.runCommand().execute();
        assertTrue(onSandbox.runs().errorProperty().get().contains("ResourceNotFoundException"),
                onSandbox.runs().errorProperty().get());
    }
}
