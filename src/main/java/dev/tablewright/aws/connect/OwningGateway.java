package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import java.util.List;
import java.util.Optional;

/** A gateway that closes what it was opened with (an STS client, a DynamoDB Local we started) after itself. */
final class OwningGateway extends ForwardingGateway {
    private final List<AutoCloseable> resources;
    private final Optional<String> started;

    OwningGateway(Gateway delegate, List<AutoCloseable> resources) {
        this(delegate, resources, Optional.empty());
    }

    /** @param started the endpoint of the DynamoDB Local among {@code resources}, when there is one */
    OwningGateway(Gateway delegate, List<AutoCloseable> resources, Optional<String> started) {
        super(delegate);
        this.resources = List.copyOf(resources);
        this.started = started;
    }

    @Override
    public Optional<String> startedEndpoint() {
        return started;
    }

    @Override
    public void close() {
        try {
            delegate.close();
        } finally {
            Closing.all(resources);
        }
    }
}
