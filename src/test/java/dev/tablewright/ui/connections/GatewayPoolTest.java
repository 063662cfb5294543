package dev.tablewright.ui.connections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.progress.Progress;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.common.Outcome;
import dev.tablewright.ui.common.Work;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

class GatewayPoolTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static LocalServer server;

    private final ObservableList<Connection> listed = FXCollections.observableArrayList(Connection.SANDBOX);
    private final SimpleObjectProperty<DataModel> model = new SimpleObjectProperty<>(MOVIES);

    @BeforeAll
    static void startLocal() {
        server = LocalServer.start();
    }

    @AfterAll
    static void stopLocal() {
        server.close();
    }

    private GatewayPool pool() {
        GatewayPool pool = new GatewayPool(CallLimits.DEFAULT);
        pool.follow(listed, model);
        return pool;
    }

    private static <T> T inRun(GatewayPool pool, Work<T> work) throws Exception {
        return pool.leasing(work).call(Progress.NONE);
    }

    /** Run 1 leases {@code first} and holds it until {@code meanwhile} is done, then scans with it. */
    private static CompletableFuture<Integer> holding(GatewayPool pool, Connection first, String table,
            CountDownLatch leased, CountDownLatch meanwhile) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return inRun(pool, p -> {
                    Gateway g = pool.lease(first);
                    leased.countDown();
                    assertTrue(meanwhile.await(20, TimeUnit.SECONDS));
                    return table == null ? g.listTables().size() : g.scan(ScanRequest.of(table)).count();
                });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void aRunKeepsTheSandboxOfTheModelItStartedOnWhileTheModelChangesAndAnotherRunStarts() throws Exception {
        try (GatewayPool pool = pool()) {
            Gateway before = inRun(pool, p -> pool.lease(Connection.SANDBOX));
            int items = before.scan(ScanRequest.of("Movies")).count();
            CountDownLatch leased = new CountDownLatch(1);
            CountDownLatch meanwhile = new CountDownLatch(1);
            CompletableFuture<Integer> first = holding(pool, Connection.SANDBOX, "Movies", leased, meanwhile);
            assertTrue(leased.await(20, TimeUnit.SECONDS));

            model.set(MOVIES.withTable("Movies", t -> t.withEntities(t.entities().subList(0, 1))));
            Gateway edited = inRun(pool, p -> pool.lease(Connection.SANDBOX));
            assertNotSame(before, edited, "an edit shows in the next run");
            assertTrue(edited.scan(ScanRequest.of("Movies")).count() < items);
            assertEquals(2, pool.openGateways(), "the first run still holds the old model's Sandbox");

            meanwhile.countDown();
            assertEquals(items, first.get(20, TimeUnit.SECONDS), "the first run ends on the model it started on");
            assertEquals(1, pool.openGateways(), "closed once the run that held it ended");
        }
    }

    @Test
    void aCancelledRunHoldsItsGatewayUntilItsWorkReturns() {
        try (GatewayPool pool = pool()) {
            ImmediateTaskRunner tasks = new ImmediateTaskRunner().cancelWhen("Reading all pages"::equals);
            int[] openWhileCancelled = new int[1];
            Object[] outcome = new Object[1];
            pool.leasing(tasks).run("Reading all pages", p -> {
                pool.lease(Connection.SANDBOX);
                model.set(MOVIES.withTable("Movies", t -> t.withEntities(List.of())));
                openWhileCancelled[0] = pool.openGateways();
                return p.isCancelled();
            }, o -> outcome[0] = o);
            assertTrue(outcome[0] instanceof Outcome.Cancelled, String.valueOf(outcome[0]));
            assertEquals(1, openWhileCancelled[0], "cancelled and stale, but the work still ran on it");
            assertEquals(0, pool.openGateways(), "closed once the work returned");
        }
    }

    @Test
    void nothingChangedTheSameGateway() throws Exception {
        try (GatewayPool pool = pool()) {
            Gateway first = inRun(pool, p -> pool.lease(Connection.SANDBOX));
            assertSame(first, inRun(pool, p -> pool.lease(Connection.SANDBOX)));
            assertEquals(1, pool.openGateways(), "not stale: kept open between runs");
        }
    }

    @Test
    void aRunOnLocalGoesOnWhenAnotherTabRunsOnTheSandboxAndTheConnectionIsRemoved() throws Exception {
        Connection local = Connection.localEndpoint("Local", server.endpoint());
        listed.add(local);
        try (GatewayPool pool = pool()) {
            CountDownLatch leased = new CountDownLatch(1);
            CountDownLatch meanwhile = new CountDownLatch(1);
            CompletableFuture<Integer> first = holding(pool, local, null, leased, meanwhile);
            assertTrue(leased.await(20, TimeUnit.SECONDS));
            inRun(pool, p -> pool.lease(Connection.SANDBOX).listTables());
            listed.remove(local);
            assertEquals(2, pool.openGateways());

            meanwhile.countDown();
            assertEquals(0, first.get(20, TimeUnit.SECONDS), "run 1 read through its gateway to the end");
            assertEquals(1, pool.openGateways(), "the removed connection's gateway closed after its run");
        }
    }

    @Test
    void anEditedConnectionOpensAnewAndAReadOnlyOneRefusesWrites() throws Exception {
        Connection local = Connection.localEndpoint("Local", server.endpoint());
        listed.add(local);
        try (GatewayPool pool = pool()) {
            Gateway writable = inRun(pool, p -> pool.lease(local));
            Connection readOnly = local.withReadOnly(true);
            listed.set(1, readOnly);
            assertEquals(0, pool.openGateways(), "the old one was stale and held by no run");
            Gateway guarded = inRun(pool, p -> pool.lease(readOnly));
            assertNotSame(writable, guarded);
            assertThrows(DynamoException.class, () -> guarded.putItem(new dev.tablewright.engine.api.PutItemRequest("T",
                    new dev.tablewright.model.Item(java.util.Map.of("pk", new dev.tablewright.model.AttributeValue.S("a"))),
                    "", dev.tablewright.engine.api.Expr.NONE, dev.tablewright.engine.api.ReturnValues.NONE)),
                    "refused before anything is sent");
        }
    }

    @Test
    void aLeaseBelongsToARunAndTheSandboxNeedsAModel() throws Exception {
        try (GatewayPool pool = pool()) {
            assertThrows(IllegalStateException.class, () -> pool.lease(Connection.SANDBOX), "outside a run");
            model.set(null);
            assertThrows(IllegalStateException.class, () -> inRun(pool, p -> pool.lease(Connection.SANDBOX)));
        }
    }

    @Test
    void closingAtExitClosesEveryGatewayHeldOrNot() throws Exception {
        Connection local = Connection.localEndpoint("Local", server.endpoint());
        listed.add(local);
        GatewayPool pool = pool();
        Gateway g = inRun(pool, p -> pool.lease(local));
        inRun(pool, p -> pool.lease(Connection.SANDBOX));
        assertEquals(2, pool.openGateways());
        pool.close();
        assertEquals(0, pool.openGateways());
        assertThrows(RuntimeException.class, g::listTables, "its client is closed");
        assertThrows(IllegalStateException.class, () -> inRun(pool, p -> pool.lease(Connection.SANDBOX)));
    }
}
