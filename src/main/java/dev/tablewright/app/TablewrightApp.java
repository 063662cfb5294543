package dev.tablewright.app;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.format.samples.SampleModels;
import dev.tablewright.ui.common.FxDialogService;
import dev.tablewright.ui.common.FxTaskRunner;
import dev.tablewright.ui.shell.MainWindow;
import dev.tablewright.ui.shell.MainWindowViewModel;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The desktop app: wires services and ViewModels to the main window. */
public final class TablewrightApp extends Application {
    private FxTaskRunner tasks;
    private MainWindowViewModel viewModel;

    @Override
    public void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        tasks = new FxTaskRunner();
        viewModel = new MainWindowViewModel(tasks, new FxDialogService(stage));
        MainWindow window = new MainWindow(viewModel, tasks.running(),
                () -> viewModel.whenChangesSettled(Platform::exit));
        Scene scene = new Scene(window, 1280, 800);
        scene.getStylesheets().add(TablewrightApp.class.getResource("/dev/tablewright/ui/tablewright.css")
                .toExternalForm());
        stage.setScene(scene);
        for (int size : new int[] {16, 32, 64, 128}) {
            var icon = TablewrightApp.class.getResourceAsStream("/dev/tablewright/icons/tablewright-" + size + ".png");
            if (icon != null) {
                stage.getIcons().add(new javafx.scene.image.Image(icon));
            }
        }
        MainWindow.attach(stage, viewModel);
        stage.show();

        List<String> files = getParameters().getUnnamed();
        if (files.isEmpty()) {
            viewModel.openSample(SampleModels.FIRST);
        } else {
            viewModel.openFile(Path.of(files.get(0)));
        }
    }

    /** For tests: the ViewModel behind the window. */
    public MainWindowViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void stop() {
        if (tasks != null) {
            tasks.close();
        }
    }
}
