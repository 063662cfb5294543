package dev.tablewright.cli.bench;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.ParallelBatchWriter;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Run in a fresh JVM by {@link ConnectionReuseTest} (the JDK sizes its keep-alive cache once per JVM):
 * 8 writers write twice through a relay to DynamoDB Local, the connections each time opened counted
 * at the relay. Prints {@code opened first=N second=M} (the first run's N counting createTable's connection).
 */
public final class ConnectionReuseProbe {
    private ConnectionReuseProbe() {
    }

    public static void main(String[] args) throws Exception {
        try (LocalServer local = LocalServer.start()) {
            URI target = URI.create(local.endpoint());
            try (LatencyRelay relay = LatencyRelay.start(target.getHost(), target.getPort(), Duration.ofMillis(20));
                 SdkEndpoint endpoint = SdkEndpoint.open(relay.endpoint().toString(), "us-east-1")) {
                Gateway g = endpoint.gateway();
                g.createTable(TableDesign.of("reuse", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)));
                List<Item> items = IntStream.range(0, 1000).mapToObj(BenchItems::item).toList();
                int[] opened = new int[2];
                for (int run = 0; run < 2; run++) {
                    int before = relay.connections();
                    new ParallelBatchWriter(g, 8, Backoff.DEFAULT).write("reuse", items, n -> { }, () -> false);
                    opened[run] = relay.connections() - before;
                }
                // The first run's count includes the connection createTable opened, which a writer reused.
                System.out.println("opened first=" + (opened[0] + 1) + " second=" + opened[1]);
            }
        }
        System.exit(0); // DynamoDB Local leaves a thread that would keep this JVM alive
    }
}
