package dev.tablewright.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A DynamoDB attribute value. Equality is DynamoDB's: numbers by value, sets regardless of order,
 * maps regardless of key order. Collections keep their insertion order so that files are written
 * back the way they were read.
 */
public sealed interface AttributeValue {

    AttributeType type();

    /** A string value. */
    record S(String value) implements AttributeValue {
        public S {
            requireNonNull(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.S;
        }

        @Override
        public String toString() {
            return value;
        }
    }

    /** A number, exact and canonical (see {@link DynamoNumber}). */
    record N(BigDecimal value) implements AttributeValue {
        public N {
            value = DynamoNumber.canonical(requireNonNull(value));
        }

        /** @throws IllegalArgumentException when DynamoDB would not accept the number text */
        public static N parse(String text) {
            return new N(DynamoNumber.parse(text));
        }

        public String text() {
            return DynamoNumber.format(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.N;
        }

        @Override
        public String toString() {
            return text();
        }
    }

    /** A binary value. */
    record B(Binary value) implements AttributeValue {
        public B {
            requireNonNull(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.B;
        }

        @Override
        public String toString() {
            return value.toBase64();
        }
    }

    record Bool(boolean value) implements AttributeValue {
        @Override
        public AttributeType type() {
            return AttributeType.BOOL;
        }

        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    /** DynamoDB's NULL; it only ever holds {@code true}. */
    record Null() implements AttributeValue {
        @Override
        public AttributeType type() {
            return AttributeType.NULL;
        }

        @Override
        public String toString() {
            return "null";
        }
    }

    record M(Map<String, AttributeValue> value) implements AttributeValue {
        public M {
            value = orderedCopy(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.M;
        }
    }

    record L(List<AttributeValue> value) implements AttributeValue {
        public L {
            value = List.copyOf(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.L;
        }
    }

    record SS(Set<String> value) implements AttributeValue {
        public SS {
            value = orderedSet(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.SS;
        }
    }

    record NS(Set<BigDecimal> value) implements AttributeValue {
        public NS {
            value = orderedSet(value.stream().map(DynamoNumber::canonical).collect(Collectors.toList()));
        }

        @Override
        public AttributeType type() {
            return AttributeType.NS;
        }
    }

    record BS(Set<Binary> value) implements AttributeValue {
        public BS {
            value = orderedSet(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.BS;
        }
    }

    Null NULL = new Null();
    Bool TRUE = new Bool(true);
    Bool FALSE = new Bool(false);

    static S s(String value) {
        return new S(value);
    }

    static N n(long value) {
        return new N(DynamoNumber.of(value));
    }

    static N n(String text) {
        return N.parse(text);
    }

    static Bool bool(boolean value) {
        return value ? TRUE : FALSE;
    }

    /** The value as text for templates and display cells: S, N and BOOL plainly, B as base64. */
    default String displayText() {
        return toString();
    }

    private static <T> T requireNonNull(T value) {
        if (value == null) {
            throw new NullPointerException("attribute value");
        }
        return value;
    }

    private static <K, V> Map<K, V> orderedCopy(Map<K, V> map) {
        LinkedHashMap<K, V> copy = new LinkedHashMap<>();
        map.forEach((k, v) -> copy.put(requireNonNull(k), requireNonNull(v)));
        return Collections.unmodifiableMap(copy);
    }

    private static <T> Set<T> orderedSet(Collection<T> values) {
        LinkedHashSet<T> copy = new LinkedHashSet<>();
        for (T v : values) {
            copy.add(requireNonNull(v));
        }
        return Collections.unmodifiableSet(copy);
    }

    /** For tests and builders: a list value from varargs. */
    static L list(AttributeValue... values) {
        return new L(new ArrayList<>(List.of(values)));
    }
}
