package dev.tablewright.sample;

/**
 * A generation refused: an entity's keys would exceed DynamoDB's limit on a key value. The message
 * names the template, the size it gives and the limit; nothing was generated.
 */
public final class KeyLimitExceeded extends RuntimeException {
    KeyLimitExceeded(String message) {
        super(message);
    }
}
