package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Optional;

/** A gateway that passes every call to another: the base of the read-only and the owning wrappers. */
abstract class ForwardingGateway implements Gateway {
    protected final Gateway delegate;

    ForwardingGateway(Gateway delegate) {
        this.delegate = delegate;
    }

    @Override
    public String displayName() {
        return delegate.displayName();
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
    public List<String> listTables() {
        return delegate.listTables();
    }

    @Override
    public Optional<TableDesign> describeTable(String table) {
        return delegate.describeTable(table);
    }

    @Override
    public Optional<Item> getItem(GetItemRequest request) {
        return delegate.getItem(request);
    }

    @Override
    public Page query(QueryRequest request) {
        return delegate.query(request);
    }

    @Override
    public Page scan(ScanRequest request) {
        return delegate.scan(request);
    }

    @Override
    public WriteResult putItem(PutItemRequest request) {
        return delegate.putItem(request);
    }

    @Override
    public WriteResult updateItem(UpdateItemRequest request) {
        return delegate.updateItem(request);
    }

    @Override
    public WriteResult deleteItem(DeleteItemRequest request) {
        return delegate.deleteItem(request);
    }

    @Override
    public List<WriteRequest> batchWrite(List<WriteRequest> writes) {
        return delegate.batchWrite(writes);
    }

    @Override
    public void transactWrite(List<TransactWrite> actions) {
        delegate.transactWrite(actions);
    }

    @Override
    public ExecuteStatementResult executeStatement(ExecuteStatementRequest request) {
        return delegate.executeStatement(request);
    }

    @Override
    public void close() {
        delegate.close();
    }
}
