package dev.tablewright.model.edit;

/**
 * An edit the model cannot take (a name taken, an element gone), with a sentence for the user. Only
 * this is a refusal: any other exception from an edit is a bug and is not dressed up as one.
 */
public final class EditRefused extends RuntimeException {
    public EditRefused(String reason) {
        // No stack trace: a refusal is an answer to the user, not a fault to debug.
        super(reason, null, false, false);
    }
}
