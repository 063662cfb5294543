package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.model.edit.Suggestion;
import java.util.function.IntConsumer;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** The suggestions a relationship calls for, each with an Apply button ({@code #applySuggestion-<n>}). */
final class SuggestionsView extends VBox {
    private final ObservableList<Suggestion> suggestions;
    private final IntConsumer apply;

    SuggestionsView(ObservableList<Suggestion> suggestions, IntConsumer apply) {
        super(6);
        this.suggestions = suggestions;
        this.apply = apply;
        getStyleClass().add("suggestions");
        suggestions.addListener((ListChangeListener<Suggestion>) c -> rebuild());
        visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(suggestions));
        managedProperty().bind(visibleProperty());
        rebuild();
    }

    private void rebuild() {
        getChildren().setAll(Fields.section("Suggestions"));
        for (int i = 0; i < suggestions.size(); i++) {
            Suggestion s = suggestions.get(i);
            Label title = new Label(s.title());
            title.getStyleClass().add("suggestion-title");
            title.setWrapText(true);
            Label why = Fields.muted(s.explanation());
            why.setWrapText(true);
            Button button = new Button("Apply");
            button.setId("applySuggestion-" + i);
            button.getStyleClass().add(Styles.SMALL);
            int n = i;
            button.setOnAction(e -> apply.accept(n));
            VBox card = new VBox(4, title, why, button);
            card.getStyleClass().add("suggestion");
            getChildren().add(card);
        }
    }
}
