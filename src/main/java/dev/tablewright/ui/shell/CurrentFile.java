package dev.tablewright.ui.shell;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.ModelPath;
import dev.tablewright.ui.common.Document;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What opening, saving and recovering share about the document as a file: the file it is, the name
 * it shows, whether disk work runs, and the one way to replace the document (flagged as opening, so
 * the window does not check a model that comes with its problems).
 */
final class CurrentFile {
    private final Document document;
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private boolean opening;

    CurrentFile(Document document) {
        this.document = document;
    }

    Document document() {
        return document;
    }

    /** The file the document was read from or last saved to; null for a sample or a new model. */
    Path file() {
        return file.get();
    }

    String name() {
        return name.get();
    }

    /** The document is now {@code path} (null: no file) shown as {@code shownName}. */
    void set(Path path, String shownName) {
        file.set(path);
        name.set(shownName);
    }

    /** Where a file dialog starts: the document's folder, or the dialog's own choice without a file. */
    Path folder() {
        return file.get() == null ? null : file.get().toAbsolutePath().getParent();
    }

    void busy(boolean running) {
        busy.set(running);
    }

    ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    ReadOnlyStringProperty nameProperty() {
        return name.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    boolean isOpening() {
        return opening;
    }

    /**
     * Replaces the document without re-checking it: the caller has the problems or checks itself.
     * @param unsaved not from a model file (an import): unsaved from the start, so nothing is lost by closing
     */
    void replace(DataModel model, boolean unsaved) {
        opening = true;
        try {
            if (unsaved) {
                document.loadUnsaved(model);
            } else {
                document.load(model);
            }
        } finally {
            opening = false;
        }
    }

    /** The inspector shows something useful from the start: the first table. */
    void selectFirstTable(DataModel m) {
        document.select(m.tables().isEmpty() ? null : new ModelPath.Table(m.tables().get(0).name()));
    }
}
