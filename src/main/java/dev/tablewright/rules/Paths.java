package dev.tablewright.rules;

import dev.tablewright.model.ModelPath;

/** Model paths ({@link ModelPath}) of the elements the rules report on. */
final class Paths {
    private Paths() {
    }

    static String table(String table) {
        return new ModelPath.Table(table).print();
    }

    static String tableKey(String table, String attribute) {
        return new ModelPath.TableKey(table, attribute).print();
    }

    static String tableAttribute(String table, String attribute) {
        return new ModelPath.TableAttribute(table, attribute).print();
    }

    static String index(String table, String index) {
        return new ModelPath.Index(table, index).print();
    }

    static String entity(String table, String entity) {
        return new ModelPath.EntityPath(table, entity).print();
    }

    static String entityAttribute(String table, String entity, String attribute) {
        return new ModelPath.EntityAttribute(table, entity, attribute).print();
    }

    static String entityKey(String table, String entity, String keyAttribute) {
        return new ModelPath.EntityKey(table, entity, keyAttribute).print();
    }

    static String tableItem(String table, int index) {
        return new ModelPath.LooseItem(table, index).print();
    }

    static String entityItem(String table, String entity, int index) {
        return new ModelPath.EntityItem(table, entity, index).print();
    }

    static String relationship(String table, int index) {
        return new ModelPath.RelationshipPath(table, index).print();
    }

    static String accessPattern(String table, String pattern) {
        return new ModelPath.AccessPatternPath(table, pattern).print();
    }
}
