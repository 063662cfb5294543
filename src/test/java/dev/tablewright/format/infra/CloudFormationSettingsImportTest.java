package dev.tablewright.format.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.registry.Exporters;
import dev.tablewright.format.registry.Importers;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AutoScaling;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hand-written templates: the forms scaling resources name a table by, and bad settings' diagnostics. */
class CloudFormationSettingsImportTest {
    @TempDir
    Path dir;

    private static final String TABLE = """
            Resources:
              OrdersTable:
                Type: AWS::DynamoDB::Table
                Properties:
                  TableName: orders
                  AttributeDefinitions:
                    - {AttributeName: pk, AttributeType: S}
                    - {AttributeName: gpk, AttributeType: S}
                  KeySchema: [{AttributeName: pk, KeyType: HASH}]
                  ProvisionedThroughput: {ReadCapacityUnits: 5, WriteCapacityUnits: 5}
                  GlobalSecondaryIndexes:
                    - IndexName: GSI1
                      KeySchema: [{AttributeName: gpk, KeyType: HASH}]
                      Projection: {ProjectionType: ALL}
                      ProvisionedThroughput: {ReadCapacityUnits: 5, WriteCapacityUnits: 5}
            """;

    /** !Sub table/${Table}, Fn::Join with !Ref, table/${Table}/index/GSI1, the literal name, a policy by ResourceId. */
    @Test
    void scalingResourcesInEveryFormFoldIntoTheTableAndItsIndex() throws Exception {
        String text = TABLE + """
                  ReadTarget:
                    Type: AWS::ApplicationAutoScaling::ScalableTarget
                    Properties:
                      MinCapacity: 5
                      MaxCapacity: 50
                      ResourceId: !Sub table/${OrdersTable}
                      ScalableDimension: dynamodb:table:ReadCapacityUnits
                      ServiceNamespace: dynamodb
                  ReadPolicy:
                    Type: AWS::ApplicationAutoScaling::ScalingPolicy
                    Properties:
                      PolicyName: read
                      PolicyType: TargetTrackingScaling
                      ScalingTargetId: !Ref ReadTarget
                      TargetTrackingScalingPolicyConfiguration:
                        TargetValue: 65
                        PredefinedMetricSpecification: {PredefinedMetricType: DynamoDBReadCapacityUtilization}
                  WriteTarget:
                    Type: AWS::ApplicationAutoScaling::ScalableTarget
                    Properties:
                      MinCapacity: 2
                      MaxCapacity: 20
                      ResourceId: !Join ["/", ["table", !Ref OrdersTable]]
                      ScalableDimension: dynamodb:table:WriteCapacityUnits
                      ServiceNamespace: dynamodb
                  WritePolicy:
                    Type: AWS::ApplicationAutoScaling::ScalingPolicy
                    Properties:
                      PolicyName: write
                      PolicyType: TargetTrackingScaling
                      ResourceId: !Join ["/", ["table", !Ref OrdersTable]]
                      ScalableDimension: dynamodb:table:WriteCapacityUnits
                      ServiceNamespace: dynamodb
                      TargetTrackingScalingPolicyConfiguration: {TargetValue: 80}
                  IndexTarget:
                    Type: AWS::ApplicationAutoScaling::ScalableTarget
                    Properties:
                      MinCapacity: 3
                      MaxCapacity: 30
                      ResourceId: table/orders/index/GSI1
                      ScalableDimension: dynamodb:index:ReadCapacityUnits
                      ServiceNamespace: dynamodb
                  IndexPolicy:
                    Type: AWS::ApplicationAutoScaling::ScalingPolicy
                    Properties:
                      PolicyName: index
                      PolicyType: TargetTrackingScaling
                      ScalingTargetId: {Ref: IndexTarget}
                      TargetTrackingScalingPolicyConfiguration: {TargetValue: "55"}
                """;
        ReadResult r = read(text);
        assertFalse(r.hasErrors(), r.problems().toString());
        assertTrue(r.problems().stream().noneMatch(p -> p.severity() == Severity.WARNING), r.problems().toString());
        TableDesign t = r.model().orElseThrow().tables().get(0);
        assertEquals(Optional.of(new AutoScaling(5, 50, 65)), t.settings().throughput().readScaling());
        assertEquals(Optional.of(new AutoScaling(2, 20, 80)), t.settings().throughput().writeScaling());
        assertEquals(Optional.of(new AutoScaling(3, 30, 55)), t.globalIndexes().get(0).settings().throughput().readScaling());
        assertEquals(Optional.empty(), t.globalIndexes().get(0).settings().throughput().writeScaling());
    }

    @Test
    void scalingThatNamesNoTableOrHasNoPolicyIsReportedAndLeftOut() throws Exception {
        String text = TABLE + """
                  Orphan:
                    Type: AWS::ApplicationAutoScaling::ScalableTarget
                    Properties:
                      MinCapacity: 1
                      MaxCapacity: 10
                      ResourceId: !Sub table/${OrdersTable}
                      ScalableDimension: dynamodb:table:ReadCapacityUnits
                      ServiceNamespace: dynamodb
                  Elsewhere:
                    Type: AWS::ApplicationAutoScaling::ScalableTarget
                    Properties:
                      MinCapacity: 1
                      MaxCapacity: 10
                      ResourceId: table/some-other-stack-table
                      ScalableDimension: dynamodb:table:ReadCapacityUnits
                      ServiceNamespace: dynamodb
                  BadDimension:
                    Type: AWS::ApplicationAutoScaling::ScalableTarget
                    Properties:
                      MinCapacity: 1
                      MaxCapacity: 10
                      ResourceId: !Sub table/${OrdersTable}/index/GSI1
                      ScalableDimension: dynamodb:table:ReadCapacityUnits
                      ServiceNamespace: dynamodb
                """;
        List<String> problems = read(text).problems().stream().map(p -> p.severity() + " " + p.path() + ": "
                + p.message()).toList();
        assertTrue(problems.contains("WARNING $.Resources.Orphan: not kept: no TargetTrackingScaling policy uses this"
                + " scalable target, so it sets no target utilisation"), problems.toString());
        assertTrue(problems.contains("WARNING $.Resources.Elsewhere.Properties.ResourceId: not kept: expected"
                + " table/${Table} or table/${Table}/index/Name naming a table of this template, found"
                + " 'table/some-other-stack-table'"), problems.toString());
        assertTrue(problems.contains("ERROR $.Resources.BadDimension.Properties.ScalableDimension: expected"
                + " dynamodb:index:ReadCapacityUnits or …:WriteCapacityUnits, found 'dynamodb:table:ReadCapacityUnits'"),
                problems.toString());
    }

    @Test
    void badSettingValuesNameTheirPathAndWhatWasExpected() throws Exception {
        String text = TABLE.replace("      GlobalSecondaryIndexes:", """
                TableClass: INFREQUENT
                StreamSpecification: {StreamViewType: NEW}
                PointInTimeRecoverySpecification: {PointInTimeRecoveryEnabled: yes-please, RecoveryPeriodInDays: 0}
                SSESpecification: {SSEEnabled: true, SSEType: AES256}
                TimeToLiveSpecification: {Enabled: true}
                Tags: [{Value: orphan}]
                GlobalSecondaryIndexes:""".indent(6).stripTrailing());
        List<String> errors = read(text).problems().stream().filter(Problem::isError).map(p -> p.path() + ": "
                + p.message()).toList();
        String pp = "$.Resources.OrdersTable.Properties.";
        assertEquals(List.of(
                pp + "TableClass: expected STANDARD or STANDARD_INFREQUENT_ACCESS, found 'INFREQUENT'",
                pp + "TimeToLiveSpecification.AttributeName: expected the time-to-live attribute's name (TTL is enabled)",
                pp + "StreamSpecification.StreamViewType: expected KEYS_ONLY, NEW_IMAGE, OLD_IMAGE or NEW_AND_OLD_IMAGES,"
                        + " found 'NEW'",
                pp + "PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled: expected true or false, found 'yes-please'",
                pp + "PointInTimeRecoverySpecification.RecoveryPeriodInDays: expected a whole number of at least 1,"
                        + " found the number 0",
                pp + "SSESpecification.SSEType: expected KMS (DynamoDB's only key type), found 'AES256'",
                pp + "Tags[0]: expected {Key, Value} with a Key (a string), found an object"), errors);
    }

    @Test
    void aGlobalTableWithoutReplicasOrWithAReplicaIndexOfNoGsiIsAnError() throws Exception {
        String global = """
                Resources:
                  G:
                    Type: AWS::DynamoDB::GlobalTable
                    Properties:
                      BillingMode: PAY_PER_REQUEST
                      AttributeDefinitions: [{AttributeName: pk, AttributeType: S}]
                      KeySchema: [{AttributeName: pk, KeyType: HASH}]
                      Replicas: REPLICAS
                """;
        List<String> none = errors(read(global.replace("REPLICAS", "[]")));
        assertEquals(List.of("$.Resources.G.Properties.Replicas: expected Replicas (a list of {Region, …}, one per region"
                + " the table lives in), found an empty array"), none);
        List<String> bad = errors(read(global.replace("REPLICAS", "[{Region: us-east-1, GlobalSecondaryIndexes:"
                + " [{IndexName: Nope}]}, {Region: us-east-1}]")));
        assertEquals(List.of("$.Resources.G.Properties.Replicas[0].GlobalSecondaryIndexes[0].IndexName: expected the"
                        + " IndexName of one of the table's GSIs [], found 'Nope'",
                "$.Resources.G.Properties.Replicas[1].Region: a second replica in us-east-1 (one per region)"), bad);
    }

    /** A replica's key is often the ARN of a key of the same stack: not an error, a warning, and no key. */
    @Test
    void aComputedReplicaKeyIsWarnedAboutNotAnError() throws Exception {
        String global = """
                Resources:
                  Key: {Type: AWS::KMS::Key}
                  G:
                    Type: AWS::DynamoDB::GlobalTable
                    Properties:
                      BillingMode: PAY_PER_REQUEST
                      AttributeDefinitions: [{AttributeName: pk, AttributeType: S}]
                      KeySchema: [{AttributeName: pk, KeyType: HASH}]
                      SSESpecification: {SSEEnabled: true, SSEType: KMS}
                      Replicas: [{Region: us-east-1, SSESpecification: {KMSMasterKeyId: !GetAtt Key.Arn}}]
                """;
        ReadResult r = read(global);
        assertFalse(r.hasErrors(), r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.severity() == Severity.WARNING
                && p.path().equals("$.Resources.G.Properties.Replicas[0].SSESpecification.KMSMasterKeyId")
                && p.message().startsWith("not kept: its value is computed when the stack deploys")), r.problems().toString());
        assertEquals(dev.tablewright.model.settings.Encryption.AWS_MANAGED,
                r.model().orElseThrow().tables().get(0).settings().encryption());
    }

    @Test
    void aProvisionedGlobalTableNeedsItsWriteAutoScaling() throws Exception {
        String global = """
                Resources:
                  G:
                    Type: AWS::DynamoDB::GlobalTable
                    Properties:
                      BillingMode: PROVISIONED
                      AttributeDefinitions: [{AttributeName: pk, AttributeType: S}]
                      KeySchema: [{AttributeName: pk, KeyType: HASH}]
                      Replicas: [{Region: us-east-1, ReadProvisionedThroughputSettings: {ReadCapacityUnits: 5}}]
                """;
        assertEquals(List.of("$.Resources.G.Properties.WriteProvisionedThroughputSettings: expected"
                + " {WriteCapacityAutoScalingSettings} (a PROVISIONED global table's write capacity is auto scaled)"),
                errors(read(global)));
    }

    @Test
    void aSamTableWithABadKeyTypeIsAnError() throws Exception {
        String sam = "Resources:\n  T:\n    Type: AWS::Serverless::SimpleTable\n    Properties:\n"
                + "      PrimaryKey: {Name: id, Type: Integer}\n";
        assertEquals(List.of("$.Resources.T.Properties.PrimaryKey.Type: expected String, Number or Binary, found 'Integer'"),
                errors(read(sam)));
    }

    /** With no table named (all imported without TableName), the template has no TableNamePrefix parameter. */
    @Test
    void aTemplateOfUnnamedTablesHasNoPrefixParameter() throws Exception {
        var model = Importers.find("cloudformation").orElseThrow()
                .read(List.of(CloudFormationGlobalTableImportTest.resource("sam-simple-table.yaml"))).model().orElseThrow();
        var t = new ObjectMapper().readTree(Exporters.find("cloudformation").orElseThrow().export(model).text());
        assertTrue(t.path("Parameters").isMissingNode(), t.toString());
    }

    private static List<String> errors(ReadResult r) {
        return r.problems().stream().filter(Problem::isError).map(p -> p.path() + ": " + p.message()).toList();
    }

    private ReadResult read(String text) throws Exception {
        Path file = Files.writeString(dir.resolve("t" + System.nanoTime() + ".yaml"), text);
        return Importers.find("cloudformation").orElseThrow().read(List.of(file));
    }
}
