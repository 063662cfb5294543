package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** One element of {@code GlobalSecondaryIndexes}. */
final class IndexReader {
    private static final Set<String> KNOWN = Set.of("IndexName", "KeyAttributes", "Projection");

    private IndexReader() {
    }

    /** Empty (with an error) without a name or a usable partition key: the caller keeps the element as written. */
    static Optional<GlobalSecondaryIndex> read(JsonNode node, String path, Diagnostics d) {
        if (node == null || !node.isObject()) {
            d.error(path, "expected a global secondary index object, found " + Json.describe(node));
            return Optional.empty();
        }
        Optional<String> name = Member.of(node, "IndexName", path).requiredText(d, Severity.ERROR, "an index name")
                .filter(s -> !s.isEmpty());
        List<JsonNode> unreadSortKey = new ArrayList<>();
        Optional<KeySchema> keys = KeySchemaReader.read(Member.of(node, "KeyAttributes", path), d, unreadSortKey::add);
        if (name.isEmpty() || keys.isEmpty()) {
            d.error(path, "the index cannot be read without a name and a partition key; it is kept as written");
            return Optional.empty();
        }
        Projection projection = projection(Member.of(node, "Projection", path), d);
        RawJson extra = RawFields.unknown(node, KNOWN);
        for (JsonNode sortKey : unreadSortKey) {
            extra = RawFields.withKeptMember(extra, "KeyAttributes", "SortKey", sortKey);
        }
        return Optional.of(new GlobalSecondaryIndex(name.get(), keys.get(), projection, extra));
    }

    private static Projection projection(Member member, Diagnostics d) {
        Optional<ObjectNode> block = member.object(d, Severity.ERROR, "a Projection object");
        if (block.isEmpty()) {
            if (!member.present()) {
                d.warning(member.path(), "the index has no Projection; ALL is assumed");
            }
            return Projection.ALL;
        }
        Member typeMember = Member.of(block.get(), "ProjectionType", member.path());
        String typeName = typeMember.requiredText(d, Severity.ERROR, "ALL, KEYS_ONLY or INCLUDE").orElse("ALL");
        ProjectionType type;
        try {
            type = ProjectionType.valueOf(typeName.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            d.error(typeMember.path(), "expected ALL, KEYS_ONLY or INCLUDE, found " + Json.describe(typeMember.node())
                    + "; ALL is assumed");
            return Projection.ALL;
        }
        if (type != ProjectionType.INCLUDE) {
            return new Projection(type, List.of());
        }
        Member attrs = Member.of(block.get(), "NonKeyAttributes", member.path());
        List<String> names = new ArrayList<>();
        ArrayNode array = attrs.array(d, Severity.ERROR, "an array of attribute names").orElse(Json.array());
        for (int i = 0; i < array.size(); i++) {
            if (array.get(i).isTextual()) {
                names.add(array.get(i).textValue());
            } else {
                d.error(JsonPath.index(attrs.path(), i), "expected an attribute name, found "
                        + Json.describe(array.get(i)));
            }
        }
        return Projection.include(names);
    }
}
