package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --add} on a global table plans a replicas step when an override ReplicaUpdates carries
 * differs, and none when only what a replica's own region sets differs (the table's endpoint could
 * neither read nor set it). The Sandbox keeps the design it was given, so it stands in for a live
 * global table (DynamoDB Local has no replicas).
 */
class ReplicaOverridesPlanTest {
    private static TableDesign withoutOverrides(TableDesign model) {
        Replication r = model.settings().replication();
        return model.withSettings(s -> s.withReplication(new Replication(r.consistency(),
                r.replicas().stream().map(x -> Replica.in(x.region())).toList())));
    }

    private static CommitPlan addPlan(SandboxGateway sandbox, TableDesign model) {
        return new Commit(sandbox, DataModel.of("m", List.of(model)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT)).plan();
    }

    @Test
    void anOverrideDynamoDbTakesFromTheTablesEndpointIsAChange() {
        SandboxGateway sandbox = SandboxGateway.empty();
        TableDesign model = AllSettings.global();
        assertTrue(CommitSettingsOnLocalTest.commit(sandbox, DataModel.of("m", List.of(withoutOverrides(model))),
                ExistingTables.REFUSE).complete());
        assertEquals(List.of("Payments: replicas: us-east-1, us-east-2, us-west-2 (strong) → us-east-1, us-east-2"
                + " [table class Standard-IA, 400 max read request units, index ByDay 300 max read request units],"
                + " us-west-2 (strong)"), addPlan(sandbox, model).settingChanges());
    }

    @Test
    void anOverrideOnlyTheReplicasRegionSetsIsNoChange() {
        SandboxGateway sandbox = SandboxGateway.empty();
        TableDesign model = AllSettings.global();
        assertTrue(CommitSettingsOnLocalTest.commit(sandbox, DataModel.of("m", List.of(model)),
                ExistingTables.REFUSE).complete());
        Replication r = model.settings().replication();
        Replica ohio = r.replicas().get(1);
        Replica noTags = new Replica(ohio.region(), ohio.tableClass(), java.util.Optional.of(false),
                ohio.pointInTimeRecovery(), ohio.contributorInsights(), ohio.kmsKey(), ohio.readUnits(),
                ohio.readScaling(), ohio.maxReadRequestUnits(), List.of(), ohio.resourcePolicy(), ohio.indexes());
        TableDesign changed = model.withSettings(s -> s.withReplication(new Replication(r.consistency(),
                List.of(r.replicas().get(0), noTags, r.replicas().get(2)))));
        assertEquals(List.of(), addPlan(sandbox, changed).settingChanges());
    }
}
