package dev.tablewright.format.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Severity;

import java.util.Optional;

/**
 * One member of a JSON object with its path, read with a type check: the wrong type becomes a
 * problem saying what was expected and what was found. An absent member or JSON {@code null} is
 * "not there" and only reported by the {@code required…} readers.
 */
public record Member(JsonNode node, String path) {

    public static Member of(JsonNode parent, String key, String parentPath) {
        JsonNode node = parent == null ? null : parent.get(key);
        return new Member(node, JsonPath.key(parentPath, key));
    }

    public boolean present() {
        return node != null && !node.isNull() && !node.isMissingNode();
    }

    public Optional<String> text(Diagnostics d, Severity severity, String what) {
        return check(node != null && node.isTextual(), d, severity, what).map(JsonNode::textValue);
    }

    public Optional<String> requiredText(Diagnostics d, Severity severity, String what) {
        return required(d, severity, what) ? text(d, severity, what) : Optional.empty();
    }

    public Optional<ObjectNode> object(Diagnostics d, Severity severity, String what) {
        return check(node != null && node.isObject(), d, severity, what).map(ObjectNode.class::cast);
    }

    public Optional<ObjectNode> requiredObject(Diagnostics d, Severity severity, String what) {
        return required(d, severity, what) ? object(d, severity, what) : Optional.empty();
    }

    public Optional<ArrayNode> array(Diagnostics d, Severity severity, String what) {
        return check(node != null && node.isArray(), d, severity, what).map(ArrayNode.class::cast);
    }

    public Optional<ArrayNode> requiredArray(Diagnostics d, Severity severity, String what) {
        return required(d, severity, what) ? array(d, severity, what) : Optional.empty();
    }

    public Optional<Boolean> bool(Diagnostics d, Severity severity, String what) {
        return check(node != null && node.isBoolean(), d, severity, what).map(JsonNode::booleanValue);
    }

    /** A scalar (string, number or boolean) as text. */
    public Optional<String> scalarText(Diagnostics d, Severity severity, String what) {
        return check(node != null && node.isValueNode(), d, severity, what).map(JsonNode::asText);
    }

    private boolean required(Diagnostics d, Severity severity, String what) {
        if (!present()) {
            d.add(severity, path, "expected " + what + ", found " + Json.describe(node));
            return false;
        }
        return true;
    }

    private Optional<JsonNode> check(boolean ok, Diagnostics d, Severity severity, String what) {
        if (!present()) {
            return Optional.empty();
        }
        if (!ok) {
            d.add(severity, path, "expected " + what + ", found " + Json.describe(node));
            return Optional.empty();
        }
        return Optional.of(node);
    }
}
