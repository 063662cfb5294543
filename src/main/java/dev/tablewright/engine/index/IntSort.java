package dev.tablewright.engine.index;

/**
 * A stable sort of a range of ints by a comparator of ints, without boxing: insertion sort for
 * short ranges (a partition's few items, the usual case), merge sort above. Ranges already in
 * order, as sample data often is within a partition, cost one comparison per item.
 */
final class IntSort {
    /** Ranges up to this length are insertion-sorted: no scratch space needed. */
    static final int INSERTION_LIMIT = 16;

    /** Orders two ints as the things they number are ordered. */
    interface IntComparator {
        int compare(int a, int b);
    }

    private IntSort() {
    }

    /**
     * Sorts {@code a[from, to)}, equal elements keeping their order.
     *
     * @param scratch at least {@code to - from} long when the range is longer than {@link #INSERTION_LIMIT}
     */
    static void sort(int[] a, int from, int to, IntComparator c, int[] scratch) {
        if (to - from <= INSERTION_LIMIT) {
            insertionSort(a, from, to, c);
            return;
        }
        int mid = (from + to) >>> 1;
        sort(a, from, mid, c, scratch);
        sort(a, mid, to, c, scratch);
        if (c.compare(a[mid - 1], a[mid]) <= 0) {
            return;
        }
        int left = mid - from;
        System.arraycopy(a, from, scratch, 0, left);
        int i = 0;
        int j = mid;
        int out = from;
        // Ties take the left half's element first: stable.
        while (i < left && j < to) {
            a[out++] = c.compare(a[j], scratch[i]) < 0 ? a[j++] : scratch[i++];
        }
        System.arraycopy(scratch, i, a, out, left - i);
    }

    private static void insertionSort(int[] a, int from, int to, IntComparator c) {
        for (int i = from + 1; i < to; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= from && c.compare(a[j], x) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }
}
