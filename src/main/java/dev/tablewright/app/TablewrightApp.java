package dev.tablewright.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import dev.tablewright.ui.failure.FailureLog;
import dev.tablewright.ui.failure.FailureReporter;
import dev.tablewright.ui.failure.Guarded;
import dev.tablewright.ui.shell.AppHome;
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
import javafx.geometry.Dimension2D;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** The desktop app: starts, shows and stops the window that {@link AppWiring} composes. */
public final class TablewrightApp extends Application {
    private AppWiring wiring;
    private Settings settings;
    private Recovery recovery;
    private MainWindowViewModel viewModel;
    private MainWindow window;
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
        wiring = new AppWiring(stage, settings, recovery);
        viewModel = wiring.viewModel;
        window = wiring.window;
        failures = new FailureReporter(Platform::runLater, viewModel::showFailure);
        applyTheme(viewModel.darkThemeProperty().get());
        viewModel.darkThemeProperty().addListener((o, a, dark) -> applyTheme(dark));
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
        MemoryProbe.reportWhenIdle(viewModel.tree().rootProperty());
        LaunchCheck.startIfAsked(scene, viewModel, failures::count);
        GridProbe.startIfAsked(scene, viewModel);

        List<String> files = getParameters().getUnnamed();
        // Reading the model (Jackson's start included) would compete with the first frame for the CPU,
        // and the inspector and the connections with the frame that shows the model: each waits for the
        // frame before it. Each step on its own: one that fails is reported and the others still run.
        FirstFrame.then(scene, () -> {
            Guarded.run("Could not open the model", () -> viewModel.files().start(files.isEmpty() ? null
                    : Path.of(files.get(0))));
            ModelFrame.then(scene, viewModel.modelProperty(), wiring.tasks.running(), () -> {
                wiring.showInspector(Guarded.pane("The inspector could not be shown", wiring::inspector));
                window.connectionsSlot().getChildren().setAll(Guarded.pane("The connections could not be shown",
                        wiring::connections));
            });
        });
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
        if (wiring != null) {
            wiring.close(); // background work, and the gateways: stops a DynamoDB Local the user had us start
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
