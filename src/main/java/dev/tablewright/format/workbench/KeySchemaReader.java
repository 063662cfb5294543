package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Severity;

import java.util.Optional;
import java.util.function.Consumer;

/** A Workbench {@code KeyAttributes} block (of a table or a GSI), and attribute declarations. */
final class KeySchemaReader {

    private KeySchemaReader() {
    }

    /** Empty (with errors) when there is no usable partition key; a bad sort key is reported and not read. */
    static Optional<KeySchema> read(Member keyAttributes, Diagnostics d) {
        return read(keyAttributes, d, unread -> { });
    }

    /** @param unreadSortKey receives a sort key that cannot be read, for the caller to keep as written */
    static Optional<KeySchema> read(Member keyAttributes, Diagnostics d, Consumer<JsonNode> unreadSortKey) {
        Optional<ObjectNode> block = keyAttributes.requiredObject(d, Severity.ERROR,
                "a KeyAttributes object with a PartitionKey");
        if (block.isEmpty()) {
            return Optional.empty();
        }
        Optional<AttributeDef> pk = Member.of(block.get(), "PartitionKey", keyAttributes.path())
                .requiredObject(d, Severity.ERROR, "a partition key {\"AttributeName\": …, \"AttributeType\": \"S\"}")
                .flatMap(o -> keyAttribute(o, JsonPath.key(keyAttributes.path(), "PartitionKey"), d));
        if (pk.isEmpty()) {
            return Optional.empty();
        }
        Member sortKey = Member.of(block.get(), "SortKey", keyAttributes.path());
        Optional<AttributeDef> sk = sortKey
                .object(d, Severity.ERROR, "a sort key {\"AttributeName\": …, \"AttributeType\": \"S\"}")
                .flatMap(o -> keyAttribute(o, JsonPath.key(keyAttributes.path(), "SortKey"), d));
        if (sk.isEmpty() && sortKey.present() && !sortKey.node().isNull()) {
            d.error(sortKey.path(), "the keys are read without this sort key; it is kept as written");
            unreadSortKey.accept(sortKey.node());
        }
        return Optional.of(new KeySchema(pk.get(), sk));
    }

    /** A key attribute: a name and S, N or B (anything else is an error, read as S). */
    private static Optional<AttributeDef> keyAttribute(ObjectNode node, String path, Diagnostics d) {
        Optional<String> name = attributeName(node, path, d);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Member typeMember = Member.of(node, "AttributeType", path);
        AttributeType type = typeMember.requiredText(d, Severity.ERROR, "a key type (S, N or B)")
                .flatMap(AttributeType::parse)
                .filter(AttributeType::isKeyType)
                .orElse(null);
        if (type == null) {
            if (typeMember.present() && typeMember.node().isTextual()) {
                d.error(typeMember.path(), "expected a key type (S, N or B), found " + Json.describe(typeMember.node())
                        + "; read as S");
            }
            type = AttributeType.S;
        }
        return Optional.of(new AttributeDef(name.get(), type));
    }

    /** A declared attribute {@code {AttributeName, AttributeType}} of any DynamoDB type. */
    static Optional<AttributeDef> declaredAttribute(JsonNode node, String path, Diagnostics d) {
        if (node == null || !node.isObject()) {
            d.error(path, "expected an attribute {\"AttributeName\": …, \"AttributeType\": …}, found " + Json.describe(node));
            return Optional.empty();
        }
        Optional<String> name = attributeName(node, path, d);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Member typeMember = Member.of(node, "AttributeType", path);
        Optional<String> type = typeMember
                .requiredText(d, Severity.ERROR, "an attribute type (S, N, B, BOOL, NULL, M, L, SS, NS, BS)");
        Optional<AttributeType> parsed = type.flatMap(AttributeType::parse);
        if (type.isPresent() && parsed.isEmpty()) {
            d.error(typeMember.path(), "expected an attribute type (S, N, B, BOOL, NULL, M, L, SS, NS, BS), found "
                    + Json.describe(typeMember.node()) + "; read as S");
        }
        return Optional.of(new AttributeDef(name.get(), parsed.orElse(AttributeType.S)));
    }

    private static Optional<String> attributeName(JsonNode node, String path, Diagnostics d) {
        Member nameMember = Member.of(node, "AttributeName", path);
        Optional<String> name = nameMember.requiredText(d, Severity.ERROR, "an attribute name");
        if (name.isPresent() && name.get().isEmpty()) {
            d.error(nameMember.path(), "expected an attribute name, found an empty string");
            return Optional.empty();
        }
        return name;
    }
}
