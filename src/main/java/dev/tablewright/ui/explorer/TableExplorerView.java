package dev.tablewright.ui.explorer;

import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The tables of the explorer's connection: a filter box, the list, and one line of status. A double
 * click (or Enter) opens the table's page as a centre tab. Ids: explorerFilter, explorerRefresh,
 * explorerTables, explorerStatus.
 */
public final class TableExplorerView extends VBox {
    private final TableExplorerViewModel vm;
    private final Consumer<Tab> openTab;

    /** @param openTab shows a table's page in the centre (MainWindow::openCentreTab) */
    public TableExplorerView(TableExplorerViewModel vm, Consumer<Tab> openTab) {
        super(4);
        this.vm = vm;
        this.openTab = openTab;
        TextField filter = new TextField();
        filter.setId("explorerFilter");
        filter.setPromptText("Filter tables");
        filter.textProperty().bindBidirectional(vm.filterProperty());
        Button refresh = new Button("Refresh");
        refresh.setId("explorerRefresh");
        refresh.setOnAction(e -> vm.refresh());
        refresh.setMinWidth(Region.USE_PREF_SIZE); // the filter gives way, not the button's name
        HBox.setHgrow(filter, Priority.ALWAYS);
        ListView<String> tables = new ListView<>(vm.tables());
        tables.setId("explorerTables");
        tables.setPlaceholder(new Label("No tables"));
        tables.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                open(tables.getSelectionModel().getSelectedItem());
            }
        });
        tables.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                open(tables.getSelectionModel().getSelectedItem());
            }
        });
        Label status = new Label();
        status.setId("explorerStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        VBox.setVgrow(tables, Priority.ALWAYS);
        getChildren().addAll(new Label("Live tables"), new HBox(4, filter, refresh), tables, status);
        setPadding(new Insets(4));
    }

    /** Opens the table's page in a new centre tab and describes the table. */
    void open(String table) {
        if (table == null) {
            return;
        }
        TablePageViewModel page = vm.open(table);
        Tab tab = new Tab(page.title(), new TablePageView(page));
        tab.setId("tablePage-" + table);
        openTab.accept(tab);
        page.load();
    }
}
