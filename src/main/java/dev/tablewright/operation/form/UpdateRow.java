package dev.tablewright.operation.form;


/**
 * One action of an UpdateItem: {@code SET #a = :v}, {@code REMOVE #a}, {@code ADD #a :v} (a number or
 * set), {@code DELETE #a :v} (elements of a set).
 */
public record UpdateRow(Verb verb, String attribute, String value) {
    public enum Verb {
        SET, REMOVE, ADD, DELETE
    }

    public UpdateRow {
        verb = verb == null ? Verb.SET : verb;
        attribute = attribute == null ? "" : attribute.strip();
        value = value == null ? "" : value;
    }
}
