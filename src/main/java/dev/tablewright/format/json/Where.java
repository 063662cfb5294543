package dev.tablewright.format.json;

/**
 * Where a value stands in a document, spelled out as a JSON path only when a problem is reported
 * there: a file of 100,000 items has millions of members, and almost never a problem.
 *
 * @param key   the member name, or null for an array element
 * @param index the element index (for an array element)
 */
public record Where(Where parent, String key, int index) {
    public static final Where ROOT = new Where(null, null, -1);

    public Where member(String name) {
        return new Where(this, name, -1);
    }

    public Where element(int i) {
        return new Where(this, null, i);
    }

    /** Whether this is the member {@code name} of an object. */
    public boolean isMember(String name) {
        return name.equals(key);
    }

    /** Whether this is an element of an array that is the member {@code name} of an object. */
    public boolean isElementOf(String name) {
        return key == null && parent != null && parent.isMember(name);
    }

    @Override
    public String toString() {
        if (parent == null) {
            return JsonPath.ROOT;
        }
        return key != null ? JsonPath.key(parent.toString(), key) : JsonPath.index(parent.toString(), index);
    }
}
