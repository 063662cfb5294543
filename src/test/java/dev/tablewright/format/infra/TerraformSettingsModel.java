package dev.tablewright.format.infra;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.AutoScaling;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.OnDemandLimit;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.settings.TableClass;
import dev.tablewright.model.settings.TableSettings;
import dev.tablewright.model.settings.Tag;
import dev.tablewright.model.settings.Throughput;
import dev.tablewright.model.settings.WarmThroughput;
import java.util.List;
import java.util.Optional;

/**
 * {@link AllSettings#model()} for the Terraform tests: its on-demand and global tables as they are,
 * and its provisioned table rebuilt with the same keys, index and settings but no sample item —
 * {@code AllSettings.provisioned()} (at a902153) builds its item with {@code Item.of} given strings
 * and throws a ClassCastException, and a Terraform export carries no items anyway.
 */
final class TerraformSettingsModel {
    private TerraformSettingsModel() {
    }

    static DataModel model() {
        return DataModel.of("All settings", List.of(provisioned(), AllSettings.onDemand(), AllSettings.global()));
    }

    static TableDesign provisioned() {
        GlobalSecondaryIndex byStatus = new GlobalSecondaryIndex("ByStatus",
                KeySchema.of("status", AttributeType.S, "placedAt", AttributeType.N), Projection.ALL)
                .withSettings(new IndexSettings(Optional.of(4L), Optional.of(2L),
                        new Throughput(Optional.of(new AutoScaling(4, 40, 60)), Optional.of(new AutoScaling(2, 20, 75)),
                                OnDemandLimit.NONE, new WarmThroughput(Optional.of(12_000L), Optional.of(4_000L))),
                        true));
        TableSettings settings = TableSettings.DEFAULT
                .withThroughput(new Throughput(Optional.of(new AutoScaling(5, 50, 70)),
                        Optional.of(new AutoScaling(3, 30, 50.5)), OnDemandLimit.NONE,
                        new WarmThroughput(Optional.of(15_000L), Optional.of(5_000L))))
                .withTableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
                .withTtlAttribute(Optional.of("expiresAt"))
                .withStream(Optional.of(StreamView.NEW_AND_OLD_IMAGES))
                .withRecovery(new Recovery(true, 14))
                .withDeletionProtection(true)
                .withEncryption(Encryption.customerManaged(AllSettings.KEY_ARN))
                .withContributorInsights(true)
                .withTags(List.of(new Tag("team", "orders"), new Tag("cost-centre", "4711")))
                .withResourcePolicy(Optional.of(AllSettings.POLICY))
                .withExpectedItemCount(Optional.of(2_500_000L));
        return TableDesign.of("Orders", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withBilling(Billing.provisioned(5, 3))
                .withGlobalIndexes(List.of(byStatus))
                .withSettings(settings);
    }
}
