package dev.tablewright.engine.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import org.junit.jupiter.api.Test;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

class CellInputTest {
    @Test
    void scalarsAsTyped() {
        assertEquals(AttributeValue.s("  MOVIE#1 "), CellInput.parse("  MOVIE#1 ", AttributeType.S));
        assertEquals(AttributeValue.n("12345678901234567890123456789012345678"),
                CellInput.parse("12345678901234567890123456789012345678", AttributeType.N));
        assertEquals(AttributeValue.n("100"), CellInput.parse("1e2", AttributeType.N));
        assertEquals(new AttributeValue.B(Binary.of(new byte[] {(byte) 0xff})), CellInput.parse("/w==", AttributeType.B));
        assertEquals(AttributeValue.bool(false), CellInput.parse("false", AttributeType.BOOL));
        assertEquals(new AttributeValue.Null(), CellInput.parse("null", AttributeType.NULL));
    }

    @Test
    void refusalsSayWhy() {
        assertThrows(IllegalArgumentException.class, () -> CellInput.parse("12a", AttributeType.N));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CellInput.parse("123456789012345678901234567890123456789", AttributeType.N));
        assertTrue(e.getMessage().contains("38"), e.getMessage());
        assertEquals("expected true or false", assertThrows(IllegalArgumentException.class,
                () -> CellInput.parse("yes", AttributeType.BOOL)).getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CellInput.parse("{\"a\": 1", AttributeType.M));
        assertTrue(e.getMessage().startsWith("at character 8: expected '}'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> CellInput.parse("<<\"a\", \"a\">>", AttributeType.SS));
        assertEquals("a set cannot hold the same member twice", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CellInput.parse("<<1, \"a\">>", AttributeType.NS));
        assertThrows(IllegalArgumentException.class, () -> CellInput.parse("[1]", AttributeType.M));
        assertThrows(IllegalArgumentException.class, () -> CellInput.parse("<<>>", AttributeType.SS));
    }

    @Test
    void documentsAndSets() {
        AttributeValue m = CellInput.parse("{\"year\": 1994, \"tags\": <<\"a\", \"b\">>, \"l\": [true, null, \"x\"]}",
                AttributeType.M);
        Map<String, AttributeValue> expected = new LinkedHashMap<>();
        expected.put("year", AttributeValue.n(1994));
        expected.put("tags", new AttributeValue.SS(new LinkedHashSet<>(List.of("a", "b"))));
        expected.put("l", AttributeValue.list(AttributeValue.bool(true), new AttributeValue.Null(), AttributeValue.s("x")));
        assertEquals(new AttributeValue.M(expected), m);
        assertEquals(new AttributeValue.NS(new LinkedHashSet<>(List.of(new BigDecimal("1"), new BigDecimal("2.5")))),
                CellInput.parse("[1, 2.5]", AttributeType.NS));
    }

    @Test
    void whatACellShowsReadsBackAsTheSameValue() {
        Random r = new Random(7);
        for (int i = 0; i < 2_000; i++) {
            AttributeValue v = random(r, 0);
            assertEquals(v, CellInput.parse(CellText.of(v), v.type()), () -> CellText.of(v));
        }
    }

    private static AttributeValue random(Random r, int depth) {
        int kind = r.nextInt(depth > 2 ? 6 : 10);
        switch (kind) {
            case 0:
                return AttributeValue.s(text(r));
            case 1:
                return AttributeValue.n((r.nextBoolean() ? "-" : "") + r.nextInt(100000) + "." + r.nextInt(1000) + "1");
            case 2:
                return new AttributeValue.B(bytes(r));
            case 3:
                return AttributeValue.bool(r.nextBoolean());
            case 4:
                return new AttributeValue.Null();
            case 5: {
                Set<String> s = new LinkedHashSet<>();
                s.add(text(r));
                s.add(text(r) + "x");
                return new AttributeValue.SS(s);
            }
            case 6: {
                Map<String, AttributeValue> m = new LinkedHashMap<>();
                for (int k = r.nextInt(4); k > 0; k--) {
                    m.put(text(r) + k, random(r, depth + 1));
                }
                return new AttributeValue.M(m);
            }
            case 7: {
                List<AttributeValue> l = new ArrayList<>();
                for (int k = r.nextInt(4); k > 0; k--) {
                    l.add(random(r, depth + 1));
                }
                return new AttributeValue.L(l);
            }
            case 8:
                return new AttributeValue.NS(new LinkedHashSet<>(List.of(BigDecimal.valueOf(r.nextInt(50)),
                        BigDecimal.valueOf(50 + r.nextInt(50)))));
            default:
                return new AttributeValue.BS(new LinkedHashSet<>(List.of(bytes(r), Binary.of(new byte[] {1, 2, 3, 4, 5, 6, 7}))));
        }
    }

    private static String text(Random r) {
        String alphabet = "ab\"\\ \té😀#,:{}[]<>\n";
        StringBuilder sb = new StringBuilder();
        for (int i = r.nextInt(6); i >= 0; i--) {
            int at = r.nextInt(alphabet.length());
            if (Character.isHighSurrogate(alphabet.charAt(at))) {
                sb.append(alphabet, at, at + 2);
            } else if (!Character.isLowSurrogate(alphabet.charAt(at))) {
                sb.append(alphabet.charAt(at));
            }
        }
        return sb.toString();
    }

    private static Binary bytes(Random r) {
        byte[] b = new byte[1 + r.nextInt(5)];
        r.nextBytes(b);
        return Binary.of(b);
    }
}
