package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.model.DataModel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Opens the gateway of a connection: the Sandbox over the open model, or the SDK over a client built
 * for Local or AWS; a started DynamoDB Local lives as long as its gateway. A read-only connection's
 * gateway refuses writes before they are sent. Opening blocks (a Local may take seconds to start):
 * call it off the FX thread.
 */
public final class Gateways {
    /** Starting DynamoDB Local: a jar in a few seconds, Docker longer when it pulls the image first. */
    private static final Duration JAR_READINESS = Duration.ofSeconds(30);
    private static final Duration DOCKER_READINESS = Duration.ofSeconds(120);

    private final Supplier<DataModel> model;
    private final DynamoClients clients;

    /** @param model the open model, for the Sandbox */
    public Gateways(Supplier<DataModel> model, CallLimits limits) {
        this.model = model;
        this.clients = new DynamoClients(limits);
    }

    public Gateway open(Connection c) {
        Gateway gateway = switch (c.kind()) {
            case SANDBOX -> SandboxGateway.of(model.get());
            case LOCAL_ENDPOINT -> sdk(clients.local(c.describe(), c.endpoint(), c.region()), List.of());
            case LOCAL_STARTED -> started(c);
            case AWS -> sdk(clients.aws(c), List.of());
        };
        return c.readOnly() ? new ReadOnlyGateway(gateway) : gateway;
    }

    private Gateway started(Connection c) {
        LocalProcess local = startLocal(c);
        try {
            OpenClient open = clients.local(c.name() + " (" + local.endpoint() + ")", local.endpoint(), c.region());
            List<AutoCloseable> resources = new ArrayList<>(open.resources());
            resources.add(local);
            return new OwningGateway(open.gateway(), resources,
                    Optional.of(local.endpoint()));
        } catch (RuntimeException e) {
            local.close();
            throw e;
        }
    }

    static LocalProcess startLocal(Connection c) {
        return c.jarFolder().isEmpty() ? LocalProcess.withDocker(DOCKER_READINESS)
                : LocalProcess.fromJar(Path.of(c.jarFolder()), JAR_READINESS);
    }

    private static Gateway sdk(OpenClient open, List<AutoCloseable> more) {
        List<AutoCloseable> resources = new ArrayList<>(open.resources());
        resources.addAll(more);
        return new OwningGateway(open.gateway(), resources);
    }
}
