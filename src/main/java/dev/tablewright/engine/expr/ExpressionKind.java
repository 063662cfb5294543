package dev.tablewright.engine.expr;

/** The request parameter an expression came in; it prefixes DynamoDB's error messages. */
public enum ExpressionKind {
    CONDITION("ConditionExpression"),
    FILTER("FilterExpression"),
    KEY_CONDITION("KeyConditionExpression"),
    PROJECTION("ProjectionExpression"),
    UPDATE("UpdateExpression"),
    /** SearchVectors' condition on a vector index's search-schema attributes. */
    SEARCH_CONDITION("SearchConditionExpression");

    private final String parameter;

    ExpressionKind(String parameter) {
        this.parameter = parameter;
    }

    /** The kind whose API parameter is {@code parameter} ({@code FilterExpression}). */
    public static ExpressionKind ofParameter(String parameter) {
        for (ExpressionKind k : values()) {
            if (k.parameter.equals(parameter)) {
                return k;
            }
        }
        throw new IllegalArgumentException("no expression parameter " + parameter);
    }

    /** The API parameter name, e.g. {@code FilterExpression}. */
    public String parameter() {
        return parameter;
    }

    /** {@code Invalid FilterExpression: } followed by the reason, as DynamoDB prefixes parse errors. */
    public String invalid(String reason) {
        return "Invalid " + parameter + ": " + reason;
    }
}
