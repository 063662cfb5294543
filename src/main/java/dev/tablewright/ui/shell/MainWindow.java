package dev.tablewright.ui.shell;

import dev.tablewright.ui.common.BackgroundTask;
import dev.tablewright.ui.common.FocusedPane;
import dev.tablewright.ui.common.TasksView;
import dev.tablewright.ui.diagram.DiagramView;
import dev.tablewright.ui.diagram.DiagramViewModel;
import dev.tablewright.ui.failure.FailedPane;
import dev.tablewright.ui.failure.Guarded;
import dev.tablewright.ui.patterns.AccessPatternsView;
import dev.tablewright.ui.pivot.PivotTabs;
import dev.tablewright.ui.problems.ProblemsView;
import dev.tablewright.ui.tree.ModelTreeView;
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
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
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
 * Binds only: every menu command and its rule is {@link WindowCommands}', every pane's Edit commands
 * its own ({@link FocusedPane}).
 */
public final class MainWindow extends BorderPane {
    private final TabPane centre = new TabPane();
    /** Where the connections list goes once the first frame is shown (it reads preferences and profiles). */
    private final StackPane connections = new StackPane();
    private final TextField find = new TextField();

    private final DiagramViewModel diagram;
    private final Tab diagramTab;
    private final Tab patternsTab = new Tab("Access patterns");
    /** The splitters whose dividers are remembered between runs, by name. */
    private final Map<String, SplitPane> splits = new LinkedHashMap<>();
    private WindowLayout restored;

    /**
     * @param commands  every menu command, with its rule
     * @param diagram   the Diagram tab's ViewModel
     * @param inspector the right-hand panel
     */
    public MainWindow(MainWindowViewModel vm, WindowCommands commands, ObservableList<BackgroundTask> tasks,
            DiagramViewModel diagram, Node inspector) {
        setId("mainWindow");
        this.diagram = diagram;
        diagramTab = tab("Diagram", new DiagramView(diagram));
        setTop(new WindowMenus(vm, commands, centre, find).bar());
        // The Edit menu acts on the pane holding the keyboard; the tree and the inspector hold the model's selection.
        sceneProperty().addListener((o, a, scene) -> {
            if (scene != null) {
                commands.followFocus(FocusedPane.of(scene));
            }
        });

        ModelTreeView tree = new ModelTreeView(vm.tree());
        FocusedPane.register(tree, commands.modelEdits());
        FocusedPane.register(inspector, commands.modelEdits());
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
                Node patterns = Guarded.pane("The Access patterns tab could not be shown",
                        () -> new AccessPatternsView(vm.patterns(), this::showTab));
                FocusedPane.register(patterns, commands.modelEdits());
                patternsTab.setContent(patterns);
            }
            vm.patterns().setActive(selected);
        });
        centre.getTabs().setAll(diagramTab, patternsTab);
        centre.setId("centreTabs");
        PivotTabs.bind(centre, 2, vm.pivots());

        ProblemsView problems = new ProblemsView(vm.problems(), vm::reveal);
        FocusedPane.register(problems, commands.modelEdits());
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
                diagram.zoom().zoomProperty().get());
    }

    /**
     * Puts the dividers, the zoom and the centre tab back as a layout has them. A grid's tab opens
     * with the model, after this: it is selected when the tabs first change.
     */
    public void restore(WindowLayout layout) {
        restored = layout;
        splits.forEach(this::restoreDividers);
        diagram.zoom().zoomTo(layout.zoom());
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

    /** Opens a tab in the centre (a query tab, say) and selects it. */
    public void openCentreTab(Tab tab) {
        centre.getTabs().add(tab);
        centre.getSelectionModel().select(tab);
    }
}
