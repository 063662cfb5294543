package dev.tablewright.engine.expr;

import dev.tablewright.engine.expr.parse.ExpressionContext;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;

/** Builds expression contexts from {@code "#n", "name", ":v", value} pairs and checks errors. */
public final class Fixtures {
    private Fixtures() {
    }

    public static ExpressionContext ctx(Object... pairs) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            String key = (String) pairs[i];
            if (key.startsWith("#")) {
                names.put(key, (String) pairs[i + 1]);
            } else {
                values.put(key, (AttributeValue) pairs[i + 1]);
            }
        }
        return new ExpressionContext(names.isEmpty() ? null : names, values.isEmpty() ? null : values);
    }

    /** Asserts the exact DynamoDB message and returns the exception for further checks. */
    public static ExpressionException fails(String message, Executable e) {
        ExpressionException ex = assertThrows(ExpressionException.class, e);
        assertEquals(message, ex.getMessage());
        return ex;
    }
}
