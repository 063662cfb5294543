package dev.tablewright.format.workbench;

import dev.tablewright.format.json.JsonPath;

import java.util.Arrays;

/**
 * The JSON paths of some elements of one item array, spelled out only for a problem: a million
 * path strings would take as much memory as the items.
 *
 * @param array   the path of the array
 * @param indexes the index in it of each item, in order
 */
record ItemPaths(String array, int[] indexes) {
    static final ItemPaths NONE = new ItemPaths("", new int[0]);

    String get(int i) {
        return JsonPath.index(array, indexes[i]);
    }

    int size() {
        return indexes.length;
    }

    /** Collects the indexes of one array. */
    static final class Builder {
        private final String array;
        private int[] indexes = new int[16];
        private int size;

        Builder(String array) {
            this.array = array;
        }

        void add(int index) {
            if (size == indexes.length) {
                indexes = Arrays.copyOf(indexes, size * 2);
            }
            indexes[size++] = index;
        }

        ItemPaths build() {
            return new ItemPaths(array, Arrays.copyOf(indexes, size));
        }
    }
}
