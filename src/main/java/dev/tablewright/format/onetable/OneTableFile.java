package dev.tablewright.format.onetable;

import dev.tablewright.format.workbench.SchemaWriter;
import dev.tablewright.format.workbench.TableReader;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.ReadResult;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table as a standalone OneTable schema file ({@code {format: "onetable:1.1.0", version, indexes,
 * models, params, queries}}, the object JavaScript projects pass to {@code new Table({schema})}): the
 * same block a model file carries per table as its ModelSchema, so what OneTable has no field for
 * (LSI sort types, multi-attribute keys, relationships, layout) rides along under
 * {@code extensions.tablewright}, which OneTable ignores.
 */
public final class OneTableFile {
    private OneTableFile() {
    }

    public static String write(TableDesign table) {
        return Json.pretty(SchemaWriter.schema(table, Optional.empty())) + "\n";
    }

    /**
     * Reads a OneTable schema as a model of one table: its keys from {@code indexes.primary}, GSIs and
     * LSIs from the other indexes, entities from {@code models} with their {@code value} templates.
     * A key attribute's type comes from the models that declare it (S when none does).
     */
    public static ReadResult read(String json, String fileName, String tableName) {
        JsonNode schema;
        try {
            schema = Json.parseTrusted(json);
        } catch (RuntimeException e) {
            return unreadable(fileName, "not JSON: " + e.getMessage());
        }
        JsonNode primary = schema.path("indexes").path("primary");
        if (!primary.path("hash").isTextual()) {
            return unreadable(fileName, "not a OneTable schema: it has no indexes.primary.hash");
        }
        Map<String, AttributeType> types = declaredTypes(schema);
        ObjectNode table = Json.object();
        table.put("TableName", tableName);
        table.set("KeyAttributes", keys(primary, types));
        ArrayNode gsis = Json.array();
        ArrayNode declared = Json.array();
        schema.path("indexes").fields().forEachRemaining(e -> {
            JsonNode index = e.getValue();
            if (e.getKey().equals("primary") || "local".equals(index.path("type").asText())
                    || !index.path("hash").isTextual()) {
                return; // LSIs and their sort types are read from the ModelSchema block itself
            }
            ObjectNode gsi = gsis.addObject();
            gsi.put("IndexName", e.getKey());
            gsi.set("KeyAttributes", keys(index, types));
            gsi.set("Projection", projection(index.path("project")));
        });
        for (JsonNode gsi : gsis) {
            gsi.path("KeyAttributes").forEach(k -> declared.add(k.deepCopy()));
        }
        table.set("NonKeyAttributes", declared);
        if (!gsis.isEmpty()) {
            table.set("GlobalSecondaryIndexes", gsis);
        }
        table.set(TableReader.MODEL_SCHEMA, schema);
        ObjectNode file = Json.object();
        file.put("ModelName", tableName);
        file.putObject("ModelMetadata").put("AWSService", "Amazon DynamoDB").put("Version", "3.0");
        file.putArray("DataModel").add(table);
        return WorkbenchJson.parse(Json.pretty(file), fileName);
    }

    private static Map<String, AttributeType> declaredTypes(JsonNode schema) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        schema.path("models").forEach(model -> model.fields().forEachRemaining(a -> AttributeType
                .parse(a.getValue().path("type").asText(null)).filter(AttributeType::isKeyType)
                .ifPresent(t -> types.putIfAbsent(a.getKey(), t))));
        return types;
    }

    private static ObjectNode keys(JsonNode index, Map<String, AttributeType> types) {
        ObjectNode keys = Json.object();
        keys.set("PartitionKey", attribute(index.path("hash").asText(), types));
        if (index.path("sort").isTextual()) {
            keys.set("SortKey", attribute(index.path("sort").asText(), types));
        }
        return keys;
    }

    private static ObjectNode attribute(String name, Map<String, AttributeType> types) {
        return Json.object().put("AttributeName", name)
                .put("AttributeType", types.getOrDefault(name, AttributeType.S).name());
    }

    private static ObjectNode projection(JsonNode project) {
        ObjectNode p = Json.object();
        if (project.isArray()) {
            p.put("ProjectionType", "INCLUDE");
            ArrayNode names = p.putArray("NonKeyAttributes");
            project.forEach(n -> names.add(n.asText()));
        } else {
            p.put("ProjectionType", "keys".equals(project.asText()) ? "KEYS_ONLY" : "ALL");
        }
        return p;
    }

    private static ReadResult unreadable(String fileName, String message) {
        return new ReadResult(Optional.empty(), List.of(new Problem(Severity.ERROR, fileName, "", message)));
    }
}
