package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KeyTemplateTest {

    @Test
    void parsesLiteralsAndReferences() {
        KeyTemplate t = KeyTemplate.parse("MOVIE#${movieId}");
        assertTrue(t.isValid());
        assertFalse(t.isConstant());
        assertEquals(List.of(new KeyTemplate.Literal("MOVIE#"), new KeyTemplate.Ref("movieId", 0, ' ')), t.parts());
        assertEquals(Set.of("movieId"), t.referencedAttributes());
    }

    @Test
    void constantTemplateHasNoReferences() {
        KeyTemplate t = KeyTemplate.parse("METADATA");
        assertTrue(t.isConstant());
        assertEquals(new KeyTemplate.Rendered("METADATA"), t.render(Item.EMPTY));
    }

    @Test
    void rendersFromItemWithNumbersCanonical() {
        Item item = Item.of("country", AttributeValue.s("US"), "region", AttributeValue.s("WA"),
                "rank", AttributeValue.n("1.50"));
        assertEquals(new KeyTemplate.Rendered("US#WA#1.5"), KeyTemplate.parse("${country}#${region}#${rank}").render(item));
    }

    @Test
    void padsOneTableStyle() {
        KeyTemplate t = KeyTemplate.parse("Y${year:4:0}");
        assertEquals(new KeyTemplate.Rendered("Y0042"), t.render(Item.of("year", AttributeValue.n(42))));
        assertEquals(new KeyTemplate.Rendered("Y12345"), t.render(Item.of("year", AttributeValue.n(12345))));
    }

    @Test
    void reportsMissingAttributes() {
        KeyTemplate.Rendering r = KeyTemplate.parse("${a}#${b}#${a}").render(Item.of("b", AttributeValue.s("x")));
        KeyTemplate.Unfilled u = assertInstanceOf(KeyTemplate.Unfilled.class, r);
        assertEquals(List.of("a"), u.missingAttributes());
    }

    @Test
    void malformedTemplatesKeepTheirTextAndSayWhere() {
        KeyTemplate t = KeyTemplate.parse("ORDER#${orderId");
        assertFalse(t.isValid());
        assertEquals("ORDER#${orderId", t.source());
        assertEquals(6, t.syntaxError().orElseThrow().position());
        assertInstanceOf(KeyTemplate.Unfilled.class, t.render(Item.EMPTY));
        assertFalse(KeyTemplate.parse("${}").isValid());
        assertFalse(KeyTemplate.parse("${a:x:0}").isValid());
        assertFalse(KeyTemplate.parse("${a:4:00}").isValid());
        assertFalse(KeyTemplate.parse("${a:4}").isValid());
    }

    @Test
    void renamesReferencesOnly() {
        KeyTemplate t = KeyTemplate.parse("status#${status}#${n:3:0}");
        assertEquals("status#${state}#${n:3:0}", t.renameAttribute("status", "state").source());
        assertEquals(t, t.renameAttribute("other", "x"));
    }

    @Test
    void matchesRenderedValuesBackToAttributes() {
        KeyTemplate t = KeyTemplate.parse("ORDER#${orderId}#ITEM#${itemId}");
        assertEquals(Optional.of(Map.of("orderId", "7", "itemId", "3")), t.match("ORDER#7#ITEM#3"));
        assertEquals(Optional.empty(), t.match("ORDER#7"));
        assertEquals(Optional.empty(), t.match("CUSTOMER#7#ITEM#3"));
        assertEquals(Optional.empty(), KeyTemplate.parse("${a}${b}").match("xy"));
    }

    @Test
    void exampleFillsAngleBracketsForUnknowns() {
        assertEquals("MOVIE#tt01#<year>", KeyTemplate.parse("MOVIE#${id}#${year}").example(Map.of("id", "tt01")));
    }

    @Test
    void rendersAsAgreesWithRendering() {
        Item item = Item.of("id", AttributeValue.s("7"), "n", AttributeValue.n("1.50"), "empty", AttributeValue.s(""));
        List<String> templates = List.of("ORDER#${id}", "LINE#${id:3:0}", "${n}#${id}", "${id:1:0}", "${empty}", "CONST",
                "${missing}", "A#${id", "${id}${id}");
        List<String> candidates = List.of("", "ORDER#7", "ORDER#7x", "ORDER#", "LINE#007", "LINE#7", "LINE#0007", "1.5#7",
                "1.50#7", "7", "CONST", "CONS", "77", "A#${id");
        for (String source : templates) {
            KeyTemplate t = KeyTemplate.parse(source);
            for (String expected : candidates) {
                assertEquals(t.render(item).equals(new KeyTemplate.Rendered(expected)), t.rendersAs(item, expected),
                        source + " against '" + expected + "'");
            }
        }
    }
}
