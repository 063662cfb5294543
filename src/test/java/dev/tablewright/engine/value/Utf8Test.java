package dev.tablewright.engine.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class Utf8Test {

    @Test
    void ordersByUtf8BytesNotUtf16Units() {
        String bmpMax = "\uFFFF";
        String emoji = "😀";
        // UTF-16 puts the surrogate pair (0xD83D) first; UTF-8 (and DynamoDB) puts U+1F600 after U+FFFF.
        assertTrue(bmpMax.compareTo(emoji) > 0);
        assertTrue(Utf8.compare(bmpMax, emoji) < 0);
    }

    @Test
    void agreesWithUnsignedByteComparisonOnSamples() {
        List<String> samples = List.of("", "a", "ab", "b", "Z", "é", "\u00FF", "\u0100", "\uE000", "\uFFFF", "😀",
                "a😀", "a\uFFFF", "\u0000", "𝄞", "中文", "#", "A#1", "A#10", "A#2");
        for (String x : samples) {
            for (String y : samples) {
                int expected = Integer.signum(Arrays.compareUnsigned(x.getBytes(StandardCharsets.UTF_8),
                        y.getBytes(StandardCharsets.UTF_8)));
                assertEquals(expected, Integer.signum(Utf8.compare(x, y)), x + " vs " + y);
            }
        }
    }

    @Test
    void prefixSortsFirst() {
        assertTrue(Utf8.compare("ACTOR#", "ACTOR#1") < 0);
        assertEquals(0, Utf8.compare("same", "same"));
    }

    @Test
    void byteLengthCountsUtf8() {
        assertEquals(0, Utf8.byteLength(""));
        assertEquals(1, Utf8.byteLength("a"));
        assertEquals(2, Utf8.byteLength("é"));
        assertEquals(3, Utf8.byteLength("中"));
        assertEquals(4, Utf8.byteLength("😀"));
    }
}
