package dev.tablewright.ui.operations;

import dev.tablewright.model.AccessPattern;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * An operation tab's access pattern row: pick one of the table's patterns, then Use (the tab's request
 * becomes the pattern's) or Compare (run it on the Sandbox and on the tab's connection). With a
 * parameters field ({@code name=value, …}) where a pattern's values are typed; without one, its sample
 * values apply and the form is edited after Use. What Use and Compare answer shows below the row.
 */
final class PatternPicker {
    /** The picker's width: "Access pattern", or the start of a pattern's name. */
    private static final double PICKER_WIDTH = 160;

    private PatternPicker() {
    }

    /**
     * @param prefix     the ids' prefix ({@code op}: {@code #opPattern}, {@code #opPatternUse}, …)
     * @param parameters whether the row has a parameters field
     */
    static VBox row(String prefix, Supplier<List<AccessPattern>> patterns, boolean parameters,
            BiFunction<AccessPattern, Map<String, String>, Optional<String>> use,
            BiConsumer<AccessPattern, Map<String, String>> compare, ObservableStringValue comparison) {
        ComboBox<AccessPattern> pick = new ComboBox<>();
        pick.setId(prefix + "Pattern");
        pick.setPromptText("Access pattern");
        pick.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(AccessPattern p) {
                return p == null ? "" : p.name();
            }

            @Override
            public AccessPattern fromString(String s) {
                return null;
            }
        });
        pick.setOnShowing(e -> pick.getItems().setAll(patterns.get()));
        TextField params = new TextField();
        params.setId(prefix + "PatternParams");
        params.setPromptText("name=value, …");
        pick.valueProperty().addListener((o, a, p) -> params.setText(p == null ? ""
                : String.join(", ", p.parameters().entrySet().stream().map(en -> en.getKey() + "=" + en.getValue()).toList())));
        Label why = new Label();
        Button useButton = new Button("Use");
        useButton.setId(prefix + "PatternUse");
        useButton.disableProperty().bind(pick.valueProperty().isNull());
        useButton.setOnAction(e -> why.setText(use.apply(pick.getValue(), parameters ? parse(params.getText())
                : Map.of()).orElse("")));
        Button compareButton = new Button("Compare"); // its tooltip says with what: the form is narrow
        compareButton.setId(prefix + "PatternCompare");
        compareButton.setTooltip(new Tooltip(
                "Compare with the Sandbox: run the pattern there and on the tab's connection; same items, same order?"));
        compareButton.disableProperty().bind(pick.valueProperty().isNull());
        compareButton.setOnAction(e -> compare.accept(pick.getValue(), parameters ? parse(params.getText()) : Map.of()));
        Label compared = new Label();
        compared.setId(prefix + "Comparison");
        compared.textProperty().bind(comparison);
        // One row in the narrow form (where it once squeezed Use to "…"): the buttons keep their
        // width; the picker keeps its own (a long pattern's name would push them out), the parameters
        // field gives way; what Use and Compare answer goes below.
        useButton.setMinWidth(Region.USE_PREF_SIZE);
        compareButton.setMinWidth(Region.USE_PREF_SIZE);
        pick.setPrefWidth(PICKER_WIDTH);
        pick.setMinWidth(PICKER_WIDTH);
        params.setPrefColumnCount(8);
        HBox.setHgrow(params, Priority.ALWAYS);
        why.setWrapText(true);
        compared.setWrapText(true);
        for (Label answer : new Label[] {why, compared}) {
            answer.managedProperty().bind(answer.textProperty().isNotEmpty());
            answer.visibleProperty().bind(answer.managedProperty());
        }
        HBox row = parameters ? new HBox(6, pick, params, useButton, compareButton)
                : new HBox(6, pick, useButton, compareButton);
        return new VBox(4, row, why, compared);
    }

    /** {@code name=value, …}: each pair; text without {@code =} is left out. */
    static Map<String, String> parse(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String part : text.split(",")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                out.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
            }
        }
        return out;
    }
}
