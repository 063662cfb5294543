package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.tablewright.format.workbench.SchemaReader.KEPT;

/**
 * The whole keys of a table's GSIs as its ModelSchema gives them (docs/file-format.md, "Multi-attribute
 * keys"): the extension's {@code globalIndexKeys} win, then a OneTable index's {@code hashAttributes} /
 * {@code sortAttributes}, then Workbench's {@code KeyAttributes}. A source that disagrees with the one
 * used is a warning at its path; one that cannot be read is a warning and kept as written.
 */
final class GlobalIndexKeysReader {
    private static final List<String> EXTENSION_AT = List.of("extensions", ExtensionFormat.NAMESPACE,
            ExtensionFormat.GLOBAL_INDEX_KEYS);
    private static final String ATTRIBUTE_FORM = "{\"AttributeName\": …, \"AttributeType\": \"S\"}";

    private final ObjectNode work;
    private final TableDesign base;
    private final Diagnostics d;
    /** The extension's readable entries by index name, until an index uses them. */
    private final Map<String, Located> extension = new LinkedHashMap<>();
    private ObjectNode extensionBlock;
    private final Map<String, KeySchema> resolved = new LinkedHashMap<>();
    private Set<String> declaredForKeys = Set.of();

    /** A key as one source gives it, and where (its sort attributes may be given elsewhere). */
    private record Located(KeySchema keys, String path, String sortPath) {
        Located(KeySchema keys, String path) {
            this(keys, path, path);
        }

        /** Where the first of the part that differs from {@code other} is given. */
        String pathOfDifference(KeySchema other) {
            return keys.partitionKey().name().equals(other.partitionKey().name()) ? sortPath : path;
        }
    }

    /** One of the OneTable lists: absent, unreadable (reported), or names. */
    private record Listed(boolean present, boolean readable, List<String> names, String path) {
    }

    /**
     * @param work the ModelSchema's work copy (what is kept whole goes there)
     * @param base the table as its Workbench part gives it
     */
    GlobalIndexKeysReader(ObjectNode work, TableDesign base, Diagnostics d) {
        this.work = work;
        this.base = base;
        this.d = d;
    }

    /** Reads {@code globalIndexKeys} and {@code declaredForKeys} of the extension block {@code tw}. */
    void readExtension(ObjectNode tw, String extPath) {
        Member block = Member.of(tw, ExtensionFormat.GLOBAL_INDEX_KEYS, extPath);
        block.object(d, Severity.WARNING, "an object of index keys").ifPresent(b -> {
            extensionBlock = b;
            for (String name : SchemaReader.names(b)) {
                String at = JsonPath.key(block.path(), name);
                entry(b.get(name), at).ifPresentOrElse(k -> extension.put(name, new Located(k, at)),
                        () -> Residue.keepWhole(work, EXTENSION_AT, b, name));
            }
        });
        Member declared = Member.of(tw, ExtensionFormat.DECLARED_FOR_KEYS, extPath);
        declared.array(d, Severity.WARNING, "an array of attribute names").ifPresent(a -> {
            Set<String> names = new LinkedHashSet<>();
            a.forEach(n -> names.add(n.isTextual() ? n.textValue() : null));
            if (names.contains(null)) {
                d.warning(declared.path(), "expected an array of attribute names, found an element that is not a "
                        + "string" + KEPT);
            } else {
                declaredForKeys = names;
                tw.remove(ExtensionFormat.DECLARED_FOR_KEYS);
            }
        });
    }

    /** One extension entry: {@code partitionKeys} (1–4 attributes), {@code sortKeys} (0–4), no attribute twice. */
    private Optional<KeySchema> entry(JsonNode node, String at) {
        if (!node.isObject()) {
            d.warning(at, "expected an index key {\"partitionKeys\": […], \"sortKeys\": […]}, found "
                    + Json.describe(node) + KEPT);
            return Optional.empty();
        }
        Optional<List<AttributeDef>> partition = attributes(Member.of(node, ExtensionFormat.PARTITION_KEYS, at),
                "partition", 1);
        Optional<List<AttributeDef>> sort = partition.isEmpty() ? Optional.empty()
                : attributes(Member.of(node, ExtensionFormat.SORT_KEYS, at), "sort", 0);
        if (sort.isEmpty()) {
            return Optional.empty();
        }
        KeySchema keys = new KeySchema(partition.get(), sort.get());
        if (!unique(keys.partitionNames(), keys.sortNames(), JsonPath.key(at, ExtensionFormat.PARTITION_KEYS),
                JsonPath.key(at, ExtensionFormat.SORT_KEYS))) {
            return Optional.empty();
        }
        return Optional.of(keys);
    }

    private Optional<List<AttributeDef>> attributes(Member m, String role, int least) {
        if (!m.present() && least == 0) {
            return Optional.of(List.of());
        }
        if (!m.present() || !m.node().isArray() || m.node().size() < least
                || m.node().size() > KeySchema.MAX_ATTRIBUTES_PER_KEY) {
            d.warning(m.path(), "expected an array of " + least + " to " + KeySchema.MAX_ATTRIBUTES_PER_KEY + " "
                    + role + " attributes (DynamoDB's limit), found " + found(m.node()) + KEPT);
            return Optional.empty();
        }
        List<AttributeDef> keys = new ArrayList<>();
        for (int i = 0; i < m.node().size(); i++) {
            String at = JsonPath.index(m.path(), i);
            JsonNode a = m.node().get(i);
            JsonNode name = a.get("AttributeName");
            if (!a.isObject() || name == null || !name.isTextual() || name.textValue().isEmpty()) {
                d.warning(at, "expected a key attribute " + ATTRIBUTE_FORM + ", found " + Json.describe(a)
                        + (a.isObject() ? " without an attribute name" : "") + KEPT);
                return Optional.empty();
            }
            Member type = Member.of(a, "AttributeType", at);
            Optional<AttributeType> parsed = Optional.ofNullable(type.node()).filter(JsonNode::isTextual)
                    .flatMap(t -> AttributeType.parse(t.textValue())).filter(AttributeType::isKeyType);
            if (parsed.isEmpty()) {
                d.warning(type.path(), "expected a key type (S, N or B), found " + Json.describe(type.node())
                        + "; read as S");
            }
            keys.add(new AttributeDef(name.textValue(), parsed.orElse(AttributeType.S)));
        }
        return Optional.of(keys);
    }

    private static String found(JsonNode node) {
        return node != null && node.isArray() && !node.isEmpty() ? node.size() + " attributes" : Json.describe(node);
    }

    /** DynamoDB: an attribute appears once in a key schema. */
    /** @param sortAt where the sort attributes are given (a repeat among them is reported there) */
    private boolean unique(List<String> partition, List<String> sort, String at, String sortAt) {
        Set<String> seen = new HashSet<>();
        List<String> names = new ArrayList<>(partition);
        names.addAll(sort);
        for (int i = 0; i < names.size(); i++) {
            if (!seen.add(names.get(i))) {
                d.warning(i < partition.size() ? at : sortAt, "the attribute '" + names.get(i)
                        + "' appears twice in the key; DynamoDB allows it once" + KEPT);
                return false;
            }
        }
        return true;
    }

    /**
     * The key of a GSI that the ModelSchema's {@code indexes} lists (reading its lists, removing what it
     * used): the extension's, else the lists', else the Workbench one.
     */
    KeySchema resolve(GlobalSecondaryIndex gsi, ObjectNode index, String at) {
        return resolve(gsi, lists(gsi.keys(), index, at));
    }

    /** Resolves the GSIs the ModelSchema's {@code indexes} does not list, and reports extension entries left over. */
    void finish() {
        for (GlobalSecondaryIndex g : base.globalIndexes()) {
            if (!resolved.containsKey(g.name())) {
                resolve(g, Optional.empty());
            }
        }
        extension.forEach((name, e) -> {
            d.warning(e.path(), "there is no global index '" + name + "' in GlobalSecondaryIndexes" + KEPT);
            Residue.keepWhole(work, EXTENSION_AT, extensionBlock, name);
        });
    }

    private KeySchema resolve(GlobalSecondaryIndex gsi, Optional<Located> listed) {
        KeySchema workbench = gsi.keys();
        Located ext = extension.remove(gsi.name());
        KeySchema keys;
        if (ext != null) {
            keys = ext.keys();
            // What else the entry holds stays, as any unknown member does.
            ((ObjectNode) extensionBlock.get(gsi.name())).remove(List.of(ExtensionFormat.PARTITION_KEYS,
                    ExtensionFormat.SORT_KEYS));
            listed.filter(l -> !l.keys().names().equals(ext.keys().names())).ifPresent(l -> d.warning(
                    l.keys().partitionNames().equals(ext.keys().partitionNames()) ? l.sortPath() : l.path(),
                    "the index lists the key " + describe(l.keys()) + ", the extension " + describe(ext.keys())
                            + " at " + ext.path() + ", which is used"));
            if (!firsts(ext.keys()).equals(workbench)) {
                d.warning(ext.path(), "GlobalSecondaryIndexes gives '" + gsi.name() + "' the key "
                        + describe(workbench) + ", which is not the first attributes of the extension's "
                        + describe(ext.keys()) + "; the extension's is used");
            }
        } else if (listed.isPresent()) {
            keys = listed.get().keys();
            if (!firsts(keys).names().equals(workbench.names())) {
                d.warning(listed.get().pathOfDifference(workbench), "GlobalSecondaryIndexes gives '" + gsi.name() + "' the key "
                        + describe(workbench) + ", which is not the first attributes of the listed "
                        + describe(keys) + "; the list is used");
            }
        } else {
            keys = workbench;
        }
        resolved.put(gsi.name(), keys);
        return keys;
    }

    /** The OneTable lists as a key, types from the Workbench key, then the table's attributes; empty when unusable. */
    private Optional<Located> lists(KeySchema workbench, ObjectNode index, String at) {
        Listed hashes = names(index, GlobalIndexKeys.HASH_ATTRIBUTES, at, 1);
        Listed sorts = names(index, GlobalIndexKeys.SORT_ATTRIBUTES, at, 0);
        if (!hashes.present() && !sorts.present() || !hashes.readable() || !sorts.readable()) {
            return Optional.empty();
        }
        String path = hashes.present() ? hashes.path() : sorts.path();
        String sortPath = sorts.present() ? sorts.path() : path;
        List<String> partition = hashes.present() ? hashes.names() : workbench.partitionNames();
        List<String> sort = sorts.present() ? sorts.names() : workbench.sortNames();
        if (!unique(partition, sort, path, sortPath)) {
            return Optional.empty();
        }
        KeySchema keys = new KeySchema(typed(partition, workbench, hashes.path()), typed(sort, workbench, sorts.path()));
        index.remove(List.of(GlobalIndexKeys.HASH_ATTRIBUTES, GlobalIndexKeys.SORT_ATTRIBUTES));
        return Optional.of(new Located(keys, path, sortPath));
    }

    private Listed names(ObjectNode index, String member, String at, int least) {
        Member m = Member.of(index, member, at);
        if (!m.present()) {
            return new Listed(false, true, List.of(), m.path());
        }
        List<String> names = new ArrayList<>();
        if (m.node().isArray()) {
            m.node().forEach(n -> names.add(n.isTextual() && !n.textValue().isEmpty() ? n.textValue() : null));
        }
        if (!m.node().isArray() || names.contains(null) || names.size() < least
                || names.size() > KeySchema.MAX_ATTRIBUTES_PER_KEY) {
            d.warning(m.path(), "expected an array of " + least + " to " + KeySchema.MAX_ATTRIBUTES_PER_KEY
                    + " attribute names, found " + (names.contains(null) ? "an element that is not a name"
                    : found(m.node())) + KEPT);
            return new Listed(true, false, List.of(), m.path());
        }
        return new Listed(true, true, names, m.path());
    }

    /** A listed attribute's type: the Workbench key's, else the table's declared one, else S. */
    private List<AttributeDef> typed(List<String> names, KeySchema workbench, String listPath) {
        List<AttributeDef> keys = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            Optional<AttributeType> type = workbench.attribute(name).map(AttributeDef::type)
                    .or(() -> base.attributeType(name));
            if (type.isPresent() && !type.get().isKeyType()) {
                d.warning(JsonPath.index(listPath, i), "'" + name + "' is declared as " + type.get().name()
                        + "; a key attribute is S, N or B; read as S");
            }
            keys.add(new AttributeDef(name, type.filter(AttributeType::isKeyType).orElse(AttributeType.S)));
        }
        return keys;
    }

    private static KeySchema firsts(KeySchema keys) {
        return new KeySchema(keys.partitionKey(), keys.sortKey());
    }

    /** {@code (tournamentId S, region S; round N)}: partition attributes, then sort attributes. */
    static String describe(KeySchema keys) {
        String partition = keys.partitionKeys().stream().map(a -> a.name() + " " + a.type().name())
                .collect(Collectors.joining(", "));
        String sort = keys.sortKeys().stream().map(a -> a.name() + " " + a.type().name())
                .collect(Collectors.joining(", "));
        return "(" + partition + (sort.isEmpty() ? "" : "; " + sort) + ")";
    }

    /** Each GSI's key as resolved, by index name. */
    Map<String, KeySchema> keys() {
        return new LinkedHashMap<>(resolved);
    }

    /**
     * The GSIs with the keys resolved for them. Where the resolved keys have a sort key, a Workbench
     * sort key that could not be read (kept as written) is superseded: the writer writes the resolved
     * one in its place, so keeping it would only lose it on the next read.
     */
    static List<GlobalSecondaryIndex> withKeys(List<GlobalSecondaryIndex> indexes, Map<String, KeySchema> keys) {
        return indexes.stream().map(g -> {
            KeySchema resolved = keys.get(g.name());
            if (resolved == null) {
                return g;
            }
            GlobalSecondaryIndex keyed = g.withKeys(resolved);
            return resolved.sortKeys().isEmpty() ? keyed : new GlobalSecondaryIndex(keyed.name(), keyed.keys(),
                    keyed.projection(), keyed.settings(),
                    RawFields.withoutKeptMember(keyed.extra(), "KeyAttributes", "SortKey"));
        }).toList();
    }

    /** The names the writer declared only for multi-attribute keys (see {@link ExtensionFormat#DECLARED_FOR_KEYS}). */
    Set<String> declaredForKeys() {
        return declaredForKeys;
    }

    /**
     * The table's declared attributes less those the writer added for multi-attribute keys: each named
     * in {@code declaredForKeys} that is still such a key attribute with the declared type.
     */
    static List<AttributeDef> declared(List<AttributeDef> declared, Set<String> declaredForKeys,
            List<GlobalSecondaryIndex> indexes) {
        List<AttributeDef> kept = new ArrayList<>(declared);
        for (String name : declaredForKeys) {
            indexes.stream().filter(g -> g.keys().isMultiAttribute()).flatMap(g -> g.keys().attribute(name).stream())
                    .findFirst().ifPresent(key -> kept.remove(new AttributeDef(key.name(), key.type())));
        }
        return kept;
    }
}
