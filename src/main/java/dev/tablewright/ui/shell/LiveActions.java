package dev.tablewright.ui.shell;

/**
 * What needs the connections, which are read after the first frame: the five kinds of query tab,
 * Commit to connection…, Reverse-engineer… and File › Compare with › A live table…. Until the composition root hands them over
 * ({@link WindowCommands#connect}), their commands cannot run.
 */
public record LiveActions(Runnable queryTab, Runnable itemTab, Runnable partiqlTab, Runnable batchTab,
        Runnable vectorTab, Runnable commit, Runnable reverse, Runnable compareLive) {
}
