package dev.tablewright.ui.shell;

import static dev.tablewright.ui.shell.MenuItems.item;

import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.ui.common.BackgroundTask;
import dev.tablewright.ui.common.TasksView;
import dev.tablewright.ui.common.UndoKeys;
import dev.tablewright.ui.diagram.DiagramView;
import dev.tablewright.ui.generate.GenerateDialog;
import dev.tablewright.ui.diagram.DiagramViewModel;
import dev.tablewright.ui.failure.FailedPane;
import dev.tablewright.ui.failure.Guarded;
import dev.tablewright.ui.patterns.AccessPatternsView;
import dev.tablewright.ui.pivot.PivotTabs;
import dev.tablewright.ui.problems.ProblemsView;
import dev.tablewright.ui.tree.ModelTreeView;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The main window's layout: menus; the model tree with its Find field on the left; centre tabs
 * (Diagram, then Access patterns, then the grids); the inspector on the right; Problems at the bottom; a status bar with tasks.
 * Binds only: every command is the ViewModel's.
 */
public final class MainWindow extends BorderPane {
    private final TabPane centre = new TabPane();
    /** What Query › New query tab and New item tab do: set by the app once the connections exist. */
    private Runnable newQueryTab = () -> { };
    private Runnable newItemTab = () -> { };
    private Runnable newPartiqlTab = () -> { };
    private Runnable newBatchTab = () -> { };
    private Runnable commitModel = () -> { };
    private Runnable reverseEngineer = () -> { };
    /** Where the connections list goes once the first frame is shown (it reads preferences and profiles). */
    private final StackPane connections = new StackPane();
    private final TextField find = new TextField();

    private final DiagramViewModel diagram;
    private GenerateDialog generateDialog;
    private final Tab diagramTab;
    private final Tab patternsTab = new Tab("Access patterns");
    /** The splitters whose dividers are remembered between runs, by name. */
    private final Map<String, SplitPane> splits = new LinkedHashMap<>();
    private WindowLayout restored;

    /**
     * @param diagram   the Diagram tab's ViewModel
     * @param inspector the right-hand panel
     */
    public MainWindow(MainWindowViewModel vm, ObservableList<BackgroundTask> tasks, DiagramViewModel diagram,
            Node inspector) {
        setId("mainWindow");
        this.diagram = diagram;
        diagramTab = tab("Diagram", new DiagramView(diagram));
        setTop(menus(vm));

        ModelTreeView tree = new ModelTreeView(vm.tree());
        tree.setContextMenu(new TreeMenu(vm, tree).menu());
        find.setId("findField");
        find.setPromptText("Find (Ctrl+F)");
        find.textProperty().bindBidirectional(vm.tree().filterProperty());
        find.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                find.clear();
                tree.requestFocus();
            } else if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.DOWN) {
                tree.requestFocus();
                tree.getSelectionModel().selectFirst();
            }
        });
        VBox model = new VBox(4, find, tree);
        model.setPadding(new Insets(4, 0, 0, 0));
        VBox.setVgrow(tree, Priority.ALWAYS);
        connections.setId("connectionsSlot");
        SplitPane left = new SplitPane(model, connections);
        left.setOrientation(Orientation.VERTICAL);
        left.setDividerPositions(0.6); // the connections and their tables below share the rest
        left.setId("leftSplit");
        rememberSplit("left", left);

        diagramTab.setId("diagramTab");
        patternsTab.setId("patternsTab");
        patternsTab.setClosable(false);
        // Built when first shown, as the grids are: the first frame does not lay out a hidden table;
        // a build that failed says so in the tab and is tried again when the tab is shown again.
        // Checked only while shown: each check runs every pattern on the sample data.
        vm.patterns().setActive(false);
        patternsTab.selectedProperty().addListener((o, was, selected) -> {
            if (selected && (patternsTab.getContent() == null || patternsTab.getContent() instanceof FailedPane)) {
                patternsTab.setContent(Guarded.pane("The Access patterns tab could not be shown",
                        () -> new AccessPatternsView(vm.patterns(), this::showTab)));
            }
            vm.patterns().setActive(selected);
        });
        centre.getTabs().setAll(diagramTab, patternsTab);
        centre.setId("centreTabs");
        PivotTabs.bind(centre, 2, vm.pivots());

        ProblemsView problems = new ProblemsView(vm.problems(), vm::reveal);
        Tab problemsTab = tab("Problems", problems);
        problemsTab.textProperty().bind(vm.problems().summaryProperty().map(s -> "Problems — " + s));
        TabPane bottom = new TabPane(problemsTab);

        SplitPane vertical = new SplitPane(centre, bottom);
        vertical.setOrientation(Orientation.VERTICAL);
        vertical.setDividerPositions(0.75);
        SplitPane horizontal = new SplitPane(left, vertical, inspector);
        horizontal.setDividerPositions(0.17, 0.73);
        SplitPane.setResizableWithParent(left, false);
        SplitPane.setResizableWithParent(inspector, false);
        horizontal.setId("mainSplit");
        vertical.setId("centreSplit");
        rememberSplit("main", horizontal);
        rememberSplit("centre", vertical);
        setCenter(horizontal);

        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(vm.statusProperty());
        Hyperlink details = new Hyperlink("Details…");
        details.setId("failureDetails");
        details.setMinWidth(Region.USE_PREF_SIZE);
        details.visibleProperty().bind(vm.failureProperty().isNotNull());
        details.managedProperty().bind(details.visibleProperty());
        details.setOnAction(e -> vm.showFailureDetails());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox statusBar = new HBox(8, status, details, spacer, new TasksView(tasks));
        statusBar.setAlignment(Pos.CENTER_LEFT);
        statusBar.setPadding(new Insets(3, 8, 3, 8));
        statusBar.getStyleClass().add("status-bar");
        setBottom(statusBar);
        // The tree, not the Find field, has the keyboard at first: Find's hint stays visible.
        Platform.runLater(tree::requestFocus);
    }

    private static Tab tab(String title, Node content) {
        Tab t = new Tab(title, content);
        t.setClosable(false);
        return t;
    }

    private MenuBar menus(MainWindowViewModel vm) {
        var noModel = vm.modelProperty().isNull();

        MenuItem newModel = item("_New", "Shortcut+N", vm.files()::newModel);
        MenuItem open = item("_Open…", "Shortcut+O", vm.files()::open);
        Menu recent = new Menu("Open _Recent");
        recent.setId("recentMenu");
        Runnable fillRecent = () -> {
            recent.getItems().clear();
            for (Path p : vm.files().recentFiles()) {
                recent.getItems().add(item(p.getFileName() + "  —  " + p.getParent(), null,
                        () -> vm.files().whenChangesSettled(() -> vm.files().openFile(p))));
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        vm.files().recentFiles().addListener((ListChangeListener<Path>) c -> fillRecent.run());
        fillRecent.run();
        Menu samples = new Menu("Open _Sample");
        for (String name : SampleModels.NAMES) {
            samples.getItems().add(item(name, null, () -> vm.files().whenChangesSettled(() -> vm.files().openSample(name))));
        }
        MenuItem close = item("_Close", "Shortcut+W", vm.files().closeCommand());
        MenuItem save = item("_Save", "Shortcut+S", vm.files().saveCommand());
        MenuItem saveAs = item("Save _As…", "Shortcut+Shift+S", vm.files().saveAsCommand());
        MenuItem exit = item("E_xit", "Shortcut+Q", () -> vm.files().quit(Platform::exit));
        FileMenus fileMenus = new FileMenus(vm, () -> getScene().getWindow(), centre);
        Menu file = new Menu("_File", null, newModel, open, recent, samples, new SeparatorMenuItem(), save, saveAs,
                close, new SeparatorMenuItem(), fileMenus.compare(), fileMenus.export(), fileMenus.imports(),
                new SeparatorMenuItem(), exit);

        MenuItem undo = item("_Undo", "Shortcut+Z", vm.undoCommand());
        undo.setId("undoItem");
        undo.textProperty().bind(vm.undoTextProperty());
        MenuItem redo = item("_Redo", "Shortcut+Shift+Z", vm.redoCommand());
        redo.setId("redoItem");
        redo.textProperty().bind(vm.redoTextProperty());
        // The keys reach the model's undo from anywhere, Ctrl+Y too (as Windows users expect; a menu
        // item has one accelerator), and a committed text field does not swallow them.
        sceneProperty().addListener((o, a, scene) -> {
            if (scene != null) {
                UndoKeys.install(scene, vm.undoCommand()::execute, vm.redoCommand()::execute);
            }
        });
        MenuItem rename = item("Re_name…", "F2", vm.commands().renameCommand());
        // On the diagram, Delete takes the whole multi-selection as one undo step.
        MenuItem delete = item("_Delete", "Delete", () -> {
            if (diagramShowing() && diagram.hasSelectionProperty().get()) {
                diagram.deleteSelection();
            } else {
                vm.commands().deleteSelection();
            }
        });
        MenuItem selectAll = item("Select _All", "Shortcut+A", () -> {
            if (diagramShowing()) {
                diagram.selectAll();
            }
        });
        delete.disableProperty().bind(vm.commands().deleteCommand().notExecutableProperty()
                .and(diagram.hasSelectionProperty().not()));
        MenuItem findItem = item("_Find…", "Shortcut+F", () -> {
            find.requestFocus();
            find.selectAll();
        });
        Menu edit = new Menu("_Edit", null, undo, redo, new SeparatorMenuItem(), rename, delete, selectAll,
                new SeparatorMenuItem(), findItem);

        MenuItem generate = item("_Generate sample data…", "Shortcut+G", () -> {
            vm.generate().prepare();
            if (generateDialog == null) {
                generateDialog = new GenerateDialog(getScene().getWindow(), vm.generate());
            }
            generateDialog.showAndGenerate(vm.generate());
        });
        generate.setId("generateItem");
        generate.disableProperty().bind(noModel.or(vm.generate().runningProperty()));
        MenuItem reverse = item("_Reverse-engineer…", null, () -> reverseEngineer.run());
        reverse.setId("reverseItem");
        reverse.disableProperty().bind(noModel);
        Menu data = new Menu("_Data", null, generate, reverse);
        MenuItems.reportResults(vm.generate().resultProperty(), vm);

        CheckMenuItem dark = new CheckMenuItem("_Dark theme");
        dark.setId("darkThemeItem");
        dark.selectedProperty().bindBidirectional(vm.darkThemeProperty());
        Menu view = new Menu("_View", null, dark);

        MenuItem newQuery = item("New _query tab", "Shortcut+T", () -> newQueryTab.run());
        newQuery.setId("newQueryTabItem");
        MenuItem newItem = item("New _item tab (Get, Put, Update, Delete)", "Shortcut+Shift+T", () -> newItemTab.run());
        newItem.setId("newItemTabItem");
        newQuery.disableProperty().bind(noModel);
        newItem.disableProperty().bind(noModel);
        MenuItem newPartiql = item("New _PartiQL tab", "Shortcut+Alt+T", () -> newPartiqlTab.run());
        newPartiql.setId("newPartiqlTabItem");
        newPartiql.disableProperty().bind(noModel);
        MenuItem newBatch = item("New _batch and transaction tab", "Shortcut+Shift+B", () -> newBatchTab.run());
        newBatch.setId("newBatchTabItem");
        newBatch.disableProperty().bind(noModel);
        MenuItem commit = item("_Commit to connection…", "Shortcut+Shift+K", () -> commitModel.run());
        commit.setId("commitItem");
        commit.disableProperty().bind(noModel);
        Menu query = new Menu("_Query", null, newQuery, newItem, newPartiql, newBatch, new SeparatorMenuItem(), commit);

        MenuBar bar = new MenuBar(file, edit, query, data, view);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private boolean diagramShowing() {
        return centre.getSelectionModel().getSelectedItem() == diagramTab;
    }

    /** Shows a centre tab by its title (tests, "Show in grid"). */
    public void showTab(String title) {
        centre.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst()
                .ifPresent(t -> centre.getSelectionModel().select(t));
    }

    /** Names a splitter whose dividers are remembered between runs; restored positions apply at once. */
    public void rememberSplit(String name, SplitPane split) {
        splits.put(name, split);
        if (restored != null) {
            restoreDividers(name, split);
        }
    }

    /** The dividers and the centre tab as the user left them, for the next run (with the stage's bounds). */
    public WindowLayout layout(double x, double y, double width, double height, boolean maximized) {
        Map<String, List<Double>> dividers = new LinkedHashMap<>();
        splits.forEach((name, split) -> dividers.put(name,
                java.util.Arrays.stream(split.getDividerPositions()).boxed().toList()));
        Tab tab = centre.getSelectionModel().getSelectedItem();
        return new WindowLayout(x, y, width, height, maximized, dividers, tab == null ? "" : tab.getText(),
                diagram.zoomProperty().get());
    }

    /**
     * Puts the dividers, the zoom and the centre tab back as a layout has them. A grid's tab opens
     * with the model, after this: it is selected when the tabs first change.
     */
    public void restore(WindowLayout layout) {
        restored = layout;
        splits.forEach(this::restoreDividers);
        diagram.zoomTo(layout.zoom());
        String title = layout.tab();
        if (title.isEmpty() || hasTab(title)) {
            showTab(title);
            return;
        }
        centre.getTabs().addListener(new ListChangeListener<Tab>() {
            @Override
            public void onChanged(Change<? extends Tab> c) {
                centre.getTabs().removeListener(this);
                // Not from inside the tab pane's own change: select once it is done.
                Platform.runLater(() -> showTab(title));
            }
        });
    }

    private boolean hasTab(String title) {
        return centre.getTabs().stream().anyMatch(t -> t.getText().equals(title));
    }

    private void restoreDividers(String name, SplitPane split) {
        List<Double> positions = restored.dividers().get(name);
        if (positions != null && positions.size() == split.getDividers().size()) {
            split.setDividerPositions(positions.stream().mapToDouble(Double::doubleValue).toArray());
        }
    }

    /** Window title follows the document; closing asks about unsaved changes first. */
    public static void attach(Stage stage, MainWindowViewModel vm) {
        stage.titleProperty().bind(vm.titleProperty());
        stage.setOnCloseRequest(e -> {
            e.consume();
            vm.files().quit(Platform::exit);
        });
    }

    /** The place under the model tree for the connections list (filled after the first frame). */
    public StackPane connectionsSlot() {
        return connections;
    }

    /** What opens a query tab (Query/Scan), an item tab (Get/Put/Update/Delete) and a PartiQL tab. */
    public void onNewTabs(Runnable query, Runnable item, Runnable partiql) {
        newQueryTab = query;
        newItemTab = item;
        newPartiqlTab = partiql;
    }

    /** What opens a batch and transaction tab (BatchGet, BatchWrite, TransactGet, TransactWrite). */
    public void onNewBatchTab(Runnable batch) {
        newBatchTab = batch;
    }

    /** What Query › Commit to connection… opens. */
    public void onCommit(Runnable commit) {
        commitModel = commit;
    }

    /** What Data › Reverse-engineer… opens. */
    public void onReverse(Runnable reverse) {
        reverseEngineer = reverse;
    }

    /** Opens a tab in the centre (a query tab, say) and selects it. */
    public void openCentreTab(Tab tab) {
        centre.getTabs().add(tab);
        centre.getSelectionModel().select(tab);
    }
}
