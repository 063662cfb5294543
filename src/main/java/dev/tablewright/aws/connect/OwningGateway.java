package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import java.util.List;

/** A gateway that closes what it was opened with (an STS client, a DynamoDB Local we started) after itself. */
final class OwningGateway extends ForwardingGateway {
    private final List<AutoCloseable> resources;

    OwningGateway(Gateway delegate, List<AutoCloseable> resources) {
        super(delegate);
        this.resources = List.copyOf(resources);
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
