package dev.tablewright.aws.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.ForwardingGateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.Setting;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.Encryption;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * DescribeTable names a table's KMS key by its ARN whoever manages it; KMS's DescribeKey tells them
 * apart (see {@code SdkKeyManagersTest}). When KMS could not tell (no {@code kms:DescribeKey}, no KMS
 * behind the connection), the commit takes a model's AWS managed key as met by the key and says why,
 * instead of sending the change again at every {@code --add}; when KMS said the key is the customer's,
 * the model's AWS managed key is a change like any other. A key the model names by its ID is met by
 * its ARN. The Sandbox keeps the design it was given, so it stands in for a live table reading back a
 * key ARN; {@link #unnamedByKms} reads it back as an AWS endpoint whose KMS did not answer would.
 */
class ManagedKeyReadBackTest {
    private static final String KEY_ID = "1234abcd-12ab-34cd-56ef-1234567890ab";
    private static final String KMS_SILENT = "KMS's DescribeKey answered AccessDeniedException for " + AllSettings.KEY_ARN;
    private static final String WHY = "DynamoDB names the table's key only by its ARN " + AllSettings.KEY_ARN
            + ", and whether that is the AWS managed key (alias/aws/dynamodb) only KMS can tell: " + KMS_SILENT;

    /** The live table as DescribeTable plus a KMS that did not name its key reads it. */
    private static Gateway unnamedByKms(SandboxGateway sandbox) {
        return new ForwardingGateway(sandbox) {
            @Override
            public Optional<LiveSettings> liveSettings(String table) {
                return delegate.liveSettings(table).map(l -> new LiveSettings(l.design(), l.unread(), l.dynamoDbLocal(),
                        Optional.of(KMS_SILENT)));
            }
        };
    }

    private static TableDesign keyed(Encryption e) {
        return AllSettings.onDemand().withSettings(s -> s.withEncryption(e));
    }

    private static SandboxGateway liveWith(Encryption e) {
        SandboxGateway sandbox = SandboxGateway.empty();
        assertTrue(CommitSettingsOnLocalTest.commit(sandbox, DataModel.of("m", List.of(keyed(e))),
                ExistingTables.REFUSE).complete());
        return sandbox;
    }

    private static CommitPlan addPlan(Gateway sandbox, TableDesign model) {
        return new Commit(sandbox, DataModel.of("m", List.of(model)),
                new CommitOptions(List.of(), ExistingTables.ADD, 2, Backoff.DEFAULT)).plan();
    }

    @Test
    void theAwsManagedKeyIsTakenAsMetByAKeyKmsCouldNotNameAndThePlanSaysWhy() {
        CommitPlan plan = addPlan(unnamedByKms(liveWith(Encryption.customerManaged(AllSettings.KEY_ARN))),
                keyed(Encryption.AWS_MANAGED));
        assertEquals(List.of(), plan.settingChanges());
        assertEquals(List.of("Customers: encryption: the model's AWS managed key is taken as met: " + WHY
                + "; left as it is"), plan.settingNotes());
    }

    @Test
    void aKeyKmsNamedTheCustomersIsChangedToTheAwsManagedOne() {
        CommitPlan plan = addPlan(liveWith(Encryption.customerManaged(AllSettings.KEY_ARN)), keyed(Encryption.AWS_MANAGED));
        assertEquals(List.of("Customers: encryption: Customer managed key " + AllSettings.KEY_ARN
                + " → AWS managed key"), plan.settingChanges());
        assertEquals(List.of(), plan.settingNotes());
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
        Gateway live = unnamedByKms(liveWith(Encryption.customerManaged(AllSettings.KEY_ARN)));
        TableSteps steps = new TableSteps(live, Backoff.DEFAULT, d -> { });
        List<SettingOutcome> outcomes = new CommitSettings(live, steps)
                .apply(keyed(Encryption.AWS_MANAGED), List.of(), true, p -> { });
        SettingOutcome encryption = outcomes.stream().filter(o -> o.target().setting() == Setting.ENCRYPTION)
                .findFirst().orElseThrow();
        assertEquals("encryption: AWS managed key sent, not read back (" + WHY + ")", encryption.line());
    }
}
