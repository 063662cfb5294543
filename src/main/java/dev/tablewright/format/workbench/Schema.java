package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.VectorIndex;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A per-table ModelSchema as read.
 *
 * @param globalIndexKeys each GSI's whole key by index name (docs/file-format.md, "Multi-attribute keys")
 * @param declaredForKeys attributes the writer declared only for multi-attribute keys
 * @param models  by name, in file order
 * @param settings the table's settings and its GSIs' (docs/file-format.md, "Table settings")
 * @param vectorIndexes the ones that could be read whole (docs/file-format.md, "Vector indexes")
 * @param keptEntities the ones that could be read whole (docs/streams.md)
 * @param residue what was not interpreted, to be written back
 */
record Schema(Optional<String> typeField, List<LocalSecondaryIndex> localIndexes,
        Map<String, KeySchema> globalIndexKeys, Set<String> declaredForKeys, Map<String, Model> models,
        List<AccessPattern> accessPatterns, List<Relationship> relationships, DiagramLayout layout,
        SettingsFormat.Read settings, List<VectorIndex> vectorIndexes, List<KeptEntity> keptEntities,
        Optional<ObjectNode> residue) {

    static final Schema NONE = new Schema(Optional.empty(), List.of(), Map.of(), Set.of(), Map.of(), List.of(),
            List.of(), DiagramLayout.EMPTY, SettingsFormat.Read.NONE, List.of(), List.of(), Optional.empty());

    Schema {
        localIndexes = List.copyOf(localIndexes);
        globalIndexKeys = Collections.unmodifiableMap(new LinkedHashMap<>(globalIndexKeys));
        declaredForKeys = Set.copyOf(declaredForKeys);
        models = Collections.unmodifiableMap(new LinkedHashMap<>(models));
        accessPatterns = List.copyOf(accessPatterns);
        relationships = List.copyOf(relationships);
        vectorIndexes = List.copyOf(vectorIndexes);
        keptEntities = List.copyOf(keptEntities);
    }

    /** One OneTable model: an entity's templates, type marker and attributes. */
    record Model(String name, Map<String, KeyTemplate> templates, Optional<String> typeValue,
            List<AttributeDef> attributes) {
        Model {
            templates = Collections.unmodifiableMap(new LinkedHashMap<>(templates));
            attributes = List.copyOf(attributes);
        }
    }
}
