package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Encryption;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DescribeTable names a table's KMS key by its ARN whoever manages it, so a table on the AWS managed
 * key reads back as one on a customer managed key, and only KMS could tell them apart. The commit
 * therefore takes a model's AWS managed key as met by any KMS key and says why, instead of sending
 * the change again at every {@code --add}; a key the model names by its ID is met by its ARN. The
 * Sandbox keeps the design it was given, so it stands in for a live table reading back a key ARN.
 */
class ManagedKeyReadBackTest {
    private static final String KEY_ID = "1234abcd-12ab-34cd-56ef-1234567890ab";
    private static final String WHY = "DynamoDB names the table's key only by its ARN " + AllSettings.KEY_ARN
            + ", and whether that is the AWS managed key (alias/aws/dynamodb) only KMS can tell";

    private static TableDesign keyed(Encryption e) {
        return AllSettings.onDemand().withSettings(s -> s.withEncryption(e));
    }

    private static SandboxGateway liveWith(Encryption e) {
        SandboxGateway sandbox = SandboxGateway.empty();
        assertTrue(CommitSettingsOnLocalTest.commit(sandbox, DataModel.of("m", List.of(keyed(e))),
                ExistingTables.REFUSE).complete());
        return sandbox;
    }

    private static CommitPlan addPlan(SandboxGateway sandbox, TableDesign model) {
        return new Commit(sandbox, DataModel.of("m", List.of(model)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT)).plan();
    }

    @Test
    void theAwsManagedKeyIsTakenAsMetByAKeyArnAndThePlanSaysWhy() {
        CommitPlan plan = addPlan(liveWith(Encryption.customerManaged(AllSettings.KEY_ARN)), keyed(Encryption.AWS_MANAGED));
        assertEquals(List.of(), plan.settingChanges());
        assertEquals(List.of("Customers: encryption: the model's AWS managed key is taken as met: " + WHY
                + "; left as it is"), plan.settingNotes());
    }

    @Test
    void aKeyNamedByItsIdIsMetByItsArn() {
        CommitPlan plan = addPlan(liveWith(Encryption.customerManaged(AllSettings.KEY_ARN)),
                keyed(Encryption.customerManaged(KEY_ID)));
        assertEquals(List.of(), plan.settingChanges());
        assertEquals(List.of(), plan.settingNotes());
    }

    @Test
    void anAwsOwnedTableStillGetsTheAwsManagedKey() {
        CommitPlan plan = addPlan(liveWith(Encryption.AWS_OWNED), keyed(Encryption.AWS_MANAGED));
        assertEquals(List.of("Customers: encryption: AWS owned key → AWS managed key"), plan.settingChanges());
    }

    @Test
    void aCreatedTableReadingBackAKeyArnIsReportedUncheckedNotSet() {
        SandboxGateway sandbox = liveWith(Encryption.customerManaged(AllSettings.KEY_ARN));
        TableSteps steps = new TableSteps(sandbox, Backoff.DEFAULT, d -> { });
        List<SettingOutcome> outcomes = new CommitSettings(sandbox, steps)
                .apply(keyed(Encryption.AWS_MANAGED), List.of(), true, p -> { });
        SettingOutcome encryption = outcomes.stream().filter(o -> o.target().setting() == Setting.ENCRYPTION)
                .findFirst().orElseThrow();
        assertEquals("encryption: AWS managed key sent, not read back (" + WHY + ")", encryption.line());
    }
}
