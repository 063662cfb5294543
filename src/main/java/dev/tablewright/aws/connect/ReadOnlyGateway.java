package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.engine.api.DataRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.ExecuteStatementRequest;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
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
    public void addVectorIndex(TableDesign table, dev.tablewright.model.VectorIndex index) {
        throw refused("UpdateTable");
    }

    @Override
    public void deleteGlobalIndex(String table, String index) {
        throw refused("UpdateTable");
    }

    @Override
    public void deleteVectorIndex(String table, String index) {
        throw refused("UpdateTable");
    }

    @Override
    public boolean readOnly() {
        return true;
    }

    @Override
    public void changeSetting(String table, dev.tablewright.aws.settings.SettingChange change) {
        throw refused("Changing table settings");
    }

    /**
     * Every operation that writes is refused by its kind before it goes anywhere. PartiQL's kind may
     * write: a SELECT reads and goes through; every other statement (INSERT, UPDATE, DELETE, …) is refused.
     */
    @Override
    public <R> R execute(DataRequest<R> request) {
        if (request instanceof ExecuteStatementRequest statement) {
            if (!SELECT.matcher(statement.statement()).lookingAt()) {
                throw refused(request.kind().apiName() + " (anything but SELECT)");
            }
        } else if (request.kind().writes()) {
            throw refused(request.kind().apiName());
        }
        return delegate.execute(request);
    }

    private static final Pattern SELECT = Pattern.compile("(\\s|--[^\\n]*\\n)*select\\b", Pattern.CASE_INSENSITIVE);

    private DynamoException refused(String operation) {
        return new DynamoException(READ_ONLY, operation + " refused: \"" + delegate.displayName()
                + "\" is a read-only connection; nothing was sent");
    }
}
