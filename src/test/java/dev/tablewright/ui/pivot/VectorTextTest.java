package dev.tablewright.ui.pivot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A vector in a grid cell: its first three numbers and its length; anything else as before. */
class VectorTextTest {
    static AttributeValue.L numbers(String... texts) {
        List<AttributeValue> list = new ArrayList<>();
        for (String t : texts) {
            list.add(AttributeValue.N.parse(t));
        }
        return new AttributeValue.L(list);
    }

    /** 0.12, -0.03, 0.2, 0.3 … as many as asked. */
    static AttributeValue.L vector(int dims) {
        String[] texts = new String[dims];
        for (int i = 0; i < dims; i++) {
            texts[i] = i == 0 ? "0.12" : i == 1 ? "-0.03" : "0." + i;
        }
        return numbers(texts);
    }

    @Test
    void aListOfMoreThanEightNumbersShowsItsFirstThreeAndItsLength() {
        assertEquals("[0.12, -0.03, 0.2, … 768 dims]", VectorText.cell(vector(768), false));
        assertEquals("[0.12, -0.03, 0.2, … 9 dims]", VectorText.cell(vector(9), false));
        assertEquals(Optional.of("[0.12, -0.03, 0.5, … 9 dims]"), VectorText.compact(
                numbers("0.12", "-0.03", "0.5", "1", "2", "3", "4", "5", "6"), false));
    }

    @Test
    void eightNumbersOrFewerShowAsAnyListOutsideAVectorAttribute() {
        assertEquals(Optional.empty(), VectorText.compact(vector(8), false));
        assertEquals("[0.12, -0.03, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]", VectorText.cell(vector(8), false));
    }

    @Test
    void inAVectorAttributeAnyListOfNumbersIsAVector() {
        assertEquals("[0.12, -0.03, 0.2, … 4 dims]", VectorText.cell(vector(4), true));
        assertEquals("[0.12, -0.03, 0.2] · 3 dims", VectorText.cell(vector(3), true));
        assertEquals("[0.5] · 1 dim", VectorText.cell(numbers("0.5"), true));
    }

    @Test
    void aListWithAnythingButNumbersOrAnotherTypeIsNotAVector() {
        List<AttributeValue> mixed = new ArrayList<>(vector(12).value());
        mixed.set(5, new AttributeValue.S("x"));
        assertEquals(Optional.empty(), VectorText.compact(new AttributeValue.L(mixed), true));
        assertEquals(Optional.empty(), VectorText.compact(new AttributeValue.S("[0.1, 0.2]"), true));
        assertEquals(Optional.empty(), VectorText.compact(null, true));
        assertEquals("", VectorText.cell(null, true));
        assertEquals("plain", VectorText.cell(new AttributeValue.S("plain"), false));
    }
}
