package dev.tablewright.ui.patterns;

import dev.tablewright.ui.common.Command;
import dev.tablewright.ui.common.FormControls;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.css.PseudoClass;

/**
 * The Access patterns tab ({@code #accessPatterns}): the table of patterns with their checks and a
 * toolbar. Delete deletes the selected pattern, Alt+Up and Alt+Down move it; a double-click (or Show
 * returned rows) selects the rows it returns in the grids. Binds only.
 */
public final class AccessPatternsView extends BorderPane {
    private static final PseudoClass FLAGGED = PseudoClass.getPseudoClass("flagged");
    private final TableView<PatternCheck> table = new TableView<>();
    /** True while the table's selection is set from the ViewModel's, not by the user. */
    private boolean following;

    /** @param showGrid shows the grid tab of that name (the table's or an index's) */
    public AccessPatternsView(AccessPatternsViewModel vm, Consumer<String> showGrid) {
        setId("accessPatterns");
        table.setId("patternTable");
        table.setItems(vm.rows());
        table.setPlaceholder(new Label("No access patterns: Add one to check it on the sample data."));
        // What the tab tells (items, capacity, cost) comes right after the name, sized to its text:
        // behind the definition's columns it was off screen at the default window size.
        table.getColumns().setAll(java.util.List.of(
                column("Name", "columnName", 170, PatternCheck::name),
                column("Items", "columnItems", 80, PatternCheck::items),
                column("RCU", "columnRcu", 90, PatternCheck::readUnits),
                column("WCU", "columnWcu", 90, PatternCheck::writeUnits),
                monthlyCost(),
                streamCost(),
                column("Served by", "columnServedBy", 160, PatternCheck::servedBy),
                column("Entity", "columnEntity", 90, c -> c.pattern().entityName().orElse("")),
                column("Operation", "columnOperation", 100, c -> c.pattern().operation().apiName()),
                column("Index", "columnIndex", 70, c -> c.pattern().indexName().orElse("table")),
                column("Key condition", "columnKey", 220, c -> c.pattern().keyCondition()),
                column("Problems", "columnProblems", 260, PatternCheck::problemsText)));
        table.setRowFactory(t -> new TableRow<>() {
            {
                setOnMouseClicked(e -> {
                    if (e.getClickCount() == 2 && !isEmpty()) {
                        vm.showReturnedRows().ifPresent(showGrid);
                    }
                });
            }

            @Override
            protected void updateItem(PatternCheck item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(FLAGGED, !empty && item != null && item.flagged());
                java.util.List<String> lines = empty || item == null ? java.util.List.of() : item.tooltipLines();
                setTooltip(lines.isEmpty() ? null : new Tooltip(String.join("\n", lines)));
            }
        });
        table.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!following) {
                vm.select(b.intValue());
            }
        });
        Runnable follow = () -> {
            following = true;
            try {
                int row = vm.selectedRowProperty().get();
                if (row < 0) {
                    table.getSelectionModel().clearSelection();
                } else {
                    table.getSelectionModel().clearAndSelect(row);
                    table.scrollTo(row);
                }
            } finally {
                following = false;
            }
        };
        vm.selectedRowProperty().addListener((o, a, b) -> follow.run());
        vm.rows().addListener((javafx.collections.ListChangeListener<PatternCheck>) c -> follow.run());
        table.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.DELETE && !e.isAltDown()) {
                vm.deleteCommand().execute();
                e.consume();
            } else if (e.isAltDown() && e.getCode() == KeyCode.UP) {
                vm.moveUpCommand().execute();
                e.consume();
            } else if (e.isAltDown() && e.getCode() == KeyCode.DOWN) {
                vm.moveDownCommand().execute();
                e.consume();
            }
        });

        Label title = new Label();
        title.setId("patternsTable");
        title.textProperty().bind(vm.tableProperty().map(t -> t.isEmpty() ? "" : "Table " + t));
        Button show = new Button("Show returned rows");
        show.setId("showReturnedRows");
        show.disableProperty().bind(vm.selectedRowProperty().lessThan(0));
        show.setOnAction(e -> vm.showReturnedRows().ifPresent(showGrid));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(16, 16);
        busy.visibleProperty().bind(vm.checkingProperty());
        Button prices = new Button("Prices…");
        prices.setId("patternPrices");
        prices.setTooltip(new javafx.scene.control.Tooltip("The prices the monthly costs are computed at"));
        prices.setOnAction(e -> new PricesDialog(getScene().getWindow(), vm.prices()).showAndWait());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ToolBar bar = new ToolBar(title, button("Add", "addPattern", vm.addCommand()),
                button("Duplicate", "duplicatePattern", vm.duplicateCommand()),
                button("Delete", "deletePattern", vm.deleteCommand()),
                arrow("↑", "movePatternUp", "Move up (Alt+Up)", vm.moveUpCommand()),
                arrow("↓", "movePatternDown", "Move down (Alt+Down)", vm.moveDownCommand()), show, prices, spacer, busy);
        Label message = new Label();
        message.setId("patternsMessage");
        message.setWrapText(true);
        message.textProperty().bind(vm.messageProperty());
        message.visibleProperty().bind(vm.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        javafx.scene.layout.VBox.setMargin(message, new Insets(4, 8, 4, 8));
        Label tableCost = new Label();
        tableCost.setId("patternsTableCost");
        tableCost.setWrapText(true);
        tableCost.textProperty().bind(vm.tableCostProperty());
        tableCost.visibleProperty().bind(vm.tableCostProperty().isNotEmpty());
        tableCost.managedProperty().bind(tableCost.visibleProperty());
        tableCost.setPadding(new Insets(4, 8, 4, 8));
        setTop(bar);
        setCenter(table);
        setBottom(new javafx.scene.layout.VBox(tableCost, message));
        getStylesheets().add(AccessPatternsView.class.getResource("patterns.css").toExternalForm());
    }

    private static Button button(String text, String id, Command command) {
        return FormControls.button(text, id, command);
    }

    /** Move up and down as arrows: their names pushed Prices… behind the overflow at the default window size. */
    private static Button arrow(String arrow, String id, String tooltip, Command command) {
        Button b = button(arrow, id, command);
        b.setTooltip(new Tooltip(tooltip));
        return b;
    }

    /** Monthly cost over its two figures, each narrow enough to show whole ("$0.0001 on demand · …" was not). */
    private static TableColumn<PatternCheck, String> monthlyCost() {
        TableColumn<PatternCheck, String> cost = new TableColumn<>("Monthly cost");
        cost.setId("columnCost");
        cost.setSortable(false);
        cost.getColumns().setAll(java.util.List.of(
                column("On demand", "columnCostOnDemand", 115, PatternCheck::onDemandCost),
                column("Provisioned", "columnCostProvisioned", 115, PatternCheck::provisionedCost)));
        return cost;
    }

    /**
     * What the stream's kept items cost, on demand and provisioned: a write's handlers ("+ $6.90"), or for
     * a read of kept items what keeping them costs ("kept $6.90"); the sentences are in the row's tooltip.
     */
    private static TableColumn<PatternCheck, String> streamCost() {
        TableColumn<PatternCheck, String> stream = new TableColumn<>("Stream");
        stream.setId("columnStream");
        stream.setSortable(false);
        stream.getColumns().setAll(java.util.List.of(
                column("On demand", "columnStreamOnDemand", 115, PatternCheck::streamOnDemand),
                column("Provisioned", "columnStreamProvisioned", 115, PatternCheck::streamProvisioned)));
        return stream;
    }

    private static TableColumn<PatternCheck, String> column(String title, String id, double width,
            Function<PatternCheck, String> text) {
        TableColumn<PatternCheck, String> c = new TableColumn<>(title);
        c.setId(id);
        c.setPrefWidth(width);
        c.setSortable(false); // the order is the model's: Move up/down change it
        c.setCellValueFactory(f -> new ReadOnlyStringWrapper(text.apply(f.getValue())));
        return c;
    }
}
