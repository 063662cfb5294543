package dev.tablewright.engine.reverse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InferredNamesTest {
    @Test
    void entityNamesAreReadablePascalCase() {
        assertEquals("Movie", InferredNames.entity("movie"));
        assertEquals("Movie", InferredNames.entity("MOVIE"));
        assertEquals("StreamTotal", InferredNames.entity("streamTotal"));
        assertEquals("StreamTotal", InferredNames.entity("STREAM_TOTAL"));
        assertEquals("OrderLine", InferredNames.entity("order-line"));
        assertEquals("Mov", InferredNames.entity("mov"));
        assertEquals("Entity", InferredNames.entity("##"));
    }

    @Test
    void newAttributesAreNamedFromTheLiteral() {
        assertEquals("orderId", InferredNames.idAttribute("ORDER"));
        assertEquals("orderLineId", InferredNames.idAttribute("ORDER_LINE"));
        assertEquals("orderId2", InferredNames.unique("orderId", Set.of("orderId")));
    }

    @Test
    void idLikeNames() {
        assertTrue(InferredNames.isIdLike("movieId"));
        assertTrue(InferredNames.isIdLike("customer_id"));
        assertTrue(InferredNames.isIdLike("ID"));
        assertFalse(InferredNames.isIdLike("paid"));
        assertFalse(InferredNames.isIdLike("title"));
    }

    @Test
    void keyPrefixes() {
        assertEquals("MOVIE#", KeyPrefix.of(AttributeValue.s("MOVIE#42")).text());
        assertEquals("race-", KeyPrefix.of(AttributeValue.s("race-1101")).text());
        assertEquals("ORDER_LINE#", KeyPrefix.of(AttributeValue.s("ORDER_LINE#1")).text());
        assertEquals("root_", KeyPrefix.of(AttributeValue.s("root_c1001")).text());
        assertEquals("METADATA", KeyPrefix.of(AttributeValue.s("METADATA")).text());
        assertTrue(KeyPrefix.of(AttributeValue.s("METADATA")).isWholeValue());
        assertTrue(KeyPrefix.of(AttributeValue.s("c1001")).isNone());
        assertTrue(KeyPrefix.of(AttributeValue.s("2021-08")).isNone());
        assertTrue(KeyPrefix.of(AttributeValue.n(5)).isNone());
    }
}
