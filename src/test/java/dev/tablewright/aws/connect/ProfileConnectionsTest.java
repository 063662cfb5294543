package dev.tablewright.aws.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.tablewright.aws.Gateway;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AWS connections through the SDK's own profile files: temporary ones named by the aws.configFile and
 * aws.sharedCredentialsFile system properties, whose profiles point at DynamoDB Local or at a tiny
 * server that answers as AWS would.
 */
class ProfileConnectionsTest {
    private static final String ACCESS_KEY = "AKIATABLEWRIGHTTEST7";
    private static final String SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYSECRETKEY42";
    private static final List<String> PROPERTIES = List.of("aws.configFile", "aws.sharedCredentialsFile");

    @TempDir
    Path folder;

    /** SDK threads (connection pools, credential refresh) may still log while a test reads it. */
    private final List<LogRecord> logged = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            logged.add(r);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private Level rootLevel;
    private Handler[] rootHandlers;

    @BeforeEach
    void profiles() throws IOException {
        Files.writeString(folder.resolve("config"), "[profile local]\nregion = eu-west-1\nendpoint_url = "
                + HttpDynamoDbLocal.endpoint() + "\n\n[profile elsewhere]\nregion = eu-west-1\n");
        Files.writeString(folder.resolve("credentials"), "[local]\naws_access_key_id = " + ACCESS_KEY
                + "\naws_secret_access_key = " + SECRET + "\n\n[elsewhere]\naws_access_key_id = " + ACCESS_KEY
                + "\naws_secret_access_key = " + SECRET + "\n");
        System.setProperty("aws.configFile", folder.resolve("config").toString());
        System.setProperty("aws.sharedCredentialsFile", folder.resolve("credentials").toString());
        Logger root = Logger.getLogger("");
        rootLevel = root.getLevel();
        rootHandlers = root.getHandlers();
        for (Handler h : rootHandlers) {
            root.removeHandler(h); // everything is logged here at ALL: keep it off the console
        }
        root.setLevel(Level.ALL);
        root.addHandler(capture);
    }

    @AfterEach
    void restore() {
        PROPERTIES.forEach(System::clearProperty);
        Logger root = Logger.getLogger("");
        root.removeHandler(capture);
        for (Handler h : rootHandlers) {
            root.addHandler(h);
        }
        root.setLevel(rootLevel);
    }

    @Test
    void aProfileWithEndpointUrlReachesThatServer() {
        String table = "profile-" + UUID.randomUUID();
        Gateways gateways = new Gateways(() -> DataModel.of("m", List.of()), CallLimits.TEST);
        try (Gateway g = gateways.open(Connection.aws("Local via profile", "local", ""))) {
            g.createTable(TableDesign.of(table, KeySchema.of("PK", AttributeType.S)));
            assertTrue(g.listTables().contains(table));
        }
        ConnectionTester.Result r = tester(CallLimits.TEST).test(Connection.aws("Local via profile", "local", ""));
        assertTrue(r.ok(), r.message());
    }

    @Test
    void noCredentialReachesTheStoreTheMessagesOrTheLog() throws IOException {
        Connection c = Connection.aws("Local via profile", "local", "").withRoleArn("");
        Gateways gateways = new Gateways(() -> DataModel.of("m", List.of()), CallLimits.TEST);
        List<String> shown = new ArrayList<>();
        try (Gateway g = gateways.open(c)) {
            g.listTables();
            shown.add(g.displayName());
        }
        shown.add(tester(CallLimits.TEST).test(c).message());
        shown.add(tester(CallLimits.TEST).test(Connection.aws("Missing", "nobody", "")).message());
        ConnectionStore store = new ConnectionStore(folder.resolve("home"));
        store.save(List.of(c, Connection.aws("Elsewhere", "elsewhere", "eu-west-1")));
        String stored = Files.readString(store.file(), StandardCharsets.UTF_8);
        StringBuilder everything = new StringBuilder();
        StringBuilder ours = new StringBuilder();
        for (LogRecord r : logged) {
            String line = r.getMessage() + " " + r.getThrown() + "\n";
            everything.append(line);
            if (String.valueOf(r.getLoggerName()).startsWith("dev.tablewright")) {
                ours.append(line);
            }
        }
        for (String text : List.of(stored, String.join("\n", shown), ours.toString())) {
            assertFalse(text.contains(SECRET), text);
            assertFalse(text.contains(ACCESS_KEY), text);
        }
        // At FINEST the JDK's HTTP client logs request headers: the signature and the key id, never the secret.
        assertFalse(everything.toString().contains(SECRET));
        assertTrue(stored.contains("profile=local"), stored);
    }

    @Test
    void aMissingProfileIsNamed() {
        ConnectionTester.Result r = tester(CallLimits.TEST).test(Connection.aws("Typo", "prdo", ""));
        assertFalse(r.ok());
        assertTrue(r.message().startsWith("There is no profile \"prdo\" in " + folder.resolve("config")), r.message());
    }

    @Test
    void accessDeniedAndSilenceAreOneClearLine() throws IOException {
        HttpServer aws = HttpServer.create(new InetSocketAddress("localhost", 0), 0);
        aws.createContext("/", exchange -> {
            if (exchange.getRequestHeaders().getFirst("X-Amz-Target").endsWith("ListTables")
                    && exchange.getRequestURI().getPath().startsWith("/slow")) {
                sleep(3000);
            }
            byte[] body = ("{\"__type\":\"com.amazon.coral.service#AccessDeniedException\",\"message\":\"User: "
                    + "arn:aws:iam::123456789012:user/dev is not authorized to perform: dynamodb:ListTables\"}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("x-amzn-ErrorType", "AccessDeniedException");
            exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
            exchange.sendResponseHeaders(400, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        aws.start();
        try {
            String url = "http://localhost:" + aws.getAddress().getPort();
            Files.writeString(folder.resolve("config"), "[profile denied]\nregion = eu-west-1\nendpoint_url = " + url
                    + "\n\n[profile slow]\nregion = eu-west-1\nendpoint_url = " + url + "/slow\n");
            Files.writeString(folder.resolve("credentials"), "[denied]\naws_access_key_id = " + ACCESS_KEY
                    + "\naws_secret_access_key = " + SECRET + "\n[slow]\naws_access_key_id = " + ACCESS_KEY
                    + "\naws_secret_access_key = " + SECRET + "\n");
            ConnectionTester.Result denied = tester(CallLimits.TEST).test(Connection.aws("D", "denied", ""));
            assertEquals("Access denied (AccessDeniedException): User: arn:aws:iam::123456789012:user/dev is not "
                    + "authorized to perform: dynamodb:ListTables", denied.message());
            CallLimits quick = new CallLimits(Duration.ofSeconds(1), Duration.ofMillis(500), Duration.ofSeconds(1), 1);
            long start = System.nanoTime();
            ConnectionTester.Result slow = tester(quick).test(Connection.aws("S", "slow", ""));
            assertEquals("No answer (profile slow) in time: the endpoint or network does not respond", slow.message());
            assertTrue(System.nanoTime() - start < 2_500_000_000L, "the timeout held");
        } finally {
            aws.stop(0);
        }
    }

    @Test
    void aRoleIsAssumedThroughStsAndItsCredentialsSignTheCalls() throws IOException {
        List<String> seen = new ArrayList<>();
        HttpServer aws = HttpServer.create(new InetSocketAddress("localhost", 0), 0);
        aws.createContext("/", exchange -> {
            String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
            String auth = exchange.getRequestHeaders().getFirst("Authorization");
            String keyId = auth.replaceAll(".*Credential=([^/]+)/.*", "$1");
            String request = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            byte[] body;
            if (target == null) {
                seen.add("sts " + (request.contains("Action=AssumeRole") ? "AssumeRole" : request) + " by " + keyId);
                body = ("<AssumeRoleResponse xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\"><AssumeRoleResult>"
                        + "<Credentials><AccessKeyId>ASIAASSUMEDROLE00001</AccessKeyId><SecretAccessKey>assumed"
                        + "</SecretAccessKey><SessionToken>token</SessionToken><Expiration>2099-01-01T00:00:00Z"
                        + "</Expiration></Credentials><AssumedRoleUser><AssumedRoleId>AROA:tablewright</AssumedRoleId>"
                        + "<Arn>arn:aws:sts::123456789012:assumed-role/Reader/tablewright</Arn></AssumedRoleUser>"
                        + "</AssumeRoleResult><ResponseMetadata><RequestId>1</RequestId></ResponseMetadata>"
                        + "</AssumeRoleResponse>").getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "text/xml");
            } else {
                seen.add(target.replaceAll(".*\\.", "") + " by " + keyId);
                body = "{\"TableNames\":[]}".getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
            }
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        aws.start();
        try {
            Files.writeString(folder.resolve("config"), "[profile base]\nregion = eu-west-1\nendpoint_url = http://localhost:"
                    + aws.getAddress().getPort() + "\n");
            Files.writeString(folder.resolve("credentials"), "[base]\naws_access_key_id = " + ACCESS_KEY
                    + "\naws_secret_access_key = " + SECRET + "\n");
            Connection c = Connection.aws("Reader", "base", "").withRoleArn("arn:aws:iam::123456789012:role/Reader");
            ConnectionTester.Result r = tester(CallLimits.TEST).test(c);
            assertTrue(r.ok(), r.message());
            assertEquals(List.of("sts AssumeRole by " + ACCESS_KEY, "ListTables by ASIAASSUMEDROLE00001"), seen);
        } finally {
            aws.stop(0);
        }
    }

    private static ConnectionTester tester(CallLimits limits) {
        return new ConnectionTester(() -> DataModel.of("m", List.of()), limits);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
