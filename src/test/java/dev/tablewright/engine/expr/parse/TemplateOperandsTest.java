package dev.tablewright.engine.expr.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TemplateOperandsTest {

    @Test
    void namesAndOperandsBecomePlaceholders() {
        TemplateOperands t = TemplateOperands.of("PK = MOVIE#${movieId} AND begins_with(SK, ACT OR#)");
        assertEquals("#name0 = :value1 AND begins_with(#name2, :value3)", t.text());
        assertEquals(List.of("PK", "MOVIE#${movieId}", "SK", "ACT OR#"),
                t.parts().stream().map(TemplateOperands.Part::written).toList(), "OR inside begins_with is text");
        assertEquals("#name0 BETWEEN :value1 AND :value2", TemplateOperands.of("date BETWEEN 2020-01 AND 2021-12").text());
        assertEquals("#name0 = :value1 OR #name2 = :value3", TemplateOperands.of("a = x OR b = y").text());
    }

    @Test
    void positionsAndMessagesAreGivenBackInTheSourcesTerms() {
        String source = "PK = MOVIE#1 AND SK ~ x";
        TemplateOperands t = TemplateOperands.of(source);
        assertEquals("#name0 = :value1 AND #name2 ~ #name3", t.text(), "x is read as a name: no comparator before it");
        int tilde = t.text().indexOf('~');
        assertEquals(source.indexOf('~'), t.sourcePosition(tilde));
        assertEquals(source.indexOf("MOVIE"), t.sourcePosition(t.text().indexOf(":value1") + 3),
                "inside a placeholder: where its operand starts");
        assertEquals(-1, t.sourcePosition(-1));
        assertEquals("near: \"SK ~ x\"", t.sourceMessage("near: \"#name2 ~ #name3\""));
    }
}
