package dev.tablewright.ui.pivot;

import dev.tablewright.ui.common.BlankAs;
import dev.tablewright.ui.common.FocusedPane;
import dev.tablewright.ui.common.FormControls;
import javafx.collections.ListChangeListener;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.ui.common.Ties;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.scene.paint.Color;

/**
 * One pivoted grid: caption, sparse note and legend above; filters and item commands; the
 * virtualized table (merged partition cells, rows coloured by entity, derived cells read-only).
 * Binds only; every command is the ViewModel's.
 */
public final class PivotGridView extends BorderPane {
    private static final PseudoClass BLOCK_START = PseudoClass.getPseudoClass("block-start");
    /** A row an access pattern returns (Access patterns tab). */
    private static final PseudoClass RETURNED = PseudoClass.getPseudoClass("returned");
    /** A row the table's stream keeps: derived, read-only (its cells' tooltips say where it comes from). */
    private static final PseudoClass KEPT = PseudoClass.getPseudoClass("kept");
    private static final KeyCombination COPY_JSON = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination COPY_CSV = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);
    private final PivotGridViewModel vm;
    private final TableView<GridRow> table = new TableView<>();
    private final Ties ties = new Ties();
    private boolean syncing;

    public PivotGridView(PivotGridViewModel vm) {
        this.vm = vm;
        getStyleClass().add("pivot-grid");
        getStylesheets().add(PivotGridView.class.getResource("/dev/tablewright/ui/pivot/pivot.css").toExternalForm());
        String id = vm.tabName().replaceAll("[^A-Za-z0-9_-]", "_");
        setId("grid-" + id);
        setTop(header());
        table.setId("pivotTable-" + id);
        table.setSkin(new FixedRowsTableSkin<>(table));
        table.setEditable(true);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setPlaceholder(new Label("No items: add one, or generate sample data."));
        table.setRowFactory(t -> new TableRow<>() {
            private final CellTooltip tooltip = new CellTooltip(this);

            @Override
            protected void updateItem(GridRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(BLOCK_START, !empty && row != null && row.firstInBlock());
                pseudoClassStateChanged(RETURNED, !empty && row != null && vm.isHighlighted(row));
                pseudoClassStateChanged(KEPT, !empty && row != null && vm.edits().isKept(row));
                java.util.Optional<String> expiry = empty || row == null ? java.util.Optional.empty()
                        : vm.edits().expiry(row);
                getStyleClass().remove(GridCell.EXPIRED);
                if (expiry.isPresent()) {
                    getStyleClass().add(GridCell.EXPIRED);
                }
                tooltip.show(expiry.orElse(null));
            }
        });
        table.setItems(vm.rows());
        ties.onRelease(() -> table.setItems(null));
        ties.onChange(vm.columns(), this::rebuildColumns);
        ties.onChange(vm.highlightVersionProperty(), v -> showMarked());
        rebuildColumns();
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!syncing && b != null) {
                vm.select(b);
            }
        });
        ties.onChange(vm.selectedRowProperty(), row -> follow(row.intValue()));
        // Built when its tab is first shown (PivotTabs): a row selected before then is selected here too.
        follow(vm.selectedRowProperty().getValue().intValue());
        Platform.runLater(this::showMarked); // rows marked before the view was built: once it is laid out
        GridCommands commands = vm.commands();
        table.getSelectionModel().getSelectedItems().addListener((ListChangeListener<GridRow>) c ->
                commands.selection().setAll(table.getSelectionModel().getSelectedItems()));
        ties.onRelease(() -> commands.selection().clear());
        table.setOnKeyPressed(e -> {
            if (COPY_CSV.match(e)) {
                commands.copyCsv().execute();
                e.consume();
            } else if (COPY_JSON.match(e)) {
                commands.copyJson().execute();
                e.consume();
            } else if (e.getCode() == KeyCode.DELETE && table.getEditingCell() == null) {
                commands.delete().execute();
                e.consume();
            }
        });
        // The window's Edit › Delete and Copy act on this grid's rows while it has the keyboard.
        FocusedPane.register(this, commands.edits());
        table.setContextMenu(GridMenu.of(vm));
        setCenter(table);
        Label message = new Label();
        message.setId("gridMessage-" + id);
        message.getStyleClass().add("grid-message");
        ties.bind(message.textProperty(), vm.messageProperty());
        message.setWrapText(true);
        Label stream = new Label();
        stream.setId("gridStreamWrites-" + id);
        stream.getStyleClass().add("grid-stream-writes");
        stream.setWrapText(true);
        ties.bind(stream.textProperty(), vm.edits().streamWritesProperty());
        stream.managedProperty().bind(stream.textProperty().isNotEmpty());
        stream.visibleProperty().bind(stream.managedProperty());
        setBottom(new VBox(2, message, stream, leftBehind(), hiddenByFilter()));
        setPadding(new Insets(6));
    }

    /**
     * "3 CastMember items keep mov#tt1, the Movie item's partition until now. Move them too · Keep them
     * there": after an edit moved an item that heads an item collection to another partition.
     */
    private HBox leftBehind() {
        Label notice = new Label();
        notice.setId("gridLeftBehind");
        notice.getStyleClass().add("grid-message");
        notice.setWrapText(true);
        ties.bind(notice.textProperty(), vm.edits().leftBehindProperty());
        Hyperlink move = new Hyperlink("Move them too");
        move.setId("gridMoveLeftBehind");
        move.setOnAction(e -> vm.edits().moveLeftBehind());
        move.visibleProperty().bind(vm.edits().canMoveLeftBehindProperty());
        move.managedProperty().bind(move.visibleProperty());
        Hyperlink keep = new Hyperlink("Keep them there");
        keep.setId("gridKeepLeftBehind");
        keep.setOnAction(e -> vm.edits().keepLeftBehind());
        HBox bar = new HBox(6, notice, move, keep);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.managedProperty().bind(notice.textProperty().isNotEmpty());
        bar.visibleProperty().bind(bar.managedProperty());
        return bar;
    }

    /** "The item you changed is hidden by the filter — Clear filter", shown only when it is. */
    private HBox hiddenByFilter() {
        Label notice = new Label();
        notice.setId("gridHiddenByFilter");
        notice.getStyleClass().add("grid-message");
        notice.setWrapText(true);
        ties.bind(notice.textProperty(), vm.hiddenByFilterProperty());
        Hyperlink clear = new Hyperlink("Clear filter");
        clear.setId("gridClearFilter");
        clear.setOnAction(e -> vm.clearFilters());
        HBox bar = new HBox(6, notice, clear);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.managedProperty().bind(notice.textProperty().isNotEmpty());
        bar.visibleProperty().bind(bar.managedProperty());
        return bar;
    }

    /** Its tab was removed: lets go of the ViewModel (listeners, bindings, rows), which may outlive it. */
    public void dispose() {
        ties.release();
    }

    /** Repaints the rows an access pattern returns and scrolls the first of them into view. */
    private void showMarked() {
        table.refresh();
        List<GridRow> rows = vm.rows();
        for (int i = 0; i < rows.size(); i++) {
            if (vm.isHighlighted(rows.get(i))) {
                table.scrollTo(Math.max(0, i - 2));
                return;
            }
        }
    }

    /** The table control (tests, focus). */
    public TableView<GridRow> table() {
        return table;
    }

    private VBox header() {
        Label caption = new Label();
        caption.getStyleClass().add("grid-caption");
        ties.bind(caption.textProperty(), vm.captionProperty());
        Label sparse = new Label();
        sparse.getStyleClass().add("grid-sparse");
        ties.bind(sparse.textProperty(), vm.sparseNoteProperty());
        sparse.managedProperty().bind(sparse.textProperty().isNotEmpty());
        sparse.visibleProperty().bind(sparse.managedProperty());
        Label shown = new Label();
        shown.getStyleClass().add("grid-shown");
        ties.bind(shown.textProperty(), vm.shownProperty());

        FlowPane legend = new FlowPane(10, 4);
        legend.getStyleClass().add("grid-legend");
        Runnable fillLegend = () -> legend.getChildren().setAll(vm.legend().stream().map(e -> {
            Rectangle swatch = new Rectangle(10, 10, Color.web(e.colour()));
            Label l = new Label((e.entity().isEmpty() ? "no entity" : e.entity()) + " " + e.rows(), swatch);
            l.getStyleClass().add("legend-entry");
            return l;
        }).toList());
        ties.onChange(vm.legend(), fillLegend);
        fillLegend.run();

        TextField filter = new TextField();
        filter.setId("gridFilter");
        filter.setPromptText("Filter rows");
        ties.bindBidirectional(filter.textProperty(), vm.textFilterProperty());
        ComboBox<String> entity = new ComboBox<>();
        entity.setId("entityFilter");
        entity.setTooltip(new Tooltip("Show one entity's rows"));
        Runnable fillEntities = () -> {
            List<String> names = new ArrayList<>();
            names.add("");
            vm.legend().forEach(e -> {
                if (!e.entity().isEmpty()) {
                    names.add(e.entity());
                }
            });
            if (!names.equals(entity.getItems())) {
                entity.getItems().setAll(names);
            }
        };
        ties.onChange(vm.legend(), fillEntities);
        fillEntities.run();
        entity.setConverter(new BlankAs("All entities"));
        ties.bindBidirectional(entity.valueProperty(), vm.entityFilterProperty());

        MenuButton add = new MenuButton("Add item");
        add.setId("addItemButton");
        Runnable fillAdd = () -> add.getItems().setAll(vm.entities().stream().map(name -> GridMenu.addItem(vm, name))
                .toList());
        ties.onChange(vm.entities(), fillAdd);
        add.setOnShowing(e -> fillAdd.run()); // which entities the stream keeps can change with the model
        fillAdd.run();
        GridCommands commands = vm.commands();
        Button duplicate = FormControls.commandButton("duplicateButton", "Duplicate", commands.duplicate());
        Button delete = FormControls.commandButton("deleteItemsButton", "Delete", commands.delete());
        delete.setTooltip(new Tooltip("Delete the selected items (Delete)"));
        MenuItem json = FormControls.commandItem(null, "As DynamoDB JSON (Ctrl+C)", commands.copyJson());
        MenuItem csv = FormControls.commandItem(null, "As CSV (Ctrl+Shift+C)", commands.copyCsv());
        MenuButton copy = new MenuButton("Copy", null, json, csv);
        copy.setId("copyButton");
        copy.disableProperty().bind(commands.copyJson().notExecutableProperty());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox tools = new HBox(6, filter, entity, spacer, add, duplicate, delete, copy);
        tools.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(filter, Priority.SOMETIMES);
        // The buttons keep their words; the filter field gives way (at the default window size a filter's
        // "showing 5 of 49" beside them cut them to "D…"): it stands on the caption's line instead.
        for (javafx.scene.control.Control c : List.of(entity, add, duplicate, delete, copy)) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        filter.setMinWidth(90);
        HBox captionLine = new HBox(12, caption, shown);
        captionLine.setAlignment(Pos.BASELINE_LEFT);
        VBox header = new VBox(4, captionLine, sparse, legend, tools);
        header.setPadding(new Insets(0, 0, 6, 0));
        return header;
    }

    private void rebuildColumns() {
        List<TableColumn<GridRow, ?>> cols = new ArrayList<>();
        TableColumn<GridRow, GridRow> swatch = EntitySwatch.column();
        cols.add(swatch);
        boolean first = true;
        int merged = vm.partitionColumns();
        List<PivotLayout.Column> columns = vm.columns();
        for (int i = 0; i < columns.size(); i++) {
            PivotLayout.Column c = columns.get(i);
            if (i > 0 && i < merged) {
                continue; // a multi-attribute partition shows as one merged cell holding the tuple
            }
            String name = c.name();
            boolean partition = first;
            TableColumn<GridRow, GridRow> col = new TableColumn<>(partition ? vm.partitionHeader() : name);
            col.setSortable(false); // DynamoDB's order is the point of the grid
            col.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue()));
            col.setCellFactory(x -> new GridCell(vm.edits(), name, partition));
            // A merged tuple holds every partition value: wider by a value per extra attribute.
            col.setPrefWidth(partition ? 190 + 100 * (merged - 1) : c.key() ? 160 : 120);
            if (c.key()) {
                col.getStyleClass().add("key-column");
            }
            cols.add(col);
            first = false;
        }
        table.getColumns().setAll(cols);
    }

    private void follow(int index) {
        syncing = true;
        try {
            if (index < 0) {
                table.getSelectionModel().clearSelection();
            } else if (table.getSelectionModel().getSelectedIndex() != index
                    || table.getSelectionModel().getSelectedIndices().size() != 1) {
                table.getSelectionModel().clearAndSelect(index);
                table.scrollTo(Math.max(0, index - 3));
            }
        } finally {
            syncing = false;
        }
    }

}
