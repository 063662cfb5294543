package dev.tablewright.aws.connect;

import dev.tablewright.model.DataModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;

/**
 * "Test connection": one cheap call (ListTables, limit 1) with short limits, answered as one line.
 * A Local we would start is checked for what starting it needs, without starting it.
 */
public final class ConnectionTester {
    /** How a test went: whether it connected, and what to tell the user. */
    public record Result(boolean ok, String message) {
    }

    private final Supplier<DataModel> model;
    private final DynamoClients clients;

    public ConnectionTester(Supplier<DataModel> model, CallLimits limits) {
        this.model = model;
        this.clients = new DynamoClients(limits);
    }

    public Result test(Connection c) {
        try {
            return switch (c.kind()) {
                case SANDBOX -> new Result(true, "Sandbox: " + model.get().tables().size()
                        + " table(s) from the open model");
                case LOCAL_STARTED -> canStart(c);
                case LOCAL_ENDPOINT -> listOne(clients.local(c.describe(), c.endpoint(), c.region()));
                case AWS -> listOne(clients.aws(c));
            };
        } catch (RuntimeException e) {
            return new Result(false, ConnectionProblems.explain(e, c));
        }
    }

    private static Result listOne(OpenClient open) {
        try (open) {
            ListTablesResponse r = open.client().listTables(b -> b.limit(1));
            return new Result(true, "Connected: " + (r.tableNames().isEmpty() ? "no tables yet"
                    : r.lastEvaluatedTableName() == null ? "1 table" : "tables found, first " + r.tableNames().get(0)));
        }
    }

    private static Result canStart(Connection c) {
        if (c.jarFolder().isEmpty()) {
            return LocalCommands.onPath("docker").map(d -> new Result(true,
                    "Docker found (" + d + "): DynamoDB Local starts when you connect"))
                    .orElse(new Result(false, "Docker is not on the PATH: pick the folder of your "
                            + LocalCommands.JAR + " instead"));
        }
        Path jar = Path.of(c.jarFolder()).resolve(LocalCommands.JAR);
        return Files.isRegularFile(jar) ? new Result(true, jar + " found: DynamoDB Local starts when you connect")
                : new Result(false, "There is no " + LocalCommands.JAR + " in " + c.jarFolder());
    }
}
