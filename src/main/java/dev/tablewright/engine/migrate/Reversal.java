package dev.tablewright.engine.migrate;

/**
 * Whether a step can be undone, and how (or why not): said before anything runs, so the user knows
 * which steps are one-way.
 *
 * @param how how to undo it, or why it cannot be undone
 */
public record Reversal(boolean reversible, String how) {
    public Reversal {
        if (how == null || how.isBlank()) {
            throw new IllegalArgumentException("a reversal says how, or why not");
        }
    }

    public static Reversal by(String how) {
        return new Reversal(true, how);
    }

    public static Reversal not(String why) {
        return new Reversal(false, why);
    }
}
