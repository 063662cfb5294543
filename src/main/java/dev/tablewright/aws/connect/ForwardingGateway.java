package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.aws.settings.SettingChange;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.List;
import java.util.Optional;

/**
 * A gateway that passes every call to another: the base of the read-only and the owning wrappers (and
 * of a test's gateway that reads a table back as a real endpoint would).
 * Every data operation comes through {@link #execute}, so a wrapper that overrides it sees them all.
 */
public abstract class ForwardingGateway implements Gateway {
    protected final Gateway delegate;

    protected ForwardingGateway(Gateway delegate) {
        this.delegate = delegate;
    }

    @Override
    public String displayName() {
        return delegate.displayName();
    }

    @Override
    public Optional<String> startedEndpoint() {
        return delegate.startedEndpoint();
    }

    @Override
    public String address() {
        return delegate.address();
    }

    @Override
    public Optional<String> region() {
        return delegate.region();
    }

    @Override
    public void createTable(TableDesign design) {
        delegate.createTable(design);
    }

    @Override
    public void deleteTable(String table) {
        delegate.deleteTable(table);
    }

    @Override
    public void addGlobalIndex(String table, GlobalSecondaryIndex index) {
        delegate.addGlobalIndex(table, index);
    }

    @Override
    public boolean knowsVectorIndexes() {
        return delegate.knowsVectorIndexes();
    }

    @Override
    public void addVectorIndex(TableDesign table, VectorIndex index) {
        delegate.addVectorIndex(table, index);
    }

    @Override
    public void deleteGlobalIndex(String table, String index) {
        delegate.deleteGlobalIndex(table, index);
    }

    @Override
    public void deleteVectorIndex(String table, String index) {
        delegate.deleteVectorIndex(table, index);
    }

    @Override
    public boolean readOnly() {
        return delegate.readOnly();
    }

    @Override
    public List<String> listTables() {
        return delegate.listTables();
    }

    @Override
    public Optional<TableDesign> describeTable(String table) {
        return delegate.describeTable(table);
    }

    @Override
    public Optional<LiveSettings> liveSettings(String table) {
        return delegate.liveSettings(table);
    }

    @Override
    public void changeSetting(String table, SettingChange change) {
        delegate.changeSetting(table, change);
    }

    @Override
    public Optional<TableFacts> facts(String table) {
        return delegate.facts(table);
    }

    @Override
    public <R> R execute(DataRequest<R> request) {
        return delegate.execute(request);
    }

    @Override
    public void close() {
        delegate.close();
    }
}
