package dev.tablewright.ui.problems;

import dev.tablewright.model.Problem;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
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
            }
        });
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
