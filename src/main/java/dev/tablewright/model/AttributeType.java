package dev.tablewright.model;

import java.util.Optional;

/** DynamoDB's attribute data types, as their wire codes. */
public enum AttributeType {
    S, N, B, BOOL, NULL, M, L, SS, NS, BS;

    /** Only strings, numbers and binaries may be key attributes. */
    public boolean isKeyType() {
        return this == S || this == N || this == B;
    }

    public boolean isSet() {
        return this == SS || this == NS || this == BS;
    }

    /** Parses a wire code ({@code "S"}, {@code "BOOL"} …); also accepts OneTable's type names. */
    public static Optional<AttributeType> parse(String code) {
        if (code == null) {
            return Optional.empty();
        }
        for (AttributeType t : values()) {
            if (t.name().equals(code)) {
                return Optional.of(t);
            }
        }
        return switch (code.toLowerCase(java.util.Locale.ROOT)) {
            case "string", "date" -> Optional.of(S);
            case "number" -> Optional.of(N);
            case "binary", "buffer", "arraybuffer" -> Optional.of(B);
            case "boolean", "bool" -> Optional.of(BOOL);
            case "null" -> Optional.of(NULL);
            case "object", "map" -> Optional.of(M);
            case "array", "list" -> Optional.of(L);
            case "set" -> Optional.of(SS);
            default -> Optional.empty();
        };
    }

    /** The OneTable schema type name for this type. */
    public String oneTableName() {
        return switch (this) {
            case S -> "string";
            case N -> "number";
            case B -> "binary";
            case BOOL -> "boolean";
            case NULL -> "null";
            case M -> "object";
            case L -> "array";
            case SS, NS, BS -> "set";
        };
    }
}
