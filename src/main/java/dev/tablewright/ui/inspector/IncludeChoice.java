package dev.tablewright.ui.inspector;

import java.util.Optional;
import java.util.function.BiFunction;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/** One attribute in the INCLUDE picker: ticking or unticking it is one edit of the projection. */
public final class IncludeChoice {
    private final String attribute;
    private final BooleanProperty included = new SimpleBooleanProperty(this, "included", false);
    private boolean updating;

    /** @param toggle applies (attribute, included); returns a refusal or empty */
    IncludeChoice(String attribute, BiFunction<String, Boolean, Optional<String>> toggle) {
        this.attribute = attribute;
        included.addListener((o, a, b) -> {
            if (!updating && toggle.apply(attribute, b).isPresent()) {
                update(a); // refused: the box shows the model's state again
            }
        });
    }

    void update(boolean value) {
        updating = true;
        try {
            included.set(value);
        } finally {
            updating = false;
        }
    }

    public String attribute() {
        return attribute;
    }

    public BooleanProperty includedProperty() {
        return included;
    }

    @Override
    public String toString() {
        return attribute;
    }
}
