package dev.tablewright.format.json;


/** Builds JSON paths such as {@code $.DataModel[0].TableData[3]['GSI1-PK']} for problem reports. */
public final class JsonPath {
    public static final String ROOT = "$";

    private JsonPath() {
    }

    /** The path of a member of an object; names that are not identifiers use bracket notation. */
    public static String key(String parent, String name) {
        if (isIdentifier(name)) {
            return parent + "." + name;
        }
        return parent + "['" + name.replace("\\", "\\\\").replace("'", "\\'") + "']";
    }

    /** {@code [A-Za-z_][A-Za-z0-9_]*}, by hand: this runs for every member of a 100 MB file. */
    static boolean isIdentifier(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
            if (!letter && !(i > 0 && c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    public static String index(String parent, int index) {
        return parent + "[" + index + "]";
    }
}
