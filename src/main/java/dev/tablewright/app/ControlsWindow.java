package dev.tablewright.app;

import javafx.application.Application;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The second start-up yardstick: a window of the app's size with the kinds of controls its first
 * frame has — a menu bar, a find field over a tree, a tab pane with a toolbar, a table of a few rows,
 * a form, a status line, three split panes — and none of the app's own work (no model, no
 * view models, no stylesheet of ours). What it costs over {@link BareWindow} is the controls
 * library's first, cold use, which any such window pays; what the app costs over it is ours.
 */
public final class ControlsWindow extends Application {
    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(content(), 1360, 860);
        stage.setScene(scene);
        stage.setTitle("JavaFX window of controls");
        stage.show();
        StartupProbe.reportFirstFrame(scene);
    }

    /** The window's content: the same kinds and numbers of controls as the app's first frame, roughly. */
    static Parent content() {
        MenuBar menus = new MenuBar();
        for (String name : new String[] {"File", "Edit", "Query", "Data", "View"}) {
            Menu menu = new Menu(name);
            for (int i = 1; i <= 6; i++) {
                menu.getItems().add(new MenuItem(name + " item " + i));
            }
            menus.getMenus().add(menu);
        }
        TreeItem<String> root = new TreeItem<>("Table");
        for (String group : new String[] {"Entities", "Indexes", "Access patterns"}) {
            TreeItem<String> branch = new TreeItem<>(group);
            for (int i = 1; i <= 5; i++) {
                branch.getChildren().add(new TreeItem<>(group + " " + i));
            }
            branch.setExpanded(true);
            root.getChildren().add(branch);
        }
        root.setExpanded(true);
        VBox left = new VBox(new TextField(), new TreeView<>(root));

        TableView<String[]> table = new TableView<>();
        for (int c = 0; c < 4; c++) {
            int column = c;
            TableColumn<String[], String> col = new TableColumn<>("Column " + (c + 1));
            col.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue()[column]));
            table.getColumns().add(col);
        }
        for (int r = 0; r < 3; r++) {
            table.getItems().add(new String[] {"a" + r, "b" + r, "c" + r, "d" + r});
        }
        TabPane tabs = new TabPane();
        for (String name : new String[] {"Diagram", "Access patterns", "Table", "Index"}) {
            Tab tab = new Tab(name, new BorderPane(new Label(name),
                    new ToolBar(new Button("Add"), new Button("Connect"), new Button("Delete")), null, null, null));
            tab.setClosable(false);
            tabs.getTabs().add(tab);
        }
        SplitPane centre = new SplitPane(tabs, table);
        centre.setOrientation(Orientation.VERTICAL);
        VBox form = new VBox(new Label("Name"), new TextField(), new Label("Key"), new TextField(), new Button("Apply"));
        SplitPane body = new SplitPane(left, centre, form);
        body.setDividerPositions(0.18, 0.78);
        return new BorderPane(body, menus, null, new Label("Ready"), null);
    }
}
