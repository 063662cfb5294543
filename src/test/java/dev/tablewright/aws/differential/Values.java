package dev.tablewright.aws.differential;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Values drawn from small pools, so that keys collide into shared partitions and conditions hit:
 * strings outside the BMP and around U+FFFD, 38-digit and tiny numbers, binaries with high bytes.
 */
final class Values {
    static final List<String> STRINGS = List.of("a", "b", "ab", "abc", "B", "\u00e9", "\uD83D\uDE00", "\uFFFD",
            "a\uD83D\uDE00", "z", "\uD834\uDD1Ex", "0", "#", "A#1", "A#10", "A#2", "\u03A9", "\uFF57", "a b", "ab\u00e9");
    static final List<String> NUMBERS = List.of("0", "1", "-1", "2.5", "10", "-10.75", "3", "7", "100", "0.001",
            "12345678901234567890123456789012345678", "-12345678901234567890123456789012345678",
            "1E+50", "0.000000000000000000000000000000000001", "9.9999999999999999999999999999999999999E+125",
            "-1E-130", "42");
    static final List<byte[]> BINARIES = List.of(new byte[] {0}, new byte[] {1}, new byte[] {(byte) 0xff},
            new byte[] {0x7f}, new byte[] {(byte) 0x80}, new byte[] {(byte) 0xff, 0}, new byte[] {0, (byte) 0xff},
            new byte[] {(byte) 0xc3, (byte) 0xa9}, new byte[] {1, 2, 3}, new byte[] {(byte) 0xfe, (byte) 0xff, (byte) 0xff});

    private final Rng rng;

    Values(Rng rng) {
        this.rng = rng;
    }

    /** A key value of the type, from a pool of {@code domain} values. */
    AttributeValue key(AttributeType type, int domain) {
        switch (type) {
            case S:
                return AttributeValue.s(STRINGS.get(rng.between(0, Math.min(domain, STRINGS.size()) - 1)));
            case N:
                return AttributeValue.n(NUMBERS.get(rng.between(0, Math.min(domain, NUMBERS.size()) - 1)));
            default:
                return new AttributeValue.B(Binary.of(BINARIES.get(rng.between(0, Math.min(domain, BINARIES.size()) - 1))));
        }
    }

    AttributeValue scalar(AttributeType type) {
        return key(type, 100);
    }

    /** A value of the type an attribute of the pool usually has, or (rarely) any type. */
    AttributeValue forAttribute(String name) {
        if (rng.chance(0.1)) {
            return any(2);
        }
        switch (name) {
            case "a":
            case "data":
                return scalar(AttributeType.S);
            case "b":
                return scalar(AttributeType.N);
            case "c":
                return scalar(AttributeType.B);
            case "flag":
                return AttributeValue.bool(rng.chance(0.5));
            case "none":
                return AttributeValue.NULL;
            case "m":
                return map(2);
            case "l":
                return list(2);
            case "tags":
                return stringSet();
            case "nums":
                return numberSet();
            case "bins":
                return binarySet();
            default:
                return any(2);
        }
    }

    AttributeValue any(int depth) {
        int kind = rng.between(0, depth > 0 ? 9 : 6);
        switch (kind) {
            case 0:
                return scalar(AttributeType.S);
            case 1:
                return scalar(AttributeType.N);
            case 2:
                return scalar(AttributeType.B);
            case 3:
                return AttributeValue.bool(rng.chance(0.5));
            case 4:
                return AttributeValue.NULL;
            case 5:
                return stringSet();
            case 6:
                return numberSet();
            case 7:
                return map(depth - 1);
            case 8:
                return list(depth - 1);
            default:
                return binarySet();
        }
    }

    AttributeValue map(int depth) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        if (rng.chance(0.8)) {
            m.put("x", rng.chance(0.5) ? scalar(AttributeType.S) : scalar(AttributeType.N));
        }
        if (rng.chance(0.6)) {
            Map<String, AttributeValue> y = new LinkedHashMap<>();
            y.put("z", scalar(AttributeType.N));
            m.put("y", new AttributeValue.M(y));
        }
        if (depth > 0 && rng.chance(0.4)) {
            m.put("w", list(depth - 1));
        }
        return new AttributeValue.M(m);
    }

    AttributeValue list(int depth) {
        List<AttributeValue> l = new ArrayList<>();
        int n = rng.between(0, 4);
        for (int i = 0; i < n; i++) {
            l.add(depth > 0 && rng.chance(0.2) ? any(depth - 1) : scalar(rng.of(AttributeType.S, AttributeType.N)));
        }
        return new AttributeValue.L(l);
    }

    AttributeValue.SS stringSet() {
        Set<String> s = new LinkedHashSet<>();
        int n = rng.between(1, 4);
        for (int i = 0; i < n; i++) {
            s.add(rng.pick(STRINGS));
        }
        return new AttributeValue.SS(s);
    }

    AttributeValue.NS numberSet() {
        Set<BigDecimal> s = new LinkedHashSet<>();
        int n = rng.between(1, 4);
        for (int i = 0; i < n; i++) {
            s.add(new BigDecimal(rng.pick(NUMBERS.subList(0, 10))));
        }
        return new AttributeValue.NS(s);
    }

    AttributeValue.BS binarySet() {
        Set<Binary> s = new LinkedHashSet<>();
        int n = rng.between(1, 3);
        for (int i = 0; i < n; i++) {
            s.add(Binary.of(rng.pick(BINARIES)));
        }
        return new AttributeValue.BS(s);
    }

    /** A string of about {@code bytes} UTF-8 bytes (for items near the 1 MB page and 400 KB item limits). */
    AttributeValue big(int bytes) {
        return AttributeValue.s("big\u00e9\uD83D\uDE00".repeat(bytes / 9)); // 3 + 2 + 4 UTF-8 bytes
    }
}
