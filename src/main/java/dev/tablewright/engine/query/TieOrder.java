package dev.tablewright.engine.query;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.KeySchema;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.function.Function;

/**
 * The order of items that tie on an index's keys (same index partition and sort key, or a hash-only
 * GSI), as DynamoDB Local gives it: after the index keys it orders by a hash of the table keys the
 * index does not have (its SQLite column {@code hashValue}, {@code rangeValue} or
 * {@code hashRangeValue}), in the Query's direction. The hash is SHA-1 of the salt {@code LocalDdb}
 * and the value's bytes (a string's UTF-8, a binary's bytes, a number in Local's order-preserving
 * encoding), two of them hashed again together; hashes compare as unsigned bytes.
 *
 * <ul>
 * <li>the index has the table's partition key (every LSI, a GSI on it): the table's sort key, hashed;
 *     nothing more when the index has the sort key too or the table has none (no ties then);</li>
 * <li>else, the table's partition key hashed, when the index has the table's sort key or the table has
 *     none; otherwise both, hashed together.</li>
 * </ul>
 */
final class TieOrder {
    private static final byte[] SALT = "LocalDdb".getBytes(StandardCharsets.US_ASCII);
    private static final ThreadLocal<MessageDigest> SHA1 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-1", e);
        }
    });

    /** Which table keys break a tie in an index. */
    enum By { NOTHING, TABLE_PARTITION_KEY, TABLE_SORT_KEY, BOTH_TABLE_KEYS }

    private final By by;
    private final String partitionKey;
    private final String sortKey;

    private TieOrder(By by, KeySchema table) {
        this.by = by;
        this.partitionKey = table.partitionKey().name();
        this.sortKey = table.sortKey().map(k -> k.name()).orElse(null);
    }

    static TieOrder of(KeySchema index, KeySchema table) {
        boolean hasPartitionKey = index.contains(table.partitionKey().name());
        boolean tableHasSortKey = table.sortKey().isPresent();
        boolean hasSortKey = tableHasSortKey && index.contains(table.sortKey().get().name());
        By by;
        if (hasPartitionKey) {
            by = tableHasSortKey && !hasSortKey ? By.TABLE_SORT_KEY : By.NOTHING;
        } else {
            by = !tableHasSortKey || hasSortKey ? By.TABLE_PARTITION_KEY : By.BOTH_TABLE_KEYS;
        }
        return new TieOrder(by, table);
    }

    By by() {
        return by;
    }

    /** The tie-breaking hash of an item (or a start key), or null where the index has no ties or a key is missing. */
    Binary tie(Function<String, AttributeValue> attribute) {
        switch (by) {
            case TABLE_PARTITION_KEY:
                return hashOf(attribute.apply(partitionKey));
            case TABLE_SORT_KEY:
                return hashOf(attribute.apply(sortKey));
            case BOTH_TABLE_KEYS:
                AttributeValue pk = attribute.apply(partitionKey);
                AttributeValue sk = attribute.apply(sortKey);
                if (pk == null || sk == null) {
                    return null;
                }
                // Both hashed first: they use the same digest.
                byte[] pkHash = hash(pk);
                byte[] skHash = hash(sk);
                MessageDigest d = SHA1.get();
                d.update(SALT);
                d.update(pkHash);
                d.update(skHash);
                return Binary.of(d.digest());
            default:
                return null;
        }
    }

    private static Binary hashOf(AttributeValue v) {
        return v == null ? null : Binary.of(hash(v));
    }

    /** Local's {@code getHashValue}: SHA-1 of the salt and the value's bytes. */
    static byte[] hash(AttributeValue v) {
        MessageDigest d = SHA1.get();
        d.update(SALT);
        return d.digest(bytes(v));
    }

    private static byte[] bytes(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            return s.value().getBytes(StandardCharsets.UTF_8);
        }
        if (v instanceof AttributeValue.B b) {
            return b.value().toByteArray();
        }
        if (v instanceof AttributeValue.N n) {
            return encode(n.value());
        }
        throw new IllegalArgumentException("a key value is S, N or B, not " + v.type());
    }

    /**
     * DynamoDB Local's byte encoding of a number (its {@code encodeBigDecimal}): a sign-and-exponent
     * byte, then the digits two to a byte (each pair plus one), the bytes complemented for a negative
     * number, which ends with 102 when short.
     */
    static byte[] encode(BigDecimal value) {
        int signum = value.signum();
        if (signum == 0) {
            return new byte[] {(byte) 0x80};
        }
        BigDecimal v = value.abs().stripTrailingZeros();
        int scale = v.scale();
        int exponent = v.precision() - scale;
        int odd = exponent % 2 != 0 ? 1 : 0;
        exponent += odd;
        String digits = v.scaleByPowerOfTen(scale).toBigInteger().toString(10);
        int pairs = (digits.length() + odd + 1) / 2;
        byte[] out;
        if (pairs < 20 && signum < 0) {
            out = new byte[pairs + 2];
            out[pairs + 1] = 102;
        } else {
            out = new byte[pairs + 1];
        }
        out[0] = (byte) (192 + exponent / 2);
        if (signum < 0) {
            out[0] = (byte) ~out[0];
        }
        for (int i = 0; i < digits.length(); i++) {
            int pos = (i + odd) / 2 + 1;
            int digit = digits.charAt(i) - '0';
            if ((i + odd) % 2 == 0) {
                out[pos] = (byte) (digit * 10);
            } else {
                out[pos] = (byte) (out[pos] + digit);
            }
            if ((i + odd) % 2 == 1 || i == digits.length() - 1) {
                out[pos] = signum < 0 ? (byte) (101 - out[pos]) : (byte) (out[pos] + 1);
            }
        }
        return out;
    }
}
