package dev.tablewright.engine.reverse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeValue;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NamesTest {
    @Test
    void entityNamesAreReadablePascalCase() {
        assertEquals("Movie", Names.entity("movie"));
        assertEquals("Movie", Names.entity("MOVIE"));
        assertEquals("StreamTotal", Names.entity("streamTotal"));
        assertEquals("StreamTotal", Names.entity("STREAM_TOTAL"));
        assertEquals("OrderLine", Names.entity("order-line"));
        assertEquals("Mov", Names.entity("mov"));
        assertEquals("Entity", Names.entity("##"));
    }

    @Test
    void newAttributesAreNamedFromTheLiteral() {
        assertEquals("orderId", Names.idAttribute("ORDER"));
        assertEquals("orderLineId", Names.idAttribute("ORDER_LINE"));
        assertEquals("orderId2", Names.unique("orderId", Set.of("orderId")));
    }

    @Test
    void idLikeNames() {
        assertTrue(Names.isIdLike("movieId"));
        assertTrue(Names.isIdLike("customer_id"));
        assertTrue(Names.isIdLike("ID"));
        assertFalse(Names.isIdLike("paid"));
        assertFalse(Names.isIdLike("title"));
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
