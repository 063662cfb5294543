package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Paths to elements of a model, as {@link Problem#path()} carries them for design problems, so that
 * a screen can select the element a problem is about. Segments are joined with {@code /}; a
 * {@code /} or {@code %} inside a name is percent-encoded.
 *
 * <pre>
 * Movies                                   the table
 * Movies/keys/PK                           a key attribute of the table
 * Movies/attributes/title                  a declared attribute
 * Movies/indexes/GSI1                      a secondary index
 * Movies/entities/Movie                    an entity
 * Movies/entities/Movie/attributes/year    an entity's attribute
 * Movies/entities/Movie/keys/GSI1PK        an entity's key template
 * Movies/entities/Movie/items/3            an entity's sample item (0-based)
 * Movies/items/0                           a sample item of no entity
 * Movies/relationships/2                   a relationship (0-based)
 * Movies/accessPatterns/Get movie          an access pattern
 * </pre>
 */
public final class ModelPath {
    public static final String KEYS = "keys";
    public static final String ATTRIBUTES = "attributes";
    public static final String INDEXES = "indexes";
    public static final String ENTITIES = "entities";
    public static final String ITEMS = "items";
    public static final String RELATIONSHIPS = "relationships";
    public static final String ACCESS_PATTERNS = "accessPatterns";

    private ModelPath() {
    }

    public static String of(String... segments) {
        StringBuilder sb = new StringBuilder();
        for (String s : segments) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(s.replace("%", "%25").replace("/", "%2F"));
        }
        return sb.toString();
    }

    public static String table(String table) {
        return of(table);
    }

    public static String entity(String table, String entity) {
        return of(table, ENTITIES, entity);
    }

    public static String index(String table, String index) {
        return of(table, INDEXES, index);
    }

    public static List<String> segments(String path) {
        List<String> out = new ArrayList<>();
        if (path == null || path.isEmpty() || path.startsWith("$")) {
            return out;
        }
        for (String s : path.split("/", -1)) {
            out.add(s.replace("%2F", "/").replace("%25", "%"));
        }
        return out;
    }
}
