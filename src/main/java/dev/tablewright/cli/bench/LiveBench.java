package dev.tablewright.cli.bench;

import dev.tablewright.aws.connect.LiveEndpoints;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.cli.options.CliCommand;
import dev.tablewright.cli.options.LiveOptions;
import dev.tablewright.engine.api.DynamoException;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.time.Duration;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * A bench on a live endpoint ({@code --endpoint URL}, which it needs): it measures with the endpoint open
 * and prints its figures as text, or as one JSON object with {@code --json}. A bad argument exits 2, and
 * DynamoDB's refusal (its code and message on standard error) exits 1.
 *
 * <p>{@code --latency-ms N} puts a {@link LatencyRelay} between this JVM and an http endpoint, so that
 * every round trip of both loops compared takes N ms more, as from a desktop to AWS. The relay lives
 * only here, for the length of the bench.
 */
abstract class LiveBench extends CliCommand {
    @Mixin
    LiveOptions live;

    @Option(names = "--json", description = "print one JSON object of figures")
    boolean json;

    @Option(names = "--latency-ms", paramLabel = "N", defaultValue = "0",
            description = "N ms added to every round trip, of both loops, by a relay on the loopback"
                    + " (an http --endpoint only; default: ${DEFAULT-VALUE})")
    int latencyMs;

    @Override
    protected final int run(PrintWriter out, PrintWriter err) throws Exception {
        String misuse = live.isLive() ? latencyMisuse() : "--endpoint URL is required";
        if (misuse == null) {
            misuse = misuse();
        }
        if (misuse != null) {
            err.println("tablewright bench " + name() + ": " + misuse);
            return 2;
        }
        if (latencyMs == 0) {
            try (SdkEndpoint endpoint = live.open()) {
                return report(endpoint, null, out, err);
            }
        }
        URI target = URI.create(live.endpoint);
        LatencyRelay relay;
        try {
            relay = LatencyRelay.start(target.getHost(), port(target), Duration.ofMillis(latencyMs));
        } catch (IOException e) {
            err.println("tablewright bench " + name() + ": the latency relay could not start: " + e.getMessage());
            return 1;
        }
        try (relay; SdkEndpoint endpoint = LiveEndpoints.open(relay.endpoint().toString(), null, live.region)) {
            return report(endpoint, relay, out, err);
        }
    }

    /** Measures and prints; with a relay, also the connections the client opened through it (a pool that holds them opens few). */
    private int report(SdkEndpoint endpoint, LatencyRelay relay, PrintWriter out, PrintWriter err) throws Exception {
        try {
            Figures f = measure(endpoint, out);
            f.put("latency_ms", latencyMs);
            if (relay != null) {
                f.put("relay_connections", relay.connections());
            }
            f.print(out, json);
            return 0;
        } catch (DynamoException e) {
            err.println(e.errorCode() + ": " + e.getMessage());
            return 1;
        }
    }

    /** The relay carries plain TCP to the endpoint's host: an http URL, not a profile or TLS (whose name it would break). */
    private String latencyMisuse() {
        if (latencyMs < 0) {
            return "--latency-ms must be at least 0";
        }
        if (latencyMs > 0 && (live.endpoint == null || !live.endpoint.startsWith("http://") || host(live.endpoint) == null)) {
            return "--latency-ms needs --endpoint with an http:// URL, such as a DynamoDB Local's";
        }
        return null;
    }

    private static String host(String endpoint) {
        try {
            return new URI(endpoint).getHost();
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    private static int port(URI uri) {
        return uri.getPort() == -1 ? 80 : uri.getPort();
    }

    /** What is wrong with the bench's own options, or null. */
    String misuse() {
        return null;
    }

    /** The figures, measured on the endpoint ({@code out} for what the bench says while it prepares). */
    abstract Figures measure(SdkEndpoint endpoint, PrintWriter out);
}
