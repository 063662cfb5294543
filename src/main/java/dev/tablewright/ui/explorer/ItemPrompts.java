package dev.tablewright.ui.explorer;

import java.util.Optional;
import java.util.function.Function;

/**
 * What the page's edit commands ask the user: an item's JSON to edit, a yes before deleting. The app's
 * are dialogs ({@link FxItemPrompts}, made by the composition root); tests answer without a toolkit.
 */
public interface ItemPrompts {
    /** Asks nothing and declines: for a page whose edits are driven by code. */
    ItemPrompts DECLINE = new ItemPrompts() {
        @Override
        public void editJson(String title, String json, String action, Function<String, Optional<String>> submit) {
        }

        @Override
        public boolean confirm(String title, String question, String action) {
            return false;
        }
    };

    /**
     * Shows {@code json} to edit until {@code submit} accepts it (answers empty) or the user cancels.
     *
     * @param submit takes the text; empty when accepted (the write starts), else why it was refused
     */
    void editJson(String title, String json, String action, Function<String, Optional<String>> submit);

    /** True when the user says yes. */
    boolean confirm(String title, String question, String action);
}
