package dev.tablewright.ui.connections;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.aws.connect.Gateways;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.Outcome;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.common.Work;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;

/**
 * The open gateways of the query tabs, one per connection (for the Sandbox, per model). A run
 * leases its tab's gateway, opened on first need on the run's own thread (a DynamoDB Local we start
 * takes seconds), and the lease ends with the run. A gateway is closed only when no run holds it and
 * it is stale — its connection was removed or edited, or the Sandbox's model changed (so an edit
 * shows in the next run) — or when the pool closes at exit, which also stops a DynamoDB Local we
 * started. So one tab's change never closes the gateway under another tab's all-pages scan.
 */
public final class GatewayPool implements AutoCloseable {
    private final CallLimits limits;
    /** The leases of the run on this thread, released when its work ends. */
    private final ThreadLocal<List<Entry>> run = new ThreadLocal<>();
    private final List<Entry> entries = new ArrayList<>(); // guarded by this
    private DataModel model; // guarded by this
    private Set<Connection> listed; // guarded by this; null: not following a list
    private boolean closed; // guarded by this

    public GatewayPool(CallLimits limits) {
        this.limits = limits;
    }

    /** FX thread: follow the connections list (a removed or edited one goes stale) and the open model. */
    public void follow(ObservableList<Connection> connections, ObservableValue<DataModel> models) {
        retain(connections);
        modelChanged(models.getValue());
        connections.addListener((javafx.collections.ListChangeListener<Connection>) c -> retain(connections));
        models.addListener((o, a, b) -> modelChanged(b));
    }

    /** The Sandbox runs on {@code m} from the next lease; the gateways of earlier models go stale. */
    public void modelChanged(DataModel m) {
        List<Entry> unused;
        synchronized (this) {
            model = m;
            unused = staleWhere(e -> e.connection.isSandbox() && e.model != m);
        }
        unused.forEach(Entry::close);
    }

    private void retain(List<Connection> connections) {
        List<Entry> unused;
        synchronized (this) {
            listed = new HashSet<>(connections);
            listed.add(Connection.SANDBOX);
            unused = staleWhere(e -> !listed.contains(e.connection));
        }
        unused.forEach(Entry::close);
    }

    /** Marks matching entries stale and takes out those no run holds: the caller closes them, outside the lock. */
    private List<Entry> staleWhere(java.util.function.Predicate<Entry> test) {
        List<Entry> unused = new ArrayList<>();
        for (Entry e : List.copyOf(entries)) {
            if (test.test(e)) {
                e.stale = true;
                if (e.leases == 0) {
                    entries.remove(e);
                    unused.add(e);
                }
            }
        }
        return unused;
    }

    /**
     * The gateway of {@code connection}, held until the run on this thread ends: call it from work
     * that {@link #leasing(TaskRunner)} runs. Opens it if need be, so never on the FX thread.
     *
     * @throws IllegalStateException outside such work, or for the Sandbox when no model is open
     */
    public Gateway lease(Connection connection) {
        List<Entry> held = run.get();
        if (held == null) {
            throw new IllegalStateException("A gateway is leased for a run: lease it from the work of a run");
        }
        Entry entry;
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("The app is closing");
            }
            if (connection.isSandbox() && model == null) {
                throw new IllegalStateException("No model is open: the Sandbox runs on a model's sample data.");
            }
            entry = current(connection);
            entry.leases++;
        }
        held.add(entry);
        return entry.open();
    }

    private Entry current(Connection connection) {
        DataModel m = connection.isSandbox() ? model : null;
        for (Entry e : entries) {
            if (!e.stale && e.connection.equals(connection) && e.model == m) {
                return e;
            }
        }
        Entry e = new Entry(connection, m);
        // A connection no longer listed (a tab's run raced its removal) gets a gateway for this run only.
        e.stale = listed != null && !listed.contains(connection);
        entries.add(e);
        return e;
    }

    private void release(Entry entry) {
        synchronized (this) {
            entry.leases--;
            if (entry.leases > 0 || !entry.stale || !entries.remove(entry)) {
                return;
            }
        }
        entry.close();
    }

    /**
     * Where the DynamoDB Local that {@code connection} started listens, if it has started: asks
     * without opening anything, so the FX thread may call it.
     */
    public synchronized Optional<String> startedEndpoint(Connection connection) {
        for (Entry e : entries) {
            Gateway g = e.gateway;
            if (!e.stale && e.connection.equals(connection) && g != null) {
                return g.startedEndpoint();
            }
        }
        return Optional.empty();
    }

    /** {@code work} such that the gateways it leases are released when it ends, however it ends. */
    public <T> Work<T> leasing(Work<T> work) {
        return progress -> {
            List<Entry> outer = run.get();
            List<Entry> mine = new ArrayList<>();
            run.set(mine);
            try {
                return work.call(progress);
            } finally {
                if (outer == null) {
                    run.remove();
                } else {
                    run.set(outer);
                }
                mine.forEach(this::release);
            }
        };
    }

    /** A runner whose every task may lease gateways for as long as its work runs. */
    public TaskRunner leasing(TaskRunner tasks) {
        return new TaskRunner() {
            @Override
            public <T> Handle run(String title, Work<T> work, Consumer<? super Outcome<T>> whenDone) {
                return tasks.run(title, leasing(work), whenDone);
            }
        };
    }

    /** How many gateways are open now (for tests and the curious). */
    public synchronized int openGateways() {
        return (int) entries.stream().filter(Entry::isOpen).count();
    }

    /** At exit: closes every gateway, held or not, and stops a DynamoDB Local we started. */
    @Override
    public void close() {
        List<Entry> all;
        synchronized (this) {
            closed = true;
            all = List.copyOf(entries);
            entries.clear();
        }
        all.forEach(Entry::close);
    }

    /** One connection's gateway (for the Sandbox, one model's), opened by the first run that needs it. */
    private final class Entry {
        final Connection connection;
        final DataModel model;
        int leases; // guarded by the pool
        boolean stale; // guarded by the pool
        private volatile Gateway gateway; // written under this entry's lock
        private boolean closed; // guarded by this entry

        Entry(Connection connection, DataModel model) {
            this.connection = connection;
            this.model = model;
        }

        /** Runs that meet here while it opens wait for the one gateway rather than start a second Local. */
        synchronized Gateway open() {
            if (closed) {
                throw new IllegalStateException("The app is closing");
            }
            if (gateway == null) {
                // One Gateways per entry: the Sandbox opens on the model this entry was made for.
                gateway = new Gateways(() -> model, limits).open(connection);
            }
            return gateway;
        }

        boolean isOpen() {
            return gateway != null;
        }

        synchronized void close() {
            closed = true;
            if (gateway != null) {
                gateway.close();
                gateway = null;
            }
        }
    }
}
