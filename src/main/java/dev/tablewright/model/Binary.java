package dev.tablewright.model;

import java.util.Arrays;
import java.util.Base64;

/** An immutable byte string, ordered as DynamoDB orders binary values: unsigned, byte by byte. */
public final class Binary implements Comparable<Binary> {
    private final byte[] bytes;

    private Binary(byte[] bytes) {
        this.bytes = bytes;
    }

    public static Binary of(byte[] bytes) {
        return new Binary(bytes.clone());
    }

    /** Decodes standard base64 (the form DynamoDB JSON uses); throws IllegalArgumentException if malformed. */
    public static Binary fromBase64(String base64) {
        return new Binary(Base64.getDecoder().decode(base64.strip()));
    }

    public byte[] toByteArray() {
        return bytes.clone();
    }

    public int length() {
        return bytes.length;
    }

    public byte byteAt(int index) {
        return bytes[index];
    }

    public String toBase64() {
        return Base64.getEncoder().encodeToString(bytes);
    }

    @Override
    public int compareTo(Binary other) {
        return Arrays.compareUnsigned(bytes, other.bytes);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Binary b && Arrays.equals(bytes, b.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return toBase64();
    }
}
