package dev.tablewright.aws.connect;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.ServerSocket;
import java.util.List;

/**
 * One DynamoDB Local served over HTTP inside the test JVM (about 1.2 s), so the SDK path is the real one.
 * ServerRunner is looked up by name: 3.x moved it as it moved DynamoDBEmbedded (EmbeddedDynamoDb).
 */
final class HttpDynamoDbLocal {
    static final List<String> SERVER_RUNNER = List.of("software.amazon.dynamodb.services.local.main.ServerRunner",
            "com.amazonaws.services.dynamodbv2.local.main.ServerRunner");
    private static String endpoint;

    private HttpDynamoDbLocal() {
    }

    static synchronized String endpoint() {
        if (endpoint == null) {
            int port = freePort();
            try {
                Object server = serve(port);
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        server.getClass().getMethod("stop").invoke(server);
                    } catch (Exception e) {
                        // the JVM ends anyway
                    }
                }));
            } catch (Exception e) {
                throw new IllegalStateException("could not start DynamoDB Local over HTTP", e);
            }
            endpoint = "http://localhost:" + port;
        }
        return endpoint;
    }

    /** Starts a server on that port, as DynamoDB Local's own main would with these arguments. */
    static Object serve(int port) throws ReflectiveOperationException {
        Method create = serverRunner().getMethod("createServerFromCommandLineArgs", String[].class);
        Object server = create.invoke(null, (Object) new String[] {"-inMemory", "-sharedDb", "-port",
                Integer.toString(port), "-disableTelemetry"});
        server.getClass().getMethod("start").invoke(server);
        return server;
    }

    private static Class<?> serverRunner() throws ClassNotFoundException {
        for (String name : SERVER_RUNNER) {
            try {
                return Class.forName(name);
            } catch (ClassNotFoundException e) {
                // the other release line
            }
        }
        throw new ClassNotFoundException("DynamoDB Local's ServerRunner is not on the test class path");
    }

    static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
