package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.ForwardingGateway;
import dev.tablewright.engine.api.BatchWriteRequest;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DynamoException;

/**
 * The run's gateway with its writes paced ({@code --write-rate}): each write operation, and each request
 * of a BatchWriteItem, waits for its slot, so a migration leaves the table's capacity to the application.
 * Closing it leaves the connection open: the caller owns that.
 */
final class PacedGateway extends ForwardingGateway {
    private final WritePace pace;

    PacedGateway(Gateway delegate, double writesPerSecond) {
        super(delegate);
        this.pace = new WritePace(writesPerSecond);
    }

    @Override
    public <R> R execute(DataRequest<R> request) {
        if (request.kind().writes()) {
            int writes = request instanceof BatchWriteRequest b ? b.writes().size() : 1;
            try {
                pace.take(writes);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DynamoException("Interrupted", "stopped while waiting to write");
            }
        }
        return delegate.execute(request);
    }

    @Override
    public void close() {
    }
}
