package dev.tablewright.engine.value;

import dev.tablewright.model.AttributeValue;

/** Values as DynamoDB prints them inside error messages, e.g. {@code {N:1}} or {@code {S:a}}. */
public final class ValueText {
    private ValueText() {
    }

    public static String brief(AttributeValue value) {
        return "{" + value.type().name() + ":" + value.displayText() + "}";
    }

    /** The long type names of update-expression operand errors ({@code STRING}, {@code NUMBER} …). */
    public static String longTypeName(AttributeValue value) {
        switch (value.type()) {
            case S:
                return "STRING";
            case N:
                return "NUMBER";
            case B:
                return "BINARY";
            case BOOL:
                return "BOOLEAN";
            case NULL:
                return "NULL";
            case L:
                return "LIST";
            case M:
                return "MAP";
            default:
                return value.type().name();
        }
    }
}
