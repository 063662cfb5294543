package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.Severity;
import java.util.Locale;
import javafx.beans.value.ObservableObjectValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * The mark beside a template field: a round badge coloured by the worst problem (error, warning,
 * info) with every message in its tooltip; the field's border takes the same colour. Hidden when
 * the template is fine. Colours come from the theme, so light and dark both work.
 */
final class ValidationMark extends Label {
    private final Tooltip tooltip = new Tooltip();

    ValidationMark(TextField field, ObservableObjectValue<Severity> severity, ObservableStringValue message) {
        getStyleClass().add("validation-mark");
        tooltip.setShowDelay(Duration.millis(200));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(420);
        tooltip.textProperty().bind(message);
        setTooltip(tooltip);
        severity.addListener((o, a, b) -> show(field, b));
        show(field, severity.get());
    }

    private void show(TextField field, Severity s) {
        getStyleClass().removeAll("error", "warning", "info");
        setVisible(s != null);
        field.pseudoClassStateChanged(Styles.STATE_DANGER, s == Severity.ERROR);
        field.pseudoClassStateChanged(Styles.STATE_WARNING, s == Severity.WARNING);
        if (s != null) {
            getStyleClass().add(s.name().toLowerCase(Locale.ROOT));
            setText(s == Severity.INFO ? "i" : "!");
        }
    }

    /** The severity shown, null when hidden (for tests and accessibility). */
    Severity severity() {
        for (Severity s : Severity.values()) {
            if (getStyleClass().contains(s.name().toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        return null;
    }
}
