package dev.tablewright.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * For tests of the real {@link FxTaskRunner} on the real FX thread (Monocle). One worker thread,
 * so a test can hold a task back before it starts and know when all work is done.
 */
abstract class RealRunnerTest {
    final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "test-worker");
        t.setDaemon(true);
        return t;
    });
    final FxTaskRunner runner = new FxTaskRunner(worker);

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void closeRunner() {
        runner.close();
    }

    static <T> T onFx(Callable<T> action) throws Exception {
        return WaitForAsyncUtils.asyncFx(action).get(5, TimeUnit.SECONDS);
    }

    /** Waits until the worker is idle and the FX thread has run everything it was given. */
    void settle() throws Exception {
        worker.submit(() -> { }).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
