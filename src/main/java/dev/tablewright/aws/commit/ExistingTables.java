package dev.tablewright.aws.commit;

/** What a commit does with a table of the same name that already exists on the connection. */
public enum ExistingTables {
    /** Stop before anything is written (the default: a live table is never touched unasked). */
    REFUSE,
    /** Delete it and create it anew from the model: its items are lost (the CLI's {@code --replace}). */
    REPLACE,
    /** Keep it: write the items into it and add the model's missing GSIs (the CLI's {@code --add}). */
    ADD,
    /**
     * Finish an earlier commit that stopped: keep the table (same keys), add the model's missing GSIs,
     * and write only the model's items it does not hold as the model has them; nothing is deleted, and
     * a table that is missing is created (the CLI's {@code --resume}).
     */
    RESUME
}
