package dev.tablewright.aws.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import org.junit.jupiter.api.Test;

/** Reproductions stay readable: long values print as their start and their length. */
class ShowTest {
    @Test
    void shortValuesPrintWhole() {
        assertEquals("{\"S\":\"abc\"}", Show.value(AttributeValue.s("abc")));
        assertEquals("{\"B\":\"AQI=\"}", Show.value(new AttributeValue.B(Binary.of(new byte[] {1, 2}))));
    }

    @Test
    void longValuesPrintTheirStartAndLength() {
        assertEquals("{\"S\":\"kkkkkkkkkkkkkkkk…\" (2,049 chars)}", Show.value(AttributeValue.s("k".repeat(2049))));
        assertEquals("{\"S\":\"" + "\\u00e9".repeat(16) + "…\" (100 chars, 200 bytes)}",
                Show.value(AttributeValue.s("é".repeat(100))));
        assertEquals("{\"B\":\"AAAAAAAAAAAAAAAA…\" (2,049 bytes)}",
                Show.value(new AttributeValue.B(Binary.of(new byte[2049]))));
        assertEquals("{\"big\":{\"S\":\"xxxxxxxxxxxxxxxx…\" (420,000 chars)}}",
                Show.item(Item.of("big", AttributeValue.s("x".repeat(420_000)))));
    }
}
