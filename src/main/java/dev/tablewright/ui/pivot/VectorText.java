package dev.tablewright.ui.pivot;

import dev.tablewright.format.pivot.CellText;
import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Optional;

/**
 * How a grid shows a vector (issue 26): a list of numbers longer than {@value #LONGER_THAN} elements, or
 * any list of numbers in a vector index's vector attribute, as its first {@value #SHOWN} numbers and its
 * length, {@code [0.12, -0.03, 0.5, … 768 dims]}, so that one embedding does not fill a column. The
 * numbers are as stored (the grid writes negatives with '-'); the full value stays the cell's tooltip
 * and editor. Pure: no JavaFX.
 */
public final class VectorText {
    /** A list of numbers longer than this is shown compactly wherever it is. */
    public static final int LONGER_THAN = 8;
    /** How many numbers the compact text keeps. */
    public static final int SHOWN = 3;

    private VectorText() {
    }

    /** What a cell shows: the compact text of a vector, else the value as {@link CellText} writes it. */
    public static String cell(AttributeValue v, boolean vectorAttribute) {
        return compact(v, vectorAttribute).orElseGet(() -> CellText.of(v));
    }

    /**
     * The compact text, or empty when {@code v} is not shown so: not a list, an element that is not a
     * number, or {@value #LONGER_THAN} numbers or fewer outside a vector attribute.
     *
     * @param vectorAttribute true in the column of a vector index's vector attribute: any list of numbers
     */
    public static Optional<String> compact(AttributeValue v, boolean vectorAttribute) {
        if (!(v instanceof AttributeValue.L list) || !list.value().stream().allMatch(e -> e instanceof AttributeValue.N)) {
            return Optional.empty();
        }
        List<AttributeValue> numbers = list.value();
        if (numbers.size() <= LONGER_THAN && !vectorAttribute) {
            return Optional.empty();
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < Math.min(SHOWN, numbers.size()); i++) {
            sb.append(i == 0 ? "" : ", ").append(((AttributeValue.N) numbers.get(i)).text());
        }
        String dims = numbers.size() + (numbers.size() == 1 ? " dim" : " dims");
        // Nothing left out: no ellipsis, only the count.
        sb.append(numbers.size() > SHOWN ? ", … " + dims + "]" : "] · " + dims);
        return Optional.of(sb.toString());
    }
}
