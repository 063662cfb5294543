package dev.tablewright.aws;

import dev.tablewright.engine.api.DeleteItemRequest;
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

/**
 * One DynamoDB to talk to: the built-in Sandbox (the engine over sample data) or a real endpoint
 * (DynamoDB Local, AWS). Both raise {@link dev.tablewright.engine.api.DynamoException} with
 * DynamoDB's error codes. Calls block: callers run them off the FX thread.
 */
public interface Gateway extends AutoCloseable {

    /** For the user: "Sandbox", "DynamoDB Local — http://localhost:8000" … */
    String displayName();

    /** Creates the table with its key schema, GSIs, LSIs and billing from the design. */
    void createTable(TableDesign design);

    void deleteTable(String table);

    List<String> listTables();

    Optional<Item> getItem(GetItemRequest request);

    Page query(QueryRequest request);

    Page scan(ScanRequest request);

    WriteResult putItem(PutItemRequest request);

    WriteResult updateItem(UpdateItemRequest request);

    WriteResult deleteItem(DeleteItemRequest request);

    /** Up to 25 puts and deletes; returns what DynamoDB left unprocessed (to retry). */
    List<WriteRequest> batchWrite(List<WriteRequest> writes);

    /** All or nothing; a cancelled transaction raises TransactionCanceledException with its reasons. */
    void transactWrite(List<TransactWrite> actions);

    @Override
    void close();
}
