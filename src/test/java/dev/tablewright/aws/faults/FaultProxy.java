package dev.tablewright.aws.faults;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An HTTP proxy between the SDK and DynamoDB Local that misbehaves as a busy DynamoDB and a flaky
 * network do, on the operations it is told to: answers a share of requests with a throttling error
 * or a 500, drops the connection before or after passing the request on (after: the write happened,
 * the client never hears of it), and leaves the last items of a BatchWriteItem unprocessed (they are
 * taken out of the request before it is passed on and returned as UnprocessedItems, as DynamoDB does).
 * Everything else goes through untouched. Seeded, so a failure repeats. A {@link #script} puts given
 * faults on the next calls of one operation, in order, whatever the shares: a fault at an exact call.
 */
public final class FaultProxy implements AutoCloseable {
    /** Shares of requests, each in [0, 1]; what is left passes through. */
    public record Faults(double throttle, double serverError, double dropBefore, double dropAfter, double unprocessed) {
        public static final Faults NONE = new Faults(0, 0, 0, 0, 0);
    }

    /** One misbehaviour, for a {@link #script}; REFUSE answers a ValidationException (not to be retried). */
    public enum Fault { THROTTLE, SERVER_ERROR, DROP_BEFORE, DROP_AFTER, UNPROCESSED, REFUSE, PASS }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> HOP_HEADERS = Set.of("host", "connection", "content-length", "transfer-encoding");

    private final HttpServer server;
    private final String target;
    private final Set<String> operations;
    private final Faults faults;
    private final Random random;
    public final AtomicInteger throttled = new AtomicInteger();
    public final AtomicInteger failed = new AtomicInteger();
    public final AtomicInteger dropped = new AtomicInteger();
    public final AtomicInteger leftUnprocessed = new AtomicInteger();
    private final Map<String, Deque<Fault>> scripts = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> faulted = new ConcurrentHashMap<>();

    /** @param operations the DynamoDB operations to misbehave on ({@code BatchWriteItem}, {@code Scan} …) */
    public FaultProxy(String target, Set<String> operations, Faults faults, long seed) throws IOException {
        this.target = target;
        this.operations = Set.copyOf(operations);
        this.faults = faults;
        this.random = new Random(seed);
        server = HttpServer.create(new InetSocketAddress("localhost", 0), 64);
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newFixedThreadPool(16, r -> {
            Thread t = new Thread(r, "fault-proxy");
            t.setDaemon(true);
            return t;
        }));
        server.start();
    }

    /** A proxy that passes everything on until {@link #script} says otherwise. */
    public static FaultProxy scripted(String target) throws IOException {
        return new FaultProxy(target, Set.of(), Faults.NONE, 0);
    }

    /** The next calls of {@code operation} ({@code CreateTable} …) meet these faults in order; then the shares apply. */
    public FaultProxy script(String operation, Fault... faults) {
        scripts.computeIfAbsent(operation, o -> new ConcurrentLinkedDeque<>()).addAll(List.of(faults));
        return this;
    }

    /** How many calls of the operation reached the proxy (faulted or not). */
    public int calls(String operation) {
        AtomicInteger n = calls.get(operation);
        return n == null ? 0 : n.get();
    }

    /** How many calls of the operation met a fault (an error, a dropped connection, items left unprocessed). */
    public int faulted(String operation) {
        AtomicInteger n = faulted.get(operation);
        return n == null ? 0 : n.get();
    }

    public String endpoint() {
        return "http://localhost:" + server.getAddress().getPort();
    }

    private double draw() {
        synchronized (random) {
            return random.nextDouble();
        }
    }

    private void handle(HttpExchange ex) throws IOException {
        byte[] body = ex.getRequestBody().readAllBytes();
        String amzTarget = ex.getRequestHeaders().getFirst("X-Amz-Target");
        String operation = amzTarget == null ? "" : amzTarget.substring(amzTarget.indexOf('.') + 1);
        calls.computeIfAbsent(operation, o -> new AtomicInteger()).incrementAndGet();
        Deque<Fault> script = scripts.get(operation);
        Fault scripted = script == null ? null : script.poll();
        Fault fault = scripted != null ? scripted : operations.contains(operation) ? drawn() : Fault.PASS;
        if (fault != Fault.PASS && (fault != Fault.UNPROCESSED || operation.equals("BatchWriteItem"))) {
            faulted.computeIfAbsent(operation, o -> new AtomicInteger()).incrementAndGet();
        }
        switch (fault) {
            case THROTTLE -> {
                throttled.incrementAndGet();
                error(ex, 400, "ProvisionedThroughputExceededException",
                        "The level of configured provisioned throughput for the table was exceeded.");
            }
            case SERVER_ERROR -> {
                failed.incrementAndGet();
                error(ex, 500, "InternalServerError", "Internal server error");
            }
            case REFUSE -> {
                failed.incrementAndGet();
                error(ex, 400, "ValidationException", "One or more parameter values were invalid");
            }
            case DROP_BEFORE -> {
                dropped.incrementAndGet();
                ex.close(); // no response: the client sees the connection end
            }
            case DROP_AFTER -> {
                dropped.incrementAndGet();
                forward(ex, body);
                ex.close();
            }
            case UNPROCESSED -> {
                if (operation.equals("BatchWriteItem")) {
                    leaveSomeUnprocessed(ex, body);
                } else {
                    pass(ex, body, null);
                }
            }
            default -> pass(ex, body, null);
        }
    }

    private Fault drawn() {
        double d = draw();
        if ((d -= faults.throttle()) < 0) {
            return Fault.THROTTLE;
        } else if ((d -= faults.serverError()) < 0) {
            return Fault.SERVER_ERROR;
        } else if ((d -= faults.dropBefore()) < 0) {
            return Fault.DROP_BEFORE;
        } else if ((d -= faults.dropAfter()) < 0) {
            return Fault.DROP_AFTER;
        } else if ((d -= faults.unprocessed()) < 0) {
            return Fault.UNPROCESSED;
        }
        return Fault.PASS;
    }

    /** Takes the last items of each table's list out, passes the rest on, and answers them as unprocessed. */
    private void leaveSomeUnprocessed(HttpExchange ex, byte[] body) throws IOException {
        ObjectNode request = (ObjectNode) JSON.readTree(body);
        ObjectNode items = (ObjectNode) request.get("RequestItems");
        ObjectNode unprocessed = JSON.createObjectNode();
        for (Map.Entry<String, JsonNode> table : List.copyOf(items.properties())) {
            ArrayNode writes = (ArrayNode) table.getValue();
            int keep = writes.size() / 2;
            if (keep == 0) {
                continue;
            }
            ArrayNode left = unprocessed.putArray(table.getKey());
            while (writes.size() > keep) {
                left.add(writes.remove(writes.size() - 1));
                leftUnprocessed.incrementAndGet();
            }
        }
        pass(ex, JSON.writeValueAsBytes(request), response -> {
            ObjectNode answer = (ObjectNode) JSON.readTree(response);
            answer.set("UnprocessedItems", unprocessed);
            return JSON.writeValueAsBytes(answer);
        });
    }

    private interface Rewrite {
        byte[] apply(byte[] response) throws IOException;
    }

    private void pass(HttpExchange ex, byte[] body, Rewrite rewrite) throws IOException {
        HttpURLConnection c = forward(ex, body);
        int status = c.getResponseCode();
        InputStream in = status >= 400 ? c.getErrorStream() : c.getInputStream();
        byte[] response = in == null ? new byte[0] : in.readAllBytes();
        c.getHeaderFields().forEach((name, values) -> {
            // The CRC32 of a rewritten body would not match: the SDK checks it only when present.
            if (name != null && !HOP_HEADERS.contains(name.toLowerCase()) && !name.equalsIgnoreCase("x-amz-crc32")) {
                ex.getResponseHeaders().put(name, values);
            }
        });
        if (rewrite != null && status == 200) {
            response = rewrite.apply(response);
        }
        ex.sendResponseHeaders(status, response.length == 0 ? -1 : response.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(response);
        }
    }

    private HttpURLConnection forward(HttpExchange ex, byte[] body) throws IOException {
        HttpURLConnection c = (HttpURLConnection) URI.create(target + ex.getRequestURI()).toURL().openConnection();
        c.setRequestMethod(ex.getRequestMethod());
        ex.getRequestHeaders().forEach((name, values) -> {
            if (!HOP_HEADERS.contains(name.toLowerCase())) {
                values.forEach(v -> c.addRequestProperty(name, v));
            }
        });
        c.setDoOutput(true);
        try (OutputStream out = c.getOutputStream()) {
            out.write(body);
        }
        c.getResponseCode(); // the request has reached DynamoDB Local
        return c;
    }

    private static void error(HttpExchange ex, int status, String code, String message) throws IOException {
        byte[] body = ("{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + code + "\",\"message\":\"" + message + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
        ex.sendResponseHeaders(status, body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
