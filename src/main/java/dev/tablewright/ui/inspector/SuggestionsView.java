package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import dev.tablewright.engine.index.CollectionPreview;
import dev.tablewright.model.edit.Suggestion;
import java.util.Optional;
import java.util.function.IntConsumer;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The suggestions for a table or relationship, each with an Apply button ({@code #applySuggestion-<n>})
 * and, where the change reshapes an index, a Preview button ({@code #previewSuggestion-<n>}) that
 * shows one item collection before and after.
 */
final class SuggestionsView extends VBox {
    private final ObservableList<Suggestion> suggestions;
    private final IntConsumer apply;
    private final IntConsumer preview;
    private final ObservableValue<SuggestionPreview> previewed;

    SuggestionsView(ObservableList<Suggestion> suggestions, IntConsumer apply) {
        this(suggestions, apply, n -> { }, null);
    }

    SuggestionsView(ObservableList<Suggestion> suggestions, IntConsumer apply, IntConsumer preview,
            ObservableValue<SuggestionPreview> previewed) {
        super(6);
        this.suggestions = suggestions;
        this.apply = apply;
        this.preview = preview;
        this.previewed = previewed;
        getStyleClass().add("suggestions");
        suggestions.addListener((ListChangeListener<Suggestion>) c -> rebuild());
        if (previewed != null) {
            previewed.addListener((o, a, b) -> rebuild());
        }
        visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(suggestions));
        managedProperty().bind(visibleProperty());
        rebuild();
    }

    /** Why the suggestions found are not offered (they would make the design worse); shown only when some are not. */
    /**
     * Why suggestions were withheld, folded: the count in its title ("2 suggestions withheld"), each
     * one's reason inside, one per line. Hidden when none is.
     */
    static javafx.scene.control.TitledPane withheld(javafx.beans.value.ObservableStringValue why) {
        Label details = Fields.muted("");
        details.setId("withheldSuggestions");
        details.setWrapText(true);
        details.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            String text = why.get();
            int lines = text.indexOf('\n');
            return lines < 0 ? "" : "Applied to a copy, each would make the design worse:" + text.substring(lines);
        }, why));
        javafx.scene.control.TitledPane pane = new javafx.scene.control.TitledPane("", details);
        pane.setId("withheldSuggestionsPane");
        pane.setExpanded(false);
        pane.setAnimated(false);
        pane.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            String text = why.get();
            int lines = text.indexOf('\n');
            return lines < 0 ? text : text.substring(0, lines);
        }, why));
        pane.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(why));
        pane.managedProperty().bind(pane.visibleProperty());
        return pane;
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
            int n = i;
            Button button = new Button("Apply");
            button.setId("applySuggestion-" + i);
            button.getStyleClass().add(Styles.SMALL);
            button.setOnAction(e -> apply.accept(n));
            HBox buttons = new HBox(6, button);
            VBox card = new VBox(4, title, why, buttons);
            if (s.preview().isPresent() && previewed != null) {
                Button show = new Button("Preview items");
                show.setId("previewSuggestion-" + i);
                show.getStyleClass().add(Styles.SMALL);
                show.setOnAction(e -> preview.accept(n));
                buttons.getChildren().add(show);
                SuggestionPreview p = previewed.getValue();
                if (p != null && p.suggestion() == n) {
                    card.getChildren().add(collections(s.preview().get().entity(), p));
                }
            }
            card.getStyleClass().add("suggestion");
            getChildren().add(card);
        }
    }

    /** Before and after, side by side: the partition's value, then its rows' sort values in key order. */
    private static HBox collections(String entity, SuggestionPreview p) {
        HBox box = new HBox(12, collection("Before", entity, p.before()), collection("After", entity, p.after()));
        box.setId("suggestionPreview");
        return box;
    }

    private static VBox collection(String when, String entity, Optional<CollectionPreview> preview) {
        VBox box = new VBox(2);
        if (preview.isEmpty()) {
            box.getChildren().addAll(new Label(when), Fields.muted("no " + entity + " items in the index"));
            return box;
        }
        CollectionPreview c = preview.get();
        Label head = new Label(when + ": " + c.index() + " partition " + c.partition());
        head.getStyleClass().add("suggestion-title");
        box.getChildren().add(head);
        for (CollectionPreview.Row r : c.rows()) {
            box.getChildren().add(Fields.muted(r.sort().isEmpty() ? "(no sort key)" : r.sort()));
        }
        return box;
    }
}
