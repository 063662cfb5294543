package dev.tablewright.ui.common;

/**
 * What the window's Edit menu (Delete, Select All, Copy and their keys) does in one pane: each pane
 * with a selection of its own (the diagram, a grid, the live explorer's page) gives its own, so the
 * keys act on what holds the keyboard, never on which tab happens to show.
 *
 * @param delete    deletes the pane's selection
 * @param selectAll selects everything the pane shows
 * @param copy      puts the pane's selection on the clipboard
 */
public record EditCommands(Command delete, Command selectAll, Command copy) {
    /** A pane with nothing to delete, select or copy: the keys do nothing there. */
    public static final EditCommands NONE = new EditCommands(Command.disabled(), Command.disabled(), Command.disabled());

    /** A pane whose only edit is Delete. */
    public static EditCommands deleting(Command delete) {
        return new EditCommands(delete, Command.disabled(), Command.disabled());
    }
}
