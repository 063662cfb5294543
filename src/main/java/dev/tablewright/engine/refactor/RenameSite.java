package dev.tablewright.engine.refactor;

/**
 * One place a model-wide rename changes, as its preview lists it.
 *
 * @param place  where ("Entity CastMember · pk template", "Pattern List cast · key condition")
 * @param before what it holds now
 * @param after  what it will hold
 */
public record RenameSite(String place, String before, String after) {
    @Override
    public String toString() {
        return place + ": " + before + " → " + after;
    }
}
