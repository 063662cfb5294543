package dev.tablewright.ui.operations;

import dev.tablewright.model.SavedOperation;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * A tab's Save…: the tab's request as it is now, saved into the model under a name the user gives.
 * It can save once the tab is given the model's {@link SavedOperations}.
 */
public final class SavedOperationsSaver {
    private final Supplier<Optional<SavedOperation>> current;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper();
    private SavedOperations saved;

    /** @param current the tab's request now, named "", or empty when it holds none that runs */
    public SavedOperationsSaver(Supplier<Optional<SavedOperation>> current) {
        this.current = current;
    }

    void use(SavedOperations operations) {
        this.saved = operations;
        available.set(operations != null);
    }

    /** True when the tab can save into a model. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    /** True when saving under {@code name} would replace a saved operation (the view asks first). */
    public boolean taken(String name) {
        return saved != null && saved.exists(name.strip());
    }

    /** Saves the tab's request as {@code name}; the reason it was not saved, or empty. */
    public Optional<String> save(String name) {
        if (saved == null) {
            return Optional.of("There is no model to save the operation in.");
        }
        Optional<SavedOperation> request = current.get();
        if (request.isEmpty()) {
            return Optional.of("The tab holds no request to save: fill in the form or the JSON first.");
        }
        SavedOperation op = request.get();
        return saved.save(new SavedOperation(name.strip(), op.operation(), op.request(), op.description()));
    }
}
