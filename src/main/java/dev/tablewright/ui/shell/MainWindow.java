package dev.tablewright.ui.shell;

import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.ui.common.TasksView;
import dev.tablewright.ui.grid.ItemGridView;
import dev.tablewright.ui.problems.ProblemsView;
import dev.tablewright.ui.tree.ModelTreeView;
import javafx.application.Platform;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Stage;

/** The main window's layout: menus, model tree, centre tabs, Problems, status bar. Binds only. */
public final class MainWindow extends BorderPane {

    public MainWindow(MainWindowViewModel vm, ObservableList<dev.tablewright.ui.common.BackgroundTask> tasks,
            Runnable quit) {
        setId("mainWindow");
        setTop(menus(vm, quit));

        ModelTreeView tree = new ModelTreeView(vm.tree());
        ItemGridView grid = new ItemGridView(vm.grid());
        grid.setPadding(new Insets(6));
        Tab itemsTab = new Tab("Items", grid);
        itemsTab.setClosable(false);
        TabPane centre = new TabPane(itemsTab);
        centre.setId("centreTabs");

        ProblemsView problems = new ProblemsView(vm.problems(), vm::reveal);
        Tab problemsTab = new Tab("Problems", problems);
        problemsTab.textProperty().bind(vm.problems().summaryProperty().map(s -> "Problems — " + s));
        problemsTab.setClosable(false);
        TabPane bottom = new TabPane(problemsTab);

        SplitPane vertical = new SplitPane(centre, bottom);
        vertical.setOrientation(Orientation.VERTICAL);
        vertical.setDividerPositions(0.72);
        SplitPane horizontal = new SplitPane(tree, vertical);
        horizontal.setDividerPositions(0.22);
        SplitPane.setResizableWithParent(tree, false);
        setCenter(horizontal);

        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(vm.statusProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox statusBar = new HBox(8, status, spacer, new TasksView(tasks));
        statusBar.setPadding(new Insets(3, 8, 3, 8));
        statusBar.getStyleClass().add("status-bar");
        setBottom(statusBar);
    }

    private static MenuBar menus(MainWindowViewModel vm, Runnable quit) {
        MenuItem open = item("_Open…", "Shortcut+O", vm::open);
        Menu samples = new Menu("Open _Sample");
        for (String name : SampleModels.NAMES) {
            samples.getItems().add(item(name, null, () -> vm.whenChangesSettled(() -> vm.openSample(name))));
        }
        MenuItem save = item("_Save", "Shortcut+S", vm::save);
        MenuItem saveAs = item("Save _As…", "Shortcut+Shift+S", vm::saveAs);
        save.disableProperty().bind(vm.modelProperty().isNull().or(vm.busyProperty()));
        saveAs.disableProperty().bind(vm.modelProperty().isNull().or(vm.busyProperty()));
        MenuItem exit = item("E_xit", "Shortcut+Q", quit);
        Menu file = new Menu("_File", null, open, samples, new SeparatorMenuItem(), save, saveAs,
                new SeparatorMenuItem(), exit);
        MenuBar bar = new MenuBar(file);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    /** Window title follows the document; closing asks about unsaved changes first. */
    public static void attach(Stage stage, MainWindowViewModel vm) {
        stage.titleProperty().bind(vm.titleProperty());
        stage.setOnCloseRequest(e -> {
            e.consume();
            vm.whenChangesSettled(Platform::exit);
        });
    }
}
