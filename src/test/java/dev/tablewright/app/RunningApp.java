package dev.tablewright.app;

import dev.tablewright.ui.failure.FailureLog;
import dev.tablewright.ui.shell.AppHome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real app, started headless (Monocle) from a clean app home (no recent file to reopen, no
 * recovery copy to offer) and left once its first model is open. Closing it fails the test when the
 * app reported an uncaught exception the test did not provoke (the app's handler, not TestFX's, sees them).
 */
final class RunningApp implements AutoCloseable {
    final TablewrightApp app;
    final Stage stage;
    private int failuresExpected;

    private RunningApp(TablewrightApp app, Stage stage) {
        this.app = app;
        this.stage = stage;
    }

    static RunningApp start() throws Exception {
        deleteRecursively(AppHome.folder());
        return again();
    }

    /** The app started again on the app home an earlier run left (its settings, its recent files). */
    static RunningApp again() throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        TablewrightApp app = (TablewrightApp) FxToolkit.setupApplication(TablewrightApp::new);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> app.viewModel().modelProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        return new RunningApp(app, stage);
    }

    /** The test provokes {@code n} failures: they are not the app's. */
    void expectFailures(int n) {
        failuresExpected = n;
    }

    static void deleteRecursively(Path folder) throws IOException {
        FailureLog.flush(); // a record still being written would make its folder again under us
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Override
    public void close() throws Exception {
        int failures = app.failures() == null ? 0 : app.failures().count();
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
        if (failures > failuresExpected) {
            throw new AssertionError(failures + " uncaught exceptions in the app (expected " + failuresExpected
                    + "): see " + FailureLog.file().map(Path::toString).orElse("the console"));
        }
    }
}
