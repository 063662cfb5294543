package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConnectionStoreTest {
    @TempDir
    Path folder;

    private final List<Connection> connections = List.of(
            Connection.localEndpoint("Local", "http://localhost:8000"),
            new Connection("Started", Connection.Kind.LOCAL_STARTED, "", "/opt/ddb local", "", "", "", false),
            Connection.aws("Prod", "prod", "eu-west-1").withRoleArn("arn:aws:iam::123456789012:role/Reader")
                    .withReadOnly(true),
            Connection.aws("Default chain", "", ""));

    @Test
    void savedConnectionsLoadAsTheyWere() throws IOException {
        ConnectionStore store = new ConnectionStore(folder);
        store.save(connections);
        assertEquals(connections, new ConnectionStore(folder).load());
    }

    @Test
    void theSandboxIsNeverStoredAndAMissingFileGivesNone() throws IOException {
        ConnectionStore store = new ConnectionStore(folder);
        assertEquals(List.of(), store.load());
        store.save(List.of(Connection.SANDBOX, connections.get(0)));
        assertEquals(List.of(connections.get(0)), store.load());
    }

    @Test
    void onlyTheConnectionFieldsAreWritten() throws IOException {
        ConnectionStore store = new ConnectionStore(folder);
        store.save(connections);
        Matcher keys = Pattern.compile("(?m)^connection\\.\\d+\\.(\\w+)=").matcher(Files.readString(store.file()));
        Set<String> allowed = Set.of("name", "kind", "endpoint", "jarFolder", "profile", "region", "roleArn",
                "readOnly");
        int count = 0;
        while (keys.find()) {
            assertTrue(allowed.contains(keys.group(1)), keys.group(1));
            count++;
        }
        assertEquals(connections.size() * allowed.size(), count);
    }

    @Test
    void anUnreadableOrForeignEntryIsSkipped() throws IOException {
        Files.writeString(folder.resolve("connections.properties"),
                "connection.0.name=Odd\nconnection.0.kind=TELEPORT\nconnection.1.name=L\nconnection.1.kind=LOCAL_ENDPOINT\n"
                        + "connection.1.endpoint=http://h:1\n");
        assertEquals(List.of(Connection.localEndpoint("L", "http://h:1")), new ConnectionStore(folder).load());
    }
}
