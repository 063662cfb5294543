package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.engine.api.ExecuteStatementResult;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.TransactWrite;
import dev.tablewright.engine.api.UpdateItemRequest;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.engine.api.WriteResult;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A read-only connection: every write (items and tables) is refused here, before a request is built,
 * so nothing can reach the table whatever the form or the pasted JSON says.
 */
public final class ReadOnlyGateway extends ForwardingGateway {
    /** The error code of a refused write; no DynamoDB code, so it cannot be mistaken for one. */
    public static final String READ_ONLY = "ReadOnlyConnection";

    public ReadOnlyGateway(Gateway delegate) {
        super(delegate);
    }

    @Override
    public String displayName() {
        return delegate.displayName() + " (read-only)";
    }

    @Override
    public void createTable(TableDesign design) {
        throw refused("CreateTable");
    }

    @Override
    public void deleteTable(String table) {
        throw refused("DeleteTable");
    }

    @Override
    public void addGlobalIndex(String table, GlobalSecondaryIndex index) {
        throw refused("UpdateTable");
    }

    @Override
    public WriteResult putItem(PutItemRequest request) {
        throw refused("PutItem");
    }

    @Override
    public WriteResult updateItem(UpdateItemRequest request) {
        throw refused("UpdateItem");
    }

    @Override
    public WriteResult deleteItem(DeleteItemRequest request) {
        throw refused("DeleteItem");
    }

    @Override
    public List<WriteRequest> batchWrite(List<WriteRequest> writes) {
        throw refused("BatchWriteItem");
    }

    @Override
    public void transactWrite(List<TransactWrite> actions) {
        throw refused("TransactWriteItems");
    }

    /** A SELECT reads; every other PartiQL statement (INSERT, UPDATE, DELETE, …) may write and is refused. */
    @Override
    public ExecuteStatementResult executeStatement(ExecuteStatementRequest request) {
        if (!SELECT.matcher(request.statement()).lookingAt()) {
            throw refused("ExecuteStatement (anything but SELECT)");
        }
        return delegate.executeStatement(request);
    }

    private static final Pattern SELECT = Pattern.compile("(\\s|--[^\\n]*\\n)*select\\b", Pattern.CASE_INSENSITIVE);

    private DynamoException refused(String operation) {
        return new DynamoException(READ_ONLY, operation + " refused: \"" + delegate.displayName()
                + "\" is a read-only connection; nothing was sent");
    }
}
