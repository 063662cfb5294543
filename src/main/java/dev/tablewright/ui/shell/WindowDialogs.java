package dev.tablewright.ui.shell;

/**
 * The dialogs the window's commands open, made by the composition root ({@link FxWindowDialogs} in
 * the app; a recording one in tests), so {@link WindowCommands} stays free of the toolkit.
 */
public interface WindowDialogs {
    /** Data › Generate sample data…: the dialog for the prepared ViewModel; generates on OK. */
    void generate();

    /** File › Export…: the dialog for the prepared ViewModel; exports on OK. */
    void export();

    /** File › Import › CSV into entity…, once a file is chosen: the mapping dialog; imports on OK. */
    void importCsv();
}
