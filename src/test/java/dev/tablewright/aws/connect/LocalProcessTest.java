package dev.tablewright.aws.connect;

import dev.tablewright.TestJvm;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Starting DynamoDB Local for the user. The jar path runs for real: a "DynamoDBLocal.jar" built here
 * whose manifest starts DynamoDB Local's own ServerRunner from the test class path, so the command
 * line, the child process, readiness and stopping are the app's. Docker is checked by its command line.
 */
class LocalProcessTest {
    @TempDir
    Path folder;

    @Test
    void theCommandLines() {
        Path java = Path.of("/jdk/bin/java");
        Path dir = Path.of("/opt/ddb");
        assertEquals(List.of("/jdk/bin/java", "-Djava.library.path=/opt/ddb/DynamoDBLocal_lib", "-jar",
                "/opt/ddb/DynamoDBLocal.jar", "-inMemory", "-sharedDb", "-port", "8123", "-disableTelemetry"),
                LocalCommands.jar(java, dir, 8123));
        assertEquals(List.of("/usr/bin/docker", "run", "--rm", "--name", "tw-1", "-p", "8123:8000",
                "amazon/dynamodb-local", "-jar", "DynamoDBLocal.jar", "-inMemory", "-sharedDb", "-disableTelemetry"),
                LocalCommands.docker(Path.of("/usr/bin/docker"), "tw-1", 8123));
        assertEquals(List.of("/usr/bin/docker", "stop", "tw-1"), LocalCommands.dockerStop(Path.of("/usr/bin/docker"), "tw-1"));
    }

    @Test
    void aFolderWithoutTheJarIsNamed() {
        ConnectionException e = assertThrows(ConnectionException.class,
                () -> LocalProcess.fromJar(folder, Duration.ofSeconds(5)));
        assertEquals("There is no DynamoDBLocal.jar in " + folder, e.getMessage());
    }

    @Test
    void theUsersJarStartsAnswersAndStopsWithItsGateway() throws IOException {
        fakeDynamoDbLocalJar();
        Connection c = new Connection("Mine", Connection.Kind.LOCAL_STARTED, "", folder.toString(), "", "", "", false);
        assertTrue(new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST).test(c).ok());
        String endpoint;
        try (Gateway g = new Gateways(() -> DataModel.of("m", List.of()), CallLimits.DEFAULT).open(c)) {
            g.createTable(TableDesign.of("started", KeySchema.of("PK", AttributeType.S)));
            assertEquals(List.of("started"), g.listTables());
            endpoint = g.startedEndpoint().orElseThrow();
            assertTrue(g.displayName().endsWith("(" + endpoint + ")"), g.displayName());
            assertTrue(endpoint.startsWith("http://localhost:"), endpoint);
            assertEquals(" --endpoint-url " + endpoint + " --region us-east-1", c.awsCliOptions(g.startedEndpoint()),
                    "a copied command goes to the Local we started");
        }
        ConnectionTester.Result after = new ConnectionTester(() -> DataModel.of("m", List.of()), CallLimits.TEST)
                .test(Connection.localEndpoint("gone", endpoint));
        assertEquals("Connection refused at " + endpoint + ": is DynamoDB Local running there?", after.message(),
                "stopped with its gateway");
    }

    @Test
    void aLocalThatStopsAtOnceSaysWhy() {
        ConnectionException e = assertThrows(ConnectionException.class, () -> LocalProcess.start(
                List.of(LocalCommands.java().toString(), "-version"), null, HttpDynamoDbLocal.freePort(), List.of(),
                Duration.ofSeconds(30)));
        assertTrue(e.getMessage().startsWith("DynamoDB Local stopped at once (exit code 0)"), e.getMessage());
    }

    /** A DynamoDBLocal.jar holding only a manifest: DynamoDB Local's ServerRunner on the test class path. */
    private void fakeDynamoDbLocalJar() throws IOException {
        String mainClass = HttpDynamoDbLocal.SERVER_RUNNER.stream().filter(LocalProcessTest::loadable).findFirst()
                .orElseThrow();
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, Arrays.stream(
                        TestJvm.classPath().split(File.pathSeparator))
                .filter(s -> !s.isBlank()).map(s -> Path.of(s).toUri().toString()).collect(Collectors.joining(" ")));
        try (OutputStream out = Files.newOutputStream(folder.resolve(LocalCommands.JAR));
                JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.flush();
        }
    }

    private static boolean loadable(String name) {
        try {
            Class.forName(name);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
