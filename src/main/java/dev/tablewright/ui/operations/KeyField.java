package dev.tablewright.ui.operations;

import dev.tablewright.model.AttributeType;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** One key attribute's field in a form: its name and declared type as the label, the value typed. */
public final class KeyField {
    private final String name;
    private final AttributeType type;
    private final StringProperty value = new SimpleStringProperty("");

    KeyField(String name, AttributeType type) {
        this.name = name;
        this.type = type;
    }

    public String name() {
        return name;
    }

    public AttributeType type() {
        return type;
    }

    /** "round (N)": the label the view shows. */
    public String label() {
        return name + " (" + type + ")";
    }

    public StringProperty valueProperty() {
        return value;
    }
}
