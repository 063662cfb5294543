package dev.tablewright.ui.commit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.aws.commit.ExistingTables;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.RegionEndpoints;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The commit form on a global table, its replica region us-west-2 played by a second DynamoDB Local
 * reached through the regions the form is given: the commit sets the replica's own settings there, and
 * Add's preview says what it will change there before it does.
 */
class CommitViewModelRegionsTest {
    @RegisterExtension
    static final LocalServerExtension home = new LocalServerExtension();
    @RegisterExtension
    static final LocalServerExtension oregon = new LocalServerExtension();

    private static DataModel orders(boolean oregonProtected) {
        Replica west = new Replica("us-west-2", Optional.empty(), Optional.of(oregonProtected), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of(),
                Optional.empty(), List.of());
        return DataModel.of("m", List.of(TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S))
                .withSettings(s -> s.withReplication(new Replication(Consistency.EVENTUAL,
                        List.of(Replica.in("us-east-1"), west))))));
    }

    @Test
    void theCommitReachesTheReplicaRegionAndAddSaysWhatItChangesThere() {
        oregon.gateway().createTable(TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S)));
        AtomicReference<DataModel> model = new AtomicReference<>(orders(true));
        CommitViewModel vm = new CommitViewModel(new ImmediateTaskRunner(), model::get,
                List.of(Connection.localEndpoint("Local", home.endpoint())), c -> home.gateway(),
                c -> RegionEndpoints.forCommandLine(home.endpoint(), null, Map.of("us-west-2", oregon.endpoint())));
        vm.checkCommand().execute();
        vm.commitCommand().execute();
        assertTrue(vm.reportProperty().get().contains("setting: replica us-west-2: deletion protection: on, set"),
                vm.reportProperty().get());

        model.set(orders(false));
        vm.checkCommand().execute();
        vm.existingProperty().set(ExistingTables.ADD);
        assertTrue(vm.settingPreviewProperty().get().contains("Orders: replica us-west-2: deletion protection: on → off"),
                vm.settingPreviewProperty().get());
        oregon.dropAllTables();
        home.dropAllTables();
    }
}
