package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A per-table ModelSchema in OneTable form (see docs/file-format.md). It works on a copy of the
 * block and removes each member it understood, so that whatever is left (a Data Modeler's or
 * Dynobase's additions, OneTable options we do not use) is kept as the residue and written back.
 * Problems here are warnings: the Workbench part of the table is still whole. This class reads
 * {@code params} and runs the readers of the other parts in the order each needs the one before:
 * our extension, the indexes, the GSIs' whole keys, the models, the saved queries.
 */
final class SchemaReader {
    static final String KEPT = "; it is kept as written";

    private SchemaReader() {
    }

    /**
     * @param base the table as its Workbench part describes it (keys, declared attributes, GSIs)
     */
    static Schema read(Member member, TableDesign base, Diagnostics d) {
        Optional<ObjectNode> original = member.object(d, Severity.WARNING, "a ModelSchema object");
        if (original.isEmpty()) {
            return Schema.NONE;
        }
        ObjectNode work = original.get().deepCopy();
        String path = member.path();
        work.remove("format"); // always written as ours
        if (SchemaWriter.DEFAULT_VERSION.equals(work.path("version").asText(null))) {
            work.remove("version"); // what the writer puts when the schema has no version of its own
        }
        Optional<String> typeField = readTypeField(work, path, d);
        GlobalIndexKeysReader indexKeys = new GlobalIndexKeysReader(work, base, d);
        SchemaExtensionsReader extensions = new SchemaExtensionsReader(work, d);
        extensions.read(path, indexKeys, base.globalIndexes().stream().map(GlobalSecondaryIndex::name)
                .collect(Collectors.toSet()));
        SchemaIndexesReader indexes = new SchemaIndexesReader(work, base, d, indexKeys, extensions.localSortTypes());
        indexes.read(path);
        indexKeys.finish();
        // Models and saved queries see the whole keys: a multi-attribute key's attributes are key attributes.
        TableDesign whole = base.withGlobalIndexes(GlobalIndexKeysReader.withKeys(base.globalIndexes(), indexKeys.keys()));
        Set<String> keyNames = new HashSet<>(indexes.keyNames());
        keyNames.addAll(whole.keyAttributeNames());
        Map<String, Schema.Model> models = new SchemaModelsReader(work, whole, typeField, keyNames, d).read(path);
        // And the vector indexes, which a "Vector search" pattern names.
        List<AccessPattern> patterns = new SavedQueriesReader(work, path, whole.withLocalIndexes(indexes.localIndexes())
                .withVectorIndexes(extensions.vectorIndexes()), d).read();
        dropEmptyContainers(work);
        Residue.prune(work, original.get());
        return new Schema(typeField, indexes.localIndexes(), indexKeys.keys(), indexKeys.declaredForKeys(),
                models, patterns, extensions.relationships(), extensions.layout(), extensions.settings(),
                extensions.vectorIndexes(), extensions.keptEntities(),
                work.isEmpty() ? Optional.empty() : Optional.of(work));
    }

    /** {@code params.typeField}: the attribute that names each item's model. */
    private static Optional<String> readTypeField(ObjectNode work, String path, Diagnostics d) {
        Optional<ObjectNode> params = object(work, "params", path, d);
        if (params.isEmpty()) {
            return Optional.empty();
        }
        ObjectNode p = params.get();
        Optional<String> typeField = Member.of(p, "typeField", JsonPath.key(path, "params"))
                .text(d, Severity.WARNING, "the name of the type attribute").filter(s -> !s.isEmpty());
        typeField.ifPresent(t -> p.remove("typeField"));
        return typeField;
    }

    /** The writer always writes these; kept empty they would only differ from a fresh read. */
    private static void dropEmptyContainers(ObjectNode work) {
        JsonNode extensions = work.get("extensions");
        if (extensions != null && extensions.isObject()) {
            JsonNode ours = extensions.get(ExtensionFormat.NAMESPACE);
            if (ours != null && ours.isObject()) {
                dropIfEmpty((ObjectNode) ours, ExtensionFormat.LAYOUT, ExtensionFormat.LOCAL_INDEXES,
                        ExtensionFormat.QUERIES, ExtensionFormat.GLOBAL_INDEX_KEYS, SettingsFormat.KEY);
            }
            dropIfEmpty((ObjectNode) extensions, ExtensionFormat.NAMESPACE);
        }
        dropIfEmpty(work, "indexes", "params", "models", "queries", "extensions");
    }

    private static void dropIfEmpty(ObjectNode parent, String... keys) {
        for (String key : keys) {
            JsonNode child = parent.get(key);
            if (child != null && child.isContainerNode() && child.isEmpty()) {
                parent.remove(key);
            }
        }
    }

    /** Member {@code key} of {@code parent} when it is an object; anything else is a warning. */
    static Optional<ObjectNode> object(JsonNode parent, String key, String parentPath, Diagnostics d) {
        return Member.of(parent, key, parentPath).object(d, Severity.WARNING, "an object");
    }

    static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
