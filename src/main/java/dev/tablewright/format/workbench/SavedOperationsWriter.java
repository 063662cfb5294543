package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.SavedOperation;

import java.util.Optional;

import static dev.tablewright.format.workbench.ExtensionFormat.DESCRIPTION;
import static dev.tablewright.format.workbench.ExtensionFormat.NAMESPACE;
import static dev.tablewright.format.workbench.ExtensionFormat.OPERATION;
import static dev.tablewright.format.workbench.ExtensionFormat.OPERATIONS;
import static dev.tablewright.format.workbench.ExtensionFormat.REQUEST;
import static dev.tablewright.format.workbench.SavedOperationsReader.MODEL_SCHEMA;

/**
 * The model's saved operations into the top-level {@code ModelSchema.extensions.tablewright}, merged
 * with what {@link SavedOperationsReader} kept of the block: the rest of it stays where it was, an
 * entry that could not be read comes back beside ours (never over one of the same name), and the
 * members we do not read come back with their operation while it keeps its name.
 */
final class SavedOperationsWriter {
    private SavedOperationsWriter() {
    }

    /** The model's top-level kept members, its saved operations written into them. */
    static RawJson extra(DataModel model) {
        Optional<ObjectNode> kept = Optional.ofNullable(model.extra().fields().get(MODEL_SCHEMA))
                .map(Json::parseTrusted).filter(JsonNode::isObject).map(ObjectNode.class::cast);
        boolean keptWhole = kept.map(k -> k.has(Residue.WHOLE)).orElse(false);
        if (model.operations().isEmpty() && !keptWhole) {
            return model.extra();
        }
        ObjectNode schema = kept.map(ObjectNode::deepCopy).orElseGet(Json::object);
        schema.remove(Residue.WHOLE);
        ObjectNode tw = child(child(schema, "extensions"), NAMESPACE);
        JsonNode keptOperations = tw.get(OPERATIONS);
        if (keptOperations != null && !keptOperations.isObject()) {
            return model.extra(); // kept as written: the reader said ours wait until it is an object
        }
        if (!tw.has("version")) {
            ObjectNode rest = tw.deepCopy();
            tw.removeAll();
            tw.put("version", ExtensionFormat.VERSION);
            tw.setAll(rest);
        }
        ObjectNode operations = Json.object();
        for (SavedOperation op : model.operations()) {
            ObjectNode entry = entry(op);
            if (keptOperations != null && keptOperations.get(op.name()) instanceof ObjectNode others) {
                others.properties().forEach(m -> {
                    if (!entry.has(m.getKey())) {
                        entry.set(m.getKey(), m.getValue().deepCopy());
                    }
                });
            }
            operations.set(op.name(), entry);
        }
        tw.set(OPERATIONS, operations);
        kept.ifPresent(k -> Residue.mergeWhole(schema, withoutReplaced(k, model)));
        return model.extra().with(MODEL_SCHEMA, Json.compact(schema));
    }

    /**
     * The residue without the entries kept whole that an operation of the model now replaces (one
     * saved in Tablewright under that name): merged, they would mix into it.
     */
    private static ObjectNode withoutReplaced(ObjectNode residue, DataModel model) {
        ObjectNode copy = residue.deepCopy();
        if (copy.path(Residue.WHOLE).path("extensions").path(NAMESPACE).path(OPERATIONS) instanceof ObjectNode whole) {
            model.operations().forEach(op -> whole.remove(op.name()));
        }
        return copy;
    }

    private static ObjectNode entry(SavedOperation op) {
        ObjectNode o = Json.object();
        o.put(OPERATION, op.operation());
        if (!op.description().isEmpty()) {
            o.put(DESCRIPTION, op.description());
        }
        o.set(REQUEST, SavedRequests.node(op.request()));
        return o;
    }

    private static ObjectNode child(ObjectNode parent, String name) {
        return parent.get(name) instanceof ObjectNode o ? o : parent.putObject(name);
    }
}
