package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static dev.tablewright.format.workbench.SchemaReader.KEPT;
import static dev.tablewright.format.workbench.SchemaReader.names;

/**
 * A ModelSchema's {@code models}, OneTable's entities: each member is a key template, the type
 * marker or an attribute with its type (see docs/file-format.md).
 */
final class SchemaModelsReader {
    private final ObjectNode work;
    private final TableDesign base;
    private final Optional<String> typeField;
    private final Set<String> keyNames;
    private final Diagnostics d;

    /**
     * @param base the table with its GSIs' whole keys
     * @param keyNames every key attribute of the table and its indexes: a value there is a template
     */
    SchemaModelsReader(ObjectNode work, TableDesign base, Optional<String> typeField, Set<String> keyNames,
            Diagnostics d) {
        this.work = work;
        this.base = base;
        this.typeField = typeField;
        this.keyNames = keyNames;
        this.d = d;
    }

    Map<String, Schema.Model> read(String path) {
        Map<String, Schema.Model> models = new LinkedHashMap<>();
        Member modelsMember = Member.of(work, "models", path);
        Optional<ObjectNode> block = modelsMember.object(d, Severity.WARNING, "an object of models");
        if (block.isEmpty()) {
            return models;
        }
        for (String name : names(block.get())) {
            String at = JsonPath.key(modelsMember.path(), name);
            JsonNode model = block.get().get(name);
            if (!model.isObject()) {
                d.warning(at, "expected a model (an object of attributes), found " + Json.describe(model) + KEPT);
                Residue.keepWhole(work, List.of("models"), block.get(), name);
                continue;
            }
            models.put(name, readModel(name, (ObjectNode) model, at));
        }
        return models;
    }

    /** Sorts a model's members into key templates, the type marker and attributes (see the contract). */
    private Schema.Model readModel(String name, ObjectNode model, String at) {
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        Optional<String> typeValue = Optional.empty();
        List<AttributeDef> attributes = new ArrayList<>();
        for (String attribute : names(model)) {
            String attributePath = JsonPath.key(at, attribute);
            JsonNode def = model.get(attribute);
            if (!def.isObject()) {
                d.warning(attributePath, "expected an attribute {\"type\": …}, found " + Json.describe(def) + KEPT);
                Residue.keepWhole(work, List.of("models", name), model, attribute);
                continue;
            }
            ObjectNode o = (ObjectNode) def;
            JsonNode value = o.get("value");
            Optional<String> text = value != null && value.isTextual() ? Optional.of(value.textValue())
                    : Optional.empty();
            if (typeField.isPresent() && attribute.equals(typeField.get())) {
                typeValue = text.filter(s -> !s.isEmpty());
                o.remove(typeValue.isPresent() ? List.of("type", "value") : List.of("type"));
            } else if (base.keySchema().contains(attribute)) {
                // A table key without a value is only the model restating the key: nothing to read.
                text.ifPresent(t -> templates.put(attribute, template(t, JsonPath.key(attributePath, "value"))));
                o.remove(text.isPresent() ? List.of("type", "value") : List.of("type"));
            } else if (text.isPresent() && (keyNames.contains(attribute) || text.get().contains("${"))) {
                templates.put(attribute, template(text.get(), JsonPath.key(attributePath, "value")));
                o.remove(List.of("type", "value"));
            } else {
                attributes.add(readAttribute(attribute, o, attributePath));
            }
        }
        return new Schema.Model(name, templates, typeValue, attributes);
    }

    private KeyTemplate template(String source, String at) {
        KeyTemplate t = KeyTemplate.parse(source);
        t.syntaxError().ifPresent(e -> d.warning(at, "the template cannot be used: " + e
                + "; it is kept as written"));
        return t;
    }

    private AttributeDef readAttribute(String name, ObjectNode o, String at) {
        Member typeMember = Member.of(o, "type", at);
        String typeName = typeMember.text(d, Severity.WARNING, "a type name").orElse(null);
        AttributeType type = typeName == null ? null : AttributeType.parse(typeName).orElse(null);
        if (type == null) {
            d.warning(typeMember.path(), "expected a type (string, number, binary, boolean, null, object, array, set),"
                    + " found " + Json.describe(typeMember.node()) + "; string is assumed");
            type = AttributeType.S;
        }
        o.remove("type");
        if (type == AttributeType.SS && !typeName.equals("SS")) {
            type = setType(o, at);
        }
        Member required = Member.of(o, "required", at);
        boolean isRequired = required.bool(d, Severity.WARNING, "true or false").orElse(false);
        if (required.present() && required.node().isBoolean()) {
            o.remove("required");
        }
        return new AttributeDef(name, type, isRequired);
    }

    /** A OneTable set: {@code "items"} says of what. */
    private AttributeType setType(ObjectNode o, String at) {
        Member items = Member.of(o, "items", at);
        Optional<AttributeType> element = items.text(d, Severity.WARNING, "string, number or binary")
                .flatMap(AttributeType::parse);
        if (items.present() && element.isEmpty() && items.node().isTextual()) {
            d.warning(items.path(), "expected string, number or binary, found " + Json.describe(items.node())
                    + "; a string set is assumed");
        }
        if (element.isPresent()) {
            o.remove("items");
        }
        return element.map(e -> e == AttributeType.N ? AttributeType.NS
                : e == AttributeType.B ? AttributeType.BS : AttributeType.SS).orElse(AttributeType.SS);
    }
}
