package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.TableFacts;
import dev.tablewright.engine.api.BatchGetRequest;
import dev.tablewright.engine.api.BatchGetResult;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.ItemResult;
import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.api.ScanRequest;
import dev.tablewright.engine.api.TransactGet;
import dev.tablewright.engine.api.TransactGetResult;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.model.GlobalSecondaryIndex;
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
    public void addGlobalIndex(String table, GlobalSecondaryIndex index) {
        delegate.addGlobalIndex(table, index);
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
    public Optional<TableFacts> facts(String table) {
        return delegate.facts(table);
    }

    @Override
    public ItemResult get(GetItemRequest request) {
        return delegate.get(request);
    }

    @Override
    public BatchGetResult batchGet(BatchGetRequest request) {
        return delegate.batchGet(request);
    }

    @Override
    public TransactGetResult transactGet(List<TransactGet> gets) {
        return delegate.transactGet(gets);
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
