package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.ui.inspector.TemplateCompletion.Insertion;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Attribute completion inside {@code ${…}}, a pure function of text and caret. */
class TemplateCompletionTest {
    private static final List<String> ATTRS = List.of("orderId", "customerId", "orderDate", "status");

    @Test
    void everyAttributeRightAfterDollarBrace() {
        assertEquals(ATTRS, TemplateCompletion.matches("ORDER#${", 8, ATTRS));
    }

    @Test
    void prefixMatchesFirstThenContainsIgnoringCase() {
        assertEquals(List.of("orderId", "orderDate"), TemplateCompletion.matches("ORDER#${ord", 11, ATTRS));
        assertEquals(List.of("orderId", "customerId"), TemplateCompletion.matches("${ID", 4, ATTRS));
        assertEquals(List.of("customerId"), TemplateCompletion.matches("${c", 3, ATTRS));
    }

    @Test
    void nothingOutsideAnOpenReference() {
        assertEquals(List.of(), TemplateCompletion.matches("ORDER#", 6, ATTRS));
        assertEquals(List.of(), TemplateCompletion.matches("${orderId}#", 11, ATTRS));
        assertEquals(List.of(), TemplateCompletion.matches("${orderId}", 10, ATTRS));
        assertEquals(List.of(), TemplateCompletion.matches("${year:4", 8, ATTRS), "size and pad are not names");
        assertEquals(List.of(), TemplateCompletion.matches("$", 1, ATTRS));
        assertEquals(List.of(), TemplateCompletion.matches("${x", 99, ATTRS));
    }

    @Test
    void theCaretDecidesWhichReference() {
        String text = "${orderDate}#${sta";
        assertEquals(List.of("status"), TemplateCompletion.matches(text, text.length(), ATTRS));
        assertEquals(List.of("orderDate"), TemplateCompletion.matches(text, 8, ATTRS), "inside the first, after 'orderD'");
    }

    @Test
    void insertingClosesTheReferenceAndMovesTheCaret() {
        assertEquals(new Insertion("ORDER#${orderId}", 16), TemplateCompletion.insert("ORDER#${or", 10, "orderId"));
        assertEquals(new Insertion("${orderDate}#${status}", 22), TemplateCompletion.insert("${orderDate}#${", 15, "status"));
    }

    @Test
    void insertingReplacesTheRestOfTheNameAndKeepsWhatFollows() {
        // caret after "${cu" in "${cuXX}#end": the whole name is replaced, the existing brace reused
        assertEquals(new Insertion("${customerId}#end", 13), TemplateCompletion.insert("${cuXX}#end", 4, "customerId"));
        assertEquals(new Insertion("A#${status}#B", 11), TemplateCompletion.insert("A#${s#B", 5, "status"));
        assertEquals(new Insertion("plain", 3), TemplateCompletion.insert("plain", 3, "status"));
    }
}
