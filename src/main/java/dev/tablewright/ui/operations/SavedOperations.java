package dev.tablewright.ui.operations;

import dev.tablewright.format.workbench.SavedRequests;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.edit.SavedOperationEdits;
import dev.tablewright.ui.common.Document;
import java.util.Optional;

/**
 * The operations saved in the open model, changed through the document's edits: saving, renaming
 * and deleting one is an undo step and makes the model unsaved. Each method answers with the reason
 * it was refused ({@code There is already a saved operation named 'x'.}), or empty when done.
 */
public final class SavedOperations {
    private final Document document;

    public SavedOperations(Document document) {
        this.document = document;
    }

    public Optional<SavedOperation> find(String name) {
        DataModel m = document.model();
        return m == null ? Optional.empty() : m.operation(name);
    }

    /** True when saving under this name would replace an operation. */
    public boolean exists(String name) {
        return find(name).isPresent();
    }

    /**
     * Saves the operation, replacing one of the same name. The request is kept as the file reads it
     * back (JSON indented the one way), so that the saved model and the model read again agree.
     */
    public Optional<String> save(SavedOperation op) {
        return document.apply(SavedOperationEdits.save(new SavedOperation(op.name(), op.operation(),
                SavedRequests.normalized(op.request()), op.description())));
    }

    public Optional<String> rename(String from, String to) {
        return document.apply(SavedOperationEdits.rename(from, to));
    }

    public Optional<String> delete(String name) {
        return document.apply(SavedOperationEdits.delete(name));
    }
}
