package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.tablewright.engine.refactor.AttributeRename;
import dev.tablewright.engine.refactor.ExpressionRenames;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.SavedOperation;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An attribute renamed inside a saved operation's {@code --cli-input-json} request on the renamed
 * table: the values of {@code ExpressionAttributeNames}, the bare names of every {@code …Expression},
 * the attribute names of {@code Key}, {@code Keys}, {@code Item}, {@code ExclusiveStartKey} and
 * {@code AttributesToGet}, in a batch's or transaction's entries for that table too, and the
 * identifiers of a PartiQL statement on it. A request that is not a JSON object, or acts on another
 * table, is left as typed.
 */
public final class SavedRequestRenames implements AttributeRename.RequestRenamer {
    private static final Set<String> ITEM_MAPS = Set.of("Key", "Item", "ExclusiveStartKey");
    /** Words after which a PartiQL statement names a table, not an attribute. */
    private static final Pattern TABLE_WORD = Pattern.compile("(?i)(?:FROM|INTO|UPDATE)\\s*$");

    @Override
    public String rename(SavedOperation operation, String table, String from, String to) {
        Optional<JsonNode> parsed = SavedRequests.object(operation.request());
        if (parsed.isEmpty()) {
            return operation.request();
        }
        ObjectNode request = (ObjectNode) parsed.get().deepCopy();
        boolean changed;
        if (request.has("RequestItems") || request.has("TransactItems")) {
            changed = entries(request, table, from, to);
        } else if (request.has("Statement")) {
            changed = statement(request, table, from, to);
        } else {
            changed = table.equals(request.path("TableName").asText(null)) && members(request, from, to);
        }
        return changed ? Json.pretty(request) : operation.request();
    }

    /** BatchGet/BatchWrite's tables by name, or a transaction's actions, each on its own table. */
    private boolean entries(ObjectNode request, String table, String from, String to) {
        boolean changed = false;
        JsonNode byTable = request.path("RequestItems").path(table);
        if (!byTable.isMissingNode()) {
            changed = walk(byTable, from, to);
        }
        for (JsonNode action : request.path("TransactItems")) {
            for (JsonNode inner : action) {
                if (inner.isObject() && table.equals(inner.path("TableName").asText(null))) {
                    changed |= members((ObjectNode) inner, from, to);
                }
            }
        }
        return changed;
    }

    private boolean walk(JsonNode node, String from, String to) {
        boolean changed = false;
        if (node.isObject()) {
            changed = members((ObjectNode) node, from, to);
        } else if (node.isArray()) {
            for (JsonNode n : node) {
                changed |= walk(n, from, to);
            }
        }
        return changed;
    }

    /** One request object (or one entry of a batch): its names, expressions and item maps, then what it holds. */
    private boolean members(ObjectNode o, String from, String to) {
        boolean changed = false;
        List<String> fields = new ArrayList<>();
        o.fieldNames().forEachRemaining(fields::add);
        for (String field : fields) {
            JsonNode value = o.get(field);
            if (field.equals("ExpressionAttributeNames") && value.isObject()) {
                changed |= names((ObjectNode) value, from, to);
            } else if (field.endsWith("Expression") && value.isTextual()) {
                String renamed = ExpressionRenames.expression(value.textValue(), from, to);
                changed |= !renamed.equals(value.textValue());
                o.set(field, TextNode.valueOf(renamed));
            } else if (ITEM_MAPS.contains(field) && value.isObject()) {
                changed |= renameMember((ObjectNode) value, from, to);
            } else if (field.equals("Keys") && value.isArray()) {
                for (JsonNode key : value) {
                    changed |= key.isObject() && renameMember((ObjectNode) key, from, to);
                }
            } else if (field.equals("AttributesToGet") && value.isArray()) {
                changed |= renameElements((ArrayNode) value, from, to);
            } else if (value.isContainerNode() && !field.equals("ExpressionAttributeValues")) {
                changed |= walk(value, from, to);
            }
        }
        return changed;
    }

    private static boolean names(ObjectNode names, String from, String to) {
        boolean changed = false;
        for (Iterator<Map.Entry<String, JsonNode>> it = names.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            if (from.equals(e.getValue().asText(null))) {
                e.setValue(TextNode.valueOf(to));
                changed = true;
            }
        }
        return changed;
    }

    /** The member {@code from} renamed in place, keeping the members' order. */
    private static boolean renameMember(ObjectNode map, String from, String to) {
        if (!map.has(from) || map.has(to)) {
            return false;
        }
        ObjectNode copy = map.deepCopy();
        map.removeAll();
        copy.fields().forEachRemaining(e -> map.set(e.getKey().equals(from) ? to : e.getKey(), e.getValue()));
        return true;
    }

    private static boolean renameElements(ArrayNode array, String from, String to) {
        boolean changed = false;
        for (int i = 0; i < array.size(); i++) {
            if (from.equals(array.get(i).asText(null))) {
                array.set(i, TextNode.valueOf(to));
                changed = true;
            }
        }
        return changed;
    }

    /**
     * A PartiQL statement on the table: its quoted and bare identifiers outside string literals, but
     * not the table's name after FROM, INTO or UPDATE, nor a nested {@code x.from}.
     */
    private boolean statement(ObjectNode request, String table, String from, String to) {
        String text = request.path("Statement").asText("");
        if (!Pattern.compile("(?<![\\w\"])\"?" + Pattern.quote(table) + "\"?(?![\\w\"])").matcher(text).find()) {
            return false;
        }
        StringBuilder out = new StringBuilder();
        Matcher m = Pattern.compile("'(?:[^']|'')*'|\"((?:[^\"]|\"\")*)\"|([A-Za-z_][A-Za-z0-9_]*)").matcher(text);
        int copied = 0;
        boolean changed = false;
        while (m.find()) {
            String name = m.group(1) != null ? m.group(1) : m.group(2);
            boolean tableName = TABLE_WORD.matcher(text.substring(0, m.start())).find();
            boolean nested = m.start() > 0 && text.charAt(m.start() - 1) == '.';
            if (from.equals(name) && !tableName && !nested) {
                out.append(text, copied, m.start()).append(m.group(1) != null ? "\"" + to + "\"" : to);
                copied = m.end();
                changed = true;
            }
        }
        out.append(text.substring(copied));
        if (changed) {
            request.put("Statement", out.toString());
        }
        return changed;
    }
}
