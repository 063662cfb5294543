package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import java.util.Optional;
import java.util.function.BiFunction;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One attribute of the entity inspector's attribute table: its name as a field committed on
 * Enter or focus-out, and its type and required flag, committed as soon as they are picked.
 */
public final class AttributeRow {
    private final CommitField name;
    private final ObjectProperty<AttributeType> type = new SimpleObjectProperty<>(this, "type", AttributeType.S);
    private final BooleanProperty required = new SimpleBooleanProperty(this, "required", false);
    private AttributeDef shown;
    private boolean updating;

    /**
     * @param rename applies a new name (old name, new name); returns a refusal or empty
     * @param change applies a changed definition (name, new definition); returns a refusal or empty
     */
    AttributeRow(BiFunction<String, String, Optional<String>> rename,
            BiFunction<String, AttributeDef, Optional<String>> change) {
        name = new CommitField(text -> rename.apply(shown.name(), text));
        type.addListener((o, a, b) -> {
            if (!updating && b != null) {
                commitOrRestore(change, new AttributeDef(shown.name(), b, shown.required()));
            }
        });
        required.addListener((o, a, b) -> {
            if (!updating) {
                commitOrRestore(change, new AttributeDef(shown.name(), shown.type(), b));
            }
        });
    }

    private void commitOrRestore(BiFunction<String, AttributeDef, Optional<String>> change, AttributeDef changed) {
        if (change.apply(shown.name(), changed).isPresent()) {
            update(shown); // refused: show the model's value again
        }
    }

    /** Shows the model's definition. */
    void update(AttributeDef attribute) {
        updating = true;
        try {
            shown = attribute;
            name.reset(attribute.name());
            type.set(attribute.type());
            required.set(attribute.required());
        } finally {
            updating = false;
        }
    }

    /** The attribute's name in the model. */
    public String attributeName() {
        return shown.name();
    }

    public CommitField name() {
        return name;
    }

    public ObjectProperty<AttributeType> typeProperty() {
        return type;
    }

    public BooleanProperty requiredProperty() {
        return required;
    }
}
