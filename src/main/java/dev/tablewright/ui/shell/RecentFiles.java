package dev.tablewright.ui.shell;

import java.nio.file.Path;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** File → Open Recent: the settings' list of files opened or saved, most recent first, kept observable. */
final class RecentFiles {
    private final Settings settings;
    private final ObservableList<Path> files = FXCollections.observableArrayList();

    RecentFiles(Settings settings) {
        this.settings = settings;
        files.setAll(settings.recentFiles());
    }

    ObservableList<Path> list() {
        return files;
    }

    /** A file just opened or saved goes first; null (a sample, an import) is nothing to remember. */
    void remember(Path path) {
        if (path != null) {
            settings.opened(path);
            files.setAll(settings.recentFiles());
        }
    }

    /** A file that could not be read is not offered again. */
    void forget(Path path) {
        settings.forget(path);
        files.setAll(settings.recentFiles());
    }
}
