package dev.tablewright.engine.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IntSortTest {
    @Test
    void sortsRangesStablyLikeTheJdkSort() {
        SplittableRandom random = new SplittableRandom(7);
        for (int length : new int[] {0, 1, 2, 15, 16, 17, 33, 100, 1_000}) {
            // Few distinct keys, so many ties: a stable sort keeps tied numbers ascending.
            int[] key = random.ints(length + 4, 0, 5).toArray();
            int[] a = IntStream.range(0, length + 4).toArray();
            shuffleFrom(a, 2, length + 2, random);
            int[] expected = a.clone();
            Integer[] boxed = Arrays.stream(expected, 2, length + 2).boxed().toArray(Integer[]::new);
            Arrays.sort(boxed, Comparator.comparingInt(i -> key[i]));
            for (int i = 0; i < length; i++) {
                expected[2 + i] = boxed[i];
            }
            IntSort.sort(a, 2, length + 2, (x, y) -> Integer.compare(key[x], key[y]), new int[length]);
            assertArrayEquals(expected, a, "length " + length);
        }
    }

    @Test
    void aSortedRangeStaysAsItIs() {
        int[] a = IntStream.range(0, 200).toArray();
        IntSort.sort(a, 0, a.length, Integer::compare, new int[a.length]);
        assertArrayEquals(IntStream.range(0, 200).toArray(), a);
    }

    private static void shuffleFrom(int[] a, int from, int to, SplittableRandom random) {
        for (int i = to - 1; i > from; i--) {
            int j = from + random.nextInt(i - from + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
