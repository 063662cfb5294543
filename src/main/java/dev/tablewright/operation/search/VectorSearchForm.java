package dev.tablewright.operation.search;

import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.TableDesign;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The fields of a SearchVectors as a person types them, read into the request's parts: a vector
 * {@code [0.1, 0.2, …]}, TopK, {@code attribute = value} terms joined by AND, what a score means. Shared
 * by the window's Vector search tab and the document's vector index tabs. Each reader throws
 * IllegalArgumentException with one sentence saying what to fix.
 */
public final class VectorSearchForm {
    private static final Pattern AND = Pattern.compile("\\s+(?i:and)\\s+");

    private VectorSearchForm() {
    }

    /** {@code [0.1, -2, 3e-1]}: numbers, at least one; brackets optional. */
    public static List<AttributeValue> vector(String text) {
        String t = text == null ? "" : text.strip();
        if (t.startsWith("[")) {
            t = t.substring(1);
        }
        if (t.endsWith("]")) {
            t = t.substring(0, t.length() - 1);
        }
        if (t.isBlank()) {
            throw new IllegalArgumentException("paste the search vector, e.g. [0.1, 0.2, 0.3]");
        }
        List<AttributeValue> numbers = new ArrayList<>();
        String[] parts = t.split(",");
        for (int i = 0; i < parts.length; i++) {
            try {
                numbers.add(new AttributeValue.N(new BigDecimal(parts[i].strip())));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the vector's element " + (i + 1) + " is not a number: '"
                        + parts[i].strip() + "'");
            }
        }
        return numbers;
    }

    /** The vector, checked to have the index's {@code dimensions}. */
    public static List<AttributeValue> vector(String text, String index, int dimensions) {
        List<AttributeValue> numbers = vector(text);
        if (numbers.size() != dimensions) {
            throw new IllegalArgumentException("the vector has " + numbers.size() + " numbers; index " + index
                    + " has " + dimensions + " dimensions");
        }
        return numbers;
    }

    /** TopK: a whole number from 1 to 100, as DynamoDB takes it. */
    public static int topK(String text) {
        try {
            int n = Integer.parseInt(text == null ? "" : text.strip());
            if (n >= 1 && n <= 100) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("TopK: expected a whole number from 1 to 100, found '"
                + (text == null ? "" : text.strip()) + "'");
    }

    /**
     * The condition as DynamoDB takes it, {@code #n0 = :v0 AND …}; each value typed as the design declares
     * its attribute (a number for N), a string otherwise; quotes around a value are dropped.
     */
    public static String condition(String text, PlaceholderAllocator placeholders, TableDesign design) {
        if (text == null || text.isBlank()) {
            return "";
        }
        List<String> terms = new ArrayList<>();
        for (String term : AND.split(text.strip())) {
            int eq = term.indexOf('=');
            String name = eq < 0 ? "" : term.substring(0, eq).strip();
            String value = eq < 0 ? "" : unquote(term.substring(eq + 1).strip());
            if (name.isEmpty() || value.isEmpty()) {
                throw new IllegalArgumentException("condition: expected attribute = value, found '" + term.strip() + "'");
            }
            terms.add(placeholders.name(name) + " = " + placeholders.value(value(name, value, design)));
        }
        return String.join(" AND ", terms);
    }

    /** {@code value} as the design types attribute {@code name}: a number for N, a string otherwise. */
    public static AttributeValue value(String name, String value, TableDesign design) {
        AttributeType type = design == null ? AttributeType.S : design.attributeType(name).orElse(AttributeType.S);
        if (type != AttributeType.N) {
            return new AttributeValue.S(value);
        }
        try {
            return new AttributeValue.N(new BigDecimal(value.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " is a number, found '" + value + "'");
        }
    }

    /** What a score means under {@code distance}, in one phrase. */
    public static String meaning(DistanceFunction distance) {
        return "score: " + distance.scoreMeaning();
    }

    private static String unquote(String v) {
        if (v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"") || v.startsWith("'") && v.endsWith("'"))) {
            return v.substring(1, v.length() - 1);
        }
        return v;
    }
}
