package dev.tablewright.model.settings;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;

/**
 * Tables that set every setting DynamoDB has, for the round trips of issue 25 (model → file →
 * CloudFormation → Terraform → commit → reverse → diff). Provisioned and on-demand settings exclude
 * each other, and replicas make a global table, so the three tables between them set everything:
 * <ul>
 * <li>{@link #provisioned()}: provisioned units with auto scaling on the table and its GSI, warm
 *     throughput, Standard-IA, TTL, a stream, PITR 14 days, deletion protection, a customer managed
 *     key, contributor insights (table and GSI), tags and a resource policy;</li>
 * <li>{@link #onDemand()}: on-demand with maximum throughput on the table and its GSI, an AWS
 *     managed key, PITR with the default period, and the identity of a template that named no table;</li>
 * <li>{@link #global()}: a strongly consistent global table in three regions whose replicas override
 *     what DynamoDB lets them.</li>
 * </ul>
 */
public final class AllSettings {
    public static final String POLICY = "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\","
            + "\"Principal\":{\"AWS\":\"arn:aws:iam::111122223333:root\"},\"Action\":\"dynamodb:GetItem\","
            + "\"Resource\":\"*\"}]}";
    public static final String KEY_ARN = "arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab";

    private AllSettings() {
    }

    /** The three tables in one model. */
    public static DataModel model() {
        return DataModel.of("All settings", List.of(provisioned(), onDemand(), global()));
    }

    public static TableDesign provisioned() {
        KeySchema keys = KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S);
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
                .withEncryption(Encryption.customerManaged(KEY_ARN))
                .withContributorInsights(true)
                .withTags(List.of(new Tag("team", "orders"), new Tag("cost-centre", "4711")))
                .withResourcePolicy(Optional.of(POLICY))
                .withExpectedItemCount(Optional.of(2_500_000L));
        Item order = Item.of("PK", new AttributeValue.S("ORDER#1"), "SK", new AttributeValue.S("ORDER#1"),
                "status", new AttributeValue.S("PLACED"), "placedAt", AttributeValue.N.parse("1767225600"),
                "expiresAt", AttributeValue.N.parse("1798761600"));
        return TableDesign.of("Orders", keys)
                .withBilling(Billing.provisioned(5, 3))
                .withGlobalIndexes(List.of(byStatus))
                .withSettings(settings)
                .withItems(List.of(order));
    }

    public static TableDesign onDemand() {
        GlobalSecondaryIndex byEmail = new GlobalSecondaryIndex("ByEmail", KeySchema.of("email", AttributeType.S),
                Projection.KEYS_ONLY)
                .withSettings(IndexSettings.DEFAULT.withThroughput(Throughput.NONE.withOnDemandLimit(
                        new OnDemandLimit(Optional.of(200L), Optional.of(100L)))));
        TableSettings settings = TableSettings.DEFAULT
                .withThroughput(Throughput.NONE.withOnDemandLimit(new OnDemandLimit(Optional.of(1_000L),
                        Optional.of(500L))))
                .withRecovery(Recovery.ON)
                .withEncryption(Encryption.AWS_MANAGED)
                .withStream(Optional.of(StreamView.KEYS_ONLY))
                .withStack(Optional.of(new StackIdentity("CustomersTable", false)));
        return TableDesign.of("Customers", KeySchema.of("customerId", AttributeType.S))
                .withGlobalIndexes(List.of(byEmail))
                .withSettings(settings);
    }

    public static TableDesign global() {
        ReplicaIndex byDay = new ReplicaIndex("ByDay", Optional.empty(), Optional.empty(), Optional.of(300L),
                Optional.of(true));
        Replica east = Replica.in("us-east-1");
        Replica ohio = new Replica("us-east-2", Optional.of(TableClass.STANDARD_INFREQUENT_ACCESS), Optional.of(true),
                Optional.of(true), Optional.of(true), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(400L), List.of(new Tag("region-role", "reporting")), Optional.empty(), List.of(byDay));
        Replica oregon = new Replica("us-west-2", Optional.empty(), Optional.of(false), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of(),
                Optional.empty(), List.of());
        TableSettings settings = TableSettings.DEFAULT
                .withTtlAttribute(Optional.of("ttl"))
                .withStream(Optional.of(StreamView.NEW_AND_OLD_IMAGES))
                .withTags(List.of(new Tag("team", "payments")))
                .withReplication(new Replication(Consistency.STRONG, List.of(east, ohio, oregon)));
        GlobalSecondaryIndex byDayIndex = new GlobalSecondaryIndex("ByDay", KeySchema.of("day", AttributeType.S,
                "at", AttributeType.N), Projection.ALL);
        return TableDesign.of("Payments", KeySchema.of("paymentId", AttributeType.S))
                .withGlobalIndexes(List.of(byDayIndex))
                .withSettings(settings);
    }
}
