package dev.tablewright.format.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestJsonTest {
    @Test
    void namesAreAnObjectOfStrings() {
        assertEquals(Map.of("#s", "status"), RequestJson.names("{\"#s\": \"status\"}"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RequestJson.names("{\"#s\": 1}"));
        assertTrue(e.getMessage().contains("$.#s"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RequestJson.names("[]"));
    }

    @Test
    void valuesAreDynamoDbJsonKeptExact() {
        Map<String, AttributeValue> v = RequestJson.values(
                "{\":n\": {\"N\": \"12345678901234567890123456789012345678\"}, \":b\": {\"B\": \"/w==\"}}");
        assertEquals(AttributeValue.n("12345678901234567890123456789012345678"), v.get(":n"));
        assertTrue(v.get(":b") instanceof AttributeValue.B, v.toString());
    }

    @Test
    void malformedValuesNameTheirPath() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RequestJson.values("{\":x\": {\"N\": \"twelve\"}}"));
        assertTrue(e.getMessage().contains("$.:x"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RequestJson.values("{\":x\": "));
        assertTrue(e.getMessage().startsWith("--values"), e.getMessage());
    }

    @Test
    void aKeyIsOneLineOfDynamoDbJson() {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("pk", AttributeValue.s("a"));
        key.put("sk", AttributeValue.n("1"));
        assertEquals("{\"pk\":{\"S\":\"a\"},\"sk\":{\"N\":\"1\"}}", RequestJson.key(key));
    }
}
