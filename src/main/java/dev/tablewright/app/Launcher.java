package dev.tablewright.app;

import dev.tablewright.cli.TablewrightCommand;
import javafx.application.Application;

/**
 * Plain entry point. It does not extend {@link Application}, so {@code java -jar} works with JavaFX
 * on the class path. A command ({@code validate}, {@code --help} …) runs the command line; otherwise
 * the app opens, on the model file given if any.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (TablewrightCommand.isCommand(args)) {
            System.exit(TablewrightCommand.execute(args));
        }
        Application.launch(TablewrightApp.class, args);
    }
}
