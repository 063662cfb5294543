package dev.tablewright.ui.generate;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * The form of Data → Generate sample data: the table, how many items of each entity, the seed, the
 * days dates fall on. Generate closes it and starts the work in the background (its progress and
 * Cancel are in the status bar); a generation refused (keys too long) opens it again, saying why.
 */
public final class GenerateDialog extends Dialog<ButtonType> {
    static final ButtonType GENERATE = new ButtonType("Generate", ButtonBar.ButtonData.OK_DONE);

    public GenerateDialog(Window owner, GenerateViewModel vm) {
        initOwner(owner);
        setTitle("Generate sample data");
        setHeaderText("Generate sample items from the entities' attribute names and types");
        getDialogPane().setId("generateDialog");
        getDialogPane().getButtonTypes().setAll(GENERATE, ButtonType.CANCEL);

        ChoiceBox<String> table = new ChoiceBox<>(vm.tables());
        table.setId("generateTable");
        table.valueProperty().bindBidirectional(vm.tableProperty());

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(6);
        form.setPadding(new Insets(10));
        form.addRow(0, new Label("Table"), table);
        Spinner<Integer> all = spinner(GenerateViewModel.DEFAULT_COUNT);
        all.setId("generateAll");
        Button setAll = new Button("Set all");
        setAll.setOnAction(e -> vm.setAllCounts(all.getValue()));
        form.addRow(1, new Label("Items of every entity"), all, setAll);
        GridPane entities = new GridPane();
        entities.setHgap(10);
        entities.setVgap(6);
        Runnable fill = () -> {
            entities.getChildren().clear();
            int r = 0;
            for (GenerateViewModel.EntityCount c : vm.counts()) {
                Spinner<Integer> s = spinner(c.countProperty().get());
                s.setId("generateCount-" + c.entity());
                s.getValueFactory().valueProperty().addListener((o, a, b) -> c.countProperty().set(b == null ? 0 : b));
                c.countProperty().addListener((o, a, b) -> s.getValueFactory().setValue(b.intValue()));
                Label name = new Label(c.entity());
                name.setMinWidth(Region.USE_PREF_SIZE);
                entities.addRow(r++, name, s);
            }
        };
        // Another table has other entities: the lines follow.
        vm.counts().addListener((ListChangeListener<GenerateViewModel.EntityCount>) c -> fill.run());
        fill.run();
        form.add(entities, 0, 2, 3, 1);
        int row = 3;
        TextField seed = new TextField(String.valueOf(vm.seedProperty().get()));
        seed.setId("generateSeed");
        seed.setTextFormatter(new TextFormatter<>(change -> change.getControlNewText().matches("-?[0-9]{0,18}") ? change : null));
        seed.textProperty().addListener((o, a, b) -> {
            if (b.matches("-?[0-9]{1,18}")) {
                vm.seedProperty().set(Long.parseLong(b));
            }
        });
        Label seedHint = new Label("The same seed gives the same items.");
        seedHint.getStyleClass().add("text-muted");
        form.addRow(row++, new Label("Seed"), seed, seedHint);
        TextField from = date("generateFrom", vm.fromProperty());
        TextField to = date("generateTo", vm.toProperty());
        Label datesHint = new Label("Dates, months and timestamps lie in this range.");
        datesHint.getStyleClass().add("text-muted");
        form.addRow(row++, new Label("Dates from"), from, datesHint);
        form.addRow(row++, new Label("to"), to);
        form.add(problem("generateDatesProblem", vm.datesProblemProperty()), 0, row++, 3, 1);
        form.add(problem("generateRefusal", vm.refusalProperty()), 0, row, 3, 1);
        getDialogPane().lookupButton(GENERATE).disableProperty().bind(vm.datesProblemProperty().isNotEmpty());
        // Refused: the form comes back with the reason, for the user to change the counts or give up.
        vm.refusalProperty().addListener((o, a, b) -> {
            if (!b.isEmpty() && !isShowing()) {
                Platform.runLater(() -> showAndGenerate(vm));
            }
        });
        // Labels keep their whole text: the theme's font decides their width, and the dialog grows to it
        // (not to a long refusal, which wraps).
        form.getChildren().stream().filter(n -> n instanceof Label l && !l.isWrapText())
                .forEach(n -> ((Label) n).setMinWidth(Region.USE_PREF_SIZE));
        getDialogPane().setContent(form);
        getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        setResizable(true);
    }

    /** Shows the form and, on Generate, starts the work. */
    public void showAndGenerate(GenerateViewModel vm) {
        showAndWait().filter(b -> b == GENERATE).ifPresent(b -> vm.generate());
    }

    private static TextField date(String id, StringProperty value) {
        TextField t = new TextField();
        t.setId(id);
        t.setPromptText("yyyy-mm-dd");
        t.setPrefColumnCount(10);
        t.textProperty().bindBidirectional(value);
        return t;
    }

    /** A line of red text that takes no room while it says nothing. */
    private static Label problem(String id, ReadOnlyStringProperty text) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("danger");
        l.setWrapText(true);
        l.setMaxWidth(520);
        l.textProperty().bind(text);
        l.visibleProperty().bind(text.isNotEmpty());
        l.managedProperty().bind(text.isNotEmpty());
        return l;
    }

    private static Spinner<Integer> spinner(int value) {
        Spinner<Integer> s = new Spinner<>(0, 1_000_000, value, 10);
        s.setEditable(true);
        s.setPrefWidth(120);
        return s;
    }
}
