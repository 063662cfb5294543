package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** One element of {@code TableFacets}. */
final class FacetReader {
    private static final Set<String> KNOWN = Set.of("FacetName", "KeyAttributeAlias", "TableData", "NonKeyAttributes");

    private FacetReader() {
    }

    /** Empty (with an error) when the element is not an object. */
    static Optional<Facet> read(JsonNode node, String path, int index, KeySchema keys, Diagnostics d) {
        if (node == null || !node.isObject()) {
            d.error(path, "expected a facet object, found " + Json.describe(node));
            return Optional.empty();
        }
        Member nameMember = Member.of(node, "FacetName", path);
        String name = NameOrPlaceholder.read(nameMember, "a facet name", "Facet" + (index + 1), d);
        Optional<ObjectNode> aliases = Member.of(node, "KeyAttributeAlias", path)
                .object(d, Severity.WARNING, "an object {\"PartitionKeyAlias\": …, \"SortKeyAlias\": …}");
        String aliasesPath = JsonPath.key(path, "KeyAttributeAlias");
        String pkAlias = alias(aliases, "PartitionKeyAlias", aliasesPath, keys.partitionKey(), d);
        String skAlias = keys.sortKey().map(sk -> alias(aliases, "SortKeyAlias", aliasesPath, sk, d)).orElse("");
        ItemsReader items = ItemsReader.read(Member.of(node, "TableData", path), d);
        return Optional.of(new Facet(name, path, pkAlias, skAlias, items.items(), items.paths(),
                attributeNames(Member.of(node, "NonKeyAttributes", path), d), items.withKept(RawFields.unknown(node, KNOWN))));
    }

    /** An alias equal to the key's own name is no alias (it is written back as the default). */
    private static String alias(Optional<ObjectNode> aliases, String key, String path, AttributeDef attribute,
            Diagnostics d) {
        return aliases.flatMap(a -> Member.of(a, key, path).text(d, Severity.WARNING, "an alias name"))
                .filter(a -> !a.equals(attribute.name()))
                .orElse("");
    }

    /** Attribute names; {@code {AttributeName: …}} objects are accepted as well. */
    private static List<String> attributeNames(Member member, Diagnostics d) {
        List<String> names = new ArrayList<>();
        ArrayNode array = member.array(d, Severity.WARNING, "an array of attribute names").orElse(null);
        if (array == null) {
            return names;
        }
        for (int i = 0; i < array.size(); i++) {
            JsonNode n = array.get(i);
            JsonNode name = n.isObject() ? n.get("AttributeName") : n;
            if (name != null && name.isTextual() && !name.textValue().isEmpty()) {
                names.add(name.textValue());
            } else {
                d.warning(JsonPath.index(member.path(), i), "expected an attribute name, found " + Json.describe(n)
                        + "; ignored");
            }
        }
        return names;
    }
}
