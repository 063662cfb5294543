package dev.tablewright.app;

import dev.tablewright.cli.ExitCodes;
import dev.tablewright.cli.TablewrightCommand;
import java.util.Optional;
import javafx.application.Application;

/**
 * Plain entry point. It does not extend {@link Application}, so {@code java -jar} can start it
 * without JavaFX on the class path. No arguments or a model file open the app; anything else runs
 * the command line, which explains a mistyped command or a missing file.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) throws ReflectiveOperationException {
        if (!TablewrightCommand.opensApp(args)) {
            System.exit(TablewrightCommand.execute(args));
        }
        Optional<String> noDisplay = Display.ofThisMachine().missing();
        if (noDisplay.isPresent()) {
            exitWithoutDisplay(noDisplay.get());
        }
        Optional<Class<?>> modular = JavaFxModules.launcherInLayer();
        if (modular.isPresent()) {
            modular.get().getMethod("openWindow", String[].class).invoke(null, (Object) args);
        } else {
            openWindow(args);
        }
    }

    /** Opens the window; called in the JavaFX module layer when there is one. */
    public static void openWindow(String[] args) {
        Display display = Display.ofThisMachine();
        // DISPLAY set but unreachable, or no GTK: JavaFX throws on its launcher thread or out of
        // Application.launch, where only this handler sees it.
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
            display.explain(failure).ifPresent(Launcher::exitWithoutDisplay);
            System.err.print("Exception in thread \"" + thread.getName() + "\" ");
            failure.printStackTrace();
        });
        Class<? extends Application> yardstick = BareWindow.chosen();
        Application.launch(yardstick == null ? TablewrightApp.class : yardstick, args);
    }

    private static void exitWithoutDisplay(String line) {
        System.err.println(line);
        System.exit(ExitCodes.NO_DISPLAY);
    }
}
