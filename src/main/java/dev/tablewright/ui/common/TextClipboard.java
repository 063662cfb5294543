package dev.tablewright.ui.common;

/**
 * Where Copy puts text: the system clipboard in the app ({@link SystemClipboard}), a recording one in
 * tests, so ViewModels copy without a toolkit.
 */
@FunctionalInterface
public interface TextClipboard {
    /** Drops what is copied: for ViewModels whose tests do not look. */
    TextClipboard DISCARD = text -> { };

    void put(String text);
}
