package dev.tablewright.ui.inspector;

import java.util.List;
import java.util.function.BiFunction;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.TextField;
import javafx.util.StringConverter;
import org.controlsfx.control.textfield.AutoCompletionBinding;

/**
 * ControlsFX's completion popup for a key template field: typing {@code ${} (or moving the caret
 * into a reference) lists the entity's attributes that fit; choosing one puts it in place and
 * closes the reference. The matching is {@link TemplateCompletion}'s; this class only wires it to
 * the popup, which ControlsFX fills on a background thread (hence the precomputed matches).
 */
final class TemplateAutoCompletion extends AutoCompletionBinding<String> {
    /** Matches computed on the FX thread, read by the popup's background task. */
    private static final class Matches {
        volatile List<String> current = List.of();
    }

    private final TextField field;
    private final Matches matches;
    private final ChangeListener<Number> caretListener;

    private TemplateAutoCompletion(TextField field, Matches matches, BiFunction<String, Integer, List<String>> completions) {
        super(field, request -> matches.current, new StringConverter<>() {
            @Override
            public String toString(String attribute) {
                return attribute;
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        this.field = field;
        this.matches = matches;
        setDelay(50);
        // ControlsFX styles its popup with Modena's colours, which the AtlantaFX theme does not define
        // (every show logged CSS errors): it gets our class instead, styled with the theme's colours in
        // inspector.css. The popup is a window of its own, so it needs that stylesheet itself.
        getAutoCompletionPopup().getStyleClass().setAll("template-completion");
        getAutoCompletionPopup().getScene().getStylesheets()
                .add(TemplateAutoCompletion.class.getResource("inspector.css").toExternalForm());
        // The caret moves after every keystroke, and also when the user clicks or arrows into a reference.
        caretListener = (o, a, b) -> {
            if (!field.isFocused()) {
                return;
            }
            matches.current = completions.apply(field.getText(), field.getCaretPosition());
            if (matches.current.isEmpty()) {
                hidePopup();
            }
            setUserInput(field.getText());
        };
        field.caretPositionProperty().addListener(caretListener);
    }

    /** Attaches completion to {@code field}; {@code completions} maps (text, caret) to attribute names. */
    static TemplateAutoCompletion attach(TextField field, BiFunction<String, Integer, List<String>> completions) {
        return new TemplateAutoCompletion(field, new Matches(), completions);
    }

    /** True while the list is open: Enter then picks an attribute rather than committing the field. */
    boolean isShowing() {
        return getAutoCompletionPopup().isShowing();
    }

    /** A list fetched for an earlier keystroke may arrive late: open it only if it still fits the caret. */
    @Override
    protected void showPopup() {
        if (field.isFocused() && !matches.current.isEmpty()) {
            super.showPopup();
        }
    }

    @Override
    protected void completeUserInput(String attribute) {
        TemplateCompletion.Insertion result = TemplateCompletion.insert(field.getText(), field.getCaretPosition(), attribute);
        field.setText(result.text());
        field.positionCaret(result.caret());
        matches.current = List.of();
    }

    @Override
    public void dispose() {
        field.caretPositionProperty().removeListener(caretListener);
    }
}
