package dev.tablewright.format.infra;

import dev.tablewright.format.registry.Exporters;
import dev.tablewright.format.registry.Importers;

import dev.tablewright.format.port.Export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.ReadResult;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Encryption;
import dev.tablewright.model.settings.StackIdentity;
import dev.tablewright.model.settings.StreamView;
import java.util.Optional;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Templates written by hand (short forms, strings for numbers, several files) and the errors they can hold. */
class CloudFormationImportTest {
    @TempDir
    Path dir;

    private static final String SHORT_FORMS = """
            AWSTemplateFormatVersion: "2010-09-09"
            Parameters:
              Stage: {Type: String, Default: dev}
              Reads: {Type: Number, Default: 7}
            Resources:
              MoviesTable:
                Type: AWS::DynamoDB::Table
                DeletionPolicy: Retain
                Properties:
                  TableName: !Sub "${Stage}-movies"
                  AttributeDefinitions:
                    - {AttributeName: pk, AttributeType: S}
                    - {AttributeName: sk, AttributeType: S}
                  KeySchema:
                    - {AttributeName: pk, KeyType: HASH}
                    - {AttributeName: sk, KeyType: RANGE}
                  ProvisionedThroughput:
                    ReadCapacityUnits: !Ref Reads
                    WriteCapacityUnits: "2"
                  SSESpecification: {SSEEnabled: true}
                  TimeToLiveSpecification: {AttributeName: ttl, Enabled: true}
              Users:
                Type: AWS::DynamoDB::Table
                Properties:
                  TableName: !Ref Stage
                  BillingMode: PAY_PER_REQUEST
                  AttributeDefinitions: [{AttributeName: id, AttributeType: N}]
                  KeySchema: [{AttributeName: id, KeyType: HASH}]
              Handler:
                Type: AWS::Lambda::Function
                Properties:
                  Environment: {Variables: {TABLE: !GetAtt MoviesTable.Arn}}
            """;

    @Test
    void shortFormsAndParameterDefaultsAreUnderstood() throws Exception {
        ReadResult r = read(write("stack.yaml", SHORT_FORMS));
        assertFalse(r.hasErrors(), r.problems().toString());
        DataModel m = r.model().orElseThrow();
        assertEquals(List.of("movies", "Users"), m.tables().stream().map(TableDesign::name).toList());
        assertEquals(Billing.provisioned(7, 2), m.tables().get(0).billing());
        assertTrue(r.problems().stream().anyMatch(p -> p.severity() == Severity.INFO
                && p.path().equals("$.Resources.Handler")), r.problems().toString());
    }

    /** TTL and SSE are settings now; the resource's DeletionPolicy, which the model has no field for, is kept. */
    @Test
    void settingsAreReadAndWhatTheModelHasNoFieldForIsWrittenAgainByTheNextExport() throws Exception {
        DataModel m = read(write("stack.yaml", SHORT_FORMS)).model().orElseThrow();
        assertEquals(Optional.of("ttl"), m.tables().get(0).settings().ttlAttribute());
        assertEquals(Encryption.AWS_MANAGED, m.tables().get(0).settings().encryption());
        assertEquals(Optional.of(new StackIdentity("MoviesTable", true)), m.tables().get(0).settings().stack());
        String again = Exporters.find("cloudformation").orElseThrow().export(m).text();
        assertTrue(again.contains("\"SSESpecification\""), again);
        assertTrue(again.contains("\"TimeToLiveSpecification\""), again);
        assertTrue(again.contains("\"DeletionPolicy\" : \"Retain\"") || again.contains("\"DeletionPolicy\": \"Retain\""), again);
        assertTrue(again.contains("\"MoviesTable\""), again);
    }

    @Test
    void keptPropertiesSurviveTheModelFile() throws Exception {
        DataModel m = read(write("stack.yaml", SHORT_FORMS)).model().orElseThrow();
        DataModel saved = dev.tablewright.format.WorkbenchJson.parse(dev.tablewright.format.WorkbenchJson.write(m), "m.json")
                .model().orElseThrow();
        assertEquals(m.tables().get(0).extra().fields().get(CloudFormationExtras.PROPERTIES),
                saved.tables().get(0).extra().fields().get(CloudFormationExtras.PROPERTIES));
        assertEquals(m.tables().get(0).extra().fields().get(CloudFormationExtras.RESOURCE),
                saved.tables().get(0).extra().fields().get(CloudFormationExtras.RESOURCE));
    }

    @Test
    void referencesToPartsOfTheTemplateNotExportedAreNotedAndWarnedAbout() throws Exception {
        String text = SHORT_FORMS.replace("    DeletionPolicy: Retain", "    DeletionPolicy: Retain\n    DependsOn: Handler")
                .replace("      SSESpecification: {SSEEnabled: true}",
                        "      SSESpecification: {SSEEnabled: true}\n      Tags: [{Key: stage, Value: !Sub \"${Stage}-${AWS::Region}\"}]")
                + "Outputs:\n  Arn: {Value: !GetAtt MoviesTable.Arn}\n";
        ReadResult r = read(write("refs.yaml", text));
        assertFalse(r.hasErrors(), r.problems().toString());
        List<String> notes = r.problems().stream().map(p -> p.path() + ": " + p.message()).toList();
        assertTrue(notes.contains("$.Resources.MoviesTable.DependsOn: not kept: DependsOn names other parts of the"
                + " template, and the export writes the tables alone"), notes.toString());
        assertTrue(notes.contains("$.Outputs: not kept: a model holds tables, not a template's Outputs"), notes.toString());
        Export again = Exporters.find("cloudformation").orElseThrow().export(r.model().orElseThrow());
        assertFalse(again.text().contains("DependsOn"), again.text());
        assertEquals(List.of("table movies: properties kept from an imported template refer to [Stage], which this"
                + " template does not define; add them or edit those properties"), again.warnings());
    }

    /** The kitchen sink's TTL and stream sit in extra, as an older import kept them: exported, they come back as settings. */
    @Test
    void kitchenSinkRoundTripsThroughJsonAndYaml() throws Exception {
        DataModel model = KitchenSink.model();
        for (String target : List.of("cloudformation", "cloudformation-yaml")) {
            Export export = Exporters.find(target).orElseThrow().export(model);
            ReadResult back = read(write("t." + target, export.text()));
            assertFalse(back.hasErrors(), back.problems().toString());
            assertEquals(TableShapes.of(model), TableShapes.of(back.model().orElseThrow()));
            TableDesign orders = back.model().orElseThrow().tables().get(0);
            assertEquals(RawJson.EMPTY, orders.extra(), target);
            assertEquals(Optional.of("expiresAt"), orders.settings().ttlAttribute(), target);
            assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES), orders.settings().stream(), target);
        }
    }

    @Test
    void tablesOfSeveralTemplatesMakeOneModelAndANameTwiceIsAnError() throws Exception {
        Path a = write("a.yaml", SHORT_FORMS);
        Path b = write("b.json", Exporters.find("cloudformation").orElseThrow().export(KitchenSink.model()).text());
        ReadResult both = read(a, b);
        assertFalse(both.hasErrors(), both.problems().toString());
        assertEquals(4, both.model().orElseThrow().tables().size());
        ReadResult twice = read(a, write("c.yaml", SHORT_FORMS));
        assertTrue(twice.problems().stream().anyMatch(p -> p.isError() && p.file().endsWith("c.yaml")
                && p.path().equals("$.Resources.MoviesTable") && p.message().contains("second table named 'movies'")),
                twice.problems().toString());
    }

    @Test
    void errorsNameTheFileThePathAndWhatWasExpected() throws Exception {
        String bad = """
                {"Resources": {"T": {"Type": "AWS::DynamoDB::Table", "Properties": {
                  "BillingMode": "PAY_PER_REQUEST",
                  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
                  "GlobalSecondaryIndexes": [{"IndexName": "G", "KeySchema": [{"AttributeName": "pk", "KeyType": "PARTITION"}],
                     "Projection": {"ProjectionType": "SOME"}}]}}}}
                """;
        ReadResult r = read(write("bad.json", bad));
        List<String> errors = r.problems().stream().filter(Problem::isError).map(p -> p.path() + ": " + p.message()).toList();
        assertTrue(errors.contains("$.Resources.T.Properties.KeySchema[1].AttributeName: 'sk' has no"
                + " AttributeDefinitions entry (expected {AttributeName: sk, AttributeType: S|N|B})"), errors.toString());
        assertTrue(errors.contains("$.Resources.T.Properties.GlobalSecondaryIndexes[0].KeySchema[0].KeyType:"
                + " expected HASH or RANGE, found 'PARTITION'"), errors.toString());
        assertTrue(errors.contains("$.Resources.T.Properties.GlobalSecondaryIndexes[0].Projection.ProjectionType:"
                + " expected ALL, KEYS_ONLY or INCLUDE, found 'SOME'"), errors.toString());
        assertTrue(r.problems().stream().allMatch(p -> p.file().endsWith("bad.json")));
    }

    @Test
    void aFileThatIsNoTemplateGivesNoModel() throws Exception {
        ReadResult r = read(write("broken.yaml", "Resources:\n  T: [unclosed\n"));
        assertTrue(r.model().isEmpty());
        assertTrue(r.problems().get(0).message().startsWith("not YAML or JSON at line"), r.problems().toString());
        assertTrue(read(dir.resolve("missing.yaml")).model().isEmpty());
    }

    /** A template of no table (only other resources) fails, saying why per resource; a global table is read now. */
    @Test
    void aTemplateWithNoTableToReadIsAnErrorNotAnEmptyModel() throws Exception {
        String none = "Resources:\n  Witness:\n    Type: AWS::SQS::Queue\n  Queue:\n    Type: AWS::SQS::Queue\n";
        ReadResult r = read(write("none.yaml", none));
        assertTrue(r.hasErrors(), r.problems().toString());
        assertTrue(r.problems().stream().anyMatch(p -> p.isError() && p.message().equals("no table could be read: no "
                + "AWS::DynamoDB::Table, AWS::DynamoDB::GlobalTable, AWS::Serverless::SimpleTable resource among"
                + " Witness (AWS::SQS::Queue), Queue (AWS::SQS::Queue)")), r.problems().toString());
        String global = "Resources:\n  Orders:\n    Type: AWS::DynamoDB::GlobalTable\n    Properties:\n"
                + "      TableName: orders\n  Queue:\n    Type: AWS::SQS::Queue\n";
        ReadResult g = read(write("global.yaml", global));
        assertTrue(g.hasErrors(), g.problems().toString());
        assertTrue(g.problems().stream().anyMatch(p -> p.isError()
                && p.path().equals("$.Resources.Orders.Properties.KeySchema")), g.problems().toString());
    }

    @Test
    void yamlAliasesAndRepeatedKeysAreErrorsAsInCloudFormation() throws Exception {
        String text = SHORT_FORMS.replace("      SSESpecification: {SSEEnabled: true}",
                "      SSESpecification: &sse {SSEEnabled: true}\n      Tags: *sse\n      Tags: []");
        List<String> errors = read(write("alias.yaml", text)).problems().stream().filter(Problem::isError)
                .map(p -> p.path() + ": " + p.message()).toList();
        assertEquals(List.of("$.Resources.MoviesTable.Properties.Tags: a YAML alias (*sse): CloudFormation refuses"
                        + " aliases; expected the value written out",
                "$.Resources.MoviesTable.Properties.Tags: a second 'Tags' in the same mapping (CloudFormation refuses"
                        + " it; the last is read)"), errors);
    }

    @Test
    void anLsiPropertyWithNoPlaceInTheModelIsReported() throws Exception {
        String lsi = SHORT_FORMS.replace("      SSESpecification:", """
                LocalSecondaryIndexes:
                  - IndexName: BySk
                    KeySchema: [{AttributeName: pk, KeyType: HASH}, {AttributeName: sk, KeyType: RANGE}]
                    Projection: {ProjectionType: KEYS_ONLY}
                    Comment: kept nowhere
                """.indent(6) + "      SSESpecification:");
        ReadResult r = read(write("lsi.yaml", lsi));
        assertFalse(r.hasErrors(), r.problems().toString());
        assertEquals(1, r.model().orElseThrow().tables().get(0).localIndexes().size());
        assertTrue(r.problems().stream().anyMatch(p -> p.severity() == Severity.WARNING
                && p.path().equals("$.Resources.MoviesTable.Properties.LocalSecondaryIndexes[0].Comment")),
                r.problems().toString());
    }

    @Test
    void anIndexWithItsOwnThroughputKeepsItThroughImportAndExport() throws Exception {
        String own = SHORT_FORMS.replace("      SSESpecification:", """
                GlobalSecondaryIndexes:
                  - IndexName: BySk
                    KeySchema: [{AttributeName: sk, KeyType: HASH}]
                    Projection: {ProjectionType: ALL}
                    ProvisionedThroughput: {ReadCapacityUnits: 11, WriteCapacityUnits: 2}
                    ContributorInsightsSpecification: {Enabled: true}
                """.indent(6) + "      SSESpecification:");
        DataModel m = read(write("own.yaml", own)).model().orElseThrow();
        var settings = m.tables().get(0).globalIndexes().get(0).settings();
        // 2 write units are the table's own: the index takes them without a figure of its own
        assertEquals(Optional.of(11L), settings.readUnits());
        assertEquals(Optional.empty(), settings.writeUnits());
        assertTrue(settings.contributorInsights());
        String again = Exporters.find("cloudformation").orElseThrow().export(m).text();
        ReadResult back = read(write("again.json", again));
        assertEquals(settings, back.model().orElseThrow().tables().get(0).globalIndexes().get(0).settings());
    }

    private Path write(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    private static ReadResult read(Path... files) {
        return Importers.find("cloudformation").orElseThrow().read(List.of(files));
    }
}
