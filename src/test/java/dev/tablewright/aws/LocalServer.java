package dev.tablewright.aws;

import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import dev.tablewright.aws.sdk.SdkEndpoint;
import java.io.IOException;
import java.net.ServerSocket;

/**
 * DynamoDB Local served over HTTP inside the test JVM (test scope only: its licence forbids shipping
 * it), so the SDK path under test is the real HTTP one. In memory, one shared database.
 *
 * <p>{@code main} serves one on a port for measuring by hand (docs/performance.md, "Scanning a live
 * table"): {@code java -cp target/test-classes:target/classes:$CP dev.tablewright.aws.LocalServer 8000}.
 */
public final class LocalServer implements AutoCloseable {
    private final DynamoDBProxyServer server;
    private final int port;
    private SdkEndpoint endpoint;

    private LocalServer(DynamoDBProxyServer server, int port) {
        this.server = server;
        this.port = port;
    }

    /** Starts one on a free port (about a second). */
    public static LocalServer start() {
        return start(freePort());
    }

    public static LocalServer start(int port) {
        try {
            DynamoDBProxyServer server = ServerRunner.createServerFromCommandLineArgs(
                    new String[] {"-inMemory", "-sharedDb", "-port", String.valueOf(port), "-disableTelemetry"});
            server.start();
            return new LocalServer(server, port);
        } catch (Exception e) {
            throw new IllegalStateException("DynamoDB Local did not start on port " + port + ": " + e.getMessage(), e);
        }
    }

    public String endpoint() {
        return "http://localhost:" + port;
    }

    /** The SDK's gateway to this server over HTTP, opened on first use and closed with the server. */
    public synchronized Gateway gateway() {
        if (endpoint == null) {
            endpoint = SdkEndpoint.open(endpoint(), "us-east-1");
        }
        return endpoint.gateway();
    }

    @Override
    public void close() {
        synchronized (this) {
            if (endpoint != null) {
                endpoint.close();
            }
        }
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        LocalServer local = start(args.length > 0 ? Integer.parseInt(args[0]) : 8000);
        System.out.println("DynamoDB Local at " + local.endpoint());
        Thread.currentThread().join();
    }
}
