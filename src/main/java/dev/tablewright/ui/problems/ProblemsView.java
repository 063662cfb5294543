package dev.tablewright.ui.problems;

import dev.tablewright.model.FixHint;
import dev.tablewright.model.Problem;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.MouseButton;

/** The Problems list; double-click (or Enter) reveals the element a problem is about. */
public final class ProblemsView extends TableView<Problem> {

    public ProblemsView(ProblemsViewModel vm, Consumer<Problem> reveal) {
        setId("problemsList");
        setItems(vm.problems());
        setPlaceholder(new Label("No problems"));
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<Problem, String> severity = column("Severity", 90, p -> p.severity().name().toLowerCase(java.util.Locale.ROOT));
        severity.setMinWidth(90); // the narrow default centre squeezed it to "w…": the messages give way instead
        getColumns().add(severity);
        getColumns().add(column("Where", 260, p -> p.file().isEmpty() ? p.path() : p.file() + "  " + p.path()));
        getColumns().add(column("Problem", 600, Problem::message));
        getColumns().add(fixColumn(vm));
        setRowFactory(tv -> {
            TableRow<Problem> row = new TableRow<>() {
                @Override
                protected void updateItem(Problem p, boolean empty) {
                    super.updateItem(p, empty);
                    getStyleClass().removeAll("problem-error", "problem-warning", "problem-info");
                    if (!empty && p != null) {
                        getStyleClass().add("problem-" + p.severity().name().toLowerCase(java.util.Locale.ROOT));
                        setTooltip(wholeMessage(p));
                    } else {
                        setTooltip(null);
                    }
                }
            };
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    reveal.accept(row.getItem());
                }
            });
            return row;
        });
        setOnKeyPressed(e -> {
            Problem p = getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && p != null) {
                reveal.accept(p);
            } else if (FIX_KEY.match(e) && p != null && p.fixHint().isPresent()) {
                vm.fix(p);
                e.consume();
            }
        });
        ContextMenu menu = new ContextMenu();
        MenuItem fix = new MenuItem("Fix");
        fix.setId("fixProblem");
        fix.setAccelerator(FIX_KEY);
        fix.setOnAction(e -> {
            Problem p = getSelectionModel().getSelectedItem();
            if (p != null) {
                vm.fix(p);
            }
        });
        menu.setOnShowing(e -> {
            Problem p = getSelectionModel().getSelectedItem();
            fix.setText(p == null ? "Fix" : vm.fixLabel(p).map(l -> "Fix: " + l).orElse("No fix known"));
            fix.setDisable(p == null || p.fixHint().isEmpty());
        });
        menu.getItems().add(fix);
        setContextMenu(menu);
    }

    /** Alt+Enter on a row applies its fix, as IDEs do for a quick fix. */
    static final KeyCombination FIX_KEY = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.ALT_DOWN);

    /** The row's fix as a link ("Declare GSI2PK (S) on table Movies"); empty where no fix is known. */
    private static TableColumn<Problem, Problem> fixColumn(ProblemsViewModel vm) {
        TableColumn<Problem, Problem> c = new TableColumn<>("Fix");
        c.setId("fixColumn");
        c.setPrefWidth(200);
        c.setCellValueFactory(r -> new javafx.beans.property.ReadOnlyObjectWrapper<>(r.getValue()));
        c.setCellFactory(col -> new TableCell<>() {
            private final Hyperlink link = new Hyperlink();

            @Override
            protected void updateItem(Problem p, boolean empty) {
                super.updateItem(p, empty);
                Optional<String> label = empty || p == null ? Optional.empty() : vm.fixLabel(p);
                if (label.isEmpty()) {
                    setGraphic(null);
                    return;
                }
                link.setText(p.fixHint().map(FixHint::shortLabel).orElse(label.get()));
                link.setTooltip(new Tooltip(label.get() + " (Alt+Enter)"));
                link.getStyleClass().setAll("hyperlink", "problem-fix");
                link.setOnAction(e -> vm.fix(p));
                setGraphic(link);
            }
        });
        return c;
    }

    /** A long message ends in "…" in its cell: the row's tooltip says all of it, wrapped. */
    static Tooltip wholeMessage(Problem p) {
        Tooltip tip = new Tooltip(p.message());
        tip.setWrapText(true);
        tip.setMaxWidth(640);
        tip.setShowDuration(javafx.util.Duration.INDEFINITE);
        return tip;
    }

    private static TableColumn<Problem, String> column(String title, double width,
            java.util.function.Function<Problem, String> text) {
        TableColumn<Problem, String> c = new TableColumn<>(title);
        c.setCellValueFactory(r -> new ReadOnlyStringWrapper(text.apply(r.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
