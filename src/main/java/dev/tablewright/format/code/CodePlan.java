package dev.tablewright.format.code;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.OperationKind;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the generated code does, language by language the same: each table's access patterns as
 * requests whose expressions and placeholders are the engine's own, and each entity's item write.
 * The writers ({@link JavaCode}, {@link PythonCode}, {@link JavaScriptCode}) only spell it.
 */
public record CodePlan(String modelName, List<TableCode> tables, List<String> warnings) {
    public CodePlan {
        tables = List.copyOf(tables);
        warnings = List.copyOf(warnings);
    }

    /** One table's methods; {@code name} is the table's name in the model (the code adds a prefix). */
    public record TableCode(String name, List<PatternCode> patterns, List<EntityWrite> writes) {
        public TableCode {
            patterns = List.copyOf(patterns);
            writes = List.copyOf(writes);
        }
    }

    /** A piece of a value the code builds: literal text, or a parameter (left-padded when size > 0). */
    public sealed interface Piece permits Text, Param {
    }

    public record Text(String text) implements Piece {
    }

    public record Param(String name, int size, char pad) implements Piece {
    }

    /** A string the code concatenates, sent as {@code type} (S, N or BOOL). */
    public record ValueCode(AttributeType type, List<Piece> pieces) {
        public ValueCode {
            pieces = List.copyOf(pieces);
        }
    }

    /**
     * One access pattern as one method.
     *
     * @param parameters the method's parameters (the pattern's parameters, as written in the model)
     * @param key        for GetItem and the writes: attribute → value
     * @param names      {@code #placeholder} → attribute name, for every name the expressions use
     * @param values     {@code :placeholder} → value, for the key condition and the filter
     * @param limit      the most items the method returns, or null for every page
     */
    public record PatternCode(String name, String description, OperationKind operation, String index,
            List<String> parameters, Map<String, ValueCode> key, String keyCondition, String filter,
            String projection, Map<String, String> names, Map<String, ValueCode> values, Integer limit,
            boolean scanForward, boolean consistentRead) {
        public PatternCode {
            parameters = List.copyOf(parameters);
            key = ordered(key);
            names = ordered(names);
            values = ordered(values);
        }

        /** One line for the comment: the operation and where it reads or writes. */
        public String servedBy() {
            return "A " + operation.apiName() + " of " + (index == null ? "the table" : "the index " + index)
                    + (limit == null ? "" : ", at most " + limit + " items");
        }
    }

    /**
     * Writing one entity's item: every key attribute from its template, the type attribute, and each
     * attribute as a parameter (null or absent ones left out).
     *
     * @param attributes the parameters: attribute name → its type (S and N are passed as text)
     * @param keys       key attribute → the value its template builds
     * @param tableKeys  the keys of those that are the table's own: their attributes are required; an
     *                   index key whose attributes are absent is left out (the item stays out of a sparse index)
     */
    public record EntityWrite(String entity, String typeAttribute, String typeValue,
            Map<String, AttributeType> attributes, Map<String, ValueCode> keys, List<String> tableKeys) {
        public EntityWrite {
            attributes = ordered(attributes);
            keys = ordered(keys);
            tableKeys = List.copyOf(tableKeys);
        }

        /** The attributes the table keys' templates reference: the write cannot be made without them. */
        public List<String> required() {
            return tableKeys.stream().flatMap(k -> keys.get(k).pieces().stream())
                    .filter(Param.class::isInstance).map(p -> ((Param) p).name()).distinct().toList();
        }

        /** Whether a key is written only when its attributes are all there (an index key). */
        public boolean optional(String key) {
            return !tableKeys.contains(key);
        }
    }

    /** Generated code lists names and values in the order the engine handed them out. */
    static <K, V> Map<K, V> ordered(Map<K, V> map) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }
}
