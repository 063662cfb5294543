package dev.tablewright.rules;

import dev.tablewright.model.ModelPath;

/** Model paths ({@link ModelPath}) of the elements the rules report on. */
final class Paths {
    private Paths() {
    }

    static String table(String table) {
        return ModelPath.table(table);
    }

    static String tableKey(String table, String attribute) {
        return ModelPath.of(table, ModelPath.KEYS, attribute);
    }

    static String tableAttribute(String table, String attribute) {
        return ModelPath.of(table, ModelPath.ATTRIBUTES, attribute);
    }

    static String index(String table, String index) {
        return ModelPath.index(table, index);
    }

    static String entity(String table, String entity) {
        return ModelPath.entity(table, entity);
    }

    static String entityAttribute(String table, String entity, String attribute) {
        return ModelPath.of(table, ModelPath.ENTITIES, entity, ModelPath.ATTRIBUTES, attribute);
    }

    static String entityKey(String table, String entity, String keyAttribute) {
        return ModelPath.of(table, ModelPath.ENTITIES, entity, ModelPath.KEYS, keyAttribute);
    }

    static String tableItem(String table, int index) {
        return ModelPath.of(table, ModelPath.ITEMS, Integer.toString(index));
    }

    static String entityItem(String table, String entity, int index) {
        return ModelPath.of(table, ModelPath.ENTITIES, entity, ModelPath.ITEMS, Integer.toString(index));
    }

    static String relationship(String table, int index) {
        return ModelPath.of(table, ModelPath.RELATIONSHIPS, Integer.toString(index));
    }

    static String accessPattern(String table, String pattern) {
        return ModelPath.of(table, ModelPath.ACCESS_PATTERNS, pattern);
    }
}
