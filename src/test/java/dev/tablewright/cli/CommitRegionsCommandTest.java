package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.aws.LocalServerExtension;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.Replication;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code commit --region-endpoint REGION=URL} reaching a global table's replica region (a second
 * DynamoDB Local stands for us-west-2), and {@code --replace} refused up front on a table with deletion
 * protection on, with the AWS CLI command that lifts it.
 */
class CommitRegionsCommandTest {
    @RegisterExtension
    static final LocalServerExtension home = new LocalServerExtension();
    @RegisterExtension
    static final LocalServerExtension oregon = new LocalServerExtension();
    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @BeforeEach
    void empty() {
        home.dropAllTables();
        oregon.dropAllTables();
    }

    private Path model(TableDesign t) throws Exception {
        Path file = dir.resolve("model.json");
        WorkbenchJson.save(DataModel.of("m", List.of(t)), file);
        return file;
    }

    private static TableDesign orders() {
        Replica oregonReplica = new Replica("us-west-2", Optional.empty(), Optional.of(true), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), List.of(),
                Optional.empty(), List.of());
        return TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S)).withSettings(s -> s.withReplication(
                new Replication(Consistency.EVENTUAL, List.of(Replica.in("us-east-1"), oregonReplica))));
    }

    @Test
    void aRegionEndpointCarriesTheReplicasOwnSettingsThere() throws Exception {
        Path file = model(orders());
        // As replication would: the replica's table in us-west-2 (DynamoDB Local does not replicate).
        oregon.gateway().createTable(TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S)));
        assertEquals(ExitCodes.OK, cli.run("commit", file.toString(), "--endpoint", home.endpoint(),
                "--region-endpoint", "us-west-2=" + oregon.endpoint(), "-f", "json"), cli::err);
        JsonNode setting = new ObjectMapper().readTree(cli.out()).get("tables").get(0).get("settings").get(1);
        assertEquals("us-west-2", setting.get("region").asText(), cli.out());
        assertEquals("replica us-west-2: deletion protection: on, set", setting.get("line").asText());
        assertTrue(oregon.gateway().liveSettings("Orders").orElseThrow().design().settings().deletionProtection());

        cli.clear();
        home.dropAllTables();
        assertEquals(ExitCodes.OK, cli.run("commit", file.toString(), "--endpoint", home.endpoint()), cli::err);
        assertTrue(cli.out().contains("note: replica us-west-2: deletion protection not set: the endpoint "
                + home.endpoint() + " has no other regions (give --region-endpoint us-west-2=URL to reach the"
                + " replica's)"), cli.out());
    }

    @Test
    void aRegionEndpointThatIsNotAUrlIsABadArgument() throws Exception {
        assertEquals(ExitCodes.USAGE, cli.run("commit", model(orders()).toString(), "--endpoint", home.endpoint(),
                "--region-endpoint", "us-west-2=oregon"));
        assertTrue(cli.err().contains("--region-endpoint us-west-2=oregon: Not an endpoint URL"), cli.err());
        assertEquals(List.of(), home.gateway().listTables(), "nothing was written");
    }

    @Test
    void replacingAProtectedTableIsRefusedBeforeAnythingChanges() throws Exception {
        TableDesign plain = TableDesign.of("Orders", KeySchema.of("pk", AttributeType.S));
        assertEquals(ExitCodes.OK, cli.run("commit", model(plain.withSettings(s -> s.withDeletionProtection(true)))
                .toString(), "--endpoint", home.endpoint()), cli::err);
        cli.clear();
        Path unprotected = model(plain);
        assertEquals(ExitCodes.ERRORS, cli.run("commit", unprotected.toString(), "--endpoint", home.endpoint(),
                "--replace"));
        assertEquals("tablewright commit: table Orders has deletion protection on: --replace would delete it; turn it"
                + " off first (aws dynamodb update-table --table-name Orders --no-deletion-protection-enabled"
                + " --endpoint-url " + home.endpoint() + " --region us-east-1, or set deletion protection off in the"
                + " model and commit with --add), then replace it. Nothing was changed.\n", cli.err());
        assertFalse(cli.err().contains("Replacing deletes"), "refused before the deletions are announced");
        assertTrue(home.gateway().liveSettings("Orders").orElseThrow().design().settings().deletionProtection());
    }
}
