package dev.tablewright.ui.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.faults.FaultProxy;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import java.util.List;

/** The commit form on a real DynamoDB Local, without a toolkit. */
class CommitViewModelTest {
    private static LocalServer server;
    private static final DataModel MODEL = SampleModels.read("customer-orders.json").model().orElseThrow();
    private static final String TABLE = MODEL.tables().get(0).name();

    @BeforeAll
    static void start() {
        server = LocalServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static CommitViewModel form(Connection... connections) {
        return new CommitViewModel(new ImmediateTaskRunner(), () -> MODEL, List.of(connections),
                c -> server.gateway());
    }

    @Test
    void theSandboxAloneCannotBeCommittedTo() {
        CommitViewModel vm = form(Connection.SANDBOX);
        assertTrue(vm.connections().isEmpty());
        assertTrue(vm.blockerProperty().get().startsWith("Add a DynamoDB Local or AWS connection"));
        assertFalse(vm.commitCommand().isExecutable());
    }

    @Test
    void aReadOnlyConnectionCannotCommit() {
        CommitViewModel vm = form(Connection.SANDBOX, Connection.localEndpoint("Local", server.endpoint())
                .withReadOnly(true));
        assertTrue(vm.blockerProperty().get().contains("read-only"), vm.blockerProperty().get());
        assertFalse(vm.commitCommand().isExecutable());
    }

    @Test
    void addingSaysWhichSettingsItWillChangeBeforeTheCommit() {
        server.gateway().listTables().forEach(t -> server.gateway().deleteTable(t));
        server.gateway().createTable(MODEL.tables().get(0));
        server.gateway().changeSetting(TABLE, new dev.tablewright.aws.settings.SettingChange.Stream(
                java.util.Optional.of(dev.tablewright.model.settings.StreamView.KEYS_ONLY)));
        CommitViewModel vm = form(Connection.SANDBOX, Connection.localEndpoint("Local", server.endpoint()));
        vm.checkCommand().execute();
        assertEquals("", vm.settingPreviewProperty().get(), "refusing changes nothing");
        vm.existingProperty().set(ExistingTables.ADD);
        assertEquals("Commit first changes these settings of the existing tables: " + TABLE
                + ": stream: KEYS_ONLY → off.", vm.settingPreviewProperty().get());
        vm.existingProperty().set(ExistingTables.REPLACE);
        assertEquals("", vm.settingPreviewProperty().get(), "a replace creates the table from the model");
        vm.existingProperty().set(ExistingTables.RESUME);
        vm.commitCommand().execute();
        assertTrue(vm.reportProperty().get().contains("setting: stream: off, set"), vm.reportProperty().get());
        assertEquals("", vm.settingPreviewProperty().get(), "a commit forgets the check");
    }

    @Test
    void checkCommitThenReplaceOnlyWithTheNameTyped() {
        server.gateway().listTables().forEach(t -> server.gateway().deleteTable(t));
        Connection local = Connection.localEndpoint("Local", server.endpoint());
        CommitViewModel vm = form(Connection.SANDBOX, local);
        List<Connection> committedTo = new java.util.ArrayList<>();
        vm.onCommitted(committedTo::add);
        assertEquals("Check the tables on the connection first.", vm.blockerProperty().get());
        vm.checkCommand().execute();
        assertEquals("new", vm.tables().get(0).liveProperty().get());
        assertEquals("", vm.blockerProperty().get());
        vm.commitCommand().execute();
        assertEquals(List.of(local), committedTo, "the Live tables list is told to read this connection again");
        assertTrue(vm.reportProperty().get().startsWith(TABLE + ": created"), vm.reportProperty().get());
        assertTrue(vm.statusProperty().get().contains("items written · 0 retried · 0 failed"), vm.statusProperty().get());
        assertFalse(vm.busyProperty().get());

        assertEquals("Check the tables on the connection first.", vm.blockerProperty().get(), "a commit forgets the check");
        vm.checkCommand().execute();
        assertEquals("exists", vm.tables().get(0).liveProperty().get());
        assertTrue(vm.blockerProperty().get().startsWith("Already on the connection: " + TABLE));
        vm.existingProperty().set(ExistingTables.REPLACE);
        assertEquals("Type the name of the table to replace (" + TABLE + "): Commit deletes " + TABLE + " (22 items),"
                + " then creates it again from the model; its items are lost.", vm.blockerProperty().get());
        vm.typedNamesProperty().set(TABLE.toLowerCase());
        assertFalse(vm.commitCommand().isExecutable(), "the exact name");
        vm.typedNamesProperty().set(" " + TABLE + " ");
        assertTrue(vm.commitCommand().isExecutable());
        vm.commitCommand().execute();
        assertTrue(vm.reportProperty().get().startsWith(TABLE + ": replaced"), vm.reportProperty().get());
    }

    @Test
    void aCommitThatStopsSaysWhereThingsStandAndThatResumeFinishesIt() throws Exception {
        server.gateway().listTables().forEach(t -> server.gateway().deleteTable(t));
        try (FaultProxy proxy = FaultProxy.scripted(server.endpoint()).script("CreateTable", FaultProxy.Fault.REFUSE);
                SdkEndpoint flaky = SdkEndpoint.open(proxy.endpoint(), "us-east-1")) {
            CommitViewModel vm = new CommitViewModel(new ImmediateTaskRunner(), () -> MODEL,
                    List.of(Connection.localEndpoint("Local", server.endpoint())), c -> flaky.gateway());
            vm.checkCommand().execute();
            vm.commitCommand().execute();
            assertEquals("Commit stopped: creating " + TABLE + " failed (One or more parameter values were invalid); "
                    + TABLE + " was not created; 0 of 22 items written; choose Resume, Check and Commit again to write"
                    + " what is missing (nothing is deleted).", vm.statusProperty().get());
            assertTrue(vm.reportProperty().get().contains(TABLE + ": not created · 0 items written · 0 retried"
                    + " · 0 failed · 22 not written"), vm.reportProperty().get());

            vm.existingProperty().set(ExistingTables.RESUME);
            vm.checkCommand().execute();
            vm.commitCommand().execute();
            assertTrue(vm.statusProperty().get().startsWith("1 table · 22 items written · 0 retried · 0 failed"),
                    vm.statusProperty().get());
        }
    }

    @Test
    void aFailedLookupSaysWhyInOneSentence() {
        CommitViewModel vm = new CommitViewModel(new ImmediateTaskRunner(), () -> MODEL,
                List.of(Connection.localEndpoint("Local", server.endpoint())), c -> {
                    throw new IllegalStateException("DynamoDB Local did not start: port 8000 is in use");
                });
        vm.checkCommand().execute();
        assertEquals("Could not look the tables up: DynamoDB Local did not start: port 8000 is in use",
                vm.statusProperty().get());
        assertFalse(vm.busyProperty().get());
    }

    @Test
    void addingSaysWhichLiveTagsItLeavesBeforeTheCommit() {
        // DynamoDB Local keeps no tags: the Sandbox, which keeps the design it is given, stands in for the live table.
        dev.tablewright.model.TableDesign first = MODEL.tables().get(0).withSettings(s -> s.withTags(List.of(
                new dev.tablewright.model.settings.Tag("team", "ops"),
                new dev.tablewright.model.settings.Tag("cost-centre", "42"))));
        dev.tablewright.aws.sandbox.SandboxGateway live = dev.tablewright.aws.sandbox.SandboxGateway.empty();
        live.createTable(first.withEntities(List.of()));
        CommitViewModel vm = new CommitViewModel(new ImmediateTaskRunner(), () -> MODEL,
                List.of(Connection.localEndpoint("Local", server.endpoint())), c -> live);
        vm.checkCommand().execute();
        vm.existingProperty().set(ExistingTables.ADD);
        assertEquals("It leaves these as they are: " + TABLE + ": tags: the live table also has team=ops, cost-centre=42,"
                + " which the model lacks; left as they are (remove them on the live table, or add them to the model).",
                vm.settingPreviewProperty().get());
        vm.existingProperty().set(ExistingTables.REPLACE);
        assertEquals("", vm.settingPreviewProperty().get(), "a replace creates the table from the model");
    }

    @Test
    void addingSaysWhichVectorIndexesItCreatesAndTheResultSaysWhatBecameOfThem() {
        // DynamoDB Local knows no vector index: the Sandbox, which adds one to an existing table, is the live end.
        dev.tablewright.model.VectorIndex byEmbedding = new dev.tablewright.model.VectorIndex("by-embedding",
                "embedding", 3, dev.tablewright.model.DistanceFunction.COSINE, dev.tablewright.model.Projection.ALL,
                dev.tablewright.model.SearchSchema.NONE);
        dev.tablewright.model.TableDesign first = MODEL.tables().get(0);
        dev.tablewright.aws.sandbox.SandboxGateway live = dev.tablewright.aws.sandbox.SandboxGateway.empty();
        live.createTable(first.withEntities(List.of()));
        DataModel withIndex = DataModel.of("m", List.of(first.withVectorIndexes(List.of(byEmbedding))));
        CommitViewModel vm = new CommitViewModel(new ImmediateTaskRunner(), () -> withIndex,
                List.of(Connection.localEndpoint("Local", server.endpoint())), c -> live);
        vm.checkCommand().execute();
        assertEquals("", vm.settingPreviewProperty().get(), "refusing changes nothing");
        vm.existingProperty().set(ExistingTables.ADD);
        assertEquals("Vector indexes: " + TABLE + ": will create vector index by-embedding (embedding, 3 dimensions,"
                + " COSINE).", vm.settingPreviewProperty().get());
        vm.existingProperty().set(ExistingTables.REPLACE);
        assertEquals("", vm.settingPreviewProperty().get(), "a replace creates the table from the model");
        vm.existingProperty().set(ExistingTables.ADD);
        vm.commitCommand().execute();
        assertTrue(vm.reportProperty().get().contains("\n  vector index by-embedding: created"),
                vm.reportProperty().get());
        assertEquals(List.of(byEmbedding), live.describeTable(TABLE).orElseThrow().vectorIndexes());
        assertEquals("", vm.settingPreviewProperty().get(), "a commit forgets the check");
    }

    @Test
    void replacingAProtectedTableIsBlockedWithHowToLiftIt() {
        server.gateway().listTables().forEach(t -> {
            server.gateway().changeSetting(t, new dev.tablewright.aws.settings.SettingChange.DeletionProtection(false));
            server.gateway().deleteTable(t);
        });
        server.gateway().createTable(MODEL.tables().get(0).withSettings(s -> s.withDeletionProtection(true)));
        CommitViewModel vm = form(Connection.localEndpoint("Local", server.endpoint()));
        vm.checkCommand().execute();
        assertEquals("exists", vm.tables().get(0).liveProperty().get(), vm.statusProperty().get());
        vm.existingProperty().set(ExistingTables.REPLACE);
        vm.typedNamesProperty().set(TABLE);
        assertEquals("Table " + TABLE + " has deletion protection on: Replace would delete it; turn it off first (set it"
                + " off in the model and commit with Add, or on the table itself), then Check again.",
                vm.blockerProperty().get());
        assertFalse(vm.commitCommand().isExecutable());
        server.gateway().changeSetting(TABLE, new dev.tablewright.aws.settings.SettingChange.DeletionProtection(false));
        server.gateway().deleteTable(TABLE);
    }
}
