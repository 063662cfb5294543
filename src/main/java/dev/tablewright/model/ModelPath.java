package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where an element of a model is: what the selection holds and what {@link Problem#path()} carries
 * for design problems, so that a screen can select the element a problem is about. Printed as
 * segments joined with {@code /}; a {@code /} or {@code %} inside a name is percent-encoded.
 *
 * <pre>
 * Movies                                   {@link Table}
 * Movies/keys/PK                           {@link TableKey}: a key attribute of the table
 * Movies/attributes/title                  {@link TableAttribute}: a declared attribute
 * Movies/indexes/GSI1                      {@link Index}: a secondary index
 * Movies/entities/Movie                    {@link EntityPath}
 * Movies/entities/Movie/attributes/year    {@link EntityAttribute}
 * Movies/entities/Movie/keys/GSI1PK        {@link EntityKey}: an entity's key template
 * Movies/entities/Movie/items/3            {@link EntityItem}: an entity's sample item (0-based)
 * Movies/items/0                           {@link LooseItem}: a sample item of no entity
 * Movies/relationships/2                   {@link RelationshipPath} (0-based)
 * Movies/accessPatterns/Get movie          {@link AccessPatternPath}
 * </pre>
 */
public sealed interface ModelPath {
    String KEYS = "keys";
    String ATTRIBUTES = "attributes";
    String INDEXES = "indexes";
    String ENTITIES = "entities";
    String ITEMS = "items";
    String RELATIONSHIPS = "relationships";
    String ACCESS_PATTERNS = "accessPatterns";

    /** The table the element belongs to. */
    String table();

    /** The path as text ({@code Movies/entities/Movie}). */
    String print();

    /** The table's own path: where a screen goes when the element is gone. */
    default Table tablePath() {
        return new Table(table());
    }

    record Table(String table) implements ModelPath {
        @Override
        public String print() {
            return join(table);
        }
    }

    record TableKey(String table, String attribute) implements ModelPath {
        @Override
        public String print() {
            return join(table, KEYS, attribute);
        }
    }

    record TableAttribute(String table, String attribute) implements ModelPath {
        @Override
        public String print() {
            return join(table, ATTRIBUTES, attribute);
        }
    }

    record Index(String table, String index) implements ModelPath {
        @Override
        public String print() {
            return join(table, INDEXES, index);
        }
    }

    record EntityPath(String table, String entity) implements ModelPath {
        @Override
        public String print() {
            return join(table, ENTITIES, entity);
        }
    }

    record EntityAttribute(String table, String entity, String attribute) implements ModelPath {
        @Override
        public String print() {
            return join(table, ENTITIES, entity, ATTRIBUTES, attribute);
        }
    }

    record EntityKey(String table, String entity, String keyAttribute) implements ModelPath {
        @Override
        public String print() {
            return join(table, ENTITIES, entity, KEYS, keyAttribute);
        }
    }

    record EntityItem(String table, String entity, int ordinal) implements ModelPath {
        @Override
        public String print() {
            return join(table, ENTITIES, entity, ITEMS, Integer.toString(ordinal));
        }
    }

    record LooseItem(String table, int ordinal) implements ModelPath {
        @Override
        public String print() {
            return join(table, ITEMS, Integer.toString(ordinal));
        }
    }

    record RelationshipPath(String table, int ordinal) implements ModelPath {
        @Override
        public String print() {
            return join(table, RELATIONSHIPS, Integer.toString(ordinal));
        }
    }

    record AccessPatternPath(String table, String pattern) implements ModelPath {
        @Override
        public String print() {
            return join(table, ACCESS_PATTERNS, pattern);
        }
    }

    /** The entity this path is inside, if any (an entity, its attribute, key template or item). */
    default Optional<EntityPath> entityPath() {
        if (this instanceof EntityPath e) {
            return Optional.of(e);
        }
        if (this instanceof EntityAttribute a) {
            return Optional.of(new EntityPath(a.table(), a.entity()));
        }
        if (this instanceof EntityKey k) {
            return Optional.of(new EntityPath(k.table(), k.entity()));
        }
        if (this instanceof EntityItem i) {
            return Optional.of(new EntityPath(i.table(), i.entity()));
        }
        return Optional.empty();
    }

    /**
     * Reads printed text; empty for anything that is not a model path (a JSON path such as
     * {@code $.DataModel[0]}, a {@code line:column} of broken JSON, a malformed path).
     */
    static Optional<ModelPath> parse(String text) {
        if (text == null || text.isEmpty() || text.startsWith("$") || text.matches("[0-9]+:[0-9]+")) {
            return Optional.empty();
        }
        List<String> s = new ArrayList<>();
        for (String segment : text.split("/", -1)) {
            s.add(segment.replace("%2F", "/").replace("%25", "%"));
        }
        String table = s.get(0);
        if (table.isEmpty()) {
            return Optional.empty();
        }
        return switch (s.size()) {
            case 1 -> Optional.of(new Table(table));
            case 3 -> third(table, s.get(1), s.get(2));
            case 5 -> s.get(1).equals(ENTITIES) ? fifth(table, s.get(2), s.get(3), s.get(4)) : Optional.empty();
            default -> Optional.empty();
        };
    }

    private static Optional<ModelPath> third(String table, String section, String name) {
        return switch (section) {
            case KEYS -> Optional.of(new TableKey(table, name));
            case ATTRIBUTES -> Optional.of(new TableAttribute(table, name));
            case INDEXES -> Optional.of(new Index(table, name));
            case ENTITIES -> Optional.of(new EntityPath(table, name));
            case ITEMS -> ordinal(name).map(i -> new LooseItem(table, i));
            case RELATIONSHIPS -> ordinal(name).map(i -> new RelationshipPath(table, i));
            case ACCESS_PATTERNS -> Optional.of(new AccessPatternPath(table, name));
            default -> Optional.empty();
        };
    }

    private static Optional<ModelPath> fifth(String table, String entity, String section, String name) {
        return switch (section) {
            case ATTRIBUTES -> Optional.of(new EntityAttribute(table, entity, name));
            case KEYS -> Optional.of(new EntityKey(table, entity, name));
            case ITEMS -> ordinal(name).map(i -> new EntityItem(table, entity, i));
            default -> Optional.empty();
        };
    }

    private static Optional<Integer> ordinal(String text) {
        return text.matches("[0-9]{1,9}") ? Optional.of(Integer.parseInt(text)) : Optional.empty();
    }

    private static String join(Object... segments) {
        StringBuilder sb = new StringBuilder();
        for (Object o : segments) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(o.toString().replace("%", "%25").replace("/", "%2F"));
        }
        return sb.toString();
    }
}
