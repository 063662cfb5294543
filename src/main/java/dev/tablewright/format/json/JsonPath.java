package dev.tablewright.format.json;

import java.util.regex.Pattern;

/** Builds JSON paths such as {@code $.DataModel[0].TableData[3]['GSI1-PK']} for problem reports. */
public final class JsonPath {
    public static final String ROOT = "$";
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private JsonPath() {
    }

    /** The path of a member of an object; names that are not identifiers use bracket notation. */
    public static String key(String parent, String name) {
        if (PLAIN.matcher(name).matches()) {
            return parent + "." + name;
        }
        return parent + "['" + name.replace("\\", "\\\\").replace("'", "\\'") + "']";
    }

    public static String index(String parent, int index) {
        return parent + "[" + index + "]";
    }
}
