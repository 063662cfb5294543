package dev.tablewright.aws.commit;

/** What a commit does with a table of the same name that already exists on the connection. */
public enum ExistingTables {
    /** Stop before anything is written (the default: a live table is never touched unasked). */
    REFUSE,
    /** Delete it and create it anew from the model: its items are lost (the CLI's {@code --replace}). */
    REPLACE,
    /** Keep it: write the items into it and add the model's missing GSIs (the CLI's {@code --add}). */
    ADD
}
