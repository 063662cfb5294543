package dev.tablewright.ui.connections;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.Gateways;
import dev.tablewright.model.DataModel;
import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;

/**
 * The gateway of the active connection, for the query tabs: opened when a run first needs it, on
 * the run's background thread (a DynamoDB Local we start takes seconds), and reopened when the
 * active connection changes, or, for the Sandbox, when the model does (the Sandbox is the engine
 * over the open model's sample data, so an edit must show in the next run).
 */
public final class ActiveGateway implements Supplier<Gateway>, AutoCloseable {
    private final Gateways gateways;
    private volatile Connection connection = Connection.SANDBOX;
    private volatile DataModel model;
    private Gateway open;
    private Connection openFor;
    private DataModel openModel;

    public ActiveGateway() {
        this.gateways = new Gateways(() -> model, CallLimits.DEFAULT);
    }

    /** FX thread: follow the active connection and the open model. */
    public void follow(ObservableValue<Connection> active, ObservableValue<DataModel> models) {
        connection = active.getValue();
        model = models.getValue();
        active.addListener((o, a, b) -> connection = b == null ? Connection.SANDBOX : b);
        models.addListener((o, a, b) -> model = b);
    }

    /** Any thread but the FX thread: may open a connection. */
    @Override
    public synchronized Gateway get() {
        Connection c = connection;
        DataModel m = model;
        boolean stale = open == null || !c.equals(openFor) || c.kind() == Connection.Kind.SANDBOX && m != openModel;
        if (stale) {
            closeOpen();
            if (c.kind() == Connection.Kind.SANDBOX && m == null) {
                throw new IllegalStateException("No model is open: the Sandbox runs on a model's sample data.");
            }
            open = gateways.open(c);
            openFor = c;
            openModel = m;
        }
        return open;
    }

    @Override
    public synchronized void close() {
        closeOpen();
    }

    private void closeOpen() {
        if (open != null) {
            open.close();
            open = null;
        }
    }
}
