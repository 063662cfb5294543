package dev.tablewright.aws.sdk;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.DynamoNumber;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;

/** Converts between our values and the SDK's. */
public final class SdkValues {
    private SdkValues() {
    }

    public static software.amazon.awssdk.services.dynamodb.model.AttributeValue toSdk(AttributeValue v) {
        var b = software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder();
        if (v instanceof AttributeValue.S s) {
            return b.s(s.value()).build();
        } else if (v instanceof AttributeValue.N n) {
            return b.n(n.text()).build();
        } else if (v instanceof AttributeValue.B bin) {
            return b.b(SdkBytes.fromByteArray(bin.value().toByteArray())).build();
        } else if (v instanceof AttributeValue.Bool bool) {
            return b.bool(bool.value()).build();
        } else if (v instanceof AttributeValue.Null) {
            return b.nul(true).build();
        } else if (v instanceof AttributeValue.M m) {
            return b.m(toSdk(m.value())).build();
        } else if (v instanceof AttributeValue.L l) {
            return b.l(l.value().stream().map(SdkValues::toSdk).toList()).build();
        } else if (v instanceof AttributeValue.SS ss) {
            return b.ss(List.copyOf(ss.value())).build();
        } else if (v instanceof AttributeValue.NS ns) {
            return b.ns(ns.value().stream().map(DynamoNumber::format).toList()).build();
        } else if (v instanceof AttributeValue.BS bs) {
            return b.bs(bs.value().stream().map(x -> SdkBytes.fromByteArray(x.toByteArray())).toList()).build();
        }
        throw new IllegalArgumentException("unknown value " + v);
    }

    public static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toSdk(
            Map<String, AttributeValue> map) {
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(k, toSdk(v)));
        return out;
    }

    public static AttributeValue fromSdk(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {
        switch (v.type()) {
            case S:
                return new AttributeValue.S(v.s());
            case N:
                return new AttributeValue.N(new BigDecimal(v.n()));
            case B:
                return new AttributeValue.B(Binary.of(v.b().asByteArray()));
            case BOOL:
                return AttributeValue.bool(v.bool());
            case NUL:
                return AttributeValue.NULL;
            case M:
                return new AttributeValue.M(fromSdk(v.m()));
            case L:
                List<AttributeValue> list = new ArrayList<>();
                v.l().forEach(x -> list.add(fromSdk(x)));
                return new AttributeValue.L(list);
            case SS:
                return new AttributeValue.SS(new LinkedHashSet<>(v.ss()));
            case NS:
                Set<BigDecimal> ns = new LinkedHashSet<>();
                v.ns().forEach(x -> ns.add(new BigDecimal(x)));
                return new AttributeValue.NS(ns);
            case BS:
                Set<Binary> bs = new LinkedHashSet<>();
                v.bs().forEach(x -> bs.add(Binary.of(x.asByteArray())));
                return new AttributeValue.BS(bs);
            default:
                throw new IllegalArgumentException("DynamoDB returned a value of unknown type: " + v);
        }
    }

    public static Map<String, AttributeValue> fromSdk(
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> map) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(k, fromSdk(v)));
        return out;
    }

    public static Item item(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> map) {
        return new Item(fromSdk(map));
    }
}
