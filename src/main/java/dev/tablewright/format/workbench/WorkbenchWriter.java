package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelMetadata;

import java.util.Set;

import static dev.tablewright.format.workbench.WorkbenchReader.AUTHOR;
import static dev.tablewright.format.workbench.WorkbenchReader.AWS_SERVICE;
import static dev.tablewright.format.workbench.WorkbenchReader.DATA_MODEL;
import static dev.tablewright.format.workbench.WorkbenchReader.DATE_CREATED;
import static dev.tablewright.format.workbench.WorkbenchReader.DATE_LAST_MODIFIED;
import static dev.tablewright.format.workbench.WorkbenchReader.DESCRIPTION;
import static dev.tablewright.format.workbench.WorkbenchReader.METADATA;
import static dev.tablewright.format.workbench.WorkbenchReader.MODEL_NAME;
import static dev.tablewright.format.workbench.WorkbenchReader.VERSION;

/** A {@link DataModel} to a NoSQL Workbench document tree, members in the contract's order. */
public final class WorkbenchWriter {

    private WorkbenchWriter() {
    }

    public static ObjectNode document(DataModel model) {
        ObjectNode root = Json.object();
        root.put(MODEL_NAME, model.name());
        root.set(METADATA, metadata(model.metadata()));
        ArrayNode tables = root.putArray(DATA_MODEL);
        model.tables().forEach(t -> tables.add(TableWriter.table(t)));
        RawFields.writeExcept(root, PriceTableFormat.write(model, SavedOperationsWriter.extra(model)), Set.of());
        return root;
    }

    /** {@code AWSService} and {@code Version} are left out when empty, as files without them were read. */
    private static ObjectNode metadata(ModelMetadata m) {
        ObjectNode o = Json.object();
        o.put(AUTHOR, m.author());
        o.put(DATE_CREATED, m.dateCreated());
        o.put(DATE_LAST_MODIFIED, m.dateLastModified());
        o.put(DESCRIPTION, m.description());
        if (!m.awsService().isEmpty()) {
            o.put(AWS_SERVICE, m.awsService());
        }
        if (!m.version().isEmpty()) {
            o.put(VERSION, m.version());
        }
        RawFields.writeExcept(o, m.extra(), Set.of());
        return o;
    }
}
