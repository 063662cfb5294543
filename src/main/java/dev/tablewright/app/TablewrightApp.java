package dev.tablewright.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import dev.tablewright.ui.common.FxDialogService;
import dev.tablewright.ui.common.SystemClipboard;
import dev.tablewright.ui.diagram.DiagramViewModel;
import dev.tablewright.ui.inspector.InspectorView;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.aws.connect.CallLimits;
import dev.tablewright.aws.connect.Connection;
import dev.tablewright.model.DataModel;
import dev.tablewright.aws.connect.ConnectionStore;
import dev.tablewright.aws.connect.ConnectionTester;
import dev.tablewright.ui.connections.FxConnectionForms;
import dev.tablewright.ui.connections.GatewayPool;
import dev.tablewright.ui.connections.ConnectionsView;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.commit.CommitDialog;
import dev.tablewright.ui.commit.CommitViewModel;
import dev.tablewright.ui.explorer.FxItemPrompts;
import dev.tablewright.ui.explorer.TableExplorerView;
import dev.tablewright.ui.explorer.TableExplorerViewModel;
import dev.tablewright.ui.reverse.ReverseDialog;
import dev.tablewright.ui.reverse.ReverseViewModel;
import dev.tablewright.ui.operations.QueryTabs;
import dev.tablewright.ui.operations.SavedOperations;
import dev.tablewright.ui.operations.TabConnection;
import dev.tablewright.ui.operations.TableCatalog;
import java.util.function.Function;
import java.util.function.Supplier;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.failure.FailureLog;
import dev.tablewright.ui.failure.FailureReporter;
import dev.tablewright.ui.failure.Guarded;
import dev.tablewright.ui.shell.AppHome;
import dev.tablewright.ui.shell.FxWindowDialogs;
import dev.tablewright.ui.shell.LiveActions;
import dev.tablewright.ui.shell.WindowCommands;
import dev.tablewright.ui.shell.MainWindow;
import dev.tablewright.ui.shell.MainWindowViewModel;
import dev.tablewright.ui.shell.Recovery;
import dev.tablewright.ui.shell.Settings;
import dev.tablewright.ui.shell.WindowLayout;
import dev.tablewright.ui.shell.WindowMemory;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;
import javafx.geometry.Dimension2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** The desktop app: wires services and ViewModels to the main window. */
public final class TablewrightApp extends Application {
    private FxTaskRunner tasks;
    private Settings settings;
    private Recovery recovery;
    private MainWindowViewModel viewModel;
    private MainWindow window;
    private WindowCommands commands;
    private GatewayPool gateways;
    private Stage stage;
    private FailureReporter failures;
    /** The handler before the app's (the launcher's, or a test harness's): back in place at stop. */
    private Thread.UncaughtExceptionHandler handlerBefore;

    @Override
    public void init() {
        FailureLog.install(AppHome.folder()); // first: what goes wrong from here on is in the log
        // Off the FX thread: reading the settings file may touch the disk.
        settings = Settings.load(AppHome.folder());
        recovery = Recovery.forApp(AppHome.folder());
    }

    @Override
    public void start(Stage stage) {
        tasks = new FxTaskRunner();
        FxDialogService dialogs = new FxDialogService(stage);
        viewModel = new MainWindowViewModel(tasks, dialogs, settings, recovery, new SystemClipboard());
        failures = new FailureReporter(Platform::runLater, viewModel::showFailure);
        applyTheme(viewModel.darkThemeProperty().get());
        viewModel.darkThemeProperty().addListener((o, a, dark) -> applyTheme(dark));
        DiagramViewModel diagramVm = new DiagramViewModel(viewModel.document(), tasks, dialogs);
        // The inspector (every kind of element's form) is built after the first frame: nothing is selected yet.
        StackPane inspector = new StackPane();
        commands = new WindowCommands(viewModel, new FxWindowDialogs(viewModel, () -> stage));
        window = new MainWindow(viewModel, commands, tasks.running(), diagramVm, inspector);
        // As the user left it, or as large as a designer wants; never beyond the screen.
        Optional<WindowLayout> layout = settings.windowLayout();
        Dimension2D sceneSize = WindowMemory.sceneSize(layout, Screen.getPrimary().getVisualBounds());
        Scene scene = new Scene(window, sceneSize.getWidth(), sceneSize.getHeight());
        scene.getStylesheets().add(TablewrightApp.class.getResource("/dev/tablewright/ui/tablewright.css")
                .toExternalForm());
        stage.setScene(scene);
        stage.sizeToScene(); // a stage sized before (the tests' shared primary stage) takes the scene's size too
        for (int size : new int[] {16, 32, 64, 128}) {
            var icon = TablewrightApp.class.getResourceAsStream("/dev/tablewright/icons/tablewright-" + size + ".png");
            if (icon != null) {
                stage.getIcons().add(new Image(icon));
            }
        }
        MainWindow.attach(stage, viewModel);
        layout.ifPresent(window::restore);
        stage.show();
        layout.ifPresent(l -> WindowMemory.place(stage, l,
                Screen.getScreens().stream().map(Screen::getVisualBounds).toList()));
        this.stage = stage;
        // From here on a failure anywhere is the status bar's and the log's, and the app goes on. Not
        // before: the launcher's handler explains a display JavaFX could not open, then exits.
        handlerBefore = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler(failures);
        StartupProbe.reportFirstFrameAndModel(scene, viewModel.tree().rootProperty());
        LaunchCheck.startIfAsked(scene, viewModel, failures::count);

        List<String> files = getParameters().getUnnamed();
        // Reading the model (Jackson's start included) would compete with the first frame for the CPU.
        // Each step on its own: one that fails is reported and the others still run.
        FirstFrame.then(scene, () -> {
            Guarded.run("Could not open the model", () -> viewModel.files().start(files.isEmpty() ? null
                    : Path.of(files.get(0))));
            inspector.getChildren().setAll(Guarded.pane("The inspector could not be shown",
                    () -> new InspectorView(new InspectorViewModel(viewModel.document(), tasks))));
            window.connectionsSlot().getChildren().setAll(Guarded.pane("The connections could not be shown",
                    this::connectQueries));
        });
    }

    /**
     * The connections under the tree, and query tabs each on its own connection (the active one when
     * opened), leasing their gateways from one pool for each run.
     *
     * @return the panel of connections and their live tables, for under the tree
     */
    private Node connectQueries() {
        ConnectionsViewModel connections = new ConnectionsViewModel(tasks, new ConnectionStore(AppHome.folder()),
                new ConnectionTester(viewModel.document()::model, CallLimits.DEFAULT), new FxConnectionForms(() -> stage));
        connections.load();
        gateways = new GatewayPool(CallLimits.DEFAULT);
        gateways.follow(connections.connections(), viewModel.document().modelProperty());
        var leasing = gateways.leasing(tasks);
        Supplier<DataModel> model = viewModel.document()::model;
        TableExplorerViewModel explorer = new TableExplorerViewModel(leasing, gateways::lease, model,
                new FxItemPrompts(() -> stage));
        explorer.follow(connections.activeProperty());
        explorer.followModel(viewModel.document().modelProperty());
        SplitPane live = new SplitPane(new ConnectionsView(connections),
                new TableExplorerView(explorer, window::openCentreTab));
        live.setOrientation(Orientation.VERTICAL);
        live.setDividerPositions(0.55);
        window.rememberSplit("connections", live);
        Function<Connection, TableCatalog> catalogs =
                new TableCatalog.PerConnection(leasing, gateways::lease, model);
        Supplier<TabConnection> tab = () -> new TabConnection(leasing, connections.connections(),
                connections.activeProperty().get(), gateways::lease, catalogs);
        QueryTabs tabs = new QueryTabs(tab, model, new SavedOperations(viewModel.document()), window::openCentreTab);
        viewModel.tree().useOperations(tabs.saved(), tabs::open);
        commands.connect(new LiveActions(tabs::query, tabs::item, tabs::partiql, tabs::batch,
                () -> new CommitDialog(stage, new CommitViewModel(leasing, model, connections.connections(),
                        gateways::lease)).show(),
                () -> new ReverseDialog(stage, new ReverseViewModel(leasing, viewModel.document(),
                        connections.connections(), gateways::lease)).show()));
        return live;
    }

    private static void applyTheme(boolean dark) {
        Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    /** For tests: the ViewModel behind the window. */
    public MainWindowViewModel viewModel() {
        return viewModel;
    }

    /** For tests: the window. */
    public MainWindow window() {
        return window;
    }

    /** The handler of uncaught exceptions: how many there were (tests, the launch self-check). */
    public FailureReporter failures() {
        return failures;
    }

    @Override
    public void stop() {
        if (window != null && stage != null) {
            WindowMemory.save(stage, window, settings); // before settings.close() writes them
        }
        if (tasks != null) {
            tasks.close();
        }
        if (gateways != null) {
            gateways.close(); // stops a DynamoDB Local the user had us start
        }
        if (settings != null) {
            settings.close();
        }
        if (recovery != null) {
            recovery.close();
        }
        if (failures != null && Thread.getDefaultUncaughtExceptionHandler() == failures) {
            Thread.setDefaultUncaughtExceptionHandler(handlerBefore);
        }
        FailureLog.flush();
    }
}
