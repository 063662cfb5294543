package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.tablewright.format.workbench.ExtensionFormat.DESCRIPTION;
import static dev.tablewright.format.workbench.ExtensionFormat.OPERATION;
import static dev.tablewright.format.workbench.ExtensionFormat.OPERATIONS;
import static dev.tablewright.format.workbench.ExtensionFormat.REQUEST;

/**
 * The saved operations of a model, from {@code ModelSchema.extensions.tablewright.operations} at the
 * top level of the file (a per-table ModelSchema is about one table; these belong to the model).
 * Like {@link SchemaReader} it works on a copy of the block and removes what it understood: the rest
 * (other tools' members, an entry it cannot read, kept whole) stays in the model's {@code extra} and
 * is written back. A problem here is a warning: the tables are whole without it.
 */
final class SavedOperationsReader {
    static final String MODEL_SCHEMA = TableReader.MODEL_SCHEMA;
    static final List<String> OPERATIONS_AT = List.of("extensions", ExtensionFormat.NAMESPACE, OPERATIONS);
    private static final List<String> MEMBERS = List.of(OPERATION, REQUEST, DESCRIPTION);
    private static final String AN_OPERATION = "the AWS CLI's name of an operation ("
            + String.join(", ", OperationKind.cliNames()) + ")";

    /** What was read, and the top-level members kept with what of the block was not. */
    record Read(List<SavedOperation> operations, RawJson extra) {
    }

    private final Diagnostics d;
    private final ObjectNode work;
    private final List<SavedOperation> read = new ArrayList<>();

    private SavedOperationsReader(ObjectNode work, Diagnostics d) {
        this.work = work;
        this.d = d;
    }

    /** @param extra the root's members the model reader keeps, the top-level ModelSchema among them */
    static Read read(JsonNode root, RawJson extra, Diagnostics d) {
        JsonNode schema = root.get(MODEL_SCHEMA);
        if (schema == null || !schema.path("extensions").path(ExtensionFormat.NAMESPACE).has(OPERATIONS)) {
            return new Read(List.of(), extra);
        }
        SavedOperationsReader r = new SavedOperationsReader((ObjectNode) schema.deepCopy(), d);
        String extPath = JsonPath.key(JsonPath.key(JsonPath.key(JsonPath.ROOT, MODEL_SCHEMA), "extensions"),
                ExtensionFormat.NAMESPACE);
        ObjectNode tw = (ObjectNode) r.work.get("extensions").get(ExtensionFormat.NAMESPACE);
        Member operations = Member.of(tw, OPERATIONS, extPath);
        if (!operations.node().isObject()) {
            d.warning(operations.path(), "expected saved operations by name ({\"name\": {\"operation\": …, \"request\": "
                    + "{…}}}), found " + Json.describe(operations.node()) + SchemaReader.KEPT
                    + ", and operations saved in Tablewright are not written until it is an object");
            return new Read(List.of(), extra);
        }
        SchemaExtensionsReader.readVersion(tw, extPath, d);
        r.readOperations((ObjectNode) operations.node(), operations.path());
        Residue.prune(r.work, schema);
        return new Read(r.read, r.work.isEmpty() ? without(extra, MODEL_SCHEMA)
                : extra.with(MODEL_SCHEMA, Json.compact(r.work)));
    }

    private void readOperations(ObjectNode operations, String at) {
        for (String name : SchemaReader.names(operations)) {
            String entryPath = JsonPath.key(at, name);
            JsonNode entry = operations.get(name);
            Optional<SavedOperation> op = entry.isObject() ? entry(name, (ObjectNode) entry, entryPath) : Optional.empty();
            if (op.isEmpty()) {
                d.warning(entryPath, (entry.isObject() ? "the saved operation " + quote(name) + " cannot be read"
                        : "expected a saved operation {\"operation\", \"request\", \"description\"}, found "
                        + Json.describe(entry)) + SchemaReader.KEPT);
                Residue.keepWhole(work, OPERATIONS_AT, operations, name);
                continue;
            }
            read.add(op.get());
            SavedRequests.problem(op.get()).ifPresent(p -> d.warning(JsonPath.key(entryPath, REQUEST),
                    "the request does not run as " + op.get().operation() + ": " + p));
            ObjectNode o = (ObjectNode) entry;
            o.remove(MEMBERS);
            // Other members go back with the operation while it keeps its name.
            SchemaReader.names(o).forEach(k -> d.warning(JsonPath.key(entryPath, k), "saved operations hold only "
                    + String.join(", ", MEMBERS) + "; this member is not shown" + SchemaReader.KEPT));
            if (o.isEmpty()) {
                operations.remove(name);
            }
        }
    }

    /** Empty when a member is missing or of the wrong kind: each such member is reported. */
    private Optional<SavedOperation> entry(String name, ObjectNode o, String at) {
        Member operationMember = Member.of(o, OPERATION, at);
        Optional<String> operation = operationMember.requiredText(d, Severity.WARNING, AN_OPERATION);
        if (operation.isPresent() && OperationKind.ofCliName(operation.get()).isEmpty()) {
            d.warning(operationMember.path(), "expected " + AN_OPERATION + ", found " + Json.describe(operationMember.node()));
            operation = Optional.empty();
        }
        Member requestMember = Member.of(o, REQUEST, at);
        Optional<JsonNode> request = Optional.ofNullable(requestMember.node())
                .filter(n -> n.isObject() || n.isTextual());
        if (request.isEmpty()) {
            d.warning(requestMember.path(), "expected the request as the AWS CLI's --cli-input-json (a JSON object), found "
                    + Json.describe(requestMember.node()));
        }
        Member descriptionMember = Member.of(o, DESCRIPTION, at);
        Optional<String> description = descriptionMember.text(d, Severity.WARNING, "a string");
        boolean descriptionOk = !descriptionMember.present() || description.isPresent();
        if (operation.isEmpty() || request.isEmpty() || !descriptionOk) {
            return Optional.empty();
        }
        return Optional.of(new SavedOperation(name, operation.get(), SavedRequests.text(request.get()),
                description.orElse("")));
    }

    private static String quote(String name) {
        return "'" + name + "'";
    }

    private static RawJson without(RawJson raw, String field) {
        Map<String, String> fields = new LinkedHashMap<>(raw.fields());
        fields.remove(field);
        return new RawJson(fields);
    }
}
